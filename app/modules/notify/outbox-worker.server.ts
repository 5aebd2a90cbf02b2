import { databaseHandle } from '~/db/client.server';
import { env } from '~/modules/config/env.server';
import { logger } from '~/modules/config/logger.server';
import { deliverOutbox } from './outbox-delivery.server';

/** The channel the outbox_messages trigger notifies on when a message is committed. */
const OUTBOX_CHANNEL = 'outbox_due';
/** After the listening connection is lost, the worker polls alone this long before listening again. */
const RELISTEN_AFTER_MS = 5_000;

/**
 * Runs this instance's outbox worker: at once when any instance commits a message (LISTEN on the
 * trigger's NOTIFY, so the request that wrote it never waits for the mail server), and on a timer
 * for retries and for messages whose sender died (half a lease, 30 s at most). One run at a time;
 * a wake-up during a run starts another right after it.
 */
export function startOutboxWorker() {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let stopListening: (() => Promise<void>) | undefined;

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverOutbox()
      .then((result) => {
        if (result.sent || result.retrying || result.failed) logger().info(result, 'outbox delivered');
      })
      .catch((error: unknown) => logger().warn({ err: error }, 'delivering the outbox failed'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };

  const listen = () => {
    if (stopped) return;
    databaseHandle()
      .listen(OUTBOX_CHANNEL, run, () => {
        stopListening = undefined;
        setTimeout(listen, RELISTEN_AFTER_MS).unref();
      })
      .then((stop) => {
        stopListening = stop;
        // Whatever was committed before listening began was not announced to this instance.
        run();
      })
      .catch((error: unknown) => {
        logger().warn({ err: error }, 'listening for outbox messages failed; polling only');
        setTimeout(listen, RELISTEN_AFTER_MS).unref();
      });
  };

  const timer = setInterval(run, Math.min(30_000, (env().OUTBOX_LEASE_SECONDS * 1000) / 2)).unref();
  listen();
  return {
    wake: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await stopListening?.();
      await running;
    },
  };
}

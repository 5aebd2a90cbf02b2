import { isDatabaseOutage } from '~/modules/db/database-outage';
import { addRateLimitHits, type RateLimit } from '~/modules/auth/rate-limit.server';

/** Hits an instance counts for one address before it adds them to the shared count in the database. */
const HITS_PER_FLUSH = 20;
/** The longest an instance keeps hits to itself. */
const FLUSH_AFTER_MS = 1_000;

type Window = {
  /** The window's hits over every instance, as the database last told this one. */
  sharedHits: number;
  /** This instance's hits on their way to the database. */
  inFlight: number;
  /** This instance's hits not yet sent. */
  pending: number;
  endsAt: number;
  flushedAt: number;
  flushing?: Promise<void>;
  /** A call found a batch due while the last one was still on its way: the next goes as soon as it is back. */
  flushDue?: boolean;
  /** Why the last batch could not be added, if it could not. */
  failure?: unknown;
};

export type ApiAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The public API's limit per client address, shared by every instance through the rate_limits table.
 * A database write for every call would cost the quotes API most of its speed, so each instance counts
 * its own calls in memory and adds them to the shared row every HITS_PER_FLUSH calls or every second,
 * reading back the total of all instances. An address may therefore overshoot the limit by at most
 * HITS_PER_FLUSH calls per instance before every instance refuses it.
 */
export function apiRateLimiter(rule: RateLimit) {
  const windows = new Map<string, Window>();

  function flush(address: string, window: Window, now: number): Promise<void> {
    const count = window.pending;
    window.pending = 0;
    window.inFlight = count;
    window.flushedAt = now;
    window.flushDue = false;
    window.flushing = addRateLimitHits(`api:${address}`, rule, new Date(now), count)
      // The batch moves from in flight to the shared count at once: a call in between must not count it twice.
      .then(({ hits, windowStartedAt }) => {
        window.failure = undefined;
        window.sharedHits = hits;
        window.inFlight = 0;
        window.endsAt = windowStartedAt.getTime() + rule.windowSeconds * 1000;
      })
      // The database being away must not take the API down with it: the hits are counted again next time.
      .catch((error: unknown) => {
        window.failure = error;
        window.inFlight = 0;
        window.pending += count;
      })
      .finally(() => {
        window.flushing = undefined;
        // Calls that came in a burst while this batch was on its way, or found a batch due, go straight after it.
        if (window.pending >= HITS_PER_FLUSH || (window.flushDue && window.pending > 0))
          void flush(address, window, Date.now());
      });
    return window.flushing;
  }

  return {
    /** Counts one call from `address`; refused once the address's calls in this window pass the limit. */
    async hit(address: string, now = Date.now()): Promise<ApiAnswer> {
      let window = windows.get(address);
      if (!window || window.endsAt <= now) {
        window = { sharedHits: 0, inFlight: 0, pending: 0, endsAt: now + rule.windowSeconds * 1000, flushedAt: 0 };
        windows.set(address, window);
        forgetEndedWindows(windows, now);
      }
      window.pending += 1;
      // The first call of a window waits for the shared count, so a fresh instance knows what the others saw.
      if (window.flushedAt === 0) {
        await flush(address, window, now);
        // The call needs the database too: having waited for it once, it is not asked to wait again.
        if (isDatabaseOutage(window.failure)) throw window.failure;
      } else if (window.pending >= HITS_PER_FLUSH || now - window.flushedAt >= FLUSH_AFTER_MS) {
        if (window.flushing) window.flushDue = true;
        else void flush(address, window, now);
      }
      if (window.sharedHits + window.inFlight + window.pending <= rule.limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - now) / 1000)) };
    },
  };
}

function forgetEndedWindows(windows: Map<string, Window>, now: number) {
  if (windows.size < 10_000) return;
  for (const [address, window] of windows) if (window.endsAt <= now) windows.delete(address);
}

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isDatabaseOutage } from '~/modules/db/database-outage';
import { databaseRelay } from '../../tests/setup/database-relay';
import { type DatabaseHandle, databaseRequestScope, openDatabase } from './client.server';

/**
 * The PostgreSQL handle's timeouts, on a real server reached through a relay that can go silent
 * (connections open, no bytes either way). Needs TEST_DATABASE_URL.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const relayPort = 5100 + Math.floor(Math.random() * 400);
const target = new URL(adminUrl ?? 'postgres://127.0.0.1:5432');
const relay = databaseRelay({ host: target.hostname, port: Number(target.port || 5432) }, relayPort);
const timeouts = {
  poolSize: 3,
  connectTimeoutMs: 1_000,
  statementTimeoutMs: 500,
  queryTimeoutMs: 1_000,
  listenCheckMs: 300,
};

/** How long the work takes to fail, and with what. */
async function failure(work: Promise<unknown>) {
  const started = performance.now();
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  return { error, ms: performance.now() - started };
}

describe.skipIf(!adminUrl)('the PostgreSQL handle when the server is slow or silent', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    await relay.open();
    const url = new URL(adminUrl!);
    url.hostname = '127.0.0.1';
    url.port = String(relayPort);
    handle = await openDatabase({ databaseUrl: url.toString(), postgres: timeouts });
  });

  afterAll(async () => {
    relay.resume();
    await handle?.close();
    await relay.close();
  });

  test('a slow statement is cancelled by the server (an outage, 503), but not on the connection for long work', async () => {
    const slow = await failure(handle.db.execute('SELECT pg_sleep(2)'));
    expect(slow.error).toMatchObject({ cause: { code: '57014' } });
    expect(isDatabaseOutage(slow.error)).toBe(true);
    expect(slow.ms).toBeLessThan(1_500);
    // Migrations and the seed run like this.
    await handle.withoutTimeouts((db) => db.execute('SELECT pg_sleep(0.8)'));
  });

  test('a silent server fails a query and a transaction within the query timeout, and the pool recovers', async () => {
    await handle.db.execute('SELECT 1');
    relay.silence();
    try {
      const query = await failure(handle.db.execute('SELECT 1'));
      expect(isDatabaseOutage(query.error)).toBe(true);
      // A transaction's ROLLBACK does not wait a second time on the connection that timed out.
      const transaction = await failure(handle.db.transaction((tx) => tx.execute('SELECT 1')));
      expect(isDatabaseOutage(transaction.error), String(transaction.error)).toBe(true);
      for (const { ms } of [query, transaction]) expect(ms).toBeLessThan(timeouts.queryTimeoutMs + 800);
    } finally {
      relay.resume();
    }
    const back = performance.now();
    await handle.db.transaction((tx) => tx.execute('SELECT 1'));
    expect(performance.now() - back).toBeLessThan(1_000);
  });

  test('once a request has waited out a timeout, its later queries fail at once; other work still waits', async () => {
    relay.silence();
    try {
      const [first, second, elsewhere] = await new Promise<Array<{ error: unknown; ms: number }>>((resolve) =>
        databaseRequestScope(async () => {
          const first = await failure(handle.db.execute('SELECT 1'));
          const second = await failure(handle.db.transaction((tx) => tx.execute('SELECT 1')));
          const elsewhere = await new Promise<{ error: unknown; ms: number }>((done) =>
            databaseRequestScope(() => void failure(handle.db.execute('SELECT 1')).then(done)),
          );
          resolve([first, second, elsewhere]);
        }),
      );
      for (const { error } of [first, second, elsewhere]) expect(isDatabaseOutage(error), String(error)).toBe(true);
      expect(first.ms).toBeGreaterThan(timeouts.queryTimeoutMs - 100);
      expect(second.ms).toBeLessThan(100);
      expect(elsewhere.ms).toBeGreaterThan(timeouts.connectTimeoutMs - 100);
    } finally {
      relay.resume();
    }
  });

  test('transactions that never began while the server was silent leave no connection taken from the pool', async () => {
    // Warm: every connection of the pool open.
    await Promise.all(Array.from({ length: timeouts.poolSize }, () => handle.db.execute('SELECT pg_sleep(0.05)')));
    relay.silence();
    try {
      const attempts = Array.from({ length: timeouts.poolSize * 2 }, () =>
        failure(handle.db.transaction((tx) => tx.execute('SELECT 1'))),
      );
      for (const { error } of await Promise.all(attempts)) expect(isDatabaseOutage(error), String(error)).toBe(true);
    } finally {
      relay.resume();
    }
    await Promise.all(
      Array.from({ length: timeouts.poolSize }, () => handle.db.transaction((tx) => tx.execute('SELECT 1'))),
    );
  });

  test('the listening connection notices a silent server, and listening works again once it answers', async () => {
    const channel = `relay_check_${process.pid}`;
    let notified = 0;
    let lostAt = 0;
    const stop = await handle.listen(
      channel,
      () => notified++,
      () => (lostAt = performance.now()),
    );
    const notify = async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`NOTIFY "${channel}"`);
      await admin.end();
    };
    await notify();
    await expect.poll(() => notified).toBe(1);

    relay.silence();
    const silentFrom = performance.now();
    try {
      await expect.poll(() => lostAt, { timeout: 5_000 }).toBeGreaterThan(0);
      console.info(`the listening connection noticed the silent server in ${Math.round(lostAt - silentFrom)} ms`);
      expect(lostAt - silentFrom).toBeLessThan(timeouts.listenCheckMs + timeouts.queryTimeoutMs + 1_000);
    } finally {
      relay.resume();
      await stop();
    }

    const again = await handle.listen(
      channel,
      () => notified++,
      () => {},
    );
    await notify();
    await expect.poll(() => notified).toBe(2);
    await again();
  });
});

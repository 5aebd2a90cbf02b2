import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from '~/modules/db/data-dir-lock.server';
import { withPreparedStatements } from './pglite-statements.server';
import * as schema from './schema';
import { logger } from '~/modules/config/logger.server';
import type { Env } from '~/modules/config/env.server';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs long work (migrations, the seed) on a connection of its own, without the pool's statement
   * and query timeouts, and closes it afterwards.
   */
  withoutTimeouts<T>(work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Calls onNotify for every NOTIFY on the channel until the returned stop is called; onLost when
   * the listening connection is gone (notifications may have been missed from then on).
   */
  listen(channel: string, onNotify: () => void, onLost: () => void): Promise<() => Promise<void>>;
};

const migrationsFolder = path.resolve(process.cwd(), 'drizzle');

/** How the PostgreSQL pool connects and how long it waits; the server sets them all from the environment. */
export type PostgresSettings = {
  poolSize: number;
  /** Opening a connection, or waiting for a free one in the pool. */
  connectTimeoutMs: number;
  /** PostgreSQL's statement_timeout on every pool connection (lock waits count too). */
  statementTimeoutMs?: number;
  /** node-postgres's query_timeout: fails a query even when the server sends nothing at all. */
  queryTimeoutMs?: number;
  /** PostgreSQL's idle_in_transaction_session_timeout on every pool connection. */
  idleInTransactionTimeoutMs?: number;
  /** How often the listening connection asks the server whether it still answers. */
  listenCheckMs: number;
};

const defaultSettings: PostgresSettings = { poolSize: 10, connectTimeoutMs: 5_000, listenCheckMs: 5_000 };

export function postgresSettings(config: Env): PostgresSettings {
  return {
    ...defaultSettings,
    poolSize: config.DATABASE_POOL_SIZE,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS,
    idleInTransactionTimeoutMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  };
}

export type OpenOptions = {
  databaseUrl?: string;
  dataDir?: string;
  pglite?: PGlite;
  /** Unset (scripts, tests): a pool of 10, 5 s to connect, no statement or query timeouts. */
  postgres?: Partial<PostgresSettings>;
  /** The embedded database's page buffers (PostgreSQL's shared_buffers), in MB; unset, PGlite's 128. */
  embeddedBuffersMb?: number;
};

/** Opens PostgreSQL when a URL is given, else the embedded PGlite in dataDir (or an in-memory one). */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, { ...defaultSettings, ...options.postgres });
  const release = options.dataDir && !options.pglite ? lockDataDir(options.dataDir) : () => {};
  try {
    const client =
      options.pglite ??
      (await PGlite.create(options.dataDir ? path.resolve(options.dataDir, 'pg') : undefined, {
        extensions: { btree_gist },
        // Its buffers are memory the process holds from the start, whatever the database's size.
        ...(options.embeddedBuffersMb
          ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.embeddedBuffersMb}MB`] }
          : {}),
      }));
    const db = drizzlePglite(withPreparedStatements(client), { schema }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db as never, { migrationsFolder }),
      // One connection in the process, and no timeouts on it.
      withoutTimeouts: (work) => work(db),
      close: async () => {
        await client.close();
        release();
      },
      // The embedded database has one connection, and it lasts as long as the process.
      async listen(channel, onNotify) {
        const stop = await client.listen(channel, () => onNotify());
        return async () => {
          if (!client.closed) await stop();
        };
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

function openPostgres(connectionString: string, settings: PostgresSettings): DatabaseHandle {
  const connecting = {
    connectionString,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    // Lets the operating system notice a peer that vanished (a host gone, not a refused connection).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
  // A database that stops answering (a dropped network, a stuck server) fails a request within the
  // connect or query timeout rather than holding it until the client gives up; pages answer 503
  // then (app/utils/database-outage-answers.server.ts). The server cancels a slow statement first,
  // so the query timeout only fires when it has gone silent.
  const pool = new pg.Pool({
    ...connecting,
    max: settings.poolSize,
    statement_timeout: settings.statementTimeoutMs,
    query_timeout: settings.queryTimeoutMs,
    idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs,
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => logger().warn({ err: error }, 'PostgreSQL dropped an idle connection'));
  dropBrokenConnections(pool);
  failFastOnceUnanswered(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const listeners = new Set<pg.Client>();

  async function withoutTimeouts<T>(work: (db: Database) => Promise<T>): Promise<T> {
    const client = new pg.Client(connecting);
    client.on('error', (error) => logger().warn({ err: error }, 'PostgreSQL dropped a maintenance connection'));
    await client.connect();
    try {
      return await work(drizzlePg(client, { schema }) as unknown as Database);
    } finally {
      await client.end().catch(() => {});
    }
  }

  return {
    db,
    kind: 'postgres',
    // Migrations may rewrite large tables: they get a connection without the pool's timeouts.
    migrate: () => withoutTimeouts((migrating) => migratePg(migrating as never, { migrationsFolder })),
    withoutTimeouts,
    close: async () => {
      await Promise.all([...listeners].map((client) => client.end().catch(() => {})));
      await pool.end();
    },
    // A connection of its own, outside the pool: LISTEN lasts as long as the session.
    async listen(channel, onNotify, onLost) {
      // Never waits forever, even when the pool has no query timeout (scripts, tests).
      const client = new pg.Client({
        ...connecting,
        query_timeout: settings.queryTimeoutMs ?? settings.connectTimeoutMs,
      });
      let stopped = false;
      let nextCheck: NodeJS.Timeout | undefined;
      const lost = () => {
        clearTimeout(nextCheck);
        if (stopped) return;
        stopped = true;
        listeners.delete(client);
        onLost();
      };
      client.on('error', (error) => {
        logger().warn({ err: error }, `PostgreSQL dropped the connection listening on ${channel}`);
        lost();
        client.end().catch(() => {});
      });
      client.on('end', lost);
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify();
      });
      try {
        await client.connect();
        await client.query(`LISTEN "${channel}"`);
      } catch (error) {
        stopped = true;
        // Not awaited: a server that went silent would not answer the goodbye either.
        client.end().catch(() => {});
        throw error;
      }
      listeners.add(client);
      // A server that goes silent sends neither an error nor an end, and a listening connection
      // sends no queries of its own: only asking now and then notices that notifications stopped.
      const check = () => {
        nextCheck = setTimeout(() => {
          client.query('SELECT 1').then(check, (error: unknown) => {
            if (stopped) return;
            logger().warn({ err: error }, `PostgreSQL stopped answering the connection listening on ${channel}`);
            lost();
            client.end().catch(() => {});
          });
        }, settings.listenCheckMs);
        nextCheck.unref();
      };
      check();
      return async () => {
        stopped = true;
        clearTimeout(nextCheck);
        listeners.delete(client);
        await client.end().catch(() => {});
      };
    },
  };
}

/**
 * Keeps the pool whole when a connection fails while it is checked out:
 * - node-postgres gives up on a query after query_timeout but keeps it as the connection's active
 *   one, so the next query there (a transaction's ROLLBACK, the next request) would wait behind it
 *   for the same silent server;
 * - the pool drops a broken connection only when it is given back with an error, and Drizzle gives
 *   none back at all when a transaction's BEGIN fails: each would keep its place in the pool for
 *   good, and after a few silent seconds the pool would have nothing left to give.
 * So a connection that timed out or broke is handed back at once with the error (the pool closes
 * it), and the caller's own release later does nothing. Queries through pool.query are left to the
 * pool, which already does this for them.
 */
function dropBrokenConnections(pool: pg.Pool) {
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  const drop = (client: pg.PoolClient, error: Error) => {
    // An idle connection is the pool's own business (its error listener removes it).
    if (!checkedOut.delete(client)) return;
    const release = client.release;
    client.release = () => {};
    release(error);
  };
  pool.on('connect', (client) => {
    // Also the only listener while the connection is checked out: an error event with none stops the process.
    client.on('error', (error) => drop(client, error));
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if (error instanceof Error && error.message === QUERY_TIMEOUT_MESSAGE) {
            noteUnanswered(error);
            drop(client, error);
          }
        });
      }
      return result;
    }) as typeof client.query;
  });
}

/** node-postgres's words when query_timeout passes (it has no code). */
const QUERY_TIMEOUT_MESSAGE = 'Query read timeout';
/** And pg-pool's, when no connection could be had in time (a new one, or a free one). */
const CONNECT_TIMEOUT_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];

const isTimeout = (error: unknown) =>
  error instanceof Error && [QUERY_TIMEOUT_MESSAGE, ...CONNECT_TIMEOUT_MESSAGES].includes(error.message);

/** Per request: the timeout it has already waited out, if any. */
const requestWaits = new AsyncLocalStorage<{ unanswered?: Error }>();

/**
 * Runs one request's work in a scope of its own, so that once the database has let it wait out a
 * timeout, its later queries fail at once instead of waiting again: a form posted without
 * JavaScript runs its action, then its page's loaders, and would otherwise take twice the timeout.
 */
export function databaseRequestScope(work: () => void) {
  requestWaits.run({}, work);
}

function noteUnanswered(error: Error) {
  const scope = requestWaits.getStore();
  if (scope) scope.unanswered ??= error;
}

function failFastOnceUnanswered(pool: pg.Pool) {
  const unanswered = () => {
    const earlier = requestWaits.getStore()?.unanswered;
    return earlier && new Error('The database did not answer earlier in this request', { cause: earlier });
  };
  const noted = (error: unknown) => {
    if (isTimeout(error)) noteUnanswered(error as Error);
    throw error;
  };
  // Drizzle calls both without a callback, and gets a promise.
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    const earlier = typeof args.at(-1) === 'function' ? undefined : unanswered();
    if (earlier) return Promise.reject(earlier);
    const result = query(...args);
    return result instanceof Promise ? result.catch(noted) : result;
  }) as typeof pool.query;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    const earlier = args.length ? undefined : unanswered();
    if (earlier) return Promise.reject(earlier);
    const result = connect(...args);
    return result instanceof Promise ? result.catch(noted) : result;
  }) as typeof pool.connect;
}

// One handle per process, kept on globalThis so that the dev server's module reloads reuse it.
const holder = globalThis as unknown as { __rentalDatabase?: DatabaseHandle };

export function setDatabase(handle: DatabaseHandle | undefined) {
  holder.__rentalDatabase = handle;
}

export function databaseHandle(): DatabaseHandle {
  if (!holder.__rentalDatabase) throw new Error('The database is not open yet');
  return holder.__rentalDatabase;
}

export function db(): Database {
  return databaseHandle().db;
}

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
import * as schema from './schema';
import { logger } from '~/modules/config/logger.server';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls onNotify for every NOTIFY on the channel until the returned stop is called; onLost when
   * the listening connection is gone (notifications may have been missed from then on).
   */
  listen(channel: string, onNotify: () => void, onLost: () => void): Promise<() => Promise<void>>;
};

const migrationsFolder = path.resolve(process.cwd(), 'drizzle');

export type OpenOptions = { databaseUrl?: string; dataDir?: string; pglite?: PGlite };

/** Opens PostgreSQL when a URL is given, else the embedded PGlite in dataDir (or an in-memory one). */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // A database that does not answer (a dropped network, not a refusal) fails a request after 5 s
    // rather than holding it until the client gives up; pages answer 503 then (server/database-outage.ts).
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => logger().warn({ err: error }, 'PostgreSQL dropped an idle connection'));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    const listeners = new Set<pg.Client>();
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: async () => {
        await Promise.all([...listeners].map((client) => client.end().catch(() => {})));
        await pool.end();
      },
      // A connection of its own, outside the pool: LISTEN lasts as long as the session.
      async listen(channel, onNotify, onLost) {
        const client = new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: 5_000 });
        let stopped = false;
        const lost = () => {
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
        await client.connect();
        await client.query(`LISTEN "${channel}"`);
        listeners.add(client);
        return async () => {
          stopped = true;
          listeners.delete(client);
          await client.end().catch(() => {});
        };
      },
    };
  }
  const release = options.dataDir && !options.pglite ? lockDataDir(options.dataDir) : () => {};
  try {
    const client =
      options.pglite ??
      (await PGlite.create(options.dataDir ? path.resolve(options.dataDir, 'pg') : undefined, {
        extensions: { btree_gist },
      }));
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db as never, { migrationsFolder }),
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

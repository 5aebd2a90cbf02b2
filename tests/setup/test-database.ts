import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type DatabaseHandle, openDatabase, setDatabase } from '../../app/db/client.server';

/** Per run, so that two test runs at once never share (or delete) each other's template. */
export const templateDumpPath = () => path.resolve(`tests/.tmp/template-db-${process.env.VITEST_RUN_ID ?? 'run'}.tar`);
export const templateDatabaseName = () => `rental_test_template_${process.env.VITEST_RUN_ID ?? 'run'}`;

/** A fresh, migrated database for one test file: real PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `${templateDatabaseName()}_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${templateDatabaseName()}"`);
    await admin.end();
    const fileUrl = new URL(url);
    fileUrl.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: fileUrl.toString() });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const dump = new Blob([fs.readFileSync(templateDumpPath())]);
  const client = await PGlite.create({ loadDataDir: dump, extensions: { btree_gist } });
  return openDatabase({ pglite: client });
}

/** Registers a fresh database for the current test file as the app's database. */
export function withTestDatabase(): { handle: () => DatabaseHandle } {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase();
    setDatabase(handle);
  });
  afterAll(async () => {
    setDatabase(undefined);
    await handle?.close();
  });
  return {
    handle: () => {
      if (!handle) throw new Error('The test database is not open yet');
      return handle;
    },
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import pg from 'pg';
import { openDatabase } from '../../app/db/client.server';
import { templateDatabaseName, templateDumpPath } from './test-database';

/**
 * Migrates one template database per run; every test file then starts from a copy of it
 * (a PostgreSQL TEMPLATE when TEST_DATABASE_URL is set, else a PGlite data-dir dump).
 */
export async function setup() {
  process.env.VITEST_RUN_ID ??= String(process.pid);
  // Each test project runs its global setup; the template is made once per run.
  if (process.env.TEST_TEMPLATE_READY) return;
  process.env.TEST_TEMPLATE_READY = '1';
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const template = templateDatabaseName();
    await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${template}"`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const handle = await openDatabase({ databaseUrl: templateUrl.toString() });
    await handle.db.execute('CREATE EXTENSION IF NOT EXISTS btree_gist');
    await handle.migrate();
    await handle.close();
    return async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      const { rows } = await cleanup.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1`,
        [`${template}%`],
      );
      for (const row of rows) await cleanup.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
      await cleanup.end();
    };
  }
  const client = await PGlite.create({ extensions: { btree_gist } });
  const handle = await openDatabase({ pglite: client });
  await handle.migrate();
  const dump = await client.dumpDataDir('none');
  fs.mkdirSync(path.dirname(templateDumpPath()), { recursive: true });
  fs.writeFileSync(templateDumpPath(), Buffer.from(await dump.arrayBuffer()));
  await client.close();
  return () => fs.rmSync(templateDumpPath(), { force: true });
}

import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database } from '~/db/client.server';
import * as schema from '~/db/schema';
import { seedDatabase } from '~/db/seed/index.server';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A migration that rewrites seeded copy (0048, 0054): every migration file in order, the statements
 * of each, and the target's changes as (table, column, new text, the old text it replaces), read from
 * its `UPDATE "t" SET "c" = $copy$…$copy$::jsonb WHERE … "c" = $copy$…$copy$::jsonb` statements.
 */
export function copyMigration(prefix: string) {
  const folder = path.resolve('drizzle');
  const migrations = fs
    .readdirSync(folder)
    .filter((name) => /^\d{4}_.*\.sql$/.test(name))
    .sort();
  const target = migrations.findIndex((name) => name.startsWith(`${prefix}_`));
  const statements = (name: string) =>
    fs
      .readFileSync(path.join(folder, name), 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => statement.trim());
  const changes = statements(migrations[target]).map((statement) => {
    const [, table, column, next, old] =
      /UPDATE "(\w+)" SET "(\w+)" = \$copy\$(.*?)\$copy\$::jsonb WHERE .*"\2" = \$copy\$(.*?)\$copy\$::jsonb;/s.exec(
        statement,
      )!;
    return { table, column, next, old };
  });
  // The same changes with their texts read as the localized { en, ar } they are.
  const localizedChanges = changes.map((change) => ({
    ...change,
    next: JSON.parse(change.next) as { en: string; ar: string },
    old: JSON.parse(change.old) as { en: string; ar: string },
  }));
  return { migrations, target, statements, changes, localizedChanges };
}

/**
 * A new embedded database with every migration but the target one (later ones too, so that today's
 * seed fits the schema; a copy migration only rewrites texts), seeded as a site is today.
 */
export async function seededWithoutTarget({ migrations, target, statements }: ReturnType<typeof copyMigration>) {
  const db = await PGlite.create({ extensions: { btree_gist } });
  for (const name of migrations.filter((_, index) => index !== target))
    for (const statement of statements(name)) await db.exec(statement);
  await seedDatabase(drizzle(db, { schema }) as unknown as Database);
  return db;
}

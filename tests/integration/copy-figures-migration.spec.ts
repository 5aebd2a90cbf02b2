import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { copyMigration, seededWithoutTarget } from './copy-migrations';

/**
 * Migration 0048 on a database seeded before the copy named the settings' figures: every FAQ answer,
 * terms section, blog body and offer text still as the seed wrote it takes the new text; one a staff
 * member edited keeps their words.
 */
const migration = copyMigration('0048');
const { migrations, target, statements, changes } = migration;

const copyColumns = [
  ['faqs', 'answer'],
  ['terms_sections', 'body'],
  ['blog_posts', 'content'],
  ['offers', 'content'],
] as const;
type Rows = Record<string, Array<Record<string, unknown>>>;
const snapshot = async (): Promise<Rows> =>
  Object.fromEntries(
    await Promise.all(
      copyColumns.map(async ([table, column]) => [
        table,
        (await db.query<Record<string, unknown>>(`SELECT id, ${column} AS text FROM ${table} ORDER BY id`)).rows,
      ]),
    ),
  );

let db: PGlite;
let seeded: Rows;
let edited: { id: number; text: unknown };
beforeAll(async () => {
  db = await seededWithoutTarget(migration);
  seeded = await snapshot();
  // The database as the earlier seed left it: each text back to what 0048 looks for.
  for (const { table, column, next, old } of changes)
    await db.query(`UPDATE ${table} SET ${column} = $1::jsonb WHERE ${column} = $2::jsonb`, [old, next]);
  // A staff member rewrote the cleaning-charge answer in their own words.
  const { rows } = await db.query<{ id: number }>(
    `UPDATE faqs SET answer = '{"en":"Smoking costs a cleaning charge; ask the branch.","ar":"التدخين ممنوع."}'::jsonb
     WHERE answer->>'en' LIKE '%smok%' RETURNING id`,
  );
  edited = { id: rows[0].id, text: { en: 'Smoking costs a cleaning charge; ask the branch.', ar: 'التدخين ممنوع.' } };
  for (const statement of statements(migrations[target])) await db.exec(statement);
}, 120_000);
afterAll(() => db?.close());

describe('migration 0048: the copy names the settings figures', () => {
  test('changes every text as the seed wrote it, and only those', () => {
    expect(changes.length).toBeGreaterThan(20);
    expect(new Set(changes.map((change) => change.table))).toEqual(
      new Set(['faqs', 'terms_sections', 'blog_posts', 'offers']),
    );
  });

  test('leaves the database as a fresh seed has it, except what staff edited', async () => {
    const after = await snapshot();
    const expected = {
      ...seeded,
      faqs: seeded.faqs.map((row) => (row.id === edited.id ? { id: row.id, text: edited.text } : row)),
    };
    expect(after).toEqual(expected);
  });
});

import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { copyMigration, seededWithoutTarget } from './copy-migrations';

/**
 * Migration 0054 on a database seeded before late returns were charged by the hour: the FAQ answer
 * and the terms section still as the seed wrote them take the new text; an edited one keeps its words.
 */
const migration = copyMigration('0054');
const { migrations, target, statements, localizedChanges: changes } = migration;

let db: PGlite;
const textOf = async (table: string, column: string, id: number) =>
  (await db.query<{ text: unknown }>(`SELECT ${column} AS text FROM ${table} WHERE id = $1`, [id])).rows[0].text;

beforeAll(async () => {
  db = await seededWithoutTarget(migration);
}, 120_000);
afterAll(() => db?.close());

describe('migration 0054: late returns by the hour, then by the day, in the FAQ and the terms', () => {
  test('rewrites the seeded texts and leaves an edited one as staff wrote it', async () => {
    expect(changes.map((change) => change.table).sort()).toEqual(['faqs', 'terms_sections']);
    const rows: Array<{ table: string; column: string; id: number; next: unknown }> = [];
    for (const { table, column, next, old } of changes) {
      // The database as the earlier seed left it.
      const { rows: found } = await db.query<{ id: number }>(
        `UPDATE ${table} SET ${column} = $1::jsonb WHERE ${column} = $2::jsonb RETURNING id`,
        [JSON.stringify(old), JSON.stringify(next)],
      );
      expect(found, table).toHaveLength(1);
      rows.push({ table, column, id: found[0].id, next });
    }
    const edited = { en: 'Late? Call the branch.', ar: 'تأخرت؟ اتصل بالفرع.' };
    await db.query(`UPDATE faqs SET answer = $1::jsonb WHERE id = $2`, [JSON.stringify(edited), rows[0].id]);
    for (const statement of statements(migrations[target])) await db.exec(statement);
    expect(await textOf('faqs', 'answer', rows[0].id)).toEqual(edited);
    expect(await textOf(rows[1].table, rows[1].column, rows[1].id)).toEqual(rows[1].next);
    expect(JSON.stringify(rows[1].next)).toContain('{lateHourPercent}');
  });
});

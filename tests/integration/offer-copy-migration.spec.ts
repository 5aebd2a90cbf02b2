import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { copyMigration, seededWithoutTarget } from './copy-migrations';

/**
 * Migration 0055 on a database seeded while the "Weekend SUV Escape" still typed its price: the offer's
 * words as that seed wrote them take the text that names its computed price by {offerPrice}; words a
 * staff member has rewritten keep theirs.
 */
const migration = copyMigration('0055');
const { migrations, target, statements, localizedChanges: changes } = migration;

let db: PGlite;
const contentOf = async (id: number) =>
  (await db.query<{ content: unknown }>('SELECT content FROM offers WHERE id = $1', [id])).rows[0].content;

beforeAll(async () => {
  db = await seededWithoutTarget(migration);
}, 120_000);
afterAll(() => db?.close());

describe('migration 0055: the seeded offer names its computed price instead of typing one', () => {
  test('the new words carry the placeholder in both languages and no typed figure', () => {
    expect(changes).toHaveLength(1);
    const [{ table, column, next, old }] = changes;
    expect([table, column]).toEqual(['offers', 'content']);
    expect(old.en).toContain('AED 156.45');
    for (const words of [next.en, next.ar]) {
      expect(words).toContain('{offerPrice}');
      expect(words).not.toMatch(/\d+\.\d{2}/);
    }
  });

  test('rewrites the words the seed wrote and leaves a rewritten offer as staff wrote it', async () => {
    const [{ next, old }] = changes;
    // Two databases in one: the seeded offer as the earlier seed left it, and a copy of it staff rewrote.
    const { rows: seeded } = await db.query<{ id: number }>(
      'UPDATE offers SET content = $1::jsonb WHERE content = $2::jsonb RETURNING id',
      [JSON.stringify(old), JSON.stringify(next)],
    );
    expect(seeded).toHaveLength(1);
    const edited = { en: 'SUVs for the weekend, from AED 150 a day.', ar: 'سيارات دفع رباعي لعطلة نهاية الأسبوع.' };
    const { rows: copied } = await db.query<{ id: number }>(
      `INSERT INTO offers (title, content, start_date, end_date, active)
       SELECT title, $1::jsonb, start_date, end_date, active FROM offers WHERE id = $2 RETURNING id`,
      [JSON.stringify(edited), seeded[0].id],
    );
    for (const statement of statements(migrations[target])) await db.exec(statement);
    expect(await contentOf(seeded[0].id)).toEqual(next);
    expect(await contentOf(copied[0].id)).toEqual(edited);
  });
});

import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { copyMigration, seededWithoutTarget } from './copy-migrations';

/**
 * Migration 0057 on a database whose "Weekly Saver" and "Monthly rental" still type their figures
 * (as migration 0048 and the seed of its day left them): those words take the ones that name the
 * figures by placeholder; an offer whose words staff rewrote keeps them.
 */
const migration = copyMigration('0057');
const { migrations, target, statements, localizedChanges: changes } = migration;

let db: PGlite;
const contentOf = async (id: number) =>
  (await db.query<{ content: unknown }>('SELECT content FROM offers WHERE id = $1', [id])).rows[0].content;

beforeAll(async () => {
  db = await seededWithoutTarget(migration);
}, 120_000);
afterAll(() => db?.close());

describe('migration 0057: the weekly and monthly offers name their figures instead of typing them', () => {
  test('the new words carry placeholders in both languages and no typed figure', () => {
    expect(changes.map(({ table, column }) => [table, column])).toEqual([
      ['offers', 'content'],
      ['offers', 'content'],
    ]);
    expect(changes[0].old.en).toContain('AED 82.95');
    expect(changes[1].old.en).toContain('AED 1,732.50');
    expect(changes[0].next.en).toContain('{weeklyDayFrom}');
    expect(changes[1].next.ar).toContain('{monthFrom}');
    for (const { next } of changes)
      for (const words of [next.en, next.ar]) expect(words).not.toMatch(/\d+\.\d{2}|\d,\d{3}/);
  });

  test('rewrites the words the seed wrote and leaves rewritten ones as staff wrote them', async () => {
    const ids: number[] = [];
    for (const { next, old } of changes) {
      const { rows } = await db.query<{ id: number }>(
        'UPDATE offers SET content = $1::jsonb WHERE content = $2::jsonb RETURNING id',
        [JSON.stringify(old), JSON.stringify(next)],
      );
      expect(rows).toHaveLength(1);
      ids.push(rows[0].id);
    }
    const edited = { en: 'A week from AED 550.', ar: 'أسبوع ابتداءً من 550 د.إ.' };
    const { rows: copied } = await db.query<{ id: number }>(
      `INSERT INTO offers (title, content, start_date, end_date, active)
       SELECT title, $1::jsonb, start_date, end_date, active FROM offers WHERE id = $2 RETURNING id`,
      [JSON.stringify(edited), ids[0]],
    );
    for (const statement of statements(migrations[target])) await db.exec(statement);
    expect(await contentOf(ids[0])).toEqual(changes[0].next);
    expect(await contentOf(ids[1])).toEqual(changes[1].next);
    expect(await contentOf(copied[0].id)).toEqual(edited);
  });
});

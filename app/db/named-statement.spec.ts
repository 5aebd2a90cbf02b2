import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTestDatabase } from '../../tests/setup/test-database';
import { emirates } from './schema';
import { runNamed } from './named-statement.server';

const database = withTestDatabase();

describe('a statement run by name', () => {
  it('answers for each set of values under the one name', async () => {
    const db = database.handle().db;
    await db.insert(emirates).values([
      { name: 'Dubai', label: { en: 'Dubai', ar: 'دبي' }, sortOrder: 1 },
      { name: 'Sharjah', label: { en: 'Sharjah', ar: 'الشارقة' }, sortOrder: 2 },
    ]);
    const emirateNamed = (name: string) =>
      runNamed(
        'test_emirate_by_name',
        db.select({ order: emirates.sortOrder }).from(emirates).where(eq(emirates.name, name)),
      );
    // More than five runs, so PostgreSQL may move to its generic plan on the way.
    for (const name of ['Dubai', 'Sharjah', 'Dubai', 'Sharjah', 'Dubai', 'Sharjah', 'Ajman'])
      expect(await emirateNamed(name)).toEqual(name === 'Ajman' ? [] : [{ order: name === 'Dubai' ? 1 : 2 }]);
  });

  it('refuses the name for another text, on either database', async () => {
    const db = database.handle().db;
    await runNamed('test_one_text', db.select({ one: sql<number>`1` }).from(emirates));
    await expect(runNamed('test_one_text', db.select({ two: sql<number>`2` }).from(emirates))).rejects.toThrow(
      'The statement named test_one_text was given a different SQL text',
    );
  });
});

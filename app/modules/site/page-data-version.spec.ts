import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { emirates, pageDataVersion, sessions, users } from '~/db/schema';
import { TABLES_WITHOUT_PAGE_DATA_VERSION, readPageDataVersion } from './page-data-version.server';

const database = withTestDatabase();

const newUser = (email: string) => ({
  fullName: 'Amal Haddad',
  email,
  phone: '+971501234567',
  passwordHash: 'not a hash',
});

describe('the page data version (decision record 090)', () => {
  it('is moved on by a trigger on every table of the site but the ones named', async () => {
    const db = database.handle().db;
    const rows = (
      (await db.execute(sql`
      select t.tablename as name,
             exists (select 1 from pg_trigger g where g.tgrelid = (quote_ident(t.tablename))::regclass
                     and g.tgname = t.tablename || '_page_data_changed') as kept
      from pg_tables t where t.schemaname = current_schema() order by t.tablename`)) as unknown as {
        rows: Array<{ name: string; kept: boolean }>;
      }
    ).rows;
    const withoutTrigger = rows.filter((row) => !row.kept).map((row) => row.name);
    // A table added later needs the trigger in its migration (as 0058 made them), or a place in the list.
    expect(withoutTrigger.sort()).toEqual([...TABLES_WITHOUT_PAGE_DATA_VERSION].sort());
    expect(rows.length).toBeGreaterThan(40);
  });

  it('moves on once for each committed transaction, however many rows and tables it wrote', async () => {
    const db = database.handle().db;
    const before = await readPageDataVersion();
    await db.insert(emirates).values({ name: 'Dubai', label: { en: 'Dubai', ar: 'دبي' }, sortOrder: 1 });
    expect(await readPageDataVersion()).toBe(before + 1);
    await db.transaction(async (tx) => {
      await tx.insert(emirates).values([
        { name: 'Sharjah', label: { en: 'Sharjah', ar: 'الشارقة' }, sortOrder: 2 },
        { name: 'Ajman', label: { en: 'Ajman', ar: 'عجمان' }, sortOrder: 3 },
      ]);
      await tx.update(emirates).set({ sortOrder: 9 }).where(eq(emirates.name, 'Dubai'));
      await tx.insert(users).values(newUser('amal@example.ae'));
    });
    expect(await readPageDataVersion()).toBe(before + 2);
    await db.delete(emirates).where(eq(emirates.name, 'Ajman'));
    expect(await readPageDataVersion()).toBe(before + 3);
  });

  it('stays where it was for a statement that changed no row and for a transaction rolled back', async () => {
    const db = database.handle().db;
    const before = await readPageDataVersion();
    await db.update(emirates).set({ sortOrder: 1 }).where(eq(emirates.name, 'Nowhere'));
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(emirates).values({ name: 'Fujairah', label: { en: 'Fujairah', ar: 'الفجيرة' }, sortOrder: 4 });
        throw new Error('given up');
      }),
    ).rejects.toThrow('given up');
    expect(await readPageDataVersion()).toBe(before);
  });

  it('is not moved on by sessions, which every visit writes', async () => {
    const db = database.handle().db;
    const [user] = await db.insert(users).values(newUser('badr@example.ae')).returning({ id: users.id });
    const before = await readPageDataVersion();
    const expiresAt = new Date(Date.now() + 3_600_000);
    await db.insert(sessions).values({ idHash: 'a'.repeat(64), userId: user.id, expiresAt });
    await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.userId, user.id));
    await db.delete(sessions).where(eq(sessions.userId, user.id));
    expect(await readPageDataVersion()).toBe(before);
  });

  it('starts again from a missing row rather than stopping', async () => {
    const db = database.handle().db;
    await db.delete(pageDataVersion);
    expect(await readPageDataVersion()).toBe(0);
    await db
      .insert(emirates)
      .values({ name: 'Umm Al Quwain', label: { en: 'Umm Al Quwain', ar: 'أم القيوين' }, sortOrder: 6 });
    expect(await readPageDataVersion()).toBe(1);
  });
});

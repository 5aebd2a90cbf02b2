import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { createAccount, routeArgs, settle } from '../../../tests/factories/accounts';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { auditEvents, people } from '~/db/schema';
import * as adminPeople from '~/routes/admin-people';
import * as boardProfile from '~/routes/board-profile';
import * as theBoard from '~/routes/the-board';

const database = withTestDatabase();
const db = () => database.handle().db;

const get = (path: string, cookie?: string) =>
  new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
function post(path: string, fields: Record<string, string>, cookie: string) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    body,
    headers: { 'Sec-Fetch-Mode': 'navigate', Cookie: cookie },
  });
}
type BoardData = { people: Array<{ slug: string; name: string; role: string }> };
type ProfileData = { person: { name: string; role: string; biography: string } };
type StaffList = {
  items: Array<{ id: number; name: string; arabicMissing: boolean }>;
  editing?: { values: Record<string, string> };
};

const person = {
  nameEn: 'Saeed Mohammed Al Dhaheri',
  nameAr: 'سعيد محمد الظاهري',
  roleEn: 'Founder Chairman',
  roleAr: 'المؤسس ورئيس مجلس الإدارة',
  biographyEn: 'Founded the company in Al Ain in 1996.',
  biographyAr: 'أسس الشركة في العين عام 1996.',
  group: 'board',
  sortOrder: '1',
};

describe('people of the board and management, in both languages', () => {
  test('given a name in English and Arabic, should store both and show each page its own language', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    expect(await settle(() => adminPeople.action(routeArgs(post('/admin/people', person, cms.cookie))))).toMatchObject({
      status: 302,
      location: '/admin/people',
    });
    const [stored] = await db().select().from(people);
    expect(stored).toMatchObject({
      slug: 'saeed-mohammed-al-dhaheri',
      name: { en: 'Saeed Mohammed Al Dhaheri', ar: 'سعيد محمد الظاهري' },
      role: { en: 'Founder Chairman', ar: 'المؤسس ورئيس مجلس الإدارة' },
      group: 'board',
    });

    const arabic = (await settle(() => theBoard.loader(routeArgs(get('/ar/the-board'))))).body as BoardData;
    expect(arabic.people).toEqual([expect.objectContaining({ name: 'سعيد محمد الظاهري' })]);
    const english = (await settle(() => theBoard.loader(routeArgs(get('/the-board'))))).body as BoardData;
    expect(english.people).toEqual([expect.objectContaining({ name: 'Saeed Mohammed Al Dhaheri' })]);
    const profile = (
      await settle(() =>
        boardProfile.loader(
          routeArgs(get('/ar/the-board/saeed-mohammed-al-dhaheri'), { slug: 'saeed-mohammed-al-dhaheri' }),
        ),
      )
    ).body as ProfileData;
    expect(profile.person).toEqual(
      expect.objectContaining({ name: 'سعيد محمد الظاهري', biography: 'أسس الشركة في العين عام 1996.' }),
    );
  });

  test('given no Arabic name, should show the English one on Arabic pages and mark the record for staff', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    await settle(() =>
      adminPeople.action(
        routeArgs(
          post('/admin/people', { ...person, nameEn: 'Priya Menon', nameAr: '', group: 'executive' }, cms.cookie),
        ),
      ),
    );
    const [stored] = await db().select().from(people).where(eq(people.slug, 'priya-menon'));
    expect(stored.name).toEqual({ en: 'Priya Menon' });
    const arabic = (await settle(() => theBoard.loader(routeArgs(get('/ar/the-board'))))).body as BoardData;
    expect(arabic.people.find((row) => row.slug === 'priya-menon')?.name).toBe('Priya Menon');
    const list = (await settle(() => adminPeople.loader(routeArgs(get('/admin/people', cms.cookie)))))
      .body as StaffList;
    expect(list.items.find((item) => item.id === stored.id)?.arabicMissing).toBe(true);
    expect(list.items.filter((item) => item.id !== stored.id).every((item) => !item.arabicMissing)).toBe(true);

    // Adding the Arabic later, from the edit form, clears the marker and is recorded.
    const editing = (
      await settle(() => adminPeople.loader(routeArgs(get(`/admin/people?edit=${stored.id}`, cms.cookie))))
    ).body as StaffList;
    expect(editing.editing?.values).toMatchObject({ nameEn: 'Priya Menon', nameAr: '', group: 'executive' });
    await settle(() =>
      adminPeople.action(
        routeArgs(
          post(
            '/admin/people',
            { ...editing.editing!.values, id: String(stored.id), nameAr: 'بريا مينون' },
            cms.cookie,
          ),
        ),
      ),
    );
    const [edited] = await db().select().from(people).where(eq(people.id, stored.id));
    expect(edited).toMatchObject({ slug: 'priya-menon', name: { en: 'Priya Menon', ar: 'بريا مينون' } });
    const after = (await settle(() => adminPeople.loader(routeArgs(get('/admin/people', cms.cookie)))))
      .body as StaffList;
    expect(after.items.find((item) => item.id === stored.id)?.arabicMissing).toBe(false);
    const actions = await db()
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'person'), eq(auditEvents.entityId, String(stored.id))));
    expect(actions.map((row) => row.action)).toEqual(['created', 'updated']);
  });

  test('given a missing English name or group, should refuse at the fields and keep what was typed', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const outcome = await settle(() =>
      adminPeople.action(routeArgs(post('/admin/people', { ...person, nameEn: '', group: 'friends' }, cms.cookie))),
    );
    expect(outcome.status).toBe(400);
    const result = (
      outcome.body as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } }
    ).result;
    expect(result.error).toMatchObject({
      nameEn: ['Please fill in this field!'],
      group: ['Choose where the person is shown.'],
    });
    expect(result.initialValue).toMatchObject({ nameAr: 'سعيد محمد الظاهري', roleEn: 'Founder Chairman' });
  });

  test('given a customer, should refuse the screen', async () => {
    const customer = await createAccount({ roles: ['customer'] });
    const outcome = await settle(() => adminPeople.loader(routeArgs(get('/admin/people', customer.cookie))));
    expect(outcome.status).toBe(403);
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { createAccount, routeArgs, settle } from '../../../tests/factories/accounts';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { auditEvents, formSubmissions, newsletterSubscriptions } from '~/db/schema';
import * as inboxRoute from '~/routes/admin-inbox';
import * as entryRoute from '~/routes/admin-submission';

const database = withTestDatabase();
const db = () => database.handle().db;

const get = (path: string, cookie?: string) =>
  new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Sec-Fetch-Mode': 'navigate', ...(cookie ? { Cookie: cookie } : {}) },
  });

async function addSubmission(name: string) {
  const [row] = await db()
    .insert(formSubmissions)
    .values({ kind: 'contact', name, email: `${name.toLowerCase().replace(/\W/g, '')}@example.ae` })
    .returning({ id: formSubmissions.id });
  return row.id;
}

const act = (id: number, fields: Record<string, string>, cookie: string) =>
  settle(() =>
    entryRoute.action(
      routeArgs(post(`/admin/inbox/contact/${id}`, fields, cookie), { kind: 'contact', submissionId: String(id) }),
    ),
  );

const stateOf = async (id: number) => {
  const [row] = await db()
    .select({
      assignedTo: formSubmissions.assignedTo,
      handledAt: formSubmissions.handledAt,
      handledBy: formSubmissions.handledBy,
    })
    .from(formSubmissions)
    .where(eq(formSubmissions.id, id));
  return row;
};
const eventsOf = (id: number) =>
  db()
    .select({ action: auditEvents.action, actorId: auditEvents.actorId, changes: auditEvents.changes })
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, 'submission'), eq(auditEvents.entityId, String(id))))
    .orderBy(auditEvents.id);

type Listed = {
  total: number;
  counts: Record<string, number>;
  rows: { id: number; kind: string; status: string | null; assigneeName: string | null }[];
};
const list = async (query: string, cookie: string) =>
  (await settle(() => inboxRoute.loader(routeArgs(get(`/admin/inbox${query}`, cookie))))).body as Listed;

describe('following up inbox entries', () => {
  test('staff take an entry, give it to a colleague, mark it handled and open it again; each step is recorded once with who did it', async () => {
    const sara = await createAccount({ roles: ['admin'], fullName: 'Sara Staff' });
    const omar = await createAccount({ roles: ['admin'], fullName: 'Omar Staff' });
    const id = await addSubmission('Follow Me');

    expect((await act(id, { intent: 'assign', assignee: 'me' }, sara.cookie)).status).toBe(302);
    expect(await stateOf(id)).toMatchObject({ assignedTo: sara.id, handledAt: null });
    expect((await act(id, { intent: 'assign', assignee: String(omar.id) }, sara.cookie)).status).toBe(302);
    expect((await stateOf(id)).assignedTo).toBe(omar.id);

    // Two people pressing "Mark as handled" at once: one change, one record.
    await Promise.all([act(id, { intent: 'handled' }, omar.cookie), act(id, { intent: 'handled' }, sara.cookie)]);
    const handled = await stateOf(id);
    expect(handled.handledAt).toBeInstanceOf(Date);
    expect([sara.id, omar.id]).toContain(handled.handledBy);
    await act(id, { intent: 'reopen' }, omar.cookie);
    expect(await stateOf(id)).toMatchObject({ handledAt: null, handledBy: null, assignedTo: omar.id });
    await act(id, { intent: 'assign', assignee: '' }, omar.cookie);
    expect((await stateOf(id)).assignedTo).toBeNull();

    expect((await eventsOf(id)).map((event) => [event.action, event.actorId])).toEqual([
      ['assigned', sara.id],
      ['assigned', sara.id],
      ['handled', handled.handledBy],
      ['reopened', omar.id],
      ['assigned', omar.id],
    ]);

    // The entry's page tells the story in words, with names.
    const page = (
      await settle(() =>
        entryRoute.loader(
          routeArgs(get(`/admin/inbox/contact/${id}`, sara.cookie), { kind: 'contact', submissionId: String(id) }),
        ),
      )
    ).body as {
      handling: { assignedTo: number | null; history: { action: string; by: string; assigneeName: string | null }[] };
    };
    expect(page.handling.assignedTo).toBeNull();
    expect(page.handling.history.map((event) => [event.action, event.by, event.assigneeName])).toEqual([
      ['assigned', 'Omar Staff', null],
      ['reopened', 'Omar Staff', null],
      ['handled', handled.handledBy === sara.id ? 'Sara Staff' : 'Omar Staff', null],
      ['assigned', 'Sara Staff', 'Omar Staff'],
      ['assigned', 'Sara Staff', 'Sara Staff'],
    ]);
  });

  test('an entry cannot be given to a customer or to nobody that exists; a bad form changes nothing; customers may not act', async () => {
    const admin = await createAccount({ roles: ['admin'] });
    const customer = await createAccount({ roles: ['customer'] });
    const id = await addSubmission('Hands Off');
    const attempts: Record<string, string>[] = [
      { intent: 'assign', assignee: String(customer.id) },
      { intent: 'assign', assignee: '99999999' },
      { intent: 'assign', assignee: 'x' },
      { intent: 'archive' },
      {},
    ];
    for (const fields of attempts) {
      expect((await act(id, fields, admin.cookie)).status).toBe(302);
    }
    expect(await stateOf(id)).toMatchObject({ assignedTo: null, handledAt: null });
    expect(await eventsOf(id)).toEqual([]);
    expect((await act(id, { intent: 'handled' }, customer.cookie)).status).toBe(403);
    expect((await stateOf(id)).handledAt).toBeNull();
    expect(
      (
        await settle(() =>
          entryRoute.action(
            routeArgs(post('/admin/inbox/contact/99999999', { intent: 'handled' }, admin.cookie), {
              kind: 'contact',
              submissionId: '99999999',
            }),
          ),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await settle(() =>
          entryRoute.action(
            routeArgs(post(`/admin/inbox/lease/${id}`, { intent: 'handled' }, admin.cookie), {
              kind: 'lease',
              submissionId: String(id),
            }),
          ),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await settle(() =>
          entryRoute.action(
            routeArgs(post('/admin/inbox/newsletter/1', { intent: 'handled' }, admin.cookie), {
              kind: 'newsletter',
              submissionId: '1',
            }),
          ),
        )
      ).status,
    ).toBe(404);
  });

  test('the list filters by state and assignee, counts follow the filter, and sign-ups show only without one', async () => {
    const me = await createAccount({ roles: ['admin'], fullName: 'Filter Me' });
    const other = await createAccount({ roles: ['owner'], fullName: 'Filter Owner' });
    const mine = await addSubmission('Mine Open');
    const theirs = await addSubmission('Theirs Open');
    const done = await addSubmission('Done One');
    await addSubmission('Nobody Open');
    await db().insert(newsletterSubscriptions).values({ email: 'filter-reader@example.ae', locale: 'en' });
    await act(mine, { intent: 'assign', assignee: 'me' }, me.cookie);
    await act(theirs, { intent: 'assign', assignee: String(other.id) }, me.cookie);
    await act(done, { intent: 'handled' }, me.cookie);

    const all = await list('', me.cookie);
    const open = await list('?state=open', me.cookie);
    const handled = await list('?state=done', me.cookie);
    expect(open.total + handled.total + all.counts.newsletter).toBe(all.total);
    expect(open.rows.every((row) => row.status !== 'done' && row.kind !== 'newsletter')).toBe(true);
    expect(handled.rows.map((row) => row.id)).toEqual([done]);
    expect(open.counts.newsletter).toBe(0);

    const assignedToMe = await list('?assignee=me', me.cookie);
    expect(assignedToMe.rows.map((row) => [row.id, row.assigneeName])).toEqual([[mine, 'Filter Me']]);
    const mineForOwner = await list('?assignee=me', other.cookie);
    expect(mineForOwner.rows.map((row) => [row.id, row.assigneeName])).toEqual([[theirs, 'Filter Owner']]);
    const unassigned = (await list('?assignee=nobody&state=open', me.cookie)).rows.map((row) => row.id);
    expect(unassigned).not.toContain(mine);
    expect(unassigned).not.toContain(theirs);
    expect(unassigned).not.toContain(done);
    expect(unassigned.length).toBeGreaterThan(0);

    // Unknown filter values read as no filter rather than an error.
    expect((await list('?state=%00&assignee=everyone', me.cookie)).total).toBe(all.total);
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { createAccount, routeArgs, settle } from '../../../tests/factories/accounts';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { auditEvents, formSubmissions, outboxMessages, submissionThread } from '~/db/schema';
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

async function addSubmission(
  name: string,
  email: string | null = `${name.toLowerCase().replace(/\W/g, '')}@example.ae`,
) {
  const [row] = await db()
    .insert(formSubmissions)
    .values({ kind: 'contact', name, email, message: 'Do you have a 7-seater for the weekend?', locale: 'ar' })
    .returning({ id: formSubmissions.id });
  return row.id;
}

const act = (id: number, fields: Record<string, string>, cookie: string) =>
  settle(() =>
    entryRoute.action(
      routeArgs(post(`/admin/inbox/contact/${id}`, fields, cookie), { kind: 'contact', submissionId: String(id) }),
    ),
  );

const statusOf = async (id: number) => {
  const [row] = await db()
    .select({
      status: formSubmissions.status,
      startedAt: formSubmissions.startedAt,
      startedBy: formSubmissions.startedBy,
      handledAt: formSubmissions.handledAt,
      handledBy: formSubmissions.handledBy,
    })
    .from(formSubmissions)
    .where(eq(formSubmissions.id, id));
  return row;
};

const mailsTo = (address: string) =>
  db()
    .select({ id: outboxMessages.id, subject: outboxMessages.subject, text: outboxMessages.text })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, address));

type Page = {
  handling: { status: string; startedByName: string | null };
  thread: {
    replyTo: string | null;
    replySubject: string;
    items: { kind: string; subject: string | null; body: string; authorName: string | null }[];
  };
};
const page = async (id: number, cookie: string) =>
  (
    await settle(() =>
      entryRoute.loader(
        routeArgs(get(`/admin/inbox/contact/${id}`, cookie), { kind: 'contact', submissionId: String(id) }),
      ),
    )
  ).body as Page;

describe('inbox status, notes and replies', () => {
  test('new → in progress → done → back to in progress, with who and when; a second press is no move', async () => {
    const staff = await createAccount({ roles: ['admin'], fullName: 'Huda Staff' });
    const id = await addSubmission('Status Sender');
    expect(await statusOf(id)).toMatchObject({ status: 'new', startedAt: null, handledAt: null });

    await Promise.all([act(id, { intent: 'start' }, staff.cookie), act(id, { intent: 'start' }, staff.cookie)]);
    const started = await statusOf(id);
    expect(started).toMatchObject({ status: 'in_progress', startedBy: staff.id, handledAt: null });
    expect(started.startedAt).toBeInstanceOf(Date);

    await act(id, { intent: 'handled' }, staff.cookie);
    expect(await statusOf(id)).toMatchObject({ status: 'done', handledBy: staff.id });
    // 'start' on a done entry is stale: nothing moves.
    await act(id, { intent: 'start' }, staff.cookie);
    expect((await statusOf(id)).status).toBe('done');
    await act(id, { intent: 'reopen' }, staff.cookie);
    expect(await statusOf(id)).toMatchObject({ status: 'in_progress', handledAt: null, handledBy: null });

    const events = await db()
      .select({ action: auditEvents.action, changes: auditEvents.changes })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'submission'), eq(auditEvents.entityId, String(id))))
      .orderBy(auditEvents.id);
    expect(events.map((event) => event.action)).toEqual(['started', 'handled', 'reopened']);
    expect(events[2].changes).toEqual({ status: { from: 'done', to: 'in_progress' } });
    expect((await page(id, staff.cookie)).handling).toMatchObject({
      status: 'in_progress',
      startedByName: 'Huda Staff',
    });
  });

  test('the list filters by each status and shows it', async () => {
    const staff = await createAccount({ roles: ['admin'], fullName: 'List Staff' });
    const fresh = await addSubmission('Fresh One');
    const going = await addSubmission('Going One');
    const finished = await addSubmission('Finished One');
    await act(going, { intent: 'start' }, staff.cookie);
    await act(finished, { intent: 'handled' }, staff.cookie);
    const list = async (state: string) =>
      (
        (await settle(() => inboxRoute.loader(routeArgs(get(`/admin/inbox/contact?state=${state}`, staff.cookie)))))
          .body as { state: string; rows: { id: number; status: string }[] }
      ).rows;
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
    expect(ids(await list('new'))).toContain(fresh);
    expect(ids(await list('new'))).not.toContain(going);
    expect((await list('in_progress')).find((row) => row.id === going)?.status).toBe('in_progress');
    expect(ids(await list('in_progress'))).not.toContain(fresh);
    expect(ids(await list('done'))).toEqual(expect.arrayContaining([finished]));
    expect(ids(await list('done'))).not.toContain(going);
    expect(ids(await list('open'))).toEqual(expect.arrayContaining([fresh, going]));
    expect(ids(await list('open'))).not.toContain(finished);
  });

  test('a note is kept for staff with its author and never mailed; an empty note comes back at the field', async () => {
    const staff = await createAccount({ roles: ['admin'], fullName: 'Note Writer' });
    const id = await addSubmission('Note Sender', 'note.sender@example.ae');
    expect((await act(id, { intent: 'note', body: '  Called back, no answer.  ' }, staff.cookie)).status).toBe(302);
    const empty = await act(id, { intent: 'note', body: '   ' }, staff.cookie);
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('Please write something here.');

    const notes = await db().select().from(submissionThread).where(eq(submissionThread.submissionId, id));
    expect(notes.map((note) => [note.kind, note.body, note.authorId, note.outboxId])).toEqual([
      ['note', 'Called back, no answer.', staff.id, null],
    ]);
    expect(await mailsTo('note.sender@example.ae')).toEqual([]);
    expect((await statusOf(id)).status).toBe('new');
    expect((await page(id, staff.cookie)).thread.items).toEqual([
      expect.objectContaining({ kind: 'note', body: 'Called back, no answer.', authorName: 'Note Writer' }),
    ]);
  });

  test('a reply is mailed to the sender as written, kept in the thread, and starts a new entry; notes stay out of it', async () => {
    const staff = await createAccount({ roles: ['admin'], fullName: 'Reply Writer' });
    const id = await addSubmission('Reply Sender', 'reply.sender@example.ae');
    await act(id, { intent: 'note', body: 'Internal: offer the Patrol only if asked.' }, staff.cookie);
    const before = await page(id, staff.cookie);
    expect(before.thread.replyTo).toBe('reply.sender@example.ae');
    // The sender wrote in Arabic: the subject starts in their language.
    expect(before.thread.replySubject).toMatch(/^Re: /);
    expect(before.thread.replySubject).toMatch(/[\u0600-\u06FF]/);

    const missing = await act(id, { intent: 'reply', subject: 'Re: 7-seater', body: '' }, staff.cookie);
    expect(missing.status).toBe(400);
    expect(await mailsTo('reply.sender@example.ae')).toEqual([]);

    const body = 'مرحبًا، نعم لدينا سيارة بسبعة مقاعد.';
    expect((await act(id, { intent: 'reply', subject: 'Re: 7-seater', body }, staff.cookie)).status).toBe(302);
    const mails = await mailsTo('reply.sender@example.ae');
    expect(mails.map((mail) => [mail.subject, mail.text])).toEqual([['Re: 7-seater', body]]);
    expect(mails[0].text).not.toContain('Patrol');

    const replies = await db()
      .select()
      .from(submissionThread)
      .where(and(eq(submissionThread.submissionId, id), eq(submissionThread.kind, 'reply')));
    expect(replies.map((reply) => [reply.subject, reply.body, reply.authorId, reply.outboxId])).toEqual([
      ['Re: 7-seater', body, staff.id, mails[0].id],
    ]);
    expect(await statusOf(id)).toMatchObject({ status: 'in_progress', startedBy: staff.id });
    expect((await page(id, staff.cookie)).thread.items.map((item) => item.kind)).toEqual(['note', 'reply']);
  });

  test('a sender without an email cannot be replied to; customers may not write notes or replies', async () => {
    const staff = await createAccount({ roles: ['admin'] });
    const customer = await createAccount({ roles: [] });
    const id = await addSubmission('No Mail Sender', null);
    expect((await page(id, staff.cookie)).thread.replyTo).toBeNull();
    expect((await act(id, { intent: 'reply', subject: 'Re: x', body: 'Hello' }, staff.cookie)).status).toBe(302);
    expect((await statusOf(id)).status).toBe('new');
    expect((await act(id, { intent: 'note', body: 'sneaky' }, customer.cookie)).status).toBe(403);
    expect((await act(id, { intent: 'reply', subject: 'Re: x', body: 'sneaky' }, customer.cookie)).status).toBe(403);
    expect(await db().select().from(submissionThread).where(eq(submissionThread.submissionId, id))).toEqual([]);
  });
});

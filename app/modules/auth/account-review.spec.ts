import { desc, eq } from 'drizzle-orm';
import { describe, expect, test, vi } from 'vitest';
import { createAccount, routeArgs, settle } from '../../../tests/factories/accounts';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { demoDocumentPng } from '~/db/seed/demo-accounts';
import { accountEvents, outboxMessages, users } from '~/db/schema';
import * as adminAccount from '~/routes/admin-account';
import * as adminAccounts from '~/routes/admin-accounts';
import * as myAccount from '~/routes/my-account';
import { addDocuments } from './account.server';
import { decideAccount, findAccountForReview, listPendingAccounts } from './account-review.server';

const database = withTestDatabase();
const db = () => database.handle().db;

const decide = (staffCookie: string, fields: Record<string, string>, path = '/admin/accounts') =>
  settle(() =>
    adminAccounts.action(
      routeArgs(
        new Request(`http://localhost${path}`, {
          method: 'POST',
          body: new URLSearchParams(fields),
          headers: { Cookie: staffCookie, 'Sec-Fetch-Mode': 'navigate' },
        }),
      ),
    ),
  );
const accountRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];
const eventsOf = (userId: number) =>
  db().select().from(accountEvents).where(eq(accountEvents.userId, userId)).orderBy(desc(accountEvents.id));
const mailsTo = (email: string) =>
  db().select().from(outboxMessages).where(eq(outboxMessages.recipient, email)).orderBy(outboxMessages.id);
const staff = () => createAccount({ roles: ['admin'], reviewStatus: 'approved', fullName: 'Aisha Admin' });

describe('the review queue', () => {
  test('lists pending accounts only, oldest first, each with its documents', async () => {
    const older = await createAccount({ createdAt: new Date('2020-01-01T08:00:00Z') });
    const newer = await createAccount({ createdAt: new Date('2020-01-02T08:00:00Z') });
    const approved = await createAccount({ reviewStatus: 'approved', createdAt: new Date('2019-01-01T08:00:00Z') });
    await addDocuments(older.id, [{ name: 'older-id.png', contentType: 'image/png', bytes: demoDocumentPng() }]);
    const { accounts, total } = await listPendingAccounts();
    const ids = accounts.map((account) => account.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(ids).not.toContain(approved.id);
    expect(total).toBe(accounts.length);
    expect(
      accounts.find((account) => account.id === older.id)!.documents.map((document) => document.originalName),
    ).toEqual(['older-id.png']);
  });

  test('says which documents to expect: a visitor’s passport and home licence, a resident’s Emirates ID', async () => {
    const [visitor, resident, unknown] = await Promise.all([createAccount(), createAccount(), createAccount()]);
    await db().update(users).set({ residency: 'visitor' }).where(eq(users.id, visitor.id));
    await db().update(users).set({ residency: 'resident' }).where(eq(users.id, resident.id));
    const { accounts } = await listPendingAccounts();
    const residencyOf = (id: number) => accounts.find((account) => account.id === id)?.residency;
    expect([residencyOf(visitor.id), residencyOf(resident.id), residencyOf(unknown.id)]).toEqual([
      'visitor',
      'resident',
      null,
    ]);
  });

  test('is paged: each page the next accounts in the same order, none twice', async () => {
    for (let n = 0; n < 3; n++) await createAccount({ createdAt: new Date(`2018-01-0${n + 1}T08:00:00Z`) });
    const { total } = await listPendingAccounts();
    const pages = await Promise.all([1, 2, 3].map((page) => listPendingAccounts(page, 2)));
    const ids = pages.flatMap((page) => page.accounts.map((account) => account.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(pages.map((page) => page.accounts.length)).toEqual(
      [2, 2, Math.min(2, total - 4)].map((n) => Math.max(0, n)),
    );
    expect(ids.slice(0, 4)).toEqual((await listPendingAccounts(1, 4)).accounts.map((account) => account.id));
  });

  test('the queue page gives staff the same list, privately', async () => {
    const admin = await staff();
    const pending = await createAccount();
    const { status, body, headers } = await settle(() =>
      adminAccounts.loader(
        routeArgs(new Request('http://localhost/admin/accounts', { headers: { Cookie: admin.cookie } })),
      ),
    );
    expect(status).toBe(200);
    expect(headers?.get('Cache-Control')).toBe('private, no-store');
    expect((body as { accounts: Array<{ id: number }> }).accounts.map((account) => account.id)).toContain(pending.id);
  });
});

describe('approving and rejecting', () => {
  test('approving records who and when, mails the customer, and takes the account off the queue', async () => {
    const admin = await staff();
    const customer = await createAccount({ fullName: 'Layla Approved' });
    const before = new Date();
    const { status, location, headers } = await decide(admin.cookie, {
      intent: 'approve',
      userId: String(customer.id),
    });
    expect(status).toBe(302);
    expect(location).toBe('/admin/accounts');
    expect(headers?.get('Set-Cookie')).toContain('flash=');
    const row = await accountRow(customer.id);
    expect(row).toMatchObject({ reviewStatus: 'approved', reviewedBy: admin.id, reviewReason: null });
    expect(row.reviewedAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    const [event] = await eventsOf(customer.id);
    expect(event).toMatchObject({ kind: 'approved', actorId: admin.id, reason: null });
    const [mail] = await mailsTo(customer.email);
    expect(mail.subject).toBe('Your Oasis Rent A Car account is approved');
    expect(mail.text).toContain('Dear Layla Approved,');
    expect(mail.text).toContain('You can now book');
    expect(mail.text).toMatch(/http:\/\/localhost:\d+\/my-account/);
    expect(mail.html).toMatch(/<a href="http:\/\/localhost:\d+\/my-account"/);
    expect((await listPendingAccounts()).accounts.map((account) => account.id)).not.toContain(customer.id);
  });

  test('rejecting needs a reason: without one nothing changes and the form comes back with the message', async () => {
    const admin = await staff();
    const customer = await createAccount();
    const { status, body } = await decide(admin.cookie, {
      intent: 'reject',
      userId: String(customer.id),
      reason: '   ',
    });
    expect(status).toBe(400);
    expect(body).toEqual({ userId: customer.id, reason: '', error: 'Please give a reason.' });
    expect((await accountRow(customer.id)).reviewStatus).toBe('pending');
    expect(await mailsTo(customer.email)).toEqual([]);
  });

  test('rejecting with a reason records it, and the customer is mailed the reason and how to send new documents', async () => {
    const admin = await staff();
    const customer = await createAccount({ fullName: 'Omar Rejected' });
    const reason = 'The driving licence photo is unreadable.';
    await decide(
      admin.cookie,
      { intent: 'reject', userId: String(customer.id), reason },
      `/admin/accounts/${customer.id}`,
    );
    expect(await accountRow(customer.id)).toMatchObject({
      reviewStatus: 'rejected',
      reviewReason: reason,
      reviewedBy: admin.id,
    });
    expect((await eventsOf(customer.id))[0]).toMatchObject({ kind: 'rejected', actorId: admin.id, reason });
    const [mail] = await mailsTo(customer.email);
    expect(mail.subject).toBe('Your Oasis Rent A Car account needs new documents');
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain('upload new documents from your account page');
    expect(mail.html).toContain(reason);
  });

  test('a customer who uses the site in Arabic is mailed in Arabic', async () => {
    const admin = await staff();
    const customer = await createAccount({ fullName: 'ليلى', locale: 'ar' });
    await decide(admin.cookie, { intent: 'approve', userId: String(customer.id) });
    const [mail] = await mailsTo(customer.email);
    expect(mail.subject).toBe('تم اعتماد حسابك لدى الواحة لتأجير السيارات');
    expect(mail.text).toContain('مرحباً ليلى،');
    expect(mail.text).toMatch(/\/ar\/my-account/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });

  test('a stale second click cannot flip a decided account', async () => {
    const admin = await staff();
    const customer = await createAccount();
    await decide(admin.cookie, { intent: 'approve', userId: String(customer.id) });
    const again = await decide(admin.cookie, {
      intent: 'reject',
      userId: String(customer.id),
      reason: 'Changed my mind',
    });
    expect(again.status).toBe(302);
    expect((await accountRow(customer.id)).reviewStatus).toBe('approved');
    expect((await eventsOf(customer.id)).map((event) => event.kind)).toEqual(['approved']);
    expect(await mailsTo(customer.email)).toHaveLength(1);
  });

  test('two staff deciding at the same moment: exactly one decision wins', async () => {
    const [first, second] = await Promise.all([staff(), staff()]);
    const customer = await createAccount();
    const results = await Promise.all([
      decideAccount({ userId: customer.id, actorId: first.id, decision: 'approve' }),
      decideAccount({ userId: customer.id, actorId: second.id, decision: 'reject', reason: 'Expired passport' }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: 'not_pending' }]);
    expect(await eventsOf(customer.id)).toHaveLength(1);
  });

  test('staff cannot review their own account', async () => {
    const admin = await createAccount({ roles: ['customer', 'admin'], reviewStatus: 'pending' });
    expect(await decideAccount({ userId: admin.id, actorId: admin.id, decision: 'approve' })).toEqual({
      ok: false,
      reason: 'own_account',
    });
    expect((await accountRow(admin.id)).reviewStatus).toBe('pending');
  });

  test('a form without a known decision or account is a 400, never a 500', async () => {
    const admin = await staff();
    expect((await decide(admin.cookie, { intent: 'delete', userId: '1' })).status).toBe(400);
    expect((await decide(admin.cookie, { intent: 'approve', userId: 'abc' })).status).toBe(400);
    expect((await decide(admin.cookie, { intent: 'approve', userId: '999999' })).status).toBe(302);
  });

  test('the decision and its mail commit together: a mail that cannot be written leaves the account pending', async () => {
    const admin = await staff();
    const customer = await createAccount();
    const outbox = await import('~/modules/notify/outbox.server');
    const failure = vi.spyOn(outbox, 'sendMail').mockRejectedValueOnce(new Error('outbox unavailable'));
    await expect(decideAccount({ userId: customer.id, actorId: admin.id, decision: 'approve' })).rejects.toThrow(
      'outbox unavailable',
    );
    expect((await accountRow(customer.id)).reviewStatus).toBe('pending');
    failure.mockRestore();
    expect(await decideAccount({ userId: customer.id, actorId: admin.id, decision: 'approve' })).toEqual({
      ok: true,
      fullName: customer.fullName,
    });
    expect((await accountRow(customer.id)).reviewStatus).toBe('approved');
  });
});

describe('resubmitting after a rejection', () => {
  test('new documents put the account back in the queue, and staff see the whole story', async () => {
    const admin = await staff();
    const customer = await createAccount({ fullName: 'Sara Resubmits' });
    await decide(admin.cookie, { intent: 'reject', userId: String(customer.id), reason: 'Blurred Emirates ID' });
    expect((await listPendingAccounts()).accounts.map((account) => account.id)).not.toContain(customer.id);

    const form = new FormData();
    form.set('intent', 'add-documents');
    form.append('documents', new File([new Uint8Array(demoDocumentPng())], 'clear-id.png', { type: 'image/png' }));
    const upload = await settle(() =>
      myAccount.action(
        routeArgs(
          new Request('http://localhost/my-account', {
            method: 'POST',
            body: form,
            headers: { Cookie: customer.cookie },
          }),
        ),
      ),
    );
    expect(upload.status).toBe(200);

    const queue = await listPendingAccounts();
    const back = queue.accounts.find((account) => account.id === customer.id);
    expect(back).toMatchObject({ reviewStatus: 'pending', reviewReason: 'Blurred Emirates ID' });
    expect(back!.documents.map((document) => document.originalName)).toEqual(['clear-id.png']);

    await decide(admin.cookie, { intent: 'approve', userId: String(customer.id) });
    const review = await findAccountForReview(customer.id);
    expect(review!.account).toMatchObject({ reviewStatus: 'approved', reviewedByName: 'Aisha Admin' });
    expect(review!.history.map((event) => [event.kind, event.actorName])).toEqual([
      ['approved', 'Aisha Admin'],
      ['documents_added', 'Sara Resubmits'],
      ['rejected', 'Aisha Admin'],
    ]);
    expect((await mailsTo(customer.email)).map((mail) => mail.subject)).toEqual([
      'Your Oasis Rent A Car account needs new documents',
      'Your Oasis Rent A Car account is approved',
    ]);
  });

  test('the account page for staff shows an account and 404s for one that does not exist', async () => {
    const admin = await staff();
    const customer = await createAccount();
    const page = (id: string) =>
      settle(() =>
        adminAccount.loader(
          routeArgs(new Request(`http://localhost/admin/accounts/${id}`, { headers: { Cookie: admin.cookie } }), {
            userId: id,
          }),
        ),
      );
    const found = await page(String(customer.id));
    expect(found.status).toBe(200);
    expect((found.body as { account: { email: string } }).account.email).toBe(customer.email);
    expect((await page('999999')).status).toBe(404);
    expect((await page('x1')).status).toBe(404);
  });
});

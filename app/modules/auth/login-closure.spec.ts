import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { createAccount, routeArgs, settle } from '../../../tests/factories/accounts';
import { bookableModel } from '../../../tests/factories/bookings';
import { insertBooking } from '../../../tests/factories/staff-bookings';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { accountEvents, outboxMessages, passwordResetTokens, sessions, users } from '~/db/schema';
import { seedDatabase } from '~/db/seed/index.server';
import * as accountPage from '~/routes/admin-account';
import { action as loginAction } from '~/routes/login';
import { changeLoginClosure } from './login-closure.server';
import { hashPassword } from './passwords.server';
import { completePasswordReset, requestPasswordReset } from './password-reset.server';
import { readSession } from './sessions.server';
import { signIn } from './sign-in.server';

const database = withTestDatabase();
const db = () => database.handle().db;

beforeAll(async () => {
  await seedDatabase(db());
});

const PASSWORD = 'Secret#2026';
let addressCounter = 0;
const freshAddress = () => `10.9.0.${++addressCounter}`;
const attempt = (email: string, password: string) =>
  signIn({ email, password, clientAddress: freshAddress(), userAgent: 'vitest' });

/** A signed-in account whose password is known, so sign-in can be tried. */
async function person(options: Parameters<typeof createAccount>[0] = {}) {
  const account = await createAccount({ reviewStatus: 'approved', ...options });
  await db()
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, account.id));
  return account;
}

const asBrowser = (cookie: string) => new Request('http://localhost/', { headers: { Cookie: cookie } });
const eventsOf = (userId: number) =>
  db().select().from(accountEvents).where(eq(accountEvents.userId, userId)).orderBy(desc(accountEvents.id));

function post(staffCookie: string, userId: number, fields: Array<[string, string]>) {
  return settle(() =>
    accountPage.action(
      routeArgs(
        new Request(`http://localhost/admin/accounts/${userId}`, {
          method: 'POST',
          body: new URLSearchParams(fields),
          headers: { Cookie: staffCookie, 'Sec-Fetch-Mode': 'navigate' },
        }),
        { userId: String(userId) },
      ),
    ),
  );
}

function loginPost(email: string, password: string) {
  return settle(() =>
    loginAction(
      routeArgs(
        new Request('http://localhost/login', {
          method: 'POST',
          body: new URLSearchParams({ email, password, variant: 'page' }),
          headers: { 'X-Forwarded-For': freshAddress() },
        }),
      ),
    ),
  );
}
const formErrors = (body: unknown) =>
  (body as { result?: { error?: Record<string, string[]> } }).result?.error?.[''] ?? [];

describe('deactivating a login', () => {
  test('an admin deactivates a customer: every session ends at once and the history says who and why', async () => {
    const admin = await createAccount({ roles: ['admin'], reviewStatus: 'approved', fullName: 'Aisha Admin' });
    const customer = await person();
    expect(await readSession(asBrowser(customer.cookie))).not.toBeNull();

    const { status, location } = await post(admin.cookie, customer.id, [
      ['intent', 'closeLogin'],
      ['reason', 'Chargebacks on three bookings'],
    ]);
    expect(status).toBe(302);
    expect(location).toBe(`/admin/accounts/${customer.id}`);
    expect(await readSession(asBrowser(customer.cookie))).toBeNull();
    expect(await db().$count(sessions, eq(sessions.userId, customer.id))).toBe(0);
    const [event] = await eventsOf(customer.id);
    expect(event).toMatchObject({ kind: 'deactivated', actorId: admin.id, reason: 'Chargebacks on three bookings' });
    const [row] = await db().select().from(users).where(eq(users.id, customer.id));
    expect(row).toMatchObject({ deactivatedBy: admin.id, deactivationReason: 'Chargebacks on three bookings' });
    expect(row.deactivatedAt).toBeInstanceOf(Date);
  });

  test('sign-in is refused; only the right password learns the account is closed', async () => {
    const owner = await createAccount({ roles: ['owner'], reviewStatus: 'approved' });
    const customer = await person();
    await changeLoginClosure({ actorId: owner.id, userId: customer.id, close: true, reason: 'Asked to close it' });

    expect(await attempt(customer.email, 'Wrong#2026')).toEqual({ ok: false, reason: 'invalid' });
    expect(await attempt(customer.email, PASSWORD)).toEqual({ ok: false, reason: 'closed' });
    expect(await db().$count(sessions, eq(sessions.userId, customer.id))).toBe(0);

    const wrong = await loginPost(customer.email, 'Wrong#2026');
    expect(wrong.status).toBe(400);
    expect(formErrors(wrong.body)).toEqual(['The email or password is incorrect.']);
    const right = await loginPost(customer.email, PASSWORD);
    expect(right.status).toBe(403);
    expect(formErrors(right.body)).toEqual(['This account is closed. Please call us.']);
  });

  test('a password reset neither mails a link nor opens the login with one sent before', async () => {
    const owner = await createAccount({ roles: ['owner'], reviewStatus: 'approved' });
    const customer = await person();
    const before = await requestPasswordReset({ email: customer.email, clientAddress: freshAddress(), locale: 'en' });
    if (!before.ok) throw new Error('rate limited');
    await before.mailed;
    const [mail] = await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, customer.email));
    const token = mail.text.match(/\/reset-password\/([A-Za-z0-9_-]+)/)![1];

    await changeLoginClosure({ actorId: owner.id, userId: customer.id, close: true, reason: 'Fraud report' });
    expect(await db().$count(passwordResetTokens, eq(passwordResetTokens.userId, customer.id))).toBe(0);
    expect(
      await completePasswordReset({ token, email: customer.email, password: 'Another#2026', locale: 'en' }),
    ).toEqual({ ok: false, reason: 'invalid' });

    const again = await requestPasswordReset({ email: customer.email, clientAddress: freshAddress(), locale: 'en' });
    if (!again.ok) throw new Error('rate limited');
    await again.mailed;
    expect(await db().$count(outboxMessages, eq(outboxMessages.recipient, customer.email))).toBe(1);
    expect(await attempt(customer.email, PASSWORD)).toEqual({ ok: false, reason: 'closed' });
  });

  test('reactivating lets the person sign in again with their password, and is recorded', async () => {
    const owner = await createAccount({ roles: ['owner'], reviewStatus: 'approved', fullName: 'Omar Owner' });
    const customer = await person();
    await changeLoginClosure({ actorId: owner.id, userId: customer.id, close: true, reason: 'Unpaid fines' });
    const { status } = await post(owner.cookie, customer.id, [
      ['intent', 'reopenLogin'],
      ['reason', 'Fines settled'],
    ]);
    expect(status).toBe(302);
    const signedIn = await attempt(customer.email, PASSWORD);
    expect(signedIn.ok).toBe(true);
    const [row] = await db().select().from(users).where(eq(users.id, customer.id));
    expect(row).toMatchObject({ deactivatedAt: null, deactivatedBy: null, deactivationReason: null });
    expect((await eventsOf(customer.id)).map((event) => [event.kind, event.actorId, event.reason])).toEqual([
      ['reactivated', owner.id, 'Fines settled'],
      ['deactivated', owner.id, 'Unpaid fines'],
    ]);
  });

  test('a reason is required: the form comes back with the message at the field, nothing changes', async () => {
    const admin = await createAccount({ roles: ['admin'], reviewStatus: 'approved' });
    const customer = await person();
    const { status, body } = await post(admin.cookie, customer.id, [
      ['intent', 'closeLogin'],
      ['reason', '   '],
    ]);
    expect(status).toBe(400);
    const reply = (body as { closure: { error: Record<string, string[]> } }).closure;
    expect(reply.error.reason).toEqual(['Please give the reason for deactivating this login.']);
    expect(await readSession(asBrowser(customer.cookie))).not.toBeNull();
  });

  test("only the owner closes a staff member's login, and nobody closes their own", async () => {
    const owner = await createAccount({ roles: ['owner'], reviewStatus: 'approved' });
    const admin = await createAccount({ roles: ['admin'], reviewStatus: 'approved' });
    const cms = await person({ roles: ['cms'] });
    expect(await changeLoginClosure({ actorId: admin.id, userId: cms.id, close: true, reason: 'x' })).toEqual({
      ok: false,
      reason: 'not_allowed',
    });
    expect(await changeLoginClosure({ actorId: admin.id, userId: admin.id, close: true, reason: 'x' })).toEqual({
      ok: false,
      reason: 'not_allowed',
    });
    expect(await changeLoginClosure({ actorId: owner.id, userId: owner.id, close: true, reason: 'x' })).toEqual({
      ok: false,
      reason: 'own_account',
    });
    const { status, location } = await post(admin.cookie, cms.id, [
      ['intent', 'closeLogin'],
      ['reason', 'Left the company'],
    ]);
    expect([status, location]).toEqual([302, `/admin/accounts/${cms.id}`]);
    expect(await readSession(asBrowser(cms.cookie))).not.toBeNull();

    expect(
      await changeLoginClosure({ actorId: owner.id, userId: cms.id, close: true, reason: 'Left the company' }),
    ).toMatchObject({ ok: true, changed: true });
    expect(await readSession(asBrowser(cms.cookie))).toBeNull();
    expect(await attempt(cms.email, PASSWORD)).toEqual({ ok: false, reason: 'closed' });
  });

  test('an owner cannot be closed when no other owner could sign in', async () => {
    const first = await createAccount({ roles: ['owner'], reviewStatus: 'approved' });
    const second = await createAccount({ roles: ['owner'], reviewStatus: 'approved' });
    // Every other owner of this database closed, as the two below would leave it.
    const others = await db().select({ id: users.id, roles: users.roles }).from(users);
    for (const other of others)
      if (other.roles.includes('owner') && other.id !== first.id && other.id !== second.id)
        await changeLoginClosure({ actorId: first.id, userId: other.id, close: true, reason: 'Tidy' });
    expect(
      await changeLoginClosure({ actorId: first.id, userId: second.id, close: true, reason: 'Left' }),
    ).toMatchObject({ ok: true, changed: true });
    // A stale call of the closed owner against the one left is refused all the same.
    expect(await changeLoginClosure({ actorId: second.id, userId: first.id, close: true, reason: 'x' })).toEqual({
      ok: false,
      reason: 'last_owner',
    });
  });

  test("staff see a closed customer's bookings still to come on the account page", async () => {
    const admin = await createAccount({ roles: ['admin'], reviewStatus: 'approved' });
    const customer = await person();
    const model = await bookableModel(2);
    const day = 86_400_000;
    const soon = await insertBooking({
      status: 'confirmed',
      userId: customer.id,
      vehicleModelId: model.modelId,
      pickupAt: new Date(Date.now() + 3 * day),
    });
    await insertBooking({
      status: 'completed',
      userId: customer.id,
      vehicleModelId: model.modelId,
      pickupAt: new Date(Date.now() - 10 * day),
    });
    await insertBooking({
      status: 'cancelled',
      userId: customer.id,
      vehicleModelId: model.modelId,
      pickupAt: new Date(Date.now() + 5 * day),
    });
    const load = () =>
      settle(() =>
        accountPage.loader(
          routeArgs(
            new Request(`http://localhost/admin/accounts/${customer.id}`, { headers: { Cookie: admin.cookie } }),
            { userId: String(customer.id) },
          ),
        ),
      );
    const open = (await load()).body as { upcomingBookings: unknown[]; mayCloseLogin: boolean };
    expect(open.upcomingBookings).toEqual([]);
    expect(open.mayCloseLogin).toBe(true);

    await changeLoginClosure({ actorId: admin.id, userId: customer.id, close: true, reason: 'Fraud report' });
    const closed = (await load()).body as { upcomingBookings: Array<{ reference: string }> };
    expect(closed.upcomingBookings.map((row) => row.reference)).toEqual([soon.reference]);
  });
});

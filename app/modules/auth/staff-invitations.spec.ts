import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { createAccount, routeArgs, settle } from '../../../tests/factories/accounts';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { accountEvents, outboxMessages, sessions, staffInvitations, users } from '~/db/schema';
import * as management from '~/routes/management';
import * as invitationRoute from '~/routes/staff-invitation';
import { INVITATION_TTL_MS, acceptInvitation, findInvitation, inviteStaff } from './staff-invitations.server';

const database = withTestDatabase();
const db = () => database.handle().db;

const post = (path: string, fields: Record<string, string | string[]>, cookie?: string) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(key, one);
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    body,
    headers: { 'Sec-Fetch-Mode': 'navigate', ...(cookie ? { Cookie: cookie } : {}) },
  });
};
const get = (path: string) => new Request(`http://localhost${path}`);

let n = 0;
const newEmail = () => `invited-${++n}-${Date.now()}@example.ae`;

/** The owner invites through the management page; the token is read from the mail, as the person would. */
async function invite(
  owner: { cookie: string },
  fields: { fullName?: string; email: string; roles?: string[] },
  path = '/management',
) {
  const outcome = await settle(() =>
    management.action(
      routeArgs(
        post(
          path,
          {
            intent: 'invite',
            fullName: fields.fullName ?? 'Layla Haddad',
            email: fields.email,
            roles: fields.roles ?? ['admin'],
          },
          owner.cookie,
        ),
      ),
    ),
  );
  const [mail] = await db()
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, fields.email.toLowerCase()))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const token = mail ? /\/staff-invitation\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] : undefined;
  return { outcome, mail, token };
}

const accept = (token: string, fields: Record<string, string>, locale = '') =>
  settle(() => invitationRoute.action(routeArgs(post(`${locale}/staff-invitation/${token}`, fields), { token })));

const good = { phone: '050 123 4567', password: 'Desk!Staff2026', confirm: 'Desk!Staff2026' };

describe('staff invitations', () => {
  test('the owner invites a person by email; they choose a password and phone, and are signed in as staff without documents', async () => {
    const owner = await createAccount({ roles: ['owner'], fullName: 'Omar Owner' });
    const email = newEmail();
    const { outcome, mail, token } = await invite(owner, { email: email.toUpperCase(), roles: ['admin', 'cms'] });
    expect(outcome).toMatchObject({ status: 302, location: '/management' });
    expect(mail).toMatchObject({ subject: 'You are invited to the Oasis Rent A Car staff site' });
    expect(mail.text).toContain('content manager, bookings and customers (admin)');
    expect(token).toBeDefined();

    const page = await settle(() =>
      management.loader(routeArgs(new Request('http://localhost/management', { headers: { Cookie: owner.cookie } }))),
    );
    expect((page.body as { invitations: { email: string; invitedByName: string }[] }).invitations).toContainEqual(
      expect.objectContaining({ email, invitedByName: 'Omar Owner' }),
    );
    const shown = await settle(() =>
      invitationRoute.loader(routeArgs(get(`/staff-invitation/${token}`), { token: token! })),
    );
    expect(shown).toMatchObject({
      status: 200,
      body: { invitation: { fullName: 'Layla Haddad', email, roles: 'CMS, Admin' } },
    });

    const done = await accept(token!, good);
    expect(done).toMatchObject({ status: 302, location: '/admin/today' });
    expect(done.headers?.get('Set-Cookie')).toMatch(/__session|session/i);
    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      fullName: 'Layla Haddad',
      phone: '+971501234567',
      reviewStatus: 'documents_needed',
      reviewedBy: null,
    });
    expect(user.roles.sort()).toEqual(['admin', 'cms']);
    expect(await db().$count(sessions, eq(sessions.userId, user.id))).toBe(1);
    expect(
      await db()
        .select({ kind: accountEvents.kind, actorId: accountEvents.actorId })
        .from(accountEvents)
        .where(eq(accountEvents.userId, user.id)),
    ).toEqual([{ kind: 'invited', actorId: owner.id }]);

    // The link works once.
    expect(await findInvitation(token!)).toBeNull();
    expect((await accept(token!, good)).status).toBe(410);
    expect(
      (await settle(() => invitationRoute.loader(routeArgs(get(`/staff-invitation/${token}`), { token: token! }))))
        .status,
    ).toBe(410);
  });

  test('bad input is a message at the field with the phone kept; nothing is made', async () => {
    const owner = await createAccount({ roles: ['owner'] });
    const email = newEmail();
    const { token } = await invite(owner, { email });
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ ...good, phone: '' }, 'phone', 'Please enter your mobile number.'],
      [{ ...good, phone: '12345' }, 'phone', 'Please enter a valid mobile number.'],
      [{ ...good, password: 'short', confirm: 'short' }, 'password', 'Error! password should contain'],
      [{ ...good, confirm: 'Other!Pass2026' }, 'confirm', ''],
      [{ ...good, password: 'Password1!', confirm: 'Password1!' }, 'password', ''],
    ];
    for (const [fields, field, message] of cases) {
      const outcome = await accept(token!, fields);
      expect(outcome.status).toBe(400);
      const result = (
        outcome.body as { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } }
      ).result;
      expect(result.error[field]).toHaveLength(1);
      expect(result.error[field][0]).toContain(message);
      expect(result.initialValue.phone ?? '').toBe(fields.phone);
      expect(result.initialValue.password).toBeUndefined();
    }
    expect(await db().$count(users, eq(users.email, email))).toBe(0);
    expect(await findInvitation(token!)).not.toBeNull();
  });

  test('two submits of one link at once make one account', async () => {
    const owner = await createAccount({ roles: ['owner'] });
    const email = newEmail();
    const { token } = await invite(owner, { email });
    const outcomes = await Promise.all([accept(token!, good), accept(token!, good), accept(token!, good)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual([302, 410, 410]);
    expect(await db().$count(users, eq(users.email, email))).toBe(1);
  });

  test('an address with an account is refused; inviting again replaces the link; a withdrawn or old link no longer works', async () => {
    const owner = await createAccount({ roles: ['owner'] });
    const customer = await createAccount({ roles: ['customer'] });
    const taken = await invite(owner, { email: customer.email });
    expect(taken.outcome.status).toBe(400);
    expect((taken.outcome.body as { invite: { error: Record<string, string[]> } }).invite.error.email).toEqual([
      'This email already has an account: find it below and give it a role.',
    ]);
    expect(taken.mail).toBeUndefined();

    const email = newEmail();
    const first = await invite(owner, { email });
    const second = await invite(owner, { email, roles: ['cms'] });
    expect(await findInvitation(first.token!)).toBeNull();
    expect(await findInvitation(second.token!)).toMatchObject({ roles: ['cms'] });
    const [open] = await db()
      .select({ id: staffInvitations.id })
      .from(staffInvitations)
      .where(and(eq(staffInvitations.email, email), eq(staffInvitations.roles, ['cms'])));
    await settle(() =>
      management.action(
        routeArgs(post('/management', { intent: 'withdrawInvitation', invitationId: String(open.id) }, owner.cookie)),
      ),
    );
    expect(await findInvitation(second.token!)).toBeNull();
    expect((await accept(second.token!, good)).status).toBe(410);

    const later = newEmail();
    await inviteStaff(
      { actorId: owner.id, email: later, fullName: 'Late Person', roles: ['cms'], locale: 'en' },
      new Date(Date.now() - INVITATION_TTL_MS - 60_000),
    );
    const [mail] = await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, later));
    const old = /\/staff-invitation\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
    expect(await findInvitation(old)).toBeNull();
    expect(await acceptInvitation({ token: old, ...good, password: good.password, locale: 'en' })).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  test('only the owner invites; someone who signed up meanwhile is not overwritten', async () => {
    const admin = await createAccount({ roles: ['admin'] });
    const refused = await settle(() =>
      management.action(
        routeArgs(
          post(
            '/management',
            { intent: 'invite', fullName: 'X Person', email: newEmail(), roles: 'admin' },
            admin.cookie,
          ),
        ),
      ),
    );
    expect(refused.status).toBe(403);
    expect(
      (
        await settle(() =>
          invitationRoute.loader(routeArgs(get('/staff-invitation/not-a-token'), { token: 'not-a-token' })),
        )
      ).status,
    ).toBe(410);

    const owner = await createAccount({ roles: ['owner'] });
    const email = newEmail();
    const { token } = await invite(owner, { email, fullName: 'Signs Up First' });
    const [{ id }] = await db()
      .insert(users)
      .values({ email, fullName: 'Signed Up', phone: '+971501112233', passwordHash: 'x' })
      .returning({ id: users.id });
    const outcome = await accept(token!, good);
    expect(outcome.status).toBe(410);
    expect((outcome.body as { refused: string }).refused).toContain('already exists');
    const [user] = await db()
      .select({ roles: users.roles, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, id));
    expect(user).toEqual({ roles: ['customer'], fullName: 'Signed Up' });
  });

  test('an Arabic invitation mails Arabic and lands the person on the Arabic pages', async () => {
    const owner = await createAccount({ roles: ['owner'] });
    const email = newEmail();
    const { mail, token } = await invite(owner, { email, roles: ['cms'] }, '/ar/management');
    expect(mail.subject).toBe('دعوة للانضمام إلى موقع موظفي الواحة لتأجير السيارات');
    expect(mail.text).toContain('/ar/staff-invitation/');
    expect(await accept(token!, good, '/ar')).toMatchObject({ status: 302, location: '/ar/admin/vehicles' });
  });
});

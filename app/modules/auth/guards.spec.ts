import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { createAccount, routeArgs, settle } from '../../../tests/factories/accounts';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { sessions } from '~/db/schema';
import * as myAccount from '~/routes/my-account';
import { hasRole, requireRole, requireUser } from './guards.server';

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

describe('requireUser and requireRole', () => {
  test('a visitor is sent to log in and brought back afterwards, in the page language', async () => {
    expect(await settle(() => requireUser(get('/my-account?tab=bookings')))).toMatchObject({
      status: 302,
      location: '/login?redirectTo=%2Fmy-account%3Ftab%3Dbookings',
    });
    expect(await settle(() => requireRole(get('/ar/management'), 'owner'))).toMatchObject({
      status: 302,
      location: '/ar/login?redirectTo=%2Far%2Fmanagement',
    });
  });

  test('a session that has ended is treated as no session', async () => {
    const customer = await createAccount();
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, customer.id));
    expect((await settle(() => requireUser(get('/my-account', customer.cookie)))).status).toBe(302);
  });

  test('a forged cookie is treated as no session', async () => {
    expect((await settle(() => requireUser(get('/my-account', `session=${'a'.repeat(43)}`)))).status).toBe(302);
  });

  test.each([
    ['customer', ['customer'], { admin: 403, cms: 403, owner: 403 }],
    ['cms', ['cms'], { admin: 403, cms: 200, owner: 403 }],
    ['admin', ['admin'], { admin: 200, cms: 403, owner: 403 }],
    ['owner', ['owner'], { admin: 200, cms: 200, owner: 200 }],
    ['customer who is also cms', ['customer', 'cms'], { admin: 403, cms: 200, owner: 403 }],
  ] as const)(
    'given a signed-in %s, should pass exactly the roles it holds (owner holds them all)',
    async (_, roles, expected) => {
      const person = await createAccount({ roles: [...roles] });
      for (const role of ['admin', 'cms', 'owner'] as const) {
        const outcome = await settle(() => requireRole(get('/admin', person.cookie), role));
        expect({ role, status: outcome.status }).toEqual({ role, status: expected[role] });
      }
    },
  );

  test('hasRole reads the same rule, and nobody signed out holds any role', () => {
    expect(hasRole({ roles: ['owner'] }, 'admin')).toBe(true);
    expect(hasRole({ roles: ['cms'] }, 'admin')).toBe(false);
    expect(hasRole(null, 'customer')).toBe(false);
  });
});

describe('the account page', () => {
  test('a visitor is sent to log in, from the loader and from the action', async () => {
    expect(await settle(() => myAccount.loader(routeArgs(get('/my-account'))))).toMatchObject({
      status: 302,
      location: '/login?redirectTo=%2Fmy-account',
    });
    expect((await settle(() => myAccount.action(routeArgs(post('/my-account', { intent: 'profile' }))))).status).toBe(
      302,
    );
  });

  test('a pending customer can open their account page', async () => {
    const pending = await createAccount({ reviewStatus: 'pending' });
    const outcome = await settle(() => myAccount.loader(routeArgs(get('/my-account', pending.cookie))));
    expect(outcome.status).toBe(200);
    expect(outcome.body).toMatchObject({ account: { email: pending.email, reviewStatus: 'pending' } });
  });
});

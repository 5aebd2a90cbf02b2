import { desc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { createAccount, routeArgs, settle } from '../../../tests/factories/accounts';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { accountEvents, sessions, users } from '~/db/schema';
import * as management from '~/routes/management';
import { readSession } from './sessions.server';
import { readStaffRoles, recentRoleChanges, searchAccounts, setStaffRoles } from './staff-roles.server';

const database = withTestDatabase();
const db = () => database.handle().db;

const rolesOf = async (id: number) =>
  (await db().select({ roles: users.roles }).from(users).where(eq(users.id, id)))[0].roles;
const eventsOf = (userId: number) =>
  db().select().from(accountEvents).where(eq(accountEvents.userId, userId)).orderBy(desc(accountEvents.id));
const owner = () => createAccount({ roles: ['owner'], reviewStatus: 'approved', fullName: 'Omar Owner' });
function save(cookie: string, fields: Array<[string, string]>, path = '/management') {
  const body = new URLSearchParams(fields);
  return settle(() =>
    management.action(
      routeArgs(
        new Request(`http://localhost${path}`, {
          method: 'POST',
          body,
          headers: { Cookie: cookie, 'Sec-Fetch-Mode': 'navigate' },
        }),
      ),
    ),
  );
}

describe('staff roles', () => {
  test('the owner makes a customer an admin: recorded with who, when, why, before and after', async () => {
    const boss = await owner();
    const customer = await createAccount({ reviewStatus: 'approved' });
    const { status, location } = await save(boss.cookie, [
      ['userId', String(customer.id)],
      ['roles', 'admin'],
      ['reason', 'Joins the rental desk'],
      ['q', 'person'],
    ]);
    expect(status).toBe(302);
    expect(location).toBe('/management?q=person');
    expect(await rolesOf(customer.id)).toEqual(['customer', 'admin']);
    const [event] = await eventsOf(customer.id);
    expect(event).toMatchObject({
      kind: 'roles_changed',
      actorId: boss.id,
      reason: 'Joins the rental desk',
      details: { from: ['customer'], to: ['customer', 'admin'] },
    });
    expect(event.createdAt).toBeInstanceOf(Date);
    const [latest] = await recentRoleChanges();
    expect(latest).toMatchObject({
      actorName: 'Omar Owner',
      userId: customer.id,
      userEmail: customer.email,
      reason: 'Joins the rental desk',
    });
  });

  test('a role change signs the person out, so they come back with the new roles', async () => {
    const boss = await owner();
    const admin = await createAccount({ roles: ['admin'], reviewStatus: 'approved' });
    expect(await db().select().from(sessions).where(eq(sessions.userId, admin.id))).toHaveLength(1);
    expect(await setStaffRoles({ actorId: boss.id, userId: admin.id, roles: ['cms'] })).toMatchObject({
      ok: true,
      changed: true,
    });
    expect(await db().select().from(sessions).where(eq(sessions.userId, admin.id))).toEqual([]);
  });

  test('taking every staff role away leaves a customer account', async () => {
    const boss = await owner();
    const admin = await createAccount({ roles: ['admin'], reviewStatus: 'approved' });
    await setStaffRoles({ actorId: boss.id, userId: admin.id, roles: [] });
    expect(await rolesOf(admin.id)).toEqual(['customer']);
  });

  test('saving the same roles changes and records nothing', async () => {
    const boss = await owner();
    const cms = await createAccount({ roles: ['cms'], reviewStatus: 'approved' });
    const { status, headers } = await save(boss.cookie, [
      ['userId', String(cms.id)],
      ['roles', 'cms'],
    ]);
    expect(status).toBe(302);
    expect(headers?.get('Set-Cookie')).toContain('flash=');
    expect(await eventsOf(cms.id)).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, cms.id))).toHaveLength(1);
  });

  test('an owner cannot remove their own owner role', async () => {
    const boss = await owner();
    const { status, body } = await save(boss.cookie, [
      ['userId', String(boss.id)],
      ['roles', 'admin'],
    ]);
    expect(status).toBe(400);
    expect(body).toEqual({ userId: boss.id, error: 'You cannot remove your own owner role.' });
    expect(await rolesOf(boss.id)).toEqual(['owner']);
  });

  test('an owner adding a role to themselves stays signed in here and is signed out elsewhere', async () => {
    const boss = await owner();
    const here = await readSession(new Request('http://localhost/', { headers: { Cookie: boss.cookie } }));
    await db()
      .insert(sessions)
      .values({ idHash: 'another-browser', userId: boss.id, expiresAt: new Date(Date.now() + 60_000) });
    const result = await setStaffRoles({
      actorId: boss.id,
      actorSessionIdHash: here!.sessionIdHash,
      userId: boss.id,
      roles: ['admin', 'owner'],
    });
    expect(result).toMatchObject({ ok: true, changed: true });
    expect(await rolesOf(boss.id)).toEqual(['admin', 'owner']);
    expect(
      (await db().select({ idHash: sessions.idHash }).from(sessions).where(eq(sessions.userId, boss.id))).map(
        (row) => row.idHash,
      ),
    ).toEqual([here!.sessionIdHash]);
  });

  test('one owner may remove another, and two owners removing each other at once leave one owner', async () => {
    const [first, second] = await Promise.all([owner(), owner()]);
    const results = await Promise.all([
      setStaffRoles({ actorId: first.id, userId: second.id, roles: ['admin'] }),
      setStaffRoles({ actorId: second.id, userId: first.id, roles: ['admin'] }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: 'not_owner' }]);
    const owners = [await rolesOf(first.id), await rolesOf(second.id)].filter((roles) => roles.includes('owner'));
    expect(owners).toHaveLength(1);
  });

  test('only an owner changes roles, even when calling the rule directly', async () => {
    const admin = await createAccount({ roles: ['admin'], reviewStatus: 'approved' });
    const customer = await createAccount();
    expect(await setStaffRoles({ actorId: admin.id, userId: customer.id, roles: ['owner'] })).toEqual({
      ok: false,
      reason: 'not_owner',
    });
    expect(await rolesOf(customer.id)).toEqual(['customer']);
  });

  test('an unknown account or a malformed form is refused with a message, never a 500', async () => {
    const boss = await owner();
    expect(
      await save(boss.cookie, [
        ['userId', '999999'],
        ['roles', 'admin'],
      ]),
    ).toMatchObject({ status: 400, body: { error: 'This account no longer exists.' } });
    expect((await save(boss.cookie, [['userId', 'nope']])).status).toBe(400);
  });

  test('only the three staff roles can be ticked; customer is never taken from the form', () => {
    expect(readStaffRoles(['owner', 'admin', 'admin', 'customer', 'root', 'cms'])).toEqual(['cms', 'admin', 'owner']);
  });
});

describe('finding people', () => {
  test('staff come first, then customers, by email; a search matches part of an email, literally', async () => {
    const staffer = await createAccount({ roles: ['cms'] });
    const customer = await createAccount();
    const all = await searchAccounts('');
    const ids = all.map((account) => account.id);
    expect(ids.indexOf(staffer.id)).toBeLessThan(ids.indexOf(customer.id));
    const found = await searchAccounts(customer.email.toUpperCase().slice(0, -4));
    expect(found.map((account) => account.id)).toEqual([customer.id]);
    expect(await searchAccounts('%')).toEqual([]);
    expect(await searchAccounts('_')).toEqual([]);
  });
});

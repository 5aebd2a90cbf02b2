import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { type Role, sessions, users } from '~/db/schema';
import { hashPassword } from './passwords.server';
import { sha256 } from './secrets.server';
import {
  CUSTOMER_SESSION_MS,
  STAFF_SESSION_MS,
  createSession,
  deleteExpiredSessions,
  destroySession,
  readSession,
  revokeSessions,
} from './sessions.server';

// Production changes the cookie (name and Secure); the rest of the environment stays as in tests.
const deployment = vi.hoisted(() => ({ production: false }));
vi.mock('~/modules/config/env.server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('~/modules/config/env.server')>();
  return { ...actual, isProduction: () => deployment.production };
});

const database = withTestDatabase();
const db = () => database.handle().db;

afterEach(() => {
  deployment.production = false;
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

let counter = 0;
async function createUser(roles: Role[] = ['customer']) {
  counter += 1;
  const [user] = await db()
    .insert(users)
    .values({
      fullName: `Test User ${counter}`,
      email: `session-${counter}@example.ae`,
      phone: `+97150200${String(counter).padStart(4, '0')}`,
      passwordHash: await hashPassword('Secret#2026'),
      roles,
    })
    .returning({ id: users.id });
  return user.id;
}

/** The browser's side: the Cookie header a later request carries, from a Set-Cookie header. */
const requestWith = (setCookie: string) =>
  new Request('http://localhost/', { headers: { Cookie: setCookie.split(';')[0] } });
const tokenOf = (setCookie: string) => decodeURIComponent(setCookie.split(';')[0].split('=').slice(1).join('='));
const sessionsOf = (userId: number) => db().select().from(sessions).where(eq(sessions.userId, userId));

describe('sessions', () => {
  test('the cookie is httpOnly, SameSite=Lax, for the whole site, and carries only a random token whose hash is stored', async () => {
    const userId = await createUser();
    const cookie = await createSession(userId, ['customer'], 'Mozilla/5.0 test');
    expect(cookie).toMatch(/^session=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${CUSTOMER_SESSION_MS / 1000}`);
    expect(cookie).not.toContain('Secure');
    const [row] = await sessionsOf(userId);
    expect(row.idHash).toBe(sha256(JSON.parse(atob(tokenOf(cookie)))));
    expect(cookie).not.toContain(row.idHash);
  });

  test('in production the cookie is Secure and host-only (__Host- prefix)', async () => {
    deployment.production = true;
    const userId = await createUser();
    const cookie = await createSession(userId, ['customer'], null);
    expect(cookie).toMatch(/^__Host-session=/);
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Domain=');
  });

  test('every session gets a new id, so logging in again never reuses one', async () => {
    const userId = await createUser();
    const first = await createSession(userId, ['customer'], null);
    const second = await createSession(userId, ['customer'], null);
    expect(tokenOf(first)).not.toBe(tokenOf(second));
    expect(await sessionsOf(userId)).toHaveLength(2);
  });

  test('a customer stays signed in for 30 days of inactivity, and each visit (at most hourly) pushes the expiry on', async () => {
    const start = new Date('2027-03-01T08:00:00Z');
    const userId = await createUser();
    const cookie = await createSession(userId, ['customer'], null, start);
    const expiry = async () => (await sessionsOf(userId))[0].expiresAt;

    // Within the hour nothing is written.
    expect(await readSession(requestWith(cookie), at(start, 30 * 60 * 1000))).toMatchObject({
      id: userId,
      refreshedCookie: null,
    });
    expect(await expiry()).toEqual(at(start, CUSTOMER_SESSION_MS));

    // A visit after 29 days keeps the session and slides it 30 days from then, renewing the cookie too.
    const visit = at(start, 29 * DAY);
    const later = await readSession(requestWith(cookie), visit);
    expect(later?.id).toBe(userId);
    expect(later?.refreshedCookie).toContain(`Max-Age=${CUSTOMER_SESSION_MS / 1000}`);
    expect(await expiry()).toEqual(at(visit, CUSTOMER_SESSION_MS));

    // Thirty days without a visit after that: gone.
    expect(await readSession(requestWith(cookie), at(visit, 30 * DAY))).toBeNull();
  });

  test('a session without visits expires after exactly 30 days', async () => {
    const start = new Date('2027-03-01T08:00:00Z');
    const userId = await createUser();
    const almost = await createSession(userId, ['customer'], null, start);
    const over = await createSession(userId, ['customer'], null, start);
    expect(await readSession(requestWith(almost), at(start, 30 * DAY - 1000))).not.toBeNull();
    expect(await readSession(requestWith(over), at(start, 30 * DAY))).toBeNull();
  });

  test.each([['admin'], ['cms'], ['owner']] as const)(
    'a %s session lasts 12 hours of inactivity, and slides by 12 hours only',
    async (role) => {
      const start = new Date('2027-03-01T08:00:00Z');
      const userId = await createUser([role]);
      const idle = await createSession(userId, [role], null, start);
      expect(idle).toContain(`Max-Age=${STAFF_SESSION_MS / 1000}`);
      expect(await readSession(requestWith(idle), at(start, 12 * HOUR))).toBeNull();

      const active = await createSession(userId, [role], null, start);
      const visit = at(start, 11 * HOUR);
      expect((await readSession(requestWith(active), visit))?.refreshedCookie).toContain(
        `Max-Age=${STAFF_SESSION_MS / 1000}`,
      );
      const [row] = await db()
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, sha256(JSON.parse(atob(tokenOf(active))))));
      expect(row.expiresAt).toEqual(at(visit, 12 * HOUR));
      expect(await readSession(requestWith(active), at(visit, 12 * HOUR))).toBeNull();
    },
  );

  test('a customer who becomes staff keeps the 12-hour rule from the next slide on', async () => {
    const start = new Date('2027-03-01T08:00:00Z');
    const userId = await createUser(['customer']);
    const cookie = await createSession(userId, ['customer'], null, start);
    await db()
      .update(users)
      .set({ roles: ['admin'] })
      .where(eq(users.id, userId));
    const visit = at(start, 2 * HOUR);
    expect((await readSession(requestWith(cookie), visit))?.refreshedCookie).toContain(
      `Max-Age=${STAFF_SESSION_MS / 1000}`,
    );
    expect((await sessionsOf(userId))[0].expiresAt).toEqual(at(visit, STAFF_SESSION_MS));
  });

  test('a cookie that is not one of ours reads as signed out', async () => {
    for (const cookie of ['session=', 'session=abc', `session=${btoa(JSON.stringify('x'.repeat(43)))}`, 'other=1']) {
      expect(await readSession(new Request('http://localhost/', { headers: { Cookie: cookie } }))).toBeNull();
    }
  });

  test('logging out deletes the session row and clears the cookie', async () => {
    const userId = await createUser();
    const cookie = await createSession(userId, ['customer'], null);
    const cleared = await destroySession(requestWith(cookie));
    expect(cleared).toMatch(/^session=;/);
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(await sessionsOf(userId)).toHaveLength(0);
    expect(await readSession(requestWith(cookie))).toBeNull();
  });

  test('revoking signs the user out everywhere, or everywhere but the session making the change', async () => {
    const userId = await createUser();
    const someoneElse = await createUser();
    const here = await createSession(userId, ['customer'], null);
    await createSession(userId, ['customer'], null);
    await createSession(userId, ['customer'], null);
    const theirs = await createSession(someoneElse, ['customer'], null);

    const current = await readSession(requestWith(here));
    await revokeSessions(userId, current!.sessionIdHash);
    expect(await sessionsOf(userId)).toHaveLength(1);
    expect(await readSession(requestWith(here))).not.toBeNull();

    await revokeSessions(userId);
    expect(await sessionsOf(userId)).toHaveLength(0);
    expect(await readSession(requestWith(theirs))).not.toBeNull();
  });

  test('expired rows are cleared by the housekeeping', async () => {
    const start = new Date('2027-03-01T08:00:00Z');
    const userId = await createUser();
    await createSession(userId, ['customer'], null, start);
    await createSession(userId, ['customer'], null, at(start, 20 * DAY));
    await deleteExpiredSessions(at(start, 31 * DAY));
    expect(await sessionsOf(userId)).toHaveLength(1);
  });
});

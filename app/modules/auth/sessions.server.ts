import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import { createCookie } from 'react-router';
import { db } from '~/db/client.server';
import { runNamed } from '~/db/named-statement.server';
import { type Role, type ReviewStatus, sessions, users } from '~/db/schema';
import { isProduction } from '~/modules/config/env.server';
import { SESSION_COOKIE_NAMES } from '~/modules/site/cookie-names';
import { isStaff } from './permissions';
import { randomToken, sha256 } from './secrets.server';

const DAY = 24 * 60 * 60 * 1000;
/** Customers stay signed in for 30 days of inactivity; staff, whose accounts reach everyone's data, for 12 hours. */
export const CUSTOMER_SESSION_MS = 30 * DAY;
export const STAFF_SESSION_MS = 12 * 60 * 60 * 1000;
/** A session's expiry is pushed forward at most this often, so reading a session rarely writes. */
const SLIDE_EVERY_MS = 60 * 60 * 1000;

const sessionLifetime = (roles: readonly Role[]) => (isStaff(roles) ? STAFF_SESSION_MS : CUSTOMER_SESSION_MS);

const sessionCookie = () =>
  createCookie(SESSION_COOKIE_NAMES[isProduction() ? 0 : 1], {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isProduction(),
  });

export type SessionUser = {
  id: number;
  fullName: string;
  email: string;
  phone: string;
  roles: Role[];
  reviewStatus: ReviewStatus;
  /** The stored id of this browser's session (its hash), to keep it when revoking the others. */
  sessionIdHash: string;
  /** Set when the expiry moved forward and the cookie should be sent again. */
  refreshedCookie: string | null;
};

/** Starts a session for the user and returns the Set-Cookie header. A new id every time: login rotates it. */
export async function createSession(
  userId: number,
  roles: readonly Role[],
  userAgent: string | null,
  now = new Date(),
) {
  const token = randomToken();
  const lifetime = sessionLifetime(roles);
  await db()
    .insert(sessions)
    .values({
      idHash: sha256(token),
      userId,
      expiresAt: new Date(now.getTime() + lifetime),
      lastSeenAt: now,
      userAgent: userAgent?.slice(0, 300) ?? null,
    });
  return sessionCookie().serialize(token, { maxAge: Math.floor(lifetime / 1000) });
}

async function readToken(request: Request): Promise<string | null> {
  const value = await sessionCookie().parse(request.headers.get('Cookie'));
  return typeof value === 'string' && value.length >= 32 && value.length <= 64 ? value : null;
}

/** The stored id of the session the request's cookie names (whether or not it is still open), or null. */
export async function sessionIdHashOf(request: Request): Promise<string | null> {
  const token = await readToken(request);
  return token ? sha256(token) : null;
}

/**
 * The signed-in user behind the request's cookie, or null. Expired sessions, and sessions of a
 * closed login (closing deletes them; this holds even for one opened in the same instant), are absent.
 */
export async function readSession(request: Request, now = new Date()): Promise<SessionUser | null> {
  const token = await readToken(request);
  if (!token) return null;
  const idHash = sha256(token);
  const [row] = await runNamed(
    'session_user',
    db()
      .select({
        id: users.id,
        fullName: users.fullName,
        email: users.email,
        phone: users.phone,
        roles: users.roles,
        reviewStatus: users.reviewStatus,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now), isNull(users.deactivatedAt)))
      .limit(1),
  );
  if (!row) return null;
  let refreshedCookie: string | null = null;
  if (now.getTime() - row.lastSeenAt.getTime() > SLIDE_EVERY_MS) {
    const lifetime = sessionLifetime(row.roles);
    await db()
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + lifetime) })
      .where(eq(sessions.idHash, idHash));
    refreshedCookie = await sessionCookie().serialize(token, { maxAge: Math.floor(lifetime / 1000) });
  }
  const { expiresAt: _expires, lastSeenAt: _seen, ...user } = row;
  return { ...user, sessionIdHash: idHash, refreshedCookie };
}

/** Ends this browser's session and returns the Set-Cookie header that clears the cookie. */
export async function destroySession(request: Request) {
  const token = await readToken(request);
  if (token)
    await db()
      .delete(sessions)
      .where(eq(sessions.idHash, sha256(token)));
  return sessionCookie().serialize('', { maxAge: 0 });
}

/** Signs the user out everywhere, except optionally the session making the change. */
export async function revokeSessions(userId: number, keepIdHash?: string) {
  await db()
    .delete(sessions)
    .where(
      keepIdHash ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)) : eq(sessions.userId, userId),
    );
}

/** Removes sessions that have expired (run at start-up and now and then). */
export async function deleteExpiredSessions(now = new Date()) {
  await db().delete(sessions).where(lt(sessions.expiresAt, now));
}

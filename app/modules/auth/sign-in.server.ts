import type { Locale } from '~/i18n/locale';
import { createSession } from './sessions.server';
import { decoyPasswordHash, verifyPassword } from './passwords.server';
import { clearRateLimit, hitRateLimit, isRateLimited, limits } from './rate-limit.server';
import { findUserForSignIn, normalizeEmail, recordSignIn } from './users.server';

export type SignInResult =
  | { ok: true; cookie: string; user: { id: number; fullName: string } }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number };

/**
 * Checks an email and password. A wrong email and a wrong password look the same from outside,
 * in answer and in time. Failures count against the account and the client address; while either
 * is over its limit no password is checked at all. Success starts a new session (a new id).
 */
export async function signIn(input: { email: string; password: string; clientAddress: string; userAgent: string | null; locale?: Locale }, now = new Date()): Promise<SignInResult> {
  const accountKey = `login:account:${normalizeEmail(input.email)}`;
  const addressKey = `login:address:${input.clientAddress}`;
  for (const [key, limit] of [
    [accountKey, limits.loginPerAccount],
    [addressKey, limits.loginPerAddress],
  ] as const) {
    const state = await isRateLimited(key, limit, now);
    if (!state.allowed) return { ok: false, reason: 'rate_limited', retryAfterSeconds: state.retryAfterSeconds };
  }

  const user = await findUserForSignIn(input.email);
  const matches = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!user || !matches) {
    await hitRateLimit(accountKey, limits.loginPerAccount, now);
    await hitRateLimit(addressKey, limits.loginPerAddress, now);
    return { ok: false, reason: 'invalid' };
  }
  await clearRateLimit(accountKey);
  await recordSignIn(user.id, now, input.locale);
  const cookie = await createSession(user.id, user.roles, input.userAgent, now);
  return { ok: true, cookie, user: { id: user.id, fullName: user.fullName } };
}

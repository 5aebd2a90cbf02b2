import { randomUUID } from 'node:crypto';
import type { Role } from '~/db/schema';
import type { Locale } from '~/i18n/locale';
import { createSession } from './sessions.server';
import { decoyPasswordHash, verifyPassword } from './passwords.server';
import {
  type RateLimit,
  clearRateLimit,
  clearRateLimitsStartingWith,
  hitRateLimit,
  limits,
  releaseRateLimit,
} from './rate-limit.server';
import { findUserForSignIn, normalizeEmail, recordSignIn } from './users.server';

/** A browser an account has signed in from before, as its signed cookie names it. */
export type KnownBrowser = { userId: number; browserId: string };

export type SignInResult =
  | {
      ok: true;
      cookie: string;
      user: { id: number; fullName: string; roles: Role[] };
      browser: KnownBrowser;
    }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'closed' }
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number };

type SignInInput = {
  email: string;
  password: string;
  clientAddress: string;
  userAgent: string | null;
  locale?: Locale;
  knownBrowser?: KnownBrowser | null;
};

/**
 * The counters an attempt is charged to (decision record 011). A browser the account signed in
 * from before has its own allowance, so guessing from elsewhere never locks the owner out of it;
 * any other browser shares the account's allowance for new browsers and its address's allowance
 * for that account, so neither one address nor many can guess more than a few passwords.
 */
function attemptCounters(
  email: string,
  userId: number | null,
  input: SignInInput,
): Array<[key: string, limit: RateLimit]> {
  const account = normalizeEmail(email);
  const known = userId !== null && input.knownBrowser?.userId === userId;
  const own: Array<[string, RateLimit]> = known
    ? [[`login:browser:${input.knownBrowser!.browserId}`, limits.loginPerAccountAndAddress]]
    : [
        [`login:account-address:${account}|${input.clientAddress}`, limits.loginPerAccountAndAddress],
        [`login:account-new-browsers:${account}`, limits.loginPerAccountFromNewBrowsers],
      ];
  return [...own, [`login:address:${input.clientAddress}`, limits.loginPerAddress]];
}

/**
 * Checks an email and password. A wrong email and a wrong password look the same from outside,
 * in answer and in time. Every attempt is counted before its password is checked, in one atomic
 * step per counter in the shared database, so attempts sent in parallel cannot slip past a limit;
 * a right password gives its count back. A closed login is refused, and said so, only after its
 * right password. Success starts a new session (a new id).
 */
export async function signIn(input: SignInInput, now = new Date()): Promise<SignInResult> {
  const user = await findUserForSignIn(input.email);
  const counters = attemptCounters(input.email, user?.id ?? null, input);
  for (const [key, limit] of counters) {
    const state = await hitRateLimit(key, limit, now);
    if (!state.allowed)
      return {
        ok: false,
        reason: 'rate_limited',
        retryAfterSeconds: state.retryAfterSeconds,
      };
  }

  const matches = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!user || !matches) return { ok: false, reason: 'invalid' };
  // Only someone who knows the password learns that the login is closed; the attempt stays counted.
  if (user.deactivatedAt) return { ok: false, reason: 'closed' };

  const [own, ...shared] = counters;
  await clearRateLimit(own[0]);
  for (const [key] of shared) await releaseRateLimit(key);
  await recordSignIn(user.id, now, input.locale);
  const cookie = await createSession(user.id, user.roles, input.userAgent, now);
  const browser =
    input.knownBrowser?.userId === user.id ? input.knownBrowser : { userId: user.id, browserId: randomUUID() };
  return {
    ok: true,
    cookie,
    user: { id: user.id, fullName: user.fullName, roles: user.roles },
    browser,
  };
}

/** After a password reset the account starts afresh: guesses at the old password no longer hold it up. */
export async function forgetSignInAttempts(email: string) {
  const account = normalizeEmail(email);
  await clearRateLimit(`login:account-new-browsers:${account}`);
  await clearRateLimitsStartingWith(`login:account-address:${account}|`);
}

import { eq, like, sql } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { rateLimits } from '~/db/schema';

export type RateLimit = { limit: number; windowSeconds: number };

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The limits, in one place (the README lists them). Each is a fixed window: the first hit opens
 * it, and after `windowSeconds` the count starts again.
 */
export const limits = {
  /** Sign-up codes sent to one phone number. */
  otpPerPhone: { limit: 3, windowSeconds: 15 * 60 },
  /** Sign-up codes requested from one client address. */
  otpPerAddress: { limit: 10, windowSeconds: 60 * 60 },
  /** Sign-in attempts for one account from one client address, or from one browser the account has used before. */
  loginPerAccountAndAddress: { limit: 5, windowSeconds: 15 * 60 },
  /** Sign-in attempts for one account from browsers it has never signed in from, over all addresses. */
  loginPerAccountFromNewBrowsers: { limit: 20, windowSeconds: 15 * 60 },
  /** Sign-in attempts from one client address, over all accounts (one office or mobile carrier may share it). */
  loginPerAddress: { limit: 100, windowSeconds: 15 * 60 },
  /** Password-reset emails for one address typed in the form. */
  resetPerEmail: { limit: 3, windowSeconds: 60 * 60 },
  /** Password-reset requests from one client address. */
  resetPerAddress: { limit: 10, windowSeconds: 60 * 60 },
  /** Booking links that open nothing (wrong, revoked or worn out), from one client address. */
  manageLinkMissesPerAddress: { limit: 20, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimit>;

/**
 * Counts one hit against `key` and says whether it is still within the limit. One atomic upsert,
 * so concurrent requests on several app instances count correctly.
 */
export async function hitRateLimit(
  key: string,
  rule: RateLimit,
  now = new Date(),
  count = 1,
): Promise<RateLimitResult> {
  const { hits, windowStartedAt } = await addRateLimitHits(key, rule, now, count);
  if (hits <= rule.limit) return { allowed: true };
  const reopensAt = windowStartedAt.getTime() + rule.windowSeconds * 1000;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((reopensAt - now.getTime()) / 1000)),
  };
}

/** Adds `count` hits to `key`'s window (opening a new one if it is over) and gives the window's hits so far. */
export async function addRateLimitHits(key: string, { windowSeconds }: RateLimit, now: Date, count: number) {
  const windowStart = new Date(now.getTime() - windowSeconds * 1000);
  const [row] = await db()
    .insert(rateLimits)
    .values({ key, windowStartedAt: now, hits: count })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz then ${count}::integer else ${rateLimits.hits} + ${count}::integer end`,
        windowStartedAt: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      windowStartedAt: rateLimits.windowStartedAt,
    });
  return row;
}

/** Whether `key` is over its limit, without counting a hit (checked before a costly attempt). */
export async function isRateLimited(
  key: string,
  { limit, windowSeconds }: RateLimit,
  now = new Date(),
): Promise<RateLimitResult> {
  const [row] = await db()
    .select({
      hits: rateLimits.hits,
      windowStartedAt: rateLimits.windowStartedAt,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, key))
    .limit(1);
  if (!row) return { allowed: true };
  const reopensAt = row.windowStartedAt.getTime() + windowSeconds * 1000;
  if (reopensAt <= now.getTime() || row.hits < limit) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((reopensAt - now.getTime()) / 1000)),
  };
}

/** Gives back one hit counted before an attempt that turned out to be allowed (a right password). */
export async function releaseRateLimit(key: string) {
  await db()
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** Forgets the count, e.g. after a successful sign-in. */
export async function clearRateLimit(key: string) {
  await db().delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Forgets every count whose key starts with `prefix` (LIKE's wildcards in it are taken literally). */
export async function clearRateLimitsStartingWith(prefix: string) {
  const literal = prefix.replace(/[\\%_]/g, (character) => `\\${character}`);
  await db()
    .delete(rateLimits)
    .where(like(rateLimits.key, `${literal}%`));
}

/** Minutes to show a person who has to wait, never zero. */
export function minutesToWait(result: { retryAfterSeconds: number }) {
  return Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
}

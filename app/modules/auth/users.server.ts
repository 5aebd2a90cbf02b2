import { eq, sql } from 'drizzle-orm';
import { type Database, db } from '~/db/client.server';
import { type AccountEventKind, accountEvents, users } from '~/db/schema';
import type { Locale } from '~/i18n/locale';

/** Emails are compared lower-cased and trimmed everywhere. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserForSignIn(email: string) {
  const [user] = await db()
    .select({
      id: users.id,
      fullName: users.fullName,
      passwordHash: users.passwordHash,
      roles: users.roles,
      reviewStatus: users.reviewStatus,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return user;
}

export async function isEmailRegistered(email: string, database: Database = db()) {
  const [row] = await database
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return Boolean(row);
}

/** Also keeps the language the customer signed in with: their mail (booking confirmations) is written in it. */
export async function recordSignIn(userId: number, now = new Date(), locale?: Locale) {
  await db()
    .update(users)
    .set({ lastLoginAt: now, ...(locale ? { locale } : {}) })
    .where(eq(users.id, userId));
}

export async function setPasswordHash(userId: number, passwordHash: string, database: Database = db()) {
  await database
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Keeps the account's history: who did what, when, and why. */
export async function recordAccountEvent(
  event: {
    userId: number;
    actorId: number | null;
    kind: AccountEventKind;
    reason?: string | null;
    details?: Record<string, unknown>;
  },
  database: Database = db(),
) {
  await database.insert(accountEvents).values({
    userId: event.userId,
    actorId: event.actorId,
    kind: event.kind,
    reason: event.reason ?? null,
    details: event.details ?? null,
  });
}

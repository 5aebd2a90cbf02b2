import { and, eq, gt, isNull } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { passwordResetTokens, users } from '~/db/schema';
import type { Locale } from '~/i18n/locale';
import { sendMail } from '~/modules/notify/outbox.server';
import { hashPassword } from './passwords.server';
import { passwordChangedMail, resetLinkMail } from './password-reset-mail.server';
import { hitRateLimit, limits } from './rate-limit.server';
import { forgetSignInAttempts } from './sign-in.server';
import { randomToken, sameSecret, sha256 } from './secrets.server';
import { revokeSessions } from './sessions.server';
import { normalizeEmail, recordAccountEvent, setPasswordHash } from './users.server';
import { logger } from '~/modules/config/logger.server';

/** A reset link works for one hour, once. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** randomToken() makes 43 URL-safe characters; anything else is not one of ours and needs no lookup. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export type ResetRequestResult =
  { ok: true; mailed: Promise<void> } | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number };

/**
 * 'Forgot Password'. The answer is the same whether or not the email belongs to an account, and
 * the mail is sent without waiting for it, so neither the words nor the time of the answer tell.
 * Requests from one client address are limited openly; requests for one email are limited
 * silently (still the same answer), so nobody can flood a customer's inbox.
 * `mailed` settles when the mail (if any) has been handed over; it never rejects.
 */
export async function requestPasswordReset(
  input: { email: string; clientAddress: string; locale: Locale },
  now = new Date(),
): Promise<ResetRequestResult> {
  const email = normalizeEmail(input.email);
  const byAddress = await hitRateLimit(`reset:address:${input.clientAddress}`, limits.resetPerAddress, now);
  if (!byAddress.allowed)
    return {
      ok: false,
      reason: 'rate_limited',
      retryAfterSeconds: byAddress.retryAfterSeconds,
    };
  const byEmail = await hitRateLimit(`reset:email:${email}`, limits.resetPerEmail, now);
  if (!byEmail.allowed) return { ok: true, mailed: Promise.resolve() };
  // The account is looked up and its link made after the answer, so that a known and an unknown
  // address answer alike, in words and in time.
  const mailed = sendResetLink(email, input.locale, now).catch((error: unknown) =>
    logger().warn({ err: error }, 'a password reset link could not be sent'),
  );
  return { ok: true, mailed };
}

async function sendResetLink(email: string, locale: Locale, now: Date) {
  const [user] = await db()
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    // A closed login gets no link: a new password would not open it, and its holder calls us.
    .where(and(eq(users.email, email), isNull(users.deactivatedAt)))
    .limit(1);
  if (!user) return;

  const token = randomToken();
  // Composed before the transaction (the embedded database has one connection, which it holds);
  // written in it, so the link mailed is the link stored.
  const mail = await resetLinkMail(user, token, locale);
  await db().transaction(async (tx) => {
    // Only the newest link works: an older one still sitting in the inbox is worth nothing.
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      createdAt: now,
    });
    await sendMail(mail, tx);
  });
}

export type ResetAccount = {
  tokenId: number;
  userId: number;
  fullName: string;
  email: string;
};

/** The account a reset link belongs to, while the link is unused and less than an hour old. */
export async function findResetToken(token: string, now = new Date()): Promise<ResetAccount | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const tokenHash = sha256(token);
  const [row] = await db()
    .select({
      tokenId: passwordResetTokens.id,
      tokenHash: passwordResetTokens.tokenHash,
      userId: users.id,
      fullName: users.fullName,
      email: users.email,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        isNull(users.deactivatedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  // The lookup is by hash, so its timing says nothing about the token; the stored hash is still
  // compared in constant time rather than trusting the index alone.
  if (!row || !sameSecret(row.tokenHash, tokenHash)) return null;
  return {
    tokenId: row.tokenId,
    userId: row.userId,
    fullName: row.fullName,
    email: row.email,
  };
}

export type ResetResult = { ok: true } | { ok: false; reason: 'invalid' | 'email_mismatch' };

/**
 * Sets the new password behind a reset link. The link is spent in the same transaction as the
 * password changes, by an update that only succeeds while it is unused, so two submits at once
 * cannot both pass. Afterwards every session of the account ends (whoever had the old password is
 * out), the account's failed-login count is forgotten, and the owner is told by mail.
 */
export async function completePasswordReset(
  input: { token: string; email: string; password: string; locale: Locale },
  now = new Date(),
): Promise<ResetResult> {
  const account = await findResetToken(input.token, now);
  if (!account) return { ok: false, reason: 'invalid' };
  if (normalizeEmail(input.email) !== account.email) return { ok: false, reason: 'email_mismatch' };

  const passwordHash = await hashPassword(input.password);
  const notice = await passwordChangedMail(account, input.locale, now);
  const spent = await db().transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.id, account.tokenId),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ id: passwordResetTokens.id });
    if (!used) return false;
    await setPasswordHash(account.userId, passwordHash, tx);
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, account.userId), isNull(passwordResetTokens.usedAt)));
    await recordAccountEvent(
      {
        userId: account.userId,
        actorId: account.userId,
        kind: 'password_reset',
      },
      tx,
    );
    await sendMail(notice, tx);
    return true;
  });
  if (!spent) return { ok: false, reason: 'invalid' };

  await revokeSessions(account.userId);
  await forgetSignInAttempts(account.email);
  return { ok: true };
}

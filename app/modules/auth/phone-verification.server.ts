import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { phoneVerifications } from '~/db/schema';
import { sendSms } from '~/modules/notify/sms.server';
import { hitRateLimit, limits } from './rate-limit.server';
import { randomSixDigitCode, randomToken, sameSecret, sha256 } from './secrets.server';

/** A code is good for 5 minutes and 5 tries; a verified phone has 30 minutes to finish signing up. */
const CODE_LIFETIME_MS = 5 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
const TICKET_LIFETIME_MS = 30 * 60 * 1000;

const codeHash = (phone: string, code: string) => sha256(`${phone}:${code}`);

export type SendCodeResult = { ok: true } | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number };

/** Sends a new six-digit sign-up code by SMS, within the per-phone and per-address limits. */
export async function sendSignupCode(
  phone: string,
  clientAddress: string,
  text: (code: string) => string,
  now = new Date(),
): Promise<SendCodeResult> {
  for (const [key, limit] of [
    [`otp:phone:${phone}`, limits.otpPerPhone],
    [`otp:address:${clientAddress}`, limits.otpPerAddress],
  ] as const) {
    const result = await hitRateLimit(key, limit, now);
    if (!result.allowed) return { ok: false, reason: 'rate_limited', retryAfterSeconds: result.retryAfterSeconds };
  }
  const code = randomSixDigitCode();
  // The code and its text commit together; every instance's worker is woken at commit and sends it.
  await db().transaction(async (tx) => {
    await tx.insert(phoneVerifications).values({
      phone,
      codeHash: codeHash(phone, code),
      expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
      createdAt: now,
    });
    await sendSms({ to: phone, text: text(code) }, tx);
  });
  return { ok: true };
}

export type VerifyCodeResult =
  { ok: true; ticket: string } | { ok: false; reason: 'invalid' | 'expired' | 'too_many_attempts' };

/**
 * Checks a code against the newest one sent to the phone. Each try counts, atomically, so parallel
 * guesses cannot exceed the limit. A match returns a ticket for the registration form.
 */
export async function verifySignupCode(phone: string, code: string, now = new Date()): Promise<VerifyCodeResult> {
  const [latest] = await db()
    .select({
      id: phoneVerifications.id,
      codeHash: phoneVerifications.codeHash,
      expiresAt: phoneVerifications.expiresAt,
    })
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.phone, phone), isNull(phoneVerifications.verifiedAt)))
    .orderBy(desc(phoneVerifications.createdAt), desc(phoneVerifications.id))
    .limit(1);
  if (!latest || latest.expiresAt <= now) return { ok: false, reason: 'expired' };
  const [counted] = await db()
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(and(eq(phoneVerifications.id, latest.id), lt(phoneVerifications.attempts, MAX_CODE_ATTEMPTS)))
    .returning({ attempts: phoneVerifications.attempts });
  if (!counted) return { ok: false, reason: 'too_many_attempts' };
  if (!sameSecret(latest.codeHash, codeHash(phone, code))) return { ok: false, reason: 'invalid' };
  const ticket = randomToken();
  await db()
    .update(phoneVerifications)
    .set({ verifiedAt: now, ticketHash: sha256(ticket) })
    .where(eq(phoneVerifications.id, latest.id));
  return { ok: true, ticket };
}

/** Whether the ticket proves this phone and is still usable (shown before the form is submitted). */
export async function isValidSignupTicket(ticket: string, phone: string, now = new Date()) {
  const [row] = await db()
    .select({ id: phoneVerifications.id })
    .from(phoneVerifications)
    .where(ticketIsUsable(ticket, phone, now))
    .limit(1);
  return Boolean(row);
}

/** Uses the ticket up (once). Returns false when it is unknown, used, expired or for another phone. */
export async function consumeSignupTicket(ticket: string, phone: string, now = new Date(), database = db()) {
  const rows = await database
    .update(phoneVerifications)
    .set({ usedAt: now })
    .where(ticketIsUsable(ticket, phone, now))
    .returning({ id: phoneVerifications.id });
  return rows.length === 1;
}

const ticketIsUsable = (ticket: string, phone: string, now: Date) =>
  and(
    eq(phoneVerifications.ticketHash, sha256(ticket)),
    eq(phoneVerifications.phone, phone),
    isNull(phoneVerifications.usedAt),
    gt(phoneVerifications.verifiedAt, new Date(now.getTime() - TICKET_LIFETIME_MS)),
  );

import { desc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { outboxMessages, phoneVerifications } from '~/db/schema';
import {
  consumeSignupTicket,
  isValidSignupTicket,
  MAX_CODE_ATTEMPTS,
  sendSignupCode,
  verifySignupCode,
} from './phone-verification.server';

const database = withTestDatabase();
const db = () => database.handle().db;

const text = (code: string) => `Your code is ${code}`;
let counter = 0;
/** A different phone (and client address) per test, so limits never leak between tests. */
const freshPhone = () => `+9715011${String(++counter).padStart(5, '0')}`;
const freshAddress = () => `10.0.0.${++counter}`;

async function lastCodeSentTo(phone: string) {
  const [sms] = await db()
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, phone))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  expect(sms.channel).toBe('sms');
  return /(\d{6})/.exec(sms.text)![1];
}

const minutes = (base: Date, count: number) => new Date(base.getTime() + count * 60_000);

describe('sign-up codes', () => {
  test('a code goes out by SMS, is stored only as a hash, and the right one yields a ticket usable once', async () => {
    const phone = freshPhone();
    expect(await sendSignupCode(phone, freshAddress(), text)).toEqual({ ok: true });
    const code = await lastCodeSentTo(phone);

    const rows = await db().select().from(phoneVerifications).where(eq(phoneVerifications.phone, phone));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain(code);

    const result = await verifySignupCode(phone, code);
    expect(result.ok).toBe(true);
    const ticket = (result as { ticket: string }).ticket;
    expect(await isValidSignupTicket(ticket, phone)).toBe(true);
    expect(await isValidSignupTicket(ticket, freshPhone())).toBe(false);
    expect(await consumeSignupTicket(ticket, phone)).toBe(true);
    expect(await consumeSignupTicket(ticket, phone)).toBe(false);
    expect(await isValidSignupTicket(ticket, phone)).toBe(false);
  });

  test('a wrong code is refused; the code is then locked after five tries, even the right one', async () => {
    const phone = freshPhone();
    await sendSignupCode(phone, freshAddress(), text);
    const code = await lastCodeSentTo(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++)
      expect(await verifySignupCode(phone, wrong)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifySignupCode(phone, code)).toEqual({ ok: false, reason: 'too_many_attempts' });
  });

  test('guesses sent at the same moment still count one by one', async () => {
    const phone = freshPhone();
    await sendSignupCode(phone, freshAddress(), text);
    const code = await lastCodeSentTo(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const results = await Promise.all(Array.from({ length: 12 }, () => verifySignupCode(phone, wrong)));
    expect(results.filter((result) => !result.ok && result.reason === 'invalid')).toHaveLength(MAX_CODE_ATTEMPTS);
    expect(results.filter((result) => !result.ok && result.reason === 'too_many_attempts')).toHaveLength(
      12 - MAX_CODE_ATTEMPTS,
    );
  });

  test('a code expires after five minutes', async () => {
    const phone = freshPhone();
    const sentAt = new Date();
    await sendSignupCode(phone, freshAddress(), text, sentAt);
    const code = await lastCodeSentTo(phone);
    expect(await verifySignupCode(phone, code, minutes(sentAt, 5))).toEqual({ ok: false, reason: 'expired' });
    expect((await verifySignupCode(phone, code, minutes(sentAt, 4.9))).ok).toBe(true);
  });

  test('only the newest code counts once another is sent', async () => {
    const phone = freshPhone();
    const address = freshAddress();
    await sendSignupCode(phone, address, text);
    const first = await lastCodeSentTo(phone);
    await sendSignupCode(phone, address, text);
    const second = await lastCodeSentTo(phone);
    if (first !== second) expect(await verifySignupCode(phone, first)).toEqual({ ok: false, reason: 'invalid' });
    expect((await verifySignupCode(phone, second)).ok).toBe(true);
  });

  test('a ticket must be used within thirty minutes', async () => {
    const phone = freshPhone();
    const now = new Date();
    await sendSignupCode(phone, freshAddress(), text, now);
    const result = await verifySignupCode(phone, await lastCodeSentTo(phone), now);
    const ticket = (result as { ticket: string }).ticket;
    expect(await consumeSignupTicket(ticket, phone, minutes(now, 31))).toBe(false);
    expect(await consumeSignupTicket(ticket, phone, minutes(now, 29))).toBe(true);
  });

  test('one phone gets three codes per 15 minutes, then is told how long to wait', async () => {
    const phone = freshPhone();
    const start = new Date();
    for (let i = 0; i < 3; i++)
      expect(await sendSignupCode(phone, freshAddress(), text, minutes(start, i))).toEqual({ ok: true });
    expect(await sendSignupCode(phone, freshAddress(), text, minutes(start, 5))).toEqual({
      ok: false,
      reason: 'rate_limited',
      retryAfterSeconds: 10 * 60,
    });
    expect(await sendSignupCode(phone, freshAddress(), text, minutes(start, 15))).toEqual({ ok: true });
  });

  test('one client address gets ten codes an hour, whatever the phones', async () => {
    const address = freshAddress();
    const start = new Date();
    for (let i = 0; i < 10; i++) expect((await sendSignupCode(freshPhone(), address, text, start)).ok).toBe(true);
    const refused = await sendSignupCode(freshPhone(), address, text, minutes(start, 1));
    expect(refused).toEqual({ ok: false, reason: 'rate_limited', retryAfterSeconds: 59 * 60 });
  });
});

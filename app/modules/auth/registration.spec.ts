import { and, desc, eq, like } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { mailOutage } from '../../../tests/factories/mail-outage';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { accountEvents, outboxMessages, phoneVerifications, storedFiles, userDocuments, users } from '~/db/schema';
import { loader as mediaLoader } from '~/routes/media';
import { action } from '~/routes/register';
import { verifyPassword } from './passwords.server';
import { isValidSignupTicket } from './phone-verification.server';
import { isUniqueViolation } from '~/modules/db/unique-violation';
import { registerCustomer } from './registration.server';
import type { SignUpReply } from './sign-up-form';
import { routeArgs } from '../../../tests/factories/route-args';

// The pre-check for a taken email can be skipped, as when two sign-ups race between check and insert.
const race = vi.hoisted(() => ({ skipEmailCheck: false }));
vi.mock('./users.server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./users.server')>();
  return {
    ...actual,
    isEmailRegistered: async (...args: Parameters<typeof actual.isEmailRegistered>) =>
      race.skipEmailCheck ? false : actual.isEmailRegistered(...args),
  };
});
// Mail goes through the real outbox unless a test switches the sender off, as an SMTP outage would.
vi.mock('~/modules/notify/outbox.server', async (importOriginal) =>
  (await import('../../../tests/factories/mail-outage')).outboxWithOutage(importOriginal),
);

const database = withTestDatabase();
const db = () => database.handle().db;

beforeAll(async () => {
  await seedDatabase(db(), { demoAccounts: true });
});

afterEach(() => {
  race.skipEmailCheck = false;
  mailOutage.on = false;
  vi.restoreAllMocks();
});

// A real 1x1 PNG and a small PDF, as a phone's camera or scanner would send them.
const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const png = (name = 'emirates-id.png') => new File([pngBytes], name, { type: 'image/png' });
const pdf = (name = 'licence.pdf') => new File([pdfBytes], name, { type: 'application/pdf' });

let counter = 0;
/** A different phone, email and client address per test, so limits and accounts never collide. */
function person() {
  counter += 1;
  const number = `5020${String(counter).padStart(5, '0')}`;
  return { number, e164: `+971${number}`, email: `new.customer${counter}@example.ae`, address: `10.9.0.${counter}` };
}

type Fields = Record<string, string | File | File[]>;

async function post(fields: Fields, options: { address: string; javascript?: boolean; path?: string }) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  const request = new Request(`http://localhost${options.path ?? '/register'}`, {
    method: 'POST',
    body,
    headers: {
      'Sec-Fetch-Mode': options.javascript === false ? 'navigate' : 'cors',
      'x-client-address': options.address,
    },
  });
  const result = (await action(routeArgs(request))) as unknown;
  if (result instanceof Response)
    return {
      response: result,
      status: result.status,
      reply: undefined as unknown as SignUpReply,
      headers: result.headers,
    };
  const value = result as { data: SignUpReply; init?: { status?: number; headers?: HeadersInit } | null };
  return {
    response: undefined,
    status: value.init?.status ?? 200,
    reply: value.data,
    headers: new Headers(value.init?.headers),
  };
}

async function lastSmsTo(phone: string) {
  const [sms] = await db()
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, phone), eq(outboxMessages.channel, 'sms')))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return sms;
}
const codeIn = (text: string) => /(\d{6})/.exec(text)![1];

const details = (who: ReturnType<typeof person>) => ({
  name: 'Layla Al Mansoori',
  email: who.email,
  country: 'AE',
  phone: who.number,
});
const profile = (who: ReturnType<typeof person>, ticket: string): Fields => ({
  ...details(who),
  intent: 'register',
  step: 'profile',
  ticket,
  password: 'Oasis@2026',
  confirm: 'Oasis@2026',
  birthDate: '1990-05-14',
  licenceNumber: 'DL-778899',
  licenceExpiry: '2035-01-31',
  passportNumber: 'P7788990',
  passportExpiry: '2036-06-30',
  agreement: 'on',
  documents: [png(), pdf()],
});

/** Steps 1 and 2 through the action, as the form posts them; returns the ticket. */
async function verifiedTicket(who: ReturnType<typeof person>, javascript = true) {
  const sent = await post(
    { ...details(who), intent: 'send-code', step: 'details' },
    { address: who.address, javascript },
  );
  expect(sent.status).toBe(200);
  const code = codeIn((await lastSmsTo(who.e164)).text);
  const verified = await post(
    { ...details(who), intent: 'verify-code', step: 'code', code },
    { address: who.address, javascript },
  );
  expect(verified.reply.step).toBe('profile');
  return verified.reply.ticket!;
}

const userByEmail = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0];
const mailsTo = (recipient: string) =>
  db()
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.channel, 'email')))
    .orderBy(outboxMessages.id);

describe('sign-up codes through the form', () => {
  test('Send OTP texts a six-digit code in the page language and moves to the code step', async () => {
    const who = person();
    const { status, reply } = await post(
      {
        ...details(who),
        name: ' Layla ',
        phone: ` ${who.number.slice(0, 2)} ${who.number.slice(2)} `,
        intent: 'send-code',
        step: 'details',
      },
      { address: who.address, path: '/ar/register' },
    );
    expect(status).toBe(200);
    expect(reply).toMatchObject({
      step: 'code',
      resendDelayMs: 5000,
      phone: { country: 'AE', display: `+971 50 20${who.number.slice(4, 5)} ${who.number.slice(5)}` },
    });
    const sms = await lastSmsTo(who.e164);
    expect(sms.text).toMatch(/^رمز التحقق من الواحة لتأجير السيارات هو \d{6}\./);
    const [stored] = await db().select().from(phoneVerifications).where(eq(phoneVerifications.phone, who.e164));
    expect(stored.codeHash).not.toContain(codeIn(sms.text));
  });

  test.each([
    ['an empty number', '', 'please input your phone number!'],
    ['a leading 0', '0501234567', 'please input your phone number without 0 !'],
    ['a landline', '24441234', 'Please input a valid mobile number for the selected country.'],
  ])('given %s, nothing is sent and the message is at the phone', async (_, phone, message) => {
    const who = person();
    const { status, reply } = await post({ ...details(who), phone, intent: 'send-code' }, { address: who.address });
    expect(status).toBe(400);
    expect(reply.step).toBe('details');
    expect(reply.result?.error).toEqual({ phone: [message] });
    expect(reply.result?.initialValue).toMatchObject({ name: 'Layla Al Mansoori', email: who.email });
    expect(await db().select().from(phoneVerifications).where(eq(phoneVerifications.phone, who.e164))).toHaveLength(0);
  });

  test('a wrong code says so and offers Resend at once; the right one then still works', async () => {
    const who = person();
    await post({ ...details(who), intent: 'send-code' }, { address: who.address });
    const code = codeIn((await lastSmsTo(who.e164)).text);
    const wrong = code === '000000' ? '111111' : '000000';
    const { status, reply } = await post(
      { ...details(who), intent: 'verify-code', code: wrong },
      { address: who.address },
    );
    expect(status).toBe(400);
    expect(reply).toMatchObject({
      step: 'code',
      resendDelayMs: 0,
      result: { error: { code: ['OTP key not valid, please try again'] } },
    });
    expect((await post({ ...details(who), intent: 'verify-code', code }, { address: who.address })).reply.step).toBe(
      'profile',
    );
  });

  test('a code that has expired or was guessed at too often asks for a new one', async () => {
    const who = person();
    await post({ ...details(who), intent: 'send-code' }, { address: who.address });
    const code = codeIn((await lastSmsTo(who.e164)).text);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await post({ ...details(who), intent: 'verify-code', code: wrong }, { address: who.address });
    const locked = await post({ ...details(who), intent: 'verify-code', code }, { address: who.address });
    expect(locked.reply.result?.error).toEqual({
      code: ['Too many wrong attempts for this code. Please press Resend OTP to get a new one.'],
    });

    await db()
      .update(phoneVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneVerifications.phone, who.e164));
    const expired = await post({ ...details(who), intent: 'verify-code', code }, { address: who.address });
    expect(expired.reply.result?.error).toEqual({
      code: ['This code has expired. Please press Resend OTP to get a new one.'],
    });
  });

  test('the fourth code for one number within 15 minutes is refused with when to try again', async () => {
    const who = person();
    for (const intent of ['send-code', 'resend-code', 'resend-code']) {
      expect((await post({ ...details(who), intent }, { address: who.address })).status).toBe(200);
    }
    const { status, reply, headers } = await post(
      { ...details(who), intent: 'resend-code', step: 'code' },
      { address: who.address },
    );
    expect(status).toBe(429);
    expect(Number(headers?.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(headers?.get('Retry-After'))).toBeLessThanOrEqual(15 * 60);
    expect(reply.step).toBe('code');
    expect(reply.result?.error?.['']).toEqual(['Too many codes requested. Please try again in 15 minutes.']);
    const arabic = await post(
      { ...details(who), intent: 'resend-code' },
      { address: who.address, path: '/ar/register' },
    );
    expect(arabic.reply.result?.error?.['']).toEqual(['طلبت رموزاً كثيرة. يرجى المحاولة مرة أخرى بعد 15 دقيقة.']);
  });

  test('Change number goes back to step 1 with the details kept', async () => {
    const who = person();
    const { reply } = await post(
      { ...details(who), intent: 'change-phone', step: 'code', code: '12' },
      { address: who.address },
    );
    expect(reply.step).toBe('details');
    expect(reply.result?.initialValue).toMatchObject({
      name: 'Layla Al Mansoori',
      email: who.email,
      country: 'AE',
      phone: who.number,
    });
    expect(reply.result?.initialValue).not.toHaveProperty('code');
  });
});

describe('registration', () => {
  test('a visitor’s account is kept as a visitor’s, so staff expect passport and home licence', async () => {
    const who = person();
    const ticket = await verifiedTicket(who);
    const { status } = await post({ ...profile(who, ticket), residency: 'visitor' }, { address: who.address });
    expect(status).toBe(200);
    expect(await userByEmail(who.email)).toMatchObject({ residency: 'visitor' });
  });

  test('creates a pending individual account with its documents stored privately, the event, and the mails', async () => {
    const who = person();
    const ticket = await verifiedTicket(who);
    const { status, reply } = await post(profile(who, ticket), { address: who.address });
    expect(status).toBe(200);
    expect(reply).toEqual({ step: 'done' });

    const user = await userByEmail(who.email);
    expect(user).toMatchObject({
      fullName: 'Layla Al Mansoori',
      phone: who.e164,
      roles: ['customer'],
      accountType: 'individual',
      reviewStatus: 'pending',
      birthDate: '1990-05-14',
      licenceNumber: 'DL-778899',
      licenceExpiry: '2035-01-31',
      passportNumber: 'P7788990',
      passportExpiry: '2036-06-30',
      residency: 'resident',
      businessName: null,
      locale: 'en',
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user.passwordHash, 'Oasis@2026')).toBe(true);

    const documents = await db()
      .select({
        name: userDocuments.originalName,
        purpose: storedFiles.purpose,
        contentType: storedFiles.contentType,
        bytes: storedFiles.bytes,
        fileId: storedFiles.id,
      })
      .from(userDocuments)
      .innerJoin(storedFiles, eq(storedFiles.id, userDocuments.fileId))
      .where(eq(userDocuments.userId, user.id))
      .orderBy(userDocuments.id);
    expect(documents.map(({ name, purpose, contentType }) => ({ name, purpose, contentType }))).toEqual([
      { name: 'emirates-id.png', purpose: 'customer-document', contentType: 'image/png' },
      { name: 'licence.pdf', purpose: 'customer-document', contentType: 'application/pdf' },
    ]);
    expect(Buffer.compare(documents[0].bytes, pngBytes)).toBe(0);
    // Private: the public media route does not serve them.
    const media = (await mediaLoader(
      routeArgs(new Request(`http://localhost/media/${documents[0].fileId}`), { fileId: String(documents[0].fileId) }),
    )) as Response;
    expect(media.status).toBe(404);

    const events = await db().select().from(accountEvents).where(eq(accountEvents.userId, user.id));
    expect(events).toMatchObject([{ kind: 'registered', actorId: user.id, details: { documents: 2, locale: 'en' } }]);

    const [confirmation] = await mailsTo(who.email);
    expect(confirmation.subject).toBe('Your Oasis Rent A Car account is awaiting review');
    expect(confirmation.text).toContain('Dear Layla Al Mansoori,');
    expect(confirmation.text).toContain('Our customer service team will check the documents you uploaded (2)');
    expect(confirmation.html).toContain('<html lang="en" dir="ltr">');
    expect(confirmation.html).toContain(who.email);
    const staff = (await mailsTo('customercare@example.ae')).at(-1)!;
    expect(staff.subject).toBe('New account to review: Layla Al Mansoori');
    expect(staff.text).toContain(`/admin/accounts/${user.id}`);
  });

  test('the ticket is used once: a second registration with it goes back to step 1', async () => {
    const who = person();
    const ticket = await verifiedTicket(who);
    expect((await post(profile(who, ticket), { address: who.address })).reply.step).toBe('done');
    const again = await post({ ...profile(who, ticket), email: `again.${who.email}` }, { address: who.address });
    expect(again.status).toBe(400);
    expect(again.reply.step).toBe('details');
    expect(again.reply.result?.error?.['']).toEqual([
      'Your mobile number verification has expired. Please request a new code.',
    ]);
    expect(again.reply.result?.initialValue).toMatchObject({ email: `again.${who.email}`, name: 'Layla Al Mansoori' });
    expect(await userByEmail(`again.${who.email}`)).toBeUndefined();
  });

  test('two registrations racing with one ticket create one account', async () => {
    const who = person();
    const ticket = await verifiedTicket(who);
    const results = await Promise.all([
      registerCustomer({ ...customerOf(who), email: `first.${who.email}` }, ticket, []),
      registerCustomer({ ...customerOf(who), email: `second.${who.email}` }, ticket, []),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.reason === 'ticket_invalid')).toHaveLength(1);
  });

  test('a forged or missing ticket never creates an account', async () => {
    const who = person();
    for (const ticket of ['forged-ticket', '']) {
      const { reply } = await post(profile(who, ticket), { address: who.address });
      expect(reply.step).toBe('details');
    }
    expect(await userByEmail(who.email)).toBeUndefined();
  });

  test('an email already registered shows the message for the info dialog and keeps the input, but uses the ticket up', async () => {
    const who = person();
    const ticket = await verifiedTicket(who);
    const { status, reply } = await post(
      { ...profile(who, ticket), email: 'Customer@Example.ae' },
      { address: who.address },
    );
    expect(status).toBe(409);
    expect(reply).toMatchObject({
      step: 'profile',
      ticket: '',
      info: 'This email address is already registered. Please log in or reset your password.',
    });
    expect(reply.result?.initialValue).toMatchObject({
      email: 'Customer@Example.ae',
      licenceNumber: 'DL-778899',
      agreement: 'on',
    });
    expect(reply.result?.initialValue).not.toHaveProperty('password');
    expect(reply.result?.initialValue).not.toHaveProperty('confirm');
    expect(await isValidSignupTicket(ticket, who.e164)).toBe(false);
    expect(await db().select().from(users).where(eq(users.email, 'customer@example.ae'))).toHaveLength(1);
  });

  test('one verified phone cannot ask about a list of emails: after one refused email the ticket is used up', async () => {
    const who = person();
    const ticket = await verifiedTicket(who);
    const first = await post({ ...profile(who, ticket), email: 'admin@example.ae' }, { address: who.address });
    expect(first.status).toBe(409);
    for (const email of ['owner@example.ae', 'cms@example.ae', `nobody.${Date.now()}@example.ae`]) {
      const { status, reply } = await post({ ...profile(who, ticket), email }, { address: who.address });
      expect(status, email).toBe(400);
      expect(reply.step).toBe('details');
      expect(reply.info).toBeUndefined();
    }
    expect(await userByEmail(`nobody.${Date.now()}@example.ae`)).toBeUndefined();
  });

  test('when the email is taken between the check and the insert, the same message shows instead of an error', async () => {
    const who = person();
    const ticket = await verifiedTicket(who);
    race.skipEmailCheck = true;
    const { status, reply } = await post(
      { ...profile(who, ticket), email: 'pending@example.ae' },
      { address: who.address },
    );
    expect(status).toBe(409);
    expect(reply.info).toBe('This email address is already registered. Please log in or reset your password.');
    expect(await isValidSignupTicket(ticket, who.e164)).toBe(false);
  });

  test('a file that is not what its name says is named in the message; the rest is kept and nothing is stored', async () => {
    const who = person();
    const ticket = await verifiedTicket(who, false);
    const fake = new File(['just some text, not an image'], 'passport.png', { type: 'image/png' });
    const filesBefore = (await db().select({ id: storedFiles.id }).from(storedFiles)).length;
    const { status, reply } = await post(
      { ...profile(who, ticket), documents: [png(), fake] },
      { address: who.address, javascript: false },
    );
    expect(status).toBe(400);
    expect(reply).toMatchObject({ step: 'profile', ticket, chooseFilesAgain: true });
    expect(reply.result?.error).toEqual({
      documents: ['"passport.png" is not a PNG, JPEG or PDF file. Please choose another file.'],
    });
    expect(reply.result?.initialValue).toMatchObject({
      name: 'Layla Al Mansoori',
      birthDate: '1990-05-14',
      passportNumber: 'P7788990',
      passportExpiry: '2036-06-30',
    });
    expect(reply.result?.initialValue).not.toHaveProperty('password');
    expect(await userByEmail(who.email)).toBeUndefined();
    expect((await db().select({ id: storedFiles.id }).from(storedFiles)).length).toBe(filesBefore);
  });

  test('a common password is refused at its field; a long passphrase without the mix is accepted', async () => {
    const who = person();
    const ticket = await verifiedTicket(who);
    const common = await post(
      { ...profile(who, ticket), password: 'Password1!', confirm: 'Password1!' },
      { address: who.address },
    );
    expect(common.reply.result?.error).toEqual({
      password: [
        'This password is one of the most common, and is tried first by anyone guessing. Please choose another.',
      ],
    });
    expect(await userByEmail(who.email)).toBeUndefined();
    const passphrase = 'sand dunes at sunrise in liwa';
    const accepted = await post(
      { ...profile(who, ticket), password: passphrase, confirm: passphrase },
      { address: who.address },
    );
    expect(accepted.reply.step).toBe('done');
    expect(await verifyPassword((await userByEmail(who.email))!.passwordHash, passphrase)).toBe(true);
  });

  test('field messages and file messages come back together', async () => {
    const who = person();
    const ticket = await verifiedTicket(who);
    const big = new File([Buffer.concat([pngBytes, Buffer.alloc(2 * 1024 * 1024)])], 'huge-scan.png', {
      type: 'image/png',
    });
    const { reply } = await post(
      {
        ...profile(who, ticket),
        confirm: 'Different@2026',
        agreement: '',
        licenceExpiry: '2020-01-01',
        documents: [big],
      },
      { address: who.address },
    );
    expect(reply.result?.error).toMatchObject({
      confirm: ['The two passwords that you entered do not match!'],
      agreement: ['Should accept agreement'],
      licenceExpiry: ['Your driving licence has expired: the expiry date must be after today.'],
      documents: ['"huge-scan.png" is larger than 2 MB. Please choose a smaller file.'],
    });
    expect(reply.chooseFilesAgain).toBe(false);
  });

  test('without JavaScript a successful registration moves to the thank-you page', async () => {
    const who = person();
    const ticket = await verifiedTicket(who, false);
    const { response } = await post(profile(who, ticket), {
      address: who.address,
      javascript: false,
      path: '/ar/register',
    });
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/ar/register?done=1');
    const user = await userByEmail(who.email);
    expect(user.locale).toBe('ar');
    const [confirmation] = await mailsTo(who.email);
    expect(confirmation.subject).toBe('حسابك لدى الواحة لتأجير السيارات بانتظار المراجعة');
  });

  test('the account and its two mails are written together: a mail that cannot be written undoes the account', async () => {
    const who = person();
    const ticket = await verifiedTicket(who);
    mailOutage.on = true;
    await expect(post(profile(who, ticket), { address: who.address })).rejects.toThrow('could not be written');
    expect(await db().select().from(users).where(eq(users.email, who.email))).toHaveLength(0);
    mailOutage.on = false;
    const { reply } = await post(profile(who, ticket), { address: who.address });
    expect(reply.step).toBe('done');
    const account = await userByEmail(who.email);
    const staffCopy = await db()
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.text, `%/admin/accounts/${account.id}%`));
    expect(staffCopy).toHaveLength(1);
    expect(await mailsTo(who.email)).toHaveLength(1);
  });
});

describe('bad requests', () => {
  test('a body that is not a form is answered with the form and a message, not an error', async () => {
    const request = new Request('http://localhost/register', {
      method: 'POST',
      body: '--x\r\nbroken',
      headers: { 'Content-Type': 'multipart/form-data; boundary=nothing', 'Sec-Fetch-Mode': 'cors' },
    });
    const result = (await action(routeArgs(request))) as { data: SignUpReply; init: { status: number } };
    expect(result.init.status).toBe(400);
    expect(result.data.result?.error?.['']).toEqual(['Something went wrong! Please try again.']);
  });

  test('a body larger than any sign-up is refused before it is read', async () => {
    const request = new Request('http://localhost/register', {
      method: 'POST',
      body: 'x',
      headers: { 'Content-Length': String(100 * 1024 * 1024), 'Sec-Fetch-Mode': 'cors' },
    });
    const result = (await action(routeArgs(request))) as { data: SignUpReply; init: { status: number } };
    expect(result.init.status).toBe(413);
  });

  test('unknown intents and fields are read as the step the form was at', async () => {
    const who = person();
    const { status, reply } = await post(
      { intent: 'delete-everything', step: 'profile', ticket: 'x', is_approved: 'true', roles: 'owner' },
      { address: who.address },
    );
    expect(status).toBe(400);
    expect(reply.step).toBe('details');
  });

  test('a unique violation is recognised through the driver’s wrapping', async () => {
    const error = await db()
      .insert(users)
      .values({ fullName: 'Copy', email: 'customer@example.ae', phone: '+971501000009', passwordHash: 'x' })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(isUniqueViolation(error, 'users_email_key')).toBe(true);
    expect(isUniqueViolation(error, 'another_key')).toBe(false);
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
  });
});

function customerOf(who: ReturnType<typeof person>) {
  return {
    fullName: 'Layla Al Mansoori',
    email: who.email,
    phone: who.e164,
    password: 'Oasis@2026',
    birthDate: '1990-05-14',
    licenceNumber: 'DL-1',
    licenceExpiry: '2035-01-31',
    passportNumber: 'P1',
    passportExpiry: '2036-06-30',
    residency: 'resident' as const,
    locale: 'en' as const,
  };
}

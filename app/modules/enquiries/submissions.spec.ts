import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { mailOutage } from '../../../tests/factories/mail-outage';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { formSubmissions, outboxMessages, settings } from '~/db/schema';
import { action } from '~/routes/callback';
import { DEFAULT_ENQUIRIES_ADDRESS, enquiriesAddress } from '~/modules/site/staff-addresses.server';
import { submitForm } from './submit-form.server';
import { routeArgs } from '../../../tests/factories/route-args';
import { logger } from '~/modules/config/logger.server';

// Mail goes through the real outbox unless a test switches the sender off, as an SMTP outage would.
vi.mock('~/modules/notify/outbox.server', async (importOriginal) =>
  (await import('../../../tests/factories/mail-outage')).outboxWithOutage(importOriginal),
);

const database = withTestDatabase();
const db = () => database.handle().db;

beforeAll(async () => {
  await seedDatabase(db());
});

afterEach(() => {
  mailOutage.on = false;
  vi.restoreAllMocks();
});

function post(fields: Record<string, string>, headers: Record<string, string> = { 'Sec-Fetch-Mode': 'cors' }) {
  // The form posts to the callback page of the language it was shown in.
  const request = new Request(fields.locale === 'ar' ? 'http://localhost/ar/callback' : 'http://localhost/callback', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers,
  });
  return action(routeArgs(request));
}

async function answer(result: unknown) {
  const value = result as { data?: unknown; init?: { status?: number } | null };
  const body = ('data' in (value as object) ? value.data : value) as {
    ok: boolean;
    message?: string;
    result?: { status?: string; error?: Record<string, string[] | null> };
  };
  return { body, status: value.init?.status ?? 200 };
}

const submissionsFrom = (email: string) => db().select().from(formSubmissions).where(eq(formSubmissions.email, email));
const mailsTo = (recipient: string) =>
  db().select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(outboxMessages.id);
const request = (email: string) => ({
  name: 'Layla Al Mansoori',
  email,
  phone: '050 123 4567',
  message: 'Please call me about a monthly SUV rental.',
  locale: 'en',
});

describe('callback requests', () => {
  test('a request is stored as a callback and mailed to the staff and to the customer', async () => {
    const staffBefore = (await mailsTo('customercare@example.ae')).length;
    const { body, status } = await answer(await post(request('layla@example.ae')));
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, message: 'Thank you. We will contact you shortly.' });

    const [stored] = await submissionsFrom('layla@example.ae');
    expect(stored).toMatchObject({
      kind: 'callback',
      name: 'Layla Al Mansoori',
      phone: '+971501234567',
      message: 'Please call me about a monthly SUV rental.',
      locale: 'en',
    });

    const staff = await mailsTo('customercare@example.ae');
    expect(staff).toHaveLength(staffBefore + 1);
    expect(staff.at(-1)).toMatchObject({
      channel: 'email',
      subject: `New callback request from Layla Al Mansoori (#${stored.id})`,
      status: 'stored',
    });
    expect(staff.at(-1)!.text).toContain(`New callback request #${stored.id}`);
    expect(staff.at(-1)!.text).toContain('Please call me about a monthly SUV rental.');
    expect(staff.at(-1)!.text).toContain('+971501234567');

    const [copy] = await mailsTo('layla@example.ae');
    expect(copy).toMatchObject({ subject: 'We received your callback request' });
    expect(copy.text).toContain('We received your callback request and will contact you shortly.');
  });

  test('an Arabic visitor gets the thanks and the copy in Arabic', async () => {
    const { body } = await answer(await post({ ...request('omar@example.ae'), name: 'عمر', locale: 'ar' }));
    expect(body).toMatchObject({ ok: true, message: 'شكراً لك. سنتواصل معك قريباً.' });
    const [copy] = await mailsTo('omar@example.ae');
    expect(copy.subject).toBe('تلقينا طلب معاودة الاتصال');
    expect(copy.text).toContain('مرحباً عمر،');
    expect((await submissionsFrom('omar@example.ae'))[0].locale).toBe('ar');
  });

  test('with a phone number only, the staff are told and no copy is sent', async () => {
    const before = (await db().select().from(outboxMessages)).length;
    const { body } = await answer(
      await post({ name: 'Priya', phone: '+971 52 765 4321', message: 'Call me after 5 pm.' }),
    );
    expect(body.ok).toBe(true);
    const [stored] = await db().select().from(formSubmissions).where(eq(formSubmissions.phone, '+971527654321'));
    expect(stored).toMatchObject({ email: null, name: 'Priya' });
    expect((await db().select().from(outboxMessages)).length).toBe(before + 1);
  });

  test.each([
    [{ name: '', email: 'a@example.ae', message: 'Hi' }, { name: ['Please enter your Name!'] }],
    [
      { name: 'Sara', message: 'Hi' },
      { email: ['Please share your email address or phone number so we may be able to reach you.'] },
    ],
    [{ name: 'Sara', email: 'sara@', message: 'Hi' }, { email: ['The input is not valid E-mail!'] }],
    [{ name: 'Sara', phone: '12345', message: 'Hi' }, { phone: ['Please enter a valid mobile number.'] }],
    [{ name: 'Sara', phone: '04 123 4567', message: 'Hi' }, { phone: ['Please enter a valid mobile number.'] }],
    [{ name: 'Sara', email: 'sara@example.ae', message: '' }, { message: ['Please enter your message!'] }],
  ])('given %o, should answer 400 with %o and store nothing', async (fields, errors) => {
    const before = (await db().select().from(formSubmissions)).length;
    const { body, status } = await answer(await post(fields));
    expect(status).toBe(400);
    expect(body.ok).toBe(false);
    expect(body.result?.error).toEqual(errors);
    expect((await db().select().from(formSubmissions)).length).toBe(before);
  });

  test('a filled honeypot is thanked, and nothing is stored or sent', async () => {
    const { body } = await answer(await post({ ...request('bot@example.ae'), website: 'https://spam.example' }));
    expect(body).toMatchObject({ ok: true, message: 'Thank you. We will contact you shortly.' });
    expect(await submissionsFrom('bot@example.ae')).toHaveLength(0);
    expect(await mailsTo('bot@example.ae')).toHaveLength(0);
  });

  test("without JavaScript a success returns home in the visitor's language, and errors come back with the input", async () => {
    const ok = (await post(
      { ...request('nojs@example.ae'), locale: 'ar' },
      { 'Sec-Fetch-Mode': 'navigate' },
    )) as Response;
    expect(ok.status).toBe(302);
    expect(ok.headers.get('Location')).toBe('/ar');
    expect(ok.headers.get('Set-Cookie')).toMatch(/^flash=/);
    expect(await submissionsFrom('nojs@example.ae')).toHaveLength(1);

    // A form with errors is answered with the submission (status 400) so the page re-renders it with the input kept.
    const { body, status } = await answer(
      await post({ name: 'Omar', message: 'Hi' }, { 'Sec-Fetch-Mode': 'navigate' }),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ ok: false, result: { initialValue: { name: 'Omar', message: 'Hi' } } });
  });

  test('over the per-address limit the visitor is told and the input kept', async () => {
    const from = { 'Sec-Fetch-Mode': 'cors', 'x-client-address': '198.51.100.7' };
    for (let i = 0; i < 10; i++)
      expect((await answer(await post(request(`flood${i}@example.ae`), from))).status).toBe(200);
    const { body, status } = await answer(await post(request('flood@example.ae'), from));
    expect(status).toBe(429);
    expect(body.result?.error?.['']).toEqual([
      'You have sent several forms in a short time. Please try again in a few minutes.',
    ]);
    expect(await submissionsFrom('flood@example.ae')).toHaveLength(0);
  });

  test('the submission and both its mails are written together, in one transaction', async () => {
    const { status } = await answer(await post(request('together@example.ae')));
    expect(status).toBe(200);
    const [stored] = await submissionsFrom('together@example.ae');
    const mails = await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, 'together@example.ae'));
    expect(mails).toHaveLength(1);
    expect(mails[0].messageId).toMatch(/^<outbox-[\w-]+@[\w.-]+>$/);
    const staffCopies = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'customercare@example.ae'));
    expect(staffCopies.some((mail) => mail.text.includes(`#${stored.id}`))).toBe(true);
  });

  test('when a mail cannot be written, the submission is not stored either and the error reaches the visitor', async () => {
    mailOutage.on = true;
    vi.spyOn(logger(), 'error').mockImplementation(() => {});
    const { status } = await answer(await post(request('outage@example.ae')));
    expect(status).toBe(500);
    expect(await submissionsFrom('outage@example.ae')).toHaveLength(0);
    expect(await mailsTo('outage@example.ae')).toHaveLength(0);
  });

  test('an injected sender gets the transaction, and its failure undoes the submission', async () => {
    const sent: string[] = [];
    const submit = submitForm(
      { kind: 'callback', name: 'Hamad', email: 'hamad@example.ae', phone: null, message: 'Lease quote please.' },
      {
        locale: 'en',
        send: async (mail, tx) => {
          sent.push(mail.to);
          await tx.select().from(formSubmissions).where(eq(formSubmissions.name, 'Hamad'));
          if (mail.to === 'hamad@example.ae') throw new Error('the outbox table is unwritable');
        },
      },
    );
    await expect(submit).rejects.toThrow('unwritable');
    expect(sent).toEqual(['customercare@example.ae', 'hamad@example.ae']);
    expect(await db().select().from(formSubmissions).where(eq(formSubmissions.name, 'Hamad'))).toHaveLength(0);
  });
});

describe('the staff address for enquiries', () => {
  const setAddresses = (value: unknown) =>
    db().update(settings).set({ value }).where(eq(settings.key, 'staffNotificationEmails'));

  test.each([
    ['the seeded list', ['reservations@example.ae', 'customercare@example.ae'], 'customercare@example.ae'],
    ['a list of reservations only', ['reservations@example.ae'], 'reservations@example.ae'],
    [
      'an object by purpose',
      { reservations: 'reservations@example.ae', enquiries: 'hello@example.ae' },
      'hello@example.ae',
    ],
    ['one address', 'desk@example.ae', 'desk@example.ae'],
    ['an empty list', [], DEFAULT_ENQUIRIES_ADDRESS],
  ])('given %s, should be %s', async (_, value, expected) => {
    await setAddresses(value);
    expect(await enquiriesAddress()).toBe(expected);
  });

  test('a missing setting falls back to customer care', async () => {
    await db().delete(settings).where(eq(settings.key, 'staffNotificationEmails'));
    expect(await enquiriesAddress()).toBe(DEFAULT_ENQUIRIES_ADDRESS);
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { createAccount, routeArgs, settle } from '../../../tests/factories/accounts';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { formSubmissions, outboxMessages } from '~/db/schema';
import { action, loader } from '~/routes/lease-enquiry';
import { formSubmissionLimit } from './submit-form.server';

const database = withTestDatabase();
const db = () => database.handle().db;

beforeAll(async () => {
  await seedDatabase(db());
});

let address = 0;
function post(
  fields: Record<string, string>,
  options: { path?: string; mode?: string; client?: string; cookie?: string } = {},
) {
  const headers: Record<string, string> = {
    'Sec-Fetch-Mode': options.mode ?? 'cors',
    'x-client-address': options.client ?? `10.1.0.${++address}`,
  };
  if (options.cookie) headers.Cookie = options.cookie;
  const request = new Request(`http://localhost${options.path ?? '/lease-enquiry'}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers,
  });
  return settle(() => action(routeArgs(request)));
}

const quote = (email: string) => ({
  make: 'Nissan',
  model: 'Patrol',
  comments: 'Three vehicles for our site engineers.',
  contractLength: '36 months',
  mileage: 'Over 50,000 km',
  maintenance: 'Yes',
  leaseType: 'Business',
  businessName: 'Desert Build LLC',
  title: 'Mrs',
  firstName: 'Mariam',
  surname: 'Al Hashimi',
  postcode: 'PO Box 4455',
  email,
  country: 'AE',
  phone: '050 123 4567',
  find: 'Referral',
});
const stored = (email: string) => db().select().from(formSubmissions).where(eq(formSubmissions.email, email));
const mailsTo = (recipient: string) =>
  db().select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));

describe('the lease quote action', () => {
  test('a quote request is stored with readable details, and the staff mail and the customer copy are queued', async () => {
    const { status, body } = await post(quote('mariam@example.ae'));
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, message: 'Thank you. We will contact you shortly.' });
    const [row] = await stored('mariam@example.ae');
    expect(row).toMatchObject({
      kind: 'lease',
      name: 'Mrs Mariam Al Hashimi',
      phone: '+971501234567',
      message: 'Three vehicles for our site engineers.',
      locale: 'en',
      userId: null,
    });
    expect(row.details).toMatchObject({
      Make: 'Nissan',
      'Contract length': '36 months',
      'Lease for': 'Business',
      'Business name': 'Desert Build LLC',
      'How they found us': 'Referral',
    });
    const [copy] = await mailsTo('mariam@example.ae');
    expect(copy.subject).toBe('We received your lease quote request');
    const staff = (await mailsTo('customercare@example.ae')).find((mail) => mail.subject?.includes(`#${row.id}`));
    expect(staff?.text).toContain('Annual mileage: Over 50,000 km');
  });

  test('a signed-in customer’s request is theirs, and the page starts with their details', async () => {
    const customer = await createAccount({ fullName: 'Khalid Bin Zayed', reviewStatus: 'approved' });
    const page = await settle(() =>
      loader(routeArgs(new Request('http://localhost/lease-enquiry', { headers: { Cookie: customer.cookie } }))),
    );
    expect((page.body as { prefill: unknown }).prefill).toEqual({
      firstName: 'Khalid',
      lastName: 'Bin Zayed',
      email: customer.email,
      phone: expect.stringMatching(/^\+9715/),
    });
    await post({ ...quote('khalid@example.ae'), leaseType: 'Personal', businessName: '' }, { cookie: customer.cookie });
    expect((await stored('khalid@example.ae'))[0]).toMatchObject({
      userId: customer.id,
      details: expect.objectContaining({ 'Lease for': 'Personal', 'Business name': null }),
    });
  });

  test('errors come back at their fields with the input kept, in the page’s language, and nothing is stored', async () => {
    const { status, body } = await post(
      { ...quote('bad@example.ae'), surname: '', find: '', phone: '12345' },
      { path: '/ar/lease-enquiry', mode: 'navigate' },
    );
    expect(status).toBe(400);
    const result = (body as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } })
      .result;
    expect(result.error).toEqual({
      surname: ['يرجى إدخال اسم العائلة!'],
      find: ['يرجى إخبارنا كيف عرفت عنا.'],
      phone: ['يرجى إدخال رقم جوال صحيح.'],
    });
    expect(result.initialValue).toMatchObject({
      make: 'Nissan',
      comments: 'Three vehicles for our site engineers.',
      phone: '12345',
    });
    expect(await stored('bad@example.ae')).toHaveLength(0);
  });

  test('without JavaScript a success returns to the page with the Success modal open', async () => {
    const { status, location } = await post(quote('nojs@example.ae'), { path: '/ar/lease-enquiry', mode: 'navigate' });
    expect(status).toBe(302);
    expect(location).toBe('/ar/lease-enquiry?sent=1');
    expect((await stored('nojs@example.ae'))[0].locale).toBe('ar');
  });

  test('a filled honeypot is thanked, and nothing is stored or sent', async () => {
    const { body } = await post({ ...quote('bot@example.ae'), website: 'https://spam.example' });
    expect(body).toMatchObject({ ok: true });
    expect(await stored('bot@example.ae')).toHaveLength(0);
    expect(await mailsTo('bot@example.ae')).toHaveLength(0);
  });

  test('one address is stopped after the limit, with a message and nothing stored', async () => {
    for (let n = 0; n < formSubmissionLimit().limit; n++)
      expect((await post(quote(`burst${n}@example.ae`), { client: '10.9.9.9' })).status).toBe(200);
    const { status, body } = await post(quote('burst-over@example.ae'), { client: '10.9.9.9' });
    expect(status).toBe(429);
    expect((body as { result: { error: Record<string, string[]> } }).result.error['']).toEqual([
      'You have sent several forms in a short time. Please try again in a few minutes.',
    ]);
    expect(await stored('burst-over@example.ae')).toHaveLength(0);
  });
});

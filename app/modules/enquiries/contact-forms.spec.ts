import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { formSubmissions, outboxMessages } from '~/db/schema';
import { action as chauffeurAction } from '~/routes/chauffeur-services';
import { action as contactAction } from '~/routes/contact-us';
import { action as enquiryAction } from '~/routes/enquiry';
import { action as promotionAction } from '~/routes/promotion';
import { action as tourAction } from '~/routes/tour';
import { CLIENT_ADDRESS_HEADER } from '~/utils/http.server';
import { formSubmissionLimit } from './submit-form.server';
import { routeArgs } from '../../../tests/factories/route-args';

const database = withTestDatabase();
const db = () => database.handle().db;

beforeAll(async () => {
  await seedDatabase(db());
});

type Action = (args: never) => unknown;
let address = 0;
/** Each test posts from its own client address, so the shared rate limit never leaks between tests. */
const nextAddress = () => `203.0.113.${++address}`;

async function post(
  act: Action,
  path: string,
  fields: Record<string, string>,
  options: { navigate?: boolean; from?: string } = {},
) {
  const headers: Record<string, string> = {
    'Sec-Fetch-Mode': options.navigate ? 'navigate' : 'cors',
    [CLIENT_ADDRESS_HEADER]: options.from ?? nextAddress(),
  };
  const request = new Request(`http://localhost${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers,
  });
  const result = (await act(routeArgs(request))) as
    { data?: unknown; init?: { status?: number; headers?: HeadersInit } | null } | Response;
  if (result instanceof Response)
    return { response: result, status: result.status, body: undefined, headers: result.headers };
  const body = result.data as {
    ok: boolean;
    message?: string;
    problem?: string;
    result?: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
  };
  return { response: undefined, status: result.init?.status ?? 200, body, headers: new Headers(result.init?.headers) };
}

const submissionsFrom = (email: string) => db().select().from(formSubmissions).where(eq(formSubmissions.email, email));
const mailsTo = (recipient: string) =>
  db().select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(outboxMessages.id);
const latestStaffMail = async () => (await mailsTo('customercare@example.ae')).at(-1)!;

const forms = [
  { form: 'contact', act: contactAction, path: '/contact-us', kind: 'contact', title: 'message', extra: {} },
  { form: 'enquiry', act: enquiryAction, path: '/enquiry', kind: 'enquiry', title: 'enquiry', extra: {} },
  {
    form: 'chauffeur',
    act: chauffeurAction,
    path: '/chauffeur-services',
    kind: 'chauffeur',
    title: 'chauffeur service enquiry',
    extra: {},
  },
  {
    form: 'economy promotion',
    act: promotionAction,
    path: '/economy-promotion',
    kind: 'promotion',
    title: 'promotion enquiry',
    extra: {},
  },
  {
    form: 'academic promotion',
    act: promotionAction,
    path: '/academic-promotion',
    kind: 'promotion',
    title: 'promotion enquiry',
    extra: {},
  },
  {
    form: 'tour',
    act: tourAction,
    path: '/tour',
    kind: 'tour',
    title: 'tour enquiry',
    extra: { destination: 'desert', date: '2099-01-15', people: '6' },
  },
] as const;

const complete = (email: string) => ({
  name: 'Layla Al Mansoori',
  email,
  country: 'AE',
  phone: '050 123 4567',
  message: 'Is the Nissan Sunny free next week?',
});

describe.each(forms)('the $form form', ({ act, path, kind, title, extra }) => {
  const slug = path.slice(1);

  test('stores the submission, then queues the staff mail and the customer copy', async () => {
    const email = `layla.${slug}@example.ae`;
    const { status, body } = await post(act, path, { ...complete(email), ...extra });
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, message: 'Thank you. We will contact you shortly.' });

    const [stored] = await submissionsFrom(email);
    expect(stored).toMatchObject({
      kind,
      name: 'Layla Al Mansoori',
      phone: '+971501234567',
      message: 'Is the Nissan Sunny free next week?',
      locale: 'en',
    });
    const staff = await latestStaffMail();
    expect(staff.subject).toBe(`New ${title} from Layla Al Mansoori (#${stored.id})`);
    expect(staff.text).toContain('+971501234567');
    const [copy] = await mailsTo(email);
    expect(copy.subject).toBe(`We received your ${title}`);
  });

  test('in Arabic, thanks and copies in Arabic', async () => {
    const email = `omar.${slug}@example.ae`;
    const { body } = await post(act, `/ar${path}`, { ...complete(email), name: 'عمر', ...extra });
    expect(body).toEqual({ ok: true, message: 'شكراً لك. سنتواصل معك قريباً.' });
    expect((await submissionsFrom(email))[0].locale).toBe('ar');
    expect((await mailsTo(email))[0].text).toContain('مرحباً عمر،');
  });

  test('a filled honeypot is thanked, and nothing is stored or sent', async () => {
    const email = `bot.${slug}@example.ae`;
    const { body } = await post(act, path, { ...complete(email), ...extra, website: 'https://spam.example' });
    expect(body).toMatchObject({ ok: true });
    expect(await submissionsFrom(email)).toHaveLength(0);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  test('an empty form answers 400 with the messages, and nothing is stored', async () => {
    const before = (await db().select().from(formSubmissions)).length;
    const { status, body } = await post(act, path, {});
    expect(status).toBe(400);
    expect(body?.ok).toBe(false);
    expect(Object.keys(body?.result?.error ?? {})).toEqual(expect.arrayContaining(['name', 'message']));
    expect((await db().select().from(formSubmissions)).length).toBe(before);
  });

  test('over the per-address limit the visitor is told, the input kept, and nothing more stored', async () => {
    const from = nextAddress();
    for (let i = 0; i < formSubmissionLimit().limit; i++)
      expect((await post(act, path, { ...complete(`limit${i}.${slug}@example.ae`), ...extra }, { from })).status).toBe(
        200,
      );
    const email = `limit.over.${slug}@example.ae`;
    const { status, body, headers } = await post(act, path, { ...complete(email), ...extra }, { from });
    expect(status).toBe(429);
    // When to come back, in seconds: within the limit's window.
    expect(Number(headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(headers.get('Retry-After'))).toBeLessThanOrEqual(formSubmissionLimit().windowSeconds);
    expect(body?.result?.error?.['']).toEqual([
      'You have sent several forms in a short time. Please try again in a few minutes.',
    ]);
    expect(body?.result?.initialValue).toMatchObject({ name: 'Layla Al Mansoori', email });
    expect(await submissionsFrom(email)).toHaveLength(0);
  });

  test("without JavaScript a success returns to the page with the Success modal, in the visitor's language", async () => {
    const email = `nojs.${slug}@example.ae`;
    const { response } = await post(act, `/ar${path}`, { ...complete(email), ...extra }, { navigate: true });
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe(`/ar${path}?sent=1`);
    expect(await submissionsFrom(email)).toHaveLength(1);
  });
});

describe('form-specific rules', () => {
  test('the enquiry page needs email and mobile', async () => {
    const { status, body } = await post(enquiryAction, '/enquiry', { name: 'Sara', message: 'Hi' });
    expect(status).toBe(400);
    expect(body?.result?.error).toEqual({
      email: ['Please input your Email Address!'],
      phone: ['Please enter your Mobile number!'],
    });
  });

  test("a promotion needs an email or a phone, with the spec's message", async () => {
    const { body } = await post(promotionAction, '/featured-promotion', { name: 'Sara', message: 'Hi' });
    expect(body?.result?.error).toEqual({
      email: ['Please share your email address or phone number so we may be able to reach you.'],
    });
  });

  test('a promotion with a phone only is stored, tagged with its promotion, and no copy is sent', async () => {
    const before = (await db().select().from(outboxMessages)).length;
    const { body } = await post(promotionAction, '/academic-promotion', {
      name: 'Noura Phone',
      country: 'AE',
      phone: '052 765 4321',
      message: 'MG ZS for the academic year',
    });
    expect(body?.ok).toBe(true);
    const [stored] = await db().select().from(formSubmissions).where(eq(formSubmissions.name, 'Noura Phone'));
    expect(stored).toMatchObject({
      kind: 'promotion',
      email: null,
      phone: '+971527654321',
      details: { Promotion: 'academic-promotion' },
    });
    expect((await db().select().from(outboxMessages)).length).toBe(before + 1);
  });

  test('the tour enquiry keeps its destination, date and group size for the staff', async () => {
    await post(tourAction, '/tour', {
      ...complete('tour.details@example.ae'),
      destination: 'al-ain',
      date: '2099-03-01',
      people: '3',
    });
    const [stored] = await submissionsFrom('tour.details@example.ae');
    expect(stored.details).toEqual({ Destination: 'Al Ain', 'Preferred date': '2099-03-01', People: 3 });
    expect((await latestStaffMail()).text).toContain('Destination: Al Ain');
  });

  test('a page that is not a promotion is not found', async () => {
    await expect(post(promotionAction, '/other-promotion', complete('x@example.ae'))).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});

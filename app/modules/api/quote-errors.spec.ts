import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedWithIds } from '../../../tests/factories/seeded-ids';
import { rateCards } from '~/db/schema';
import { action, loader } from '~/routes/api/quotes';
import { call, dubaiIso, postJson } from './api-test-requests';

const database = withTestDatabase();
let ids: Awaited<ReturnType<typeof seedWithIds>>;

beforeAll(async () => {
  const db = database.handle().db;
  ids = await seedWithIds(db);
});

const ittihad = () => ids.branch.get('Dubai_Ittihad Road')!;
/** A request that passes every rule; each case breaks one. */
const valid = () => ({
  vehicleId: ids.model.get('RAC-0001')!,
  pickupBranchId: ittihad(),
  dropoffBranchId: ittihad(),
  collectionCity: null,
  pickupAt: dubaiIso(60, '10:00'),
  dropoffAt: dubaiIso(62, '10:00'),
  extras: { fullInsurance: false, personalInsurance: false, gps: false, additionalDriver: false, babySeat: false },
  paymentMethod: 'card',
});
const quote = (body: unknown) => postJson(action, '/api/v1/quotes', body);
const raw = (text: BodyInit | null, contentType: string | null = 'application/json') =>
  postJson(action, '/api/v1/quotes', text, { raw: true, contentType });

const dateTimeMessage = 'Must be an ISO 8601 date and time with an offset, e.g. 2027-03-01T10:00:00+04:00.';
const idMessage = 'Must be a whole number from 1 to 2147483647.';
const pickupRule =
  'Please select a pickup time that is at least 24 hours after the time of booking and falls within our working hours of 8 am to 8 pm.';

describe('POST /api/v1/quotes: the request body', () => {
  test('the valid request used below is priced', async () => {
    expect((await quote(valid())).status).toBe(200);
  });

  test.each([
    ['malformed JSON', () => raw('{"vehicleId": '), { body: 'The request body is not valid JSON.' }],
    ['no body at all', () => raw(null), { body: 'The request body is empty; send a JSON object.' }],
    [
      'a form post',
      () => raw(new URLSearchParams({ vehicleId: '1' }), null),
      { body: 'Send the body as JSON with Content-Type: application/json.' },
    ],
    [
      'JSON sent as text/plain',
      () => raw(JSON.stringify(valid()), 'text/plain'),
      { body: 'Send the body as JSON with Content-Type: application/json.' },
    ],
    ['an array', () => quote([valid()]), { body: 'The request body must be a JSON object.' }],
    ['a string', () => quote('quote me'), { body: 'The request body must be a JSON object.' }],
    ['null', () => quote(null), { body: 'The request body must be a JSON object.' }],
    [
      'more than 16 KB',
      () => quote({ ...valid(), padding: 'x'.repeat(17_000) }),
      { body: 'The request body is larger than 16384 bytes.' },
    ],
  ])('given %s, should answer 400 with the body message', async (_name, send, errors) => {
    const { status, headers, body } = await send();
    expect(status).toBe(400);
    expect(headers.get('Cache-Control')).toBe('no-store');
    expect(body).toEqual({ errors });
  });

  test('given an empty object, should name every required field', async () => {
    const { status, body } = await quote({});
    expect(status).toBe(400);
    expect(body).toEqual({
      errors: {
        vehicleId: 'Required.',
        pickupBranchId: 'Required.',
        dropoffBranchId: 'Required.',
        pickupAt: 'Required.',
        dropoffAt: 'Required.',
        paymentMethod: 'Required.',
      },
    });
  });

  test.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a string id', { vehicleId: '1' }, { vehicleId: idMessage }],
    ['a fractional id', { pickupBranchId: 1.5 }, { pickupBranchId: idMessage }],
    ['a negative id', { dropoffBranchId: -3 }, { dropoffBranchId: idMessage }],
    ['an id past the database integer', { vehicleId: 2_147_483_648 }, { vehicleId: idMessage }],
    ['an id past the safe integers', { vehicleId: 2 ** 60 }, { vehicleId: idMessage }],
    ['a time without an offset', { pickupAt: '2027-03-01T10:00:00' }, { pickupAt: dateTimeMessage }],
    ['a date only', { dropoffAt: '2027-03-01' }, { dropoffAt: dateTimeMessage }],
    ['a day that does not exist', { pickupAt: '2027-02-29T10:00:00+04:00' }, { pickupAt: dateTimeMessage }],
    ['a number as a time', { pickupAt: 1_800_000_000_000 }, { pickupAt: dateTimeMessage }],
    ['an unknown payment method', { paymentMethod: 'cash' }, { paymentMethod: 'Must be "card" or "pay_on_pickup".' }],
    ['a non-boolean extra', { extras: { gps: 'yes' } }, { 'extras.gps': 'Must be true or false.' }],
    ['extras as a list', { extras: ['gps'] }, { extras: 'Must be an object of true/false flags.' }],
    ['a misspelt extra', { extras: { fullInsurence: true } }, { 'extras.fullInsurence': 'Unknown field.' }],
    ['an unknown field', { coupon: 'FREE' }, { coupon: 'Unknown field.' }],
    [
      'a number as the collection city',
      { collectionCity: 42 },
      { collectionCity: 'Must be null or a collection city.' },
    ],
  ])('given %s, should answer 400 on that field', async (_name, change, errors) => {
    const { status, body } = await quote({ ...valid(), ...change });
    expect(status).toBe(400);
    expect(body).toEqual({ errors });
  });

  test('a value too large for JSON numbers (1e400 reads as Infinity) is a bad id, not a crash', async () => {
    const text = JSON.stringify(valid()).replace(/"vehicleId":\d+/, '"vehicleId":1e400');
    expect((await raw(text)).body).toEqual({ errors: { vehicleId: idMessage } });
  });
});

describe('POST /api/v1/quotes: the rules', () => {
  test.each<[string, () => Record<string, unknown>, Record<string, string>]>([
    ['an unknown vehicle', () => ({ vehicleId: 999_999 }), { vehicleId: 'Unknown vehicle.' }],
    ['a retired vehicle', () => ({ vehicleId: ids.model.get('RAC-0037') }), { vehicleId: 'Unknown vehicle.' }],
    [
      'a vehicle without a rate',
      () => ({ vehicleId: ids.model.get('RAC-0030') }),
      { vehicleId: 'This vehicle is offered on enquiry only.' },
    ],
    [
      'unknown branches',
      () => ({ pickupBranchId: 999_998, dropoffBranchId: 999_999 }),
      { pickupBranchId: 'Unknown branch.', dropoffBranchId: 'Unknown branch.' },
    ],
    [
      'an unknown collection city',
      () => ({ collectionCity: 'Mars' }),
      {
        collectionCity:
          'Must be null or one of the collection cities: Al Ain, Abu Dhabi, Dubai, Sharjah, Ras Al Khaimah, Airport.',
      },
    ],
    [
      'a pick-up two hours ahead',
      () => ({ pickupAt: new Date(Date.now() + 2 * 3_600_000).toISOString() }),
      { pickupAt: pickupRule },
    ],
    ['a pick-up before opening', () => ({ pickupAt: dubaiIso(60, '07:00') }), { pickupAt: pickupRule }],
    ['a pick-up in the past', () => ({ pickupAt: '2020-01-01T10:00:00+04:00' }), { pickupAt: pickupRule }],
    [
      'a drop-off after closing',
      () => ({ dropoffAt: dubaiIso(62, '21:00') }),
      { dropoffAt: 'Please select a drop-off time that falls within our working hours of 8 am to 8 pm.' },
    ],
    [
      'a drop-off before the pick-up',
      () => ({ dropoffAt: dubaiIso(59, '10:00') }),
      { dropoffAt: 'Please ensure that your drop-off schedule falls after the pick-up schedule.' },
    ],
    [
      'a pick-up in another zone that is 07:00 in Dubai',
      () => ({ pickupAt: `${dubaiIso(60, '03:00').slice(0, 19)}Z` }),
      { pickupAt: pickupRule },
    ],
  ])('given %s, should answer 400 with the message', async (_name, change, errors) => {
    const { status, body } = await quote({ ...valid(), ...change() });
    expect(status).toBe(400);
    expect(body).toEqual({ errors });
  });

  test('every broken rule is reported at once', async () => {
    const { body } = await quote({
      ...valid(),
      vehicleId: 999_999,
      collectionCity: 'Mars',
      pickupAt: dubaiIso(60, '22:00'),
    });
    expect(Object.keys(body.errors as object).sort()).toEqual(['collectionCity', 'pickupAt', 'vehicleId']);
  });

  test('a card without a rate for this length of rental is enquiry only for it, and priced for others', async () => {
    const picanto = ids.model.get('RAC-0001')!;
    const [card] = await database.handle().db.select().from(rateCards).where(eq(rateCards.vehicleModelId, picanto));
    const { id: _id, createdAt: _createdAt, ...amounts } = card;
    await database
      .handle()
      .db.insert(rateCards)
      .values({ ...amounts, dailyFils: 0, createdAt: new Date(Date.now() + 1000) });
    expect((await quote(valid())).body).toEqual({ errors: { vehicleId: 'This vehicle is offered on enquiry only.' } });
    const weekly = await quote({ ...valid(), dropoffAt: dubaiIso(70, '10:00') });
    expect(weekly.status).toBe(200);
    expect(weekly.body).toMatchObject({ days: 10, tier: 'weekly' });
  });
});

describe('POST /api/v1/quotes: garbage never breaks it', () => {
  const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
  test.each<[string, BodyInit | null, string | null]>([
    ['binary bytes', new Uint8Array([0, 255, 254, 1, 2, 3]), 'application/json'],
    ['control characters', '\u0000\u0001\u0002', 'application/json'],
    ['deeply nested arrays', deep, 'application/json'],
    [
      'a prototype-polluting object',
      '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}',
      'application/json',
    ],
    ['a bare number', '123456789012345678901234567890', 'application/json'],
    ['a huge time string', JSON.stringify({ pickupAt: '9'.repeat(10_000) }), 'application/json'],
    ['a charset parameter and BOM', `\ufeff${JSON.stringify({ vehicleId: 1 })}`, 'application/json; charset=utf-8'],
    ['no content type', '{}', null],
    [
      'multipart',
      (() => {
        const form = new FormData();
        form.set('vehicleId', '1');
        return form;
      })(),
      null,
    ],
    ['one megabyte', 'x'.repeat(1_000_000), 'application/json'],
  ])('given %s, should answer a JSON 400', async (_name, body, contentType) => {
    const answer = await raw(body, contentType);
    expect(answer.status).toBe(400);
    expect(Object.values(answer.body.errors as object).every((message) => typeof message === 'string')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test.each([
    ['the year 9999', { pickupAt: '9999-12-30T10:00:00+04:00', dropoffAt: '9999-12-31T10:00:00+04:00' }],
    ['a thousand-year rental', { dropoffAt: '3027-03-01T10:00:00+04:00' }],
    ['the year 0001', { pickupAt: '0001-01-01T10:00:00+04:00' }],
    ['extreme offsets', { pickupAt: dubaiIso(60, '10:00').replace('+04:00', '+23:59') }],
    ['a __proto__ key in a valid request', JSON.parse(`{"__proto__": {"gps": true}}`) as Record<string, unknown>],
  ])('given %s, should answer JSON below 500', async (_name, change) => {
    const answer = await quote({ ...valid(), ...change });
    expect(answer.status).toBeLessThan(500);
  });

  test('a __proto__ key is reported as unknown, not swallowed', async () => {
    const text = JSON.stringify(valid()).replace(/^\{/, '{"__proto__": {"gps": true},');
    // Parsed, because an object literal's `__proto__:` would set the prototype instead of a key.
    expect((await raw(text)).body).toEqual(JSON.parse('{ "errors": { "__proto__": "Unknown field." } }'));
  });

  test('given GET, should answer 405 JSON allowing POST', async () => {
    const { status, headers, body } = await call(loader, '/api/v1/quotes');
    expect(status).toBe(405);
    expect(headers.get('Allow')).toBe('POST');
    expect(body).toEqual({ error: 'Method not allowed' });
  });

  test.each(['PUT', 'PATCH', 'DELETE'])('given %s, should answer 405 JSON', async (method) => {
    const { status, body } = await call(action, '/api/v1/quotes', {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(status).toBe(405);
    expect(body).toEqual({ error: 'Method not allowed' });
  });
});

import { beforeAll, describe, expect, test } from 'vitest';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedWithIds } from '../../../tests/factories/seeded-ids';
import { promoCodes } from '~/db/schema';
import { action } from '~/routes/api/quotes';
import { dubaiToday } from '~/utils/dubai-time';
import { dubaiIso, postJson } from './api-test-requests';
import { quoteResponseSchema } from './schemas';

const database = withTestDatabase();
let ids: Awaited<ReturnType<typeof seedWithIds>>;

beforeAll(async () => {
  const db = database.handle().db;
  ids = await seedWithIds(db);
  const today = dubaiToday(new Date());
  await db.insert(promoCodes).values([
    { code: 'TENOFF', percentOff: 10, validFrom: today, validUntil: '2099-12-31' },
    { code: 'LATER', percentOff: 10, validFrom: '2099-01-01', validUntil: '2099-12-31' },
    { code: 'ONLYSUNNY', amountOffFils: 5_000, validFrom: today, validUntil: '2099-12-31', vehicleModelIds: [-1] },
  ]);
});

const ittihad = () => ids.branch.get('Dubai_Ittihad Road')!;
const sunny = () => ids.model.get('RAC-0003')!;
const quote = (extra: Record<string, unknown>) =>
  postJson(action, '/api/v1/quotes', {
    vehicleId: sunny(),
    pickupBranchId: ittihad(),
    dropoffBranchId: ittihad(),
    pickupAt: dubaiIso(60, '10:00'),
    dropoffAt: dubaiIso(62, '10:00'),
    paymentMethod: 'card',
    ...extra,
  });

describe('POST /api/v1/quotes with delivery and a promo code', () => {
  test('adds the delivery line for a delivery city, in any letter case', async () => {
    const { status, body } = await quote({ deliveryCity: 'abu dhabi' });
    expect(status).toBe(200);
    expect(body.lines).toEqual([
      { code: 'base', label: 'Rental', amountFils: 19_990 },
      { code: 'delivery', label: 'Delivery charge', amountFils: 20_000 },
    ]);
    expect(() => quoteResponseSchema.parse(body)).not.toThrow();
  });

  test('takes a valid code off the rental, in any letter case', async () => {
    const { status, body } = await quote({ promoCode: ' tenoff ', deliveryCity: 'Dubai' });
    expect(status).toBe(200);
    expect(body.lines).toEqual([
      { code: 'base', label: 'Rental', amountFils: 19_990 },
      { code: 'promo_discount', label: 'Promo code discount', amountFils: -1_999 },
      { code: 'delivery', label: 'Delivery charge', amountFils: 10_000 },
    ]);
  });

  test('refuses the airport, an unknown city, and codes that do not apply, by field, never with a server error', async () => {
    const airport = await quote({ deliveryCity: 'Airport' });
    expect(airport.status).toBe(400);
    expect((airport.body.errors as Record<string, string>).deliveryCity).toMatch(/delivery cities/);
    const cases: Array<[string, RegExp]> = [
      ['NOPE', /Unknown promo code/],
      ['LATER', /not valid yet/],
      ['ONLYSUNNY', /does not apply to this vehicle/],
    ];
    for (const [promoCode, message] of cases) {
      const refused = await quote({ promoCode });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ promoCode: expect.stringMatching(message) });
    }
    const malformed = await quote({ promoCode: 42, deliveryCity: 7 });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.errors as object).sort()).toEqual(['deliveryCity', 'promoCode']);
  });
});

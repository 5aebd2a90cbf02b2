import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedWithIds } from '../../../tests/factories/seeded-ids';
import { bookings, fleetCars, rateCards } from '~/db/schema';
import { quoteBooking } from '~/modules/pricing/quote-booking';
import { toRateCard } from '~/modules/pricing/rate-cards.server';
import { action } from '~/routes/api/quotes';
import { dubaiIso, postJson } from './api-test-requests';
import { quoteResponseSchema } from './schemas';
import { serialiseQuote } from './serialisers';

const database = withTestDatabase();
let ids: Awaited<ReturnType<typeof seedWithIds>>;

beforeAll(async () => {
  const db = database.handle().db;
  ids = await seedWithIds(db);
});

const branch = (value: string) => ids.branch.get(value)!;
const model = (referenceNo: string) => ids.model.get(referenceNo)!;
const quote = (body: unknown) => postJson(action, '/api/v1/quotes', body);
const allExtras = {
  fullInsurance: true,
  zeroExcess: true,
  personalInsurance: true,
  gps: true,
  additionalDriver: true,
  babySeat: true,
};

describe('POST /api/v1/quotes', () => {
  test('prices a same-city one-way rental paid on pick-up, as in the worked examples (daily 99.95)', async () => {
    // PRICING-EXAMPLES.md, "same-city one-way, pay on pick-up": the seeded Nissan Sunny's daily rate is 99.95.
    const { status, headers, body } = await quote({
      vehicleId: model('RAC-0003'),
      pickupBranchId: branch('Dubai_Ittihad Road'),
      dropoffBranchId: branch('Dubai_Al Quoz'),
      collectionCity: null,
      pickupAt: dubaiIso(60, '10:00'),
      dropoffAt: dubaiIso(63, '10:00'),
      paymentMethod: 'pay_on_pickup',
    });
    expect(status).toBe(200);
    expect(headers.get('Cache-Control')).toBe('no-store');
    expect(body).toEqual({
      days: 3,
      tier: 'daily',
      lines: [
        { code: 'base', label: 'Rental', amountFils: 29_985 },
        { code: 'pay_on_pickup', label: 'Pay on pick-up (10%)', amountFils: 2_999 },
        { code: 'one_way', label: 'Pick-up/drop-off charge', amountFils: 10_000 },
      ],
      grossFils: 42_984,
      vatFils: 2_149,
      totalFils: 45_133,
      currency: 'AED',
      available: true,
    });
  });

  test('matches the pure pricing of the newest seeded rate card, with every extra, to another city', async () => {
    const camry = model('RAC-0010'); // it also has an older card, which must not be used
    const [newest] = await database
      .handle()
      .db.select()
      .from(rateCards)
      .where(eq(rateCards.vehicleModelId, camry))
      .orderBy(desc(rateCards.createdAt), desc(rateCards.id))
      .limit(1);
    const request = {
      pickupAt: dubaiIso(60, '10:00'),
      dropoffAt: dubaiIso(70, '10:30'),
      extras: allExtras,
      paymentMethod: 'card' as const,
    };
    const expected = quoteBooking({
      // The Camry's class (Standard) sells the SCDW at the seeded AED 25 a day.
      rateCard: toRateCard(newest, 2_500),
      pickupAt: new Date(request.pickupAt),
      dropoffAt: new Date(request.dropoffAt),
      pickupBranch: { value: 'Dubai_Ittihad Road', city: 'Dubai' },
      dropoffBranch: { value: 'Abu Dhabi_Al Salam Branch', city: 'Abu Dhabi' },
      collectionCity: null,
      extras: allExtras,
      paymentMethod: 'card',
    });
    const { status, body } = await quote({
      vehicleId: camry,
      pickupBranchId: branch('Dubai_Ittihad Road'),
      dropoffBranchId: branch('Abu Dhabi_Al Salam Branch'),
      collectionCity: null,
      ...request,
    });
    expect(status).toBe(200);
    expect(body).toEqual(serialiseQuote(expected, true));
    expect(body).toMatchObject({ days: 10, tier: 'weekly' });
    expect((body.lines as Array<{ code: string }>).map((line) => line.code)).toEqual([
      'base',
      'cdw',
      'scdw',
      'pai',
      'gps',
      'additional_driver',
      'baby_seat',
      'one_way',
    ]);
    expect(() => quoteResponseSchema.parse(body)).not.toThrow();
  });

  test('charges collection in another city, and takes its name in any letter case', async () => {
    const { status, body } = await quote({
      vehicleId: model('RAC-0003'),
      pickupBranchId: branch('Dubai_Ittihad Road'),
      dropoffBranchId: branch('Dubai_Ittihad Road'),
      collectionCity: 'abu dhabi',
      pickupAt: dubaiIso(60, '10:00'),
      dropoffAt: dubaiIso(62, '10:00'),
      extras: { fullInsurance: true },
      paymentMethod: 'card',
    });
    expect(status).toBe(200);
    expect(body.lines).toEqual([
      { code: 'base', label: 'Rental', amountFils: 19_990 },
      { code: 'cdw', label: 'Full insurance (CDW)', amountFils: 5_000 },
      { code: 'collection', label: 'Collection charge', amountFils: 20_000 },
    ]);
    expect(body).toMatchObject({ grossFils: 44_990, vatFils: 2_250, totalFils: 47_240 });
  });

  test('says unavailable once confirmed bookings take every car of the model at the branch', async () => {
    const db = database.handle().db;
    const sunny = model('RAC-0003');
    const ittihad = branch('Dubai_Ittihad Road');
    const cars = await db.$count(
      fleetCars,
      and(eq(fleetCars.homeBranchId, ittihad), eq(fleetCars.vehicleModelId, sunny)),
    );
    const pickupAt = new Date(dubaiIso(80, '09:00'));
    const dropoffAt = new Date(dubaiIso(85, '09:00'));
    await db.insert(bookings).values(
      Array.from({ length: cars }, (_, index) => ({
        reference: `API-${index}`,
        vehicleModelId: sunny,
        pickupBranchId: ittihad,
        dropoffBranchId: ittihad,
        pickupAt,
        dropoffAt,
        blockedUntil: new Date(dropoffAt.getTime() + 120 * 60_000),
        status: 'confirmed' as const,
      })),
    );
    const request = (pickupBranchId: number) =>
      quote({
        vehicleId: sunny,
        pickupBranchId,
        dropoffBranchId: pickupBranchId,
        pickupAt: dubaiIso(81, '10:00'),
        dropoffAt: dubaiIso(82, '10:00'),
        paymentMethod: 'card',
      });
    const taken = await request(ittihad);
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ available: false, totalFils: 10_495 }); // still priced: 99.95 + 5.00 VAT
    // The bookings hold cars at their own branch only.
    expect((await request(branch('Airport_Dubai International Airport'))).body.available).toBe(true);
  });
});

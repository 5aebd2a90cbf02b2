import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { bookableModel, enquiryFor } from '../../../tests/factories/bookings';
import { bookings, offers, users, vehicleModels } from '~/db/schema';
import { seedDatabase } from '~/db/seed/index.server';
import { findCustomerBooking } from '~/modules/bookings/customer-steps/bill.server';
import { priceVehicles } from '~/modules/bookings/customer-steps/price-vehicles.server';
import { selectVehicle } from '~/modules/bookings/customer-steps/select-vehicle.server';
import { listBranches } from '~/modules/fleet/branches.server';
import { noExtras } from '~/modules/pricing/quote-booking';
import { dubaiToday } from '~/utils/dubai-time';
import { addDays } from '~/utils/form-rules';

const database = withTestDatabase();
const db = () => database.handle().db;
let modelId: number;
let branchId: number;
let classId: number;
let customer: { id: number; reviewStatus: 'approved' };

beforeAll(async () => {
  await seedDatabase(db());
  ({ modelId, branchId } = await bookableModel(20));
  [{ classId }] = await db()
    .select({ classId: vehicleModels.vehicleTypeId })
    .from(vehicleModels)
    .where(eq(vehicleModels.id, modelId));
  const [row] = await db()
    .insert(users)
    .values({ fullName: 'Offer Customer', email: 'offer@example.ae', phone: '+971501112233', passwordHash: 'x' })
    .returning({ id: users.id });
  customer = { id: row.id, reviewStatus: 'approved' };
  await db().update(users).set({ reviewStatus: 'approved' }).where(eq(users.id, row.id));
});

async function newOffer(terms: Partial<typeof offers.$inferInsert>) {
  const [row] = await db()
    .insert(offers)
    .values({
      title: { en: 'Spring drive', ar: 'رحلة الربيع' },
      content: { en: 'Spring drive.' },
      startDate: addDays(dubaiToday(), -1),
      endDate: addDays(dubaiToday(), 30),
      ...terms,
    })
    .returning({ id: offers.id });
  return row.id;
}

/** A two-day rental three days ahead, held by the customer; their earlier holds are let go. */
async function heldQuote() {
  await db()
    .update(bookings)
    .set({ holdExpiresAt: new Date(0) })
    .where(and(eq(bookings.userId, customer.id), eq(bookings.status, 'draft')));
  const selected = await selectVehicle(customer, await enquiryFor(customer.id, 3, 2), modelId);
  if (!selected.ok) throw new Error(`select failed: ${selected.reason}`);
  return (await findCustomerBooking(customer.id, selected.bookingId))!.priceSnapshot;
}

describe('a priced offer on a quote', () => {
  test('an offer without a discount changes nothing; one for the car’s class adds its line to the results and the held booking', async () => {
    const announced = await newOffer({ vehicleTypeIds: [classId] });
    const plain = await heldQuote();
    expect(plain.quote.lines.map((line) => line.code)).not.toContain('offer_discount');
    expect(plain.offer ?? null).toBeNull();

    await db().update(offers).set({ discountPercent: 20, minDays: 2 }).where(eq(offers.id, announced));
    const snapshot = await heldQuote();
    const base = snapshot.quote.lines.find((line) => line.code === 'base')!.amountFils;
    expect(snapshot.quote.lines).toContainEqual({
      code: 'offer_discount',
      amountFils: -Math.round(base / 5),
      title: { en: 'Spring drive', ar: 'رحلة الربيع' },
    });
    expect(snapshot.offer).toMatchObject({ offerId: announced, percentOff: 20, amountOffFilsPerDay: null });
    expect(snapshot.quote.totalFils).toBeLessThan(plain.quote.totalFils);

    // The results page prices the same car the same way, so Select never meets a changed price.
    const branch = (await listBranches()).find((candidate) => candidate.id === branchId)!;
    const pickupAt = new Date(snapshot.pickupAt);
    const prices = await priceVehicles({
      vehicleModelIds: [modelId],
      pickupBranch: branch,
      dropoffBranch: branch,
      collectionCity: null,
      pickupAt,
      dropoffAt: new Date(snapshot.dropoffAt),
      extras: noExtras,
      paymentMethod: 'card',
    });
    expect(prices.get(modelId)?.quote?.totalFils).toBe(snapshot.quote.totalFils);
    await db().update(offers).set({ active: false }).where(eq(offers.id, announced));
  });

  test('not for a rental shorter than its fewest days, nor from another branch', async () => {
    const short = await newOffer({ discountFilsPerDay: 1_000, minDays: 5, vehicleModelIds: [modelId] });
    expect((await heldQuote()).quote.lines.map((line) => line.code)).not.toContain('offer_discount');
    await db()
      .update(offers)
      .set({ minDays: null, branchIds: [branchId + 100_000] })
      .where(eq(offers.id, short));
    expect((await heldQuote()).quote.lines.map((line) => line.code)).not.toContain('offer_discount');
    await db()
      .update(offers)
      .set({ branchIds: [branchId] })
      .where(eq(offers.id, short));
    expect((await heldQuote()).quote.lines).toContainEqual(
      expect.objectContaining({ code: 'offer_discount', amountFils: -2_000 }),
    );
  });
});

import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { withTestDatabase } from '../../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { bookings, fleetCars, bookingEnquiries, branches, rateCards, users } from '~/db/schema';
import { noExtras } from '~/modules/pricing/quote-booking';
import { enquiryAt } from '../../../../tests/factories/bookings';
import { setStock } from '../../../../tests/factories/cars';
import { readPriceSnapshot } from '../records/price-snapshot-schema';
import { selectVehicle } from './select-vehicle.server';

const database = withTestDatabase();
const db = () => database.handle().db;
const at = (iso: string) => new Date(`${iso}+04:00`);
const now = at('2027-03-01T09:00:00');
let modelId: number;
let other: number;

beforeAll(async () => {
  await seedDatabase(db(), { today: now });
  const [{ id: branchId }] = await db()
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.value, 'Dubai_Ittihad Road'));
  // A model the Ittihad Road branch stocks and that has a daily rate.
  [{ id: modelId }] = await db()
    .select({ id: fleetCars.vehicleModelId })
    .from(fleetCars)
    .innerJoin(rateCards, eq(rateCards.vehicleModelId, fleetCars.vehicleModelId))
    .where(and(eq(fleetCars.homeBranchId, branchId), gt(rateCards.dailyFils, 0)))
    .limit(1);
  await setStock(branchId, modelId, 1);
  [{ id: other }] = await db()
    .insert(users)
    .values({
      fullName: 'Other Person',
      email: 'other@example.ae',
      phone: '+971501111111',
      passwordHash: 'x',
      reviewStatus: 'approved',
    })
    .returning({ id: users.id });
});

async function customer(reviewStatus: 'pending' | 'approved' | 'rejected') {
  const [row] = await db()
    .insert(users)
    .values({
      fullName: 'Sara Customer',
      email: `sara-${reviewStatus}-${Math.random()}@example.ae`,
      phone: '+971501234567',
      passwordHash: 'x',
      reviewStatus,
    })
    .returning({ id: users.id, reviewStatus: users.reviewStatus });
  return row;
}

const enquiry = (pickup: string, dropoff: string, userId: number | null = null) =>
  enquiryAt(userId, at(pickup), at(dropoff));

describe('Select', () => {
  test('an approved customer holds the car as a draft priced by the server', async () => {
    const user = await customer('approved');
    const enquiryKey = await enquiry('2027-04-01T10:00:00', '2027-04-04T10:00:00');
    const result = await selectVehicle(user, enquiryKey, modelId, now);
    expect(result).toMatchObject({ ok: true, enquiryKey });
    const [{ enquiryId }] = await db()
      .select({ enquiryId: bookingEnquiries.id })
      .from(bookingEnquiries)
      .where(eq(bookingEnquiries.publicId, enquiryKey));
    const [booking] = await db()
      .select()
      .from(bookings)
      .where(eq(bookings.id, (result as { bookingId: number }).bookingId));
    expect(booking).toMatchObject({ status: 'draft', userId: user.id, enquiryId, vehicleModelId: modelId });
    const snapshot = readPriceSnapshot(booking.priceSnapshot, 'the held booking');
    expect(snapshot.quote.days).toBe(3);
    expect(snapshot.extras).toEqual(noExtras);
    expect(booking.totalFils).toBe(snapshot.quote.totalFils);
    expect(booking.totalFils).toBeGreaterThan(0);

    // The branch had one car: the next customer is told it is gone.
    expect(
      await selectVehicle(
        await customer('approved'),
        await enquiry('2027-04-02T10:00:00', '2027-04-03T10:00:00'),
        modelId,
        now,
      ),
    ).toEqual({ ok: false, reason: 'unavailable' });
  });

  test('a customer under review, or refused, cannot book yet', async () => {
    const enquiryId = await enquiry('2027-05-01T10:00:00', '2027-05-02T10:00:00');
    expect(await selectVehicle(await customer('pending'), enquiryId, modelId, now)).toEqual({
      ok: false,
      reason: 'under_review',
    });
    expect(await selectVehicle(await customer('rejected'), enquiryId, modelId, now)).toEqual({
      ok: false,
      reason: 'rejected',
    });
  });

  test("another customer's enquiry, or an unknown one, is not found", async () => {
    const mine = await enquiry('2027-06-01T10:00:00', '2027-06-02T10:00:00', other);
    expect(await selectVehicle(await customer('approved'), mine, modelId, now)).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await selectVehicle(await customer('approved'), randomUUID(), modelId, now)).toEqual({
      ok: false,
      reason: 'not_found',
    });
  });

  test('a pick-up now less than 24 hours away cannot be selected', async () => {
    const enquiryId = await enquiry('2027-03-02T08:00:00', '2027-03-03T10:00:00');
    expect(await selectVehicle(await customer('approved'), enquiryId, modelId, now)).toEqual({
      ok: false,
      reason: 'too_soon',
    });
  });
});

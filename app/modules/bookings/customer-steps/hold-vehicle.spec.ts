import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { withTestDatabase } from '../../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { bookingEvents, bookings, branches, fleetCars, bookingEnquiries, users } from '~/db/schema';
import { enquiryAt } from '../../../../tests/factories/bookings';
import { setStock } from '../../../../tests/factories/cars';
import { pricingExamplesCard } from '../../../../tests/factories/rate-card';
import { noExtras } from '~/modules/pricing/quote-booking';
import { priceSnapshot } from '../records/price-snapshot';
import { HOLD_MINUTES, MAX_HOLDS_PER_CUSTOMER, holdVehicle, newBookingReference } from './hold-vehicle.server';

const database = withTestDatabase();
const db = () => database.handle().db;
const at = (iso: string) => new Date(`${iso}+04:00`);
const now = at('2027-03-01T09:00:00');
let branchId: number;
let modelId: number;
let customers: number[];
let next = 0;

beforeAll(async () => {
  await seedDatabase(db(), { today: now });
  [{ id: branchId }] = await db()
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.value, 'Dubai_Ittihad Road'));
  [{ vehicleModelId: modelId }] = await db()
    .select({ vehicleModelId: fleetCars.vehicleModelId })
    .from(fleetCars)
    .where(eq(fleetCars.homeBranchId, branchId))
    .limit(1);
  await setStock(branchId, modelId, 3);
  // A customer may hold only two cars, so most tests take a new customer for every hold.
  customers = (
    await db()
      .insert(users)
      .values(
        Array.from({ length: 90 }, (_, i) => ({
          fullName: `Customer ${i}`,
          email: `customer${i}@example.ae`,
          phone: `+9715010${String(i).padStart(5, '0')}`,
          passwordHash: 'x',
          reviewStatus: 'approved' as const,
        })),
      )
      .returning({ id: users.id })
  ).map((row) => row.id);
});

// The price does not matter to holding; a real snapshot because the column is typed as one.
const snapshotFor = (pickupAt: Date, dropoffAt: Date) => {
  const branch = { value: 'Dubai_Ittihad Road', city: 'Dubai' };
  return priceSnapshot({
    rateCard: pricingExamplesCard,
    pickupBranch: branch,
    dropoffBranch: branch,
    collectionCity: null,
    pickupAt,
    dropoffAt,
    extras: noExtras,
    paymentMethod: 'card',
  });
};

const request = (pickup: string, dropoff: string, userId = customers[next++]) => ({
  userId,
  enquiryId: null,
  vehicleModelId: modelId,
  pickupBranchId: branchId,
  dropoffBranchId: branchId,
  collectionCity: null,
  pickupAt: at(pickup),
  dropoffAt: at(dropoff),
  turnaroundMinutes: 120,
  price: async () => {
    const snapshot = snapshotFor(at(pickup), at(dropoff));
    return { priceSnapshot: snapshot, totalFils: snapshot.quote.totalFils };
  },
});

describe('holding a vehicle', () => {
  test('50 customers pressing Select at once for a model with 3 cars: exactly 3 get one', async () => {
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => holdVehicle(request('2027-04-01T10:00:00', '2027-04-05T10:00:00'), now)),
    );
    const elapsed = performance.now() - started;
    expect(results.filter((result) => result.ok)).toHaveLength(3);
    expect(results.filter((result) => !result.ok)).toEqual(Array(47).fill({ ok: false, reason: 'unavailable' }));
    const held = await db()
      .select()
      .from(bookings)
      .where(and(eq(bookings.vehicleModelId, modelId), eq(bookings.pickupAt, at('2027-04-01T10:00:00'))));
    expect(held).toHaveLength(3);
    expect(
      held.every(
        (booking) =>
          booking.status === 'draft' && booking.holdExpiresAt!.getTime() === now.getTime() + HOLD_MINUTES * 60_000,
      ),
    ).toBe(true);
    console.info(
      `50 concurrent Selects for 3 cars: ${results.filter((result) => result.ok).length} held in ${elapsed.toFixed(0)} ms`,
    );
  });

  test('a draft whose hold has expired frees its car', async () => {
    const dates = ['2027-05-01T10:00:00', '2027-05-03T10:00:00'] as const;
    for (let i = 0; i < 3; i++) expect((await holdVehicle(request(...dates), now)).ok).toBe(true);
    expect(await holdVehicle(request(...dates), now)).toEqual({ ok: false, reason: 'unavailable' });
    const afterHold = new Date(now.getTime() + (HOLD_MINUTES + 1) * 60_000);
    expect((await holdVehicle(request(...dates), afterHold)).ok).toBe(true);
  });

  test('the turnaround buffer keeps a car from being taken straight after its return', async () => {
    for (let i = 0; i < 3; i++) await holdVehicle(request('2027-06-01T10:00:00', '2027-06-03T10:00:00'), now);
    expect((await holdVehicle(request('2027-06-03T11:00:00', '2027-06-05T10:00:00'), now)).ok).toBe(false);
    expect((await holdVehicle(request('2027-06-03T12:00:00', '2027-06-05T10:00:00'), now)).ok).toBe(true);
  });

  test('a model the branch does not stock cannot be held', async () => {
    expect(
      await holdVehicle({ ...request('2027-07-01T10:00:00', '2027-07-02T10:00:00'), vehicleModelId: 999_999 }, now),
    ).toEqual({ ok: false, reason: 'unavailable' });
  });

  test('selecting again for the same enquiry moves the hold: one draft, the new car, a fresh 30 minutes', async () => {
    const sara = customers[next++];
    const dates = ['2027-08-01T10:00:00', '2027-08-03T10:00:00'] as const;
    const key = await enquiryAt(sara, at(dates[0]), at(dates[1]));
    const [{ enquiryId }] = await db()
      .select({ enquiryId: bookingEnquiries.id })
      .from(bookingEnquiries)
      .where(eq(bookingEnquiries.publicId, key));
    // Two of the three cars go to others; Sara's hold is on the last one.
    for (let i = 0; i < 2; i++) expect((await holdVehicle(request(...dates), now)).ok).toBe(true);
    const first = await holdVehicle({ ...request(...dates, sara), enquiryId }, now);
    expect(first.ok).toBe(true);
    const [otherModel] = await db()
      .select({ id: fleetCars.vehicleModelId })
      .from(fleetCars)
      .where(and(eq(fleetCars.homeBranchId, branchId), ne(fleetCars.vehicleModelId, modelId)))
      .limit(1);
    const later = new Date(now.getTime() + 10 * 60_000);
    const moved = await holdVehicle({ ...request(...dates, sara), enquiryId, vehicleModelId: otherModel.id }, later);
    expect(moved).toEqual(first);
    // Back to the first model: its last car is Sara's to take again, since her hold let go of it.
    const back = await holdVehicle({ ...request(...dates, sara), enquiryId }, later);
    expect(back).toEqual(first);
    const drafts = await db().select().from(bookings).where(eq(bookings.userId, sara));
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({
      status: 'draft',
      vehicleModelId: modelId,
      holdExpiresAt: new Date(later.getTime() + HOLD_MINUTES * 60_000),
    });
    const moves = await db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, drafts[0].id));
    expect(moves.map((move) => move.reason)).toEqual(['selection moved', 'selection moved']);
    // Someone else still cannot have that last car.
    expect(await holdVehicle(request(...dates), later)).toEqual({ ok: false, reason: 'unavailable' });
  });

  test('a refused move leaves the earlier hold as it was', async () => {
    const omar = customers[next++];
    const dates = ['2027-08-10T10:00:00', '2027-08-12T10:00:00'] as const;
    const key = await enquiryAt(omar, at(dates[0]), at(dates[1]));
    const [{ enquiryId }] = await db()
      .select({ enquiryId: bookingEnquiries.id })
      .from(bookingEnquiries)
      .where(eq(bookingEnquiries.publicId, key));
    const first = await holdVehicle({ ...request(...dates, omar), enquiryId }, now);
    expect(first.ok).toBe(true);
    expect(await holdVehicle({ ...request(...dates, omar), enquiryId, vehicleModelId: 999_999 }, now)).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    const [draft] = await db().select().from(bookings).where(eq(bookings.userId, omar));
    expect(draft).toMatchObject({
      status: 'draft',
      vehicleModelId: modelId,
      holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
    });
  });

  test(`a customer holds at most ${MAX_HOLDS_PER_CUSTOMER} cars at once, however many Selects arrive together`, async () => {
    const layla = customers[next++];
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        holdVehicle(
          request(
            `2027-09-${String(i + 1).padStart(2, '0')}T10:00:00`,
            `2027-09-${String(i + 2).padStart(2, '0')}T09:00:00`,
            layla,
          ),
          now,
        ),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(MAX_HOLDS_PER_CUSTOMER);
    expect(results.filter((result) => !result.ok)).toEqual(
      Array(6 - MAX_HOLDS_PER_CUSTOMER).fill({ ok: false, reason: 'too_many_holds' }),
    );
    // A hold that ran out no longer counts.
    const afterHold = new Date(now.getTime() + (HOLD_MINUTES + 1) * 60_000);
    expect((await holdVehicle(request('2027-09-20T10:00:00', '2027-09-21T10:00:00', layla), afterHold)).ok).toBe(true);
  });

  test('references are readable and distinct', () => {
    const references = new Set(Array.from({ length: 1000 }, newBookingReference));
    expect(references.size).toBe(1000);
    for (const reference of references) expect(reference).toMatch(/^OR-[A-HJ-NP-Z2-9]{8}$/);
  });
});

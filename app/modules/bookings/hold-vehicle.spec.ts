import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { bookings, branches, branchFleet, users } from '~/db/schema';
import { HOLD_MINUTES, holdVehicle, newBookingReference } from './hold-vehicle.server';

const database = withTestDatabase();
const db = () => database.handle().db;
const at = (iso: string) => new Date(`${iso}+04:00`);
const now = at('2027-03-01T09:00:00');
let branchId: number;
let modelId: number;
let userId: number;

beforeAll(async () => {
  await seedDatabase(db(), { today: now });
  [{ id: branchId }] = await db().select({ id: branches.id }).from(branches).where(eq(branches.value, 'Dubai_Ittihad Road'));
  [{ vehicleModelId: modelId }] = await db().select({ vehicleModelId: branchFleet.vehicleModelId }).from(branchFleet).where(eq(branchFleet.branchId, branchId)).limit(1);
  await db().update(branchFleet).set({ cars: 3 }).where(and(eq(branchFleet.branchId, branchId), eq(branchFleet.vehicleModelId, modelId)));
  [{ id: userId }] = await db().insert(users).values({ fullName: 'Sara Customer', email: 'sara@example.ae', phone: '+971501234567', passwordHash: 'x', reviewStatus: 'approved' }).returning({ id: users.id });
});

const request = (pickup: string, dropoff: string) => ({
  userId,
  enquiryId: null,
  vehicleModelId: modelId,
  pickupBranchId: branchId,
  dropoffBranchId: branchId,
  collectionCity: null,
  pickupAt: at(pickup),
  dropoffAt: at(dropoff),
  turnaroundMinutes: 120,
  priceSnapshot: { totalFils: 110_25 },
  totalFils: 110_25,
});

describe('holding a vehicle', () => {
  test('50 customers pressing Select at once for a model with 3 cars: exactly 3 get one', async () => {
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: 50 }, () => holdVehicle(request('2027-04-01T10:00:00', '2027-04-05T10:00:00'), now)));
    const elapsed = performance.now() - started;
    expect(results.filter((result) => result.ok)).toHaveLength(3);
    expect(results.filter((result) => !result.ok)).toEqual(Array(47).fill({ ok: false, reason: 'unavailable' }));
    const held = await db().select().from(bookings).where(and(eq(bookings.vehicleModelId, modelId), eq(bookings.pickupAt, at('2027-04-01T10:00:00'))));
    expect(held).toHaveLength(3);
    expect(held.every((booking) => booking.status === 'draft' && booking.holdExpiresAt!.getTime() === now.getTime() + HOLD_MINUTES * 60_000)).toBe(true);
    console.info(`50 concurrent Selects for 3 cars: ${results.filter((result) => result.ok).length} held in ${elapsed.toFixed(0)} ms`);
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
    expect(await holdVehicle({ ...request('2027-07-01T10:00:00', '2027-07-02T10:00:00'), vehicleModelId: 999_999 }, now)).toEqual({ ok: false, reason: 'unavailable' });
  });

  test('references are readable and distinct', () => {
    const references = new Set(Array.from({ length: 1000 }, newBookingReference));
    expect(references.size).toBe(1000);
    for (const reference of references) expect(reference).toMatch(/^OR-[A-HJ-NP-Z2-9]{8}$/);
  });
});

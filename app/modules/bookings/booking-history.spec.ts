import { beforeAll, describe, expect, test } from 'vitest';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { type BookingStatus, bookings, fleetCars, users } from '~/db/schema';
import { findBookingHistory } from './customer-steps/customer-bookings.server';

const database = withTestDatabase();
const db = () => database.handle().db;
let mine: number;
let theirs: number;
const now = new Date('2026-12-01T08:00:00Z');

beforeAll(async () => {
  await seedDatabase(db());
  const [stock] = await db()
    .select({ branchId: fleetCars.homeBranchId, vehicleModelId: fleetCars.vehicleModelId })
    .from(fleetCars)
    .limit(1);
  [{ id: mine }] = await db()
    .insert(users)
    .values({ fullName: 'Sara Customer', email: 'sara@example.ae', phone: '+971501234567', passwordHash: 'x' })
    .returning({ id: users.id });
  [{ id: theirs }] = await db()
    .insert(users)
    .values({ fullName: 'Other Person', email: 'other@example.ae', phone: '+971501111111', passwordHash: 'x' })
    .returning({ id: users.id });
  const held = new Date(now.getTime() + 10 * 60_000);
  const expired = new Date(now.getTime() - 60_000);
  // H-3 was placed and cancelled; H-8 is a car held right now; H-9 a hold that ran out, H-10 a selection
  // given up before choosing how to pay, H-11 a draft that never held a car: those three are not history.
  const rows: Array<{ status: BookingStatus; paymentMethod?: 'card'; holdExpiresAt?: Date }> = [
    { status: 'confirmed' },
    { status: 'completed' },
    { status: 'cancelled', paymentMethod: 'card' },
    { status: 'payment_failed', paymentMethod: 'card' },
    { status: 'awaiting_payment', paymentMethod: 'card' },
    { status: 'active' },
    { status: 'confirmed' },
    { status: 'draft', holdExpiresAt: held },
    { status: 'draft', holdExpiresAt: expired },
    { status: 'cancelled' },
    { status: 'draft' },
  ];
  let n = 0;
  for (const [userId, row] of [
    ...rows.map((row) => [mine, row] as const),
    [theirs, { status: 'confirmed' as const }] as const,
  ]) {
    const pickupAt = new Date(Date.UTC(2027, 0, 1 + ++n, 6));
    await db()
      .insert(bookings)
      .values({
        reference: `H-${n}`,
        userId,
        ...row,
        vehicleModelId: stock.vehicleModelId,
        pickupBranchId: stock.branchId,
        dropoffBranchId: stock.branchId,
        pickupAt,
        dropoffAt: pickupAt,
        blockedUntil: pickupAt,
        totalFils: 1_000_00 * n,
        createdAt: pickupAt,
      });
  }
});

describe('booking history', () => {
  test('pages of five, newest first, placed bookings and cars held now only, and only the customer’s own', async () => {
    const first = await findBookingHistory(mine, 1, 5, now);
    expect(first.total).toBe(8);
    expect(first.rows.map((row) => row.reference)).toEqual(['H-8', 'H-7', 'H-6', 'H-5', 'H-4']);
    const second = await findBookingHistory(mine, 2, 5, now);
    expect(second.rows.map((row) => row.reference)).toEqual(['H-3', 'H-2', 'H-1']);
    expect((await findBookingHistory(theirs, 1, 5, now)).rows.map((row) => row.reference)).toEqual(['H-12']);
  });
});

import { beforeAll, describe, expect, test } from 'vitest';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { type BookingStatus, bookings, branchFleet, users } from '~/db/schema';
import { findBookingHistory } from './customer-bookings.server';

const database = withTestDatabase();
const db = () => database.handle().db;
let mine: number;
let theirs: number;

beforeAll(async () => {
  await seedDatabase(db());
  const [stock] = await db().select({ branchId: branchFleet.branchId, vehicleModelId: branchFleet.vehicleModelId }).from(branchFleet).limit(1);
  [{ id: mine }] = await db().insert(users).values({ fullName: 'Sara Customer', email: 'sara@example.ae', phone: '+971501234567', passwordHash: 'x' }).returning({ id: users.id });
  [{ id: theirs }] = await db().insert(users).values({ fullName: 'Other Person', email: 'other@example.ae', phone: '+971501111111', passwordHash: 'x' }).returning({ id: users.id });
  const statuses: BookingStatus[] = ['confirmed', 'completed', 'cancelled', 'payment_failed', 'awaiting_payment', 'active', 'confirmed', 'draft', 'enquiry'];
  let n = 0;
  for (const [userId, status] of [...statuses.map((status) => [mine, status] as const), [theirs, 'confirmed'] as const]) {
    const pickupAt = new Date(Date.UTC(2027, 0, 1 + ++n, 6));
    await db()
      .insert(bookings)
      .values({ reference: `H-${n}`, userId, status, vehicleModelId: stock.vehicleModelId, pickupBranchId: stock.branchId, dropoffBranchId: stock.branchId, pickupAt, dropoffAt: pickupAt, blockedUntil: pickupAt, totalFils: 1_000_00 * n, createdAt: pickupAt });
  }
});

describe('booking history', () => {
  test('pages of five, newest first, placed bookings only, and only the customer’s own', async () => {
    const first = await findBookingHistory(mine, 1, 5);
    expect(first.total).toBe(7);
    expect(first.rows.map((row) => row.reference)).toEqual(['H-7', 'H-6', 'H-5', 'H-4', 'H-3']);
    const second = await findBookingHistory(mine, 2, 5);
    expect(second.rows.map((row) => row.reference)).toEqual(['H-2', 'H-1']);
    expect((await findBookingHistory(theirs, 1, 5)).rows.map((row) => row.reference)).toEqual(['H-10']);
  });
});

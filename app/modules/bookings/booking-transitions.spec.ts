import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { createAccount } from '../../../tests/factories/accounts';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { bookingEvents, bookings, fleetCars } from '~/db/schema';
import { moveBooking, nextInvoiceNumber } from './booking-transitions.server';

const database = withTestDatabase();
const db = () => database.handle().db;
let stock: { branchId: number; vehicleModelId: number };
let sequence = 0;

beforeAll(async () => {
  await seedDatabase(db());
  [stock] = await db()
    .select({ branchId: fleetCars.homeBranchId, vehicleModelId: fleetCars.vehicleModelId })
    .from(fleetCars)
    .limit(1);
});

async function booking(status: (typeof bookings.$inferInsert)['status']) {
  const pickupAt = new Date('2027-04-01T06:00:00Z');
  const [row] = await db()
    .insert(bookings)
    .values({
      reference: `T-${++sequence}`,
      vehicleModelId: stock.vehicleModelId,
      pickupBranchId: stock.branchId,
      dropoffBranchId: stock.branchId,
      pickupAt,
      dropoffAt: new Date(pickupAt.getTime() + 86_400_000),
      blockedUntil: new Date(pickupAt.getTime() + 93_600_000),
      status,
    })
    .returning({ id: bookings.id });
  return row.id;
}

const stateOf = async (id: number) =>
  (
    await db()
      .select({ status: bookings.status, invoiceNumber: bookings.invoiceNumber })
      .from(bookings)
      .where(eq(bookings.id, id))
  )[0];

describe('moving a booking', () => {
  test('a draft paid on pick-up is confirmed once, with an invoice number, and the move is recorded', async () => {
    const id = await booking('draft');
    expect(
      await moveBooking({
        bookingId: id,
        to: 'confirmed',
        set: { invoiceNumber: nextInvoiceNumber() },
        reason: 'pay on pick-up',
      }),
    ).toBe(true);
    const first = await stateOf(id);
    expect(first.status).toBe('confirmed');
    expect(first.invoiceNumber).toBeGreaterThanOrEqual(100001);
    // Replayed: nothing changes, not even the invoice number.
    expect(await moveBooking({ bookingId: id, to: 'confirmed', set: { invoiceNumber: nextInvoiceNumber() } })).toBe(
      false,
    );
    expect(await stateOf(id)).toEqual(first);
    const events = await db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));
    expect(events).toMatchObject([
      { fromStatus: 'draft', toStatus: 'confirmed', reason: 'pay on pick-up', actorId: null, actorKind: 'system' },
    ]);
  });

  test('each move records who made it: the customer (their own booking), the provider, the site, or staff by id', async () => {
    const kinds = async (id: number) =>
      (
        await db()
          .select({ actorKind: bookingEvents.actorKind })
          .from(bookingEvents)
          .where(eq(bookingEvents.bookingId, id))
          .orderBy(bookingEvents.id)
      ).map((row) => row.actorKind);
    const customer = await createAccount({ roles: ['customer'] });
    const staff = await createAccount({ roles: ['admin'] });
    const own = await booking('draft');
    await db().update(bookings).set({ userId: customer.id }).where(eq(bookings.id, own));
    expect(
      await moveBooking({
        bookingId: own,
        to: 'awaiting_payment',
        userId: customer.id,
        reason: 'card payment started',
      }),
    ).toBe(true);
    expect(
      await moveBooking({ bookingId: own, to: 'confirmed', by: 'provider', reason: 'card payment PURCHASED' }),
    ).toBe(true);
    expect(
      await moveBooking({ bookingId: own, to: 'active', actorId: staff.id, by: 'system', reason: 'Collected' }),
    ).toBe(true);
    const expired = await booking('draft');
    expect(await moveBooking({ bookingId: expired, to: 'cancelled', reason: 'hold expired' })).toBe(true);
    expect(await kinds(own)).toEqual(['customer', 'provider', 'staff']);
    expect(await kinds(expired)).toEqual(['system']);
  });

  test.each([
    ['confirmed', 'awaiting_payment'],
    ['completed', 'active'],
    ['cancelled', 'confirmed'],
    ['draft', 'completed'],
  ] as const)('a %s booking cannot move to %s', async (from, to) => {
    const id = await booking(from);
    expect(await moveBooking({ bookingId: id, to })).toBe(false);
    expect((await stateOf(id)).status).toBe(from);
  });

  test('a narrower "from" is respected: a payment failure only from awaiting payment', async () => {
    const id = await booking('draft');
    expect(await moveBooking({ bookingId: id, to: 'cancelled', from: ['awaiting_payment'] })).toBe(false);
    expect(await moveBooking({ bookingId: id, to: 'awaiting_payment' })).toBe(true);
    expect(await moveBooking({ bookingId: id, to: 'payment_failed', from: ['awaiting_payment'] })).toBe(true);
  });

  test('ten simultaneous confirmations of one booking confirm it once; invoice numbers never repeat', async () => {
    const id = await booking('awaiting_payment');
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        moveBooking({ bookingId: id, to: 'confirmed', set: { invoiceNumber: nextInvoiceNumber() } }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const others = await Promise.all([booking('draft'), booking('draft'), booking('draft')]);
    await Promise.all(
      others.map((other) =>
        moveBooking({ bookingId: other, to: 'confirmed', set: { invoiceNumber: nextInvoiceNumber() } }),
      ),
    );
    const numbers = await Promise.all(
      [id, ...others].map(async (bookingId) => (await stateOf(bookingId)).invoiceNumber),
    );
    expect(new Set(numbers).size).toBe(4);
    expect((await db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, id))).length).toBe(1);
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { bookableModel } from '../../../tests/factories/bookings';
import { insertBooking } from '../../../tests/factories/staff-bookings';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { bookingPaymentOrders, bookingRefunds, bookings, paymentEvents } from '~/db/schema';
import type { OrderReading } from './provider/ngenius-client.server';
import { moveBookingPayment, moveRefund, notePaymentOrder, recordPaymentOrder } from './payment-moves.server';

/**
 * The movers under the conditions they meet in production: answers read late and out of order, and
 * two instances (or two tabs, or the reconciler and a return page) moving the same row at once.
 */
const database = withTestDatabase();
const db = () => database.handle().db;

const reading = (status: OrderReading['status'], providerState: string, capturedFils = 0): OrderReading => ({
  status,
  providerState,
  capturedFils,
  refundedFils: 0,
});

let modelId: number;
beforeAll(async () => {
  await seedDatabase(db());
  ({ modelId } = await bookableModel(2));
});

async function cardBooking(n: number) {
  const orderRef = `order-moves-${process.pid}-${n}`;
  const booking = await insertBooking({
    status: 'awaiting_payment',
    vehicleModelId: modelId,
    pickupAt: new Date('2027-05-01T06:00:00Z'),
    paymentMethod: 'card',
    paymentStatus: 'started',
    paymentOrderRef: orderRef,
  });
  await recordPaymentOrder({
    bookingId: booking.id,
    orderRef,
    amountFils: 10_000,
    reading: reading('started', 'STARTED'),
  });
  return { ...booking, orderRef };
}

const eventsOf = (bookingId: number) =>
  db().select().from(paymentEvents).where(eq(paymentEvents.bookingId, bookingId)).orderBy(paymentEvents.id);

describe('a provider order read late and out of order', () => {
  test('a stale "started" read after "paid" changes nothing, and the same answer twice is one event', async () => {
    const { id, orderRef } = await cardBooking(1);
    expect(await notePaymentOrder(orderRef, reading('paid', 'PURCHASED', 10_000))).toBe('paid');
    expect(await notePaymentOrder(orderRef, reading('paid', 'PURCHASED', 10_000))).toBe('paid');
    expect(await notePaymentOrder(orderRef, reading('started', 'STARTED'))).toBe('paid');
    const [order] = await db().select().from(bookingPaymentOrders).where(eq(bookingPaymentOrders.orderRef, orderRef));
    expect(order).toMatchObject({ status: 'paid', providerState: 'PURCHASED', capturedFils: 10_000 });
    expect((await eventsOf(id)).map((event) => [event.subject, event.fromState, event.toState])).toEqual([
      ['payment_order', null, 'started'],
      ['payment_order', 'started', 'paid'],
    ]);
  });

  test('two instances reading the same payment at once move it once', async () => {
    const { id, orderRef } = await cardBooking(2);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => notePaymentOrder(orderRef, reading('paid', 'CAPTURED', 10_000))),
    );
    expect(answers).toEqual(['paid', 'paid', 'paid', 'paid']);
    const moves = (await eventsOf(id)).filter((event) => event.toState === 'paid');
    expect(moves).toHaveLength(1);
  });
});

describe("the booking's card payment", () => {
  test('moves forward only, and only while the order named is still its own', async () => {
    const { id, orderRef } = await cardBooking(3);
    const provider = { kind: 'provider' } as const;
    expect(
      await moveBookingPayment(db(), { bookingId: id, to: 'paid', orderRef: 'another-order', actor: provider }),
    ).toBe(false);
    expect(await moveBookingPayment(db(), { bookingId: id, to: 'paid', orderRef, actor: provider })).toBe(true);
    expect(await moveBookingPayment(db(), { bookingId: id, to: 'failed', orderRef, actor: provider })).toBe(false);
    const [booking] = await db().select({ status: bookings.paymentStatus }).from(bookings).where(eq(bookings.id, id));
    expect(booking.status).toBe('paid');
  });
});

describe('a refund moved twice at once', () => {
  test('two staff confirming the same pay-out: one moves it, one event, the other finds nothing to move', async () => {
    const { id } = await cardBooking(4);
    const [refund] = await db()
      .insert(bookingRefunds)
      .values({ bookingId: id, method: 'counter', amountFils: 5_000, reason: 'cancellation' })
      .returning({ id: bookingRefunds.id });
    const confirm = () =>
      moveRefund(db(), {
        refundId: refund.id,
        to: 'refunded',
        from: ['pending'],
        set: { paidOutMethod: 'cash' },
        actor: { kind: 'staff' },
      });
    const results = await Promise.all([confirm(), confirm(), confirm()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const refundEvents = (await eventsOf(id)).filter((event) => event.subject === 'refund');
    expect(refundEvents.map((event) => [event.fromState, event.toState])).toEqual([['pending', 'refunded']]);
    // Refunded is final: nothing moves it back.
    expect(await moveRefund(db(), { refundId: refund.id, to: 'pending', actor: { kind: 'system' } })).toBeUndefined();
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { type TestAccount, createAccount } from '../../../../tests/factories/accounts';
import { bookableModel, testDriver } from '../../../../tests/factories/bookings';
import { insertBooking } from '../../../../tests/factories/staff-bookings';
import { withTestDatabase } from '../../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { bookingEvents, bookings } from '~/db/schema';
import { applyStaffAction } from './staff-booking-actions.server';

const database = withTestDatabase();
const db = () => database.handle().db;

let admin: TestAccount;
let customer: TestAccount;
let modelId: number;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  await seedDatabase(db());
  ({ modelId } = await bookableModel(5));
  admin = await createAccount({ roles: ['admin'], reviewStatus: 'approved', fullName: 'Desk Admin' });
  customer = await createAccount({ reviewStatus: 'approved', fullName: 'Sara Customer' });
});

const booking = (paymentMethod: 'card' | 'pay_on_pickup', pickupAt = new Date()) =>
  insertBooking({
    status: 'confirmed',
    userId: customer.id,
    vehicleModelId: modelId,
    pickupAt,
    customerDetails: testDriver,
    paymentMethod,
    paymentStatus: paymentMethod === 'card' ? 'paid' : null,
    totalFils: 242_55,
  });
const rowOf = async (id: number) =>
  (
    await db()
      .select({ status: bookings.status, paidAt: bookings.counterPaidAt, method: bookings.counterPaymentMethod })
      .from(bookings)
      .where(eq(bookings.id, id))
  )[0];
const eventsOf = (id: number) =>
  db()
    .select({ from: bookingEvents.fromStatus, to: bookingEvents.toStatus, details: bookingEvents.details })
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, id))
    .orderBy(bookingEvents.id);
const pickup = (bookingId: number, counterPayment?: { method: 'cash' | 'card'; note: string }, now = new Date()) =>
  applyStaffAction({ bookingId, action: 'pickup', reason: 'At the counter', actorId: admin.id, counterPayment }, now);

describe('no hand-over with money due', () => {
  test('a pay-on-pick-up booking is refused while its total is unpaid, saying how much; nothing changes', async () => {
    const { id, reference } = await booking('pay_on_pickup');
    expect(await pickup(id)).toEqual({
      ok: false,
      reason: 'money_due',
      dueFils: 242_55,
      status: 'confirmed',
      reference,
    });
    expect(await rowOf(id)).toEqual({ status: 'confirmed', paidAt: null, method: null });
    expect(await eventsOf(id)).toEqual([]);
  });

  test('the payment and the pick-up in one step: both recorded, in the history in that order', async () => {
    const { id, reference } = await booking('pay_on_pickup');
    expect(await pickup(id, { method: 'cash', note: 'Receipt 77' })).toEqual({ ok: true, status: 'active', reference });
    expect(await rowOf(id)).toMatchObject({ status: 'active', method: 'cash', paidAt: expect.any(Date) });
    expect(await eventsOf(id)).toEqual([
      { from: 'confirmed', to: 'confirmed', details: { counterPayment: { method: 'cash', amountFils: 242_55 } } },
      { from: 'confirmed', to: 'active', details: { action: 'pickup' } },
    ]);
  });

  test('once paid at the counter, or paid by card, the car is handed over without a payment', async () => {
    const paidAtCounter = await booking('pay_on_pickup');
    await db()
      .update(bookings)
      .set({ counterPaidAt: new Date(), counterPaymentMethod: 'card' })
      .where(eq(bookings.id, paidAtCounter.id));
    expect(await pickup(paidAtCounter.id)).toMatchObject({ ok: true, status: 'active' });
    const byCard = await booking('card');
    expect(await pickup(byCard.id)).toMatchObject({ ok: true, status: 'active' });
    expect((await rowOf(byCard.id)).paidAt).toBeNull();
  });

  test('before the pick-up day it is refused, and a payment offered with it is not taken either', async () => {
    const { id, reference } = await booking('pay_on_pickup', new Date(Date.now() + 2 * DAY_MS));
    expect(await pickup(id, { method: 'cash', note: '' })).toEqual({
      ok: false,
      reason: 'too_early',
      status: 'confirmed',
      reference,
    });
    expect(await rowOf(id)).toEqual({ status: 'confirmed', paidAt: null, method: null });
    expect(await eventsOf(id)).toEqual([]);
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { withTestDatabase } from '../../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { type BookingStatus, bookingRefunds, bookings, users } from '~/db/schema';
import { createSession } from '~/modules/auth/sessions.server';
import { action, loader } from '~/routes/bill';
import { bookableModel, enquiryFor, testDriver } from '../../../../tests/factories/bookings';
import { routeArgs } from '../../../../tests/factories/route-args';
import type { BookingOutcome, ReturnedPayment } from '../booking-outcome';
import { moveBooking } from '../booking-transitions.server';
import { reconcileBookings } from './card-payment.server';
import { selectVehicle } from './select-vehicle.server';
import { createNgeniusClient } from '~/modules/payments/provider/ngenius-client.server';

const database = withTestDatabase();
const db = () => database.handle().db;
let modelId: number;
let owner: { id: number; reviewStatus: 'approved' };
let staffId: number;
let cookie: string;
let day = 3;
// Never reached: the bookings here have no open order, so nothing is read from the provider.
const unreachableProvider = createNgeniusClient({
  baseUrl: 'http://127.0.0.1:9',
  apiKey: 'x',
  outletRef: 'x',
  timeoutMs: 100,
});

beforeAll(async () => {
  await seedDatabase(db());
  ({ modelId } = await bookableModel(20));
  const [row] = await db()
    .insert(users)
    .values({
      fullName: 'Sara Customer',
      email: 'sara@example.ae',
      phone: '+971501234567',
      passwordHash: 'x',
      reviewStatus: 'approved',
    })
    .returning({ id: users.id });
  owner = { id: row.id, reviewStatus: 'approved' };
  [{ id: staffId }] = await db()
    .insert(users)
    .values({
      fullName: 'Staff Member',
      email: 'staff@example.ae',
      phone: '+971502222222',
      passwordHash: 'x',
      reviewStatus: 'approved',
    })
    .returning({ id: users.id });
  cookie = (await createSession(owner.id, ['customer'], null)).split(';')[0];
});

async function draft() {
  const enquiryId = await enquiryFor(owner.id, ++day);
  const selected = await selectVehicle(owner, enquiryId, modelId);
  if (!selected.ok) throw new Error(selected.reason);
  return selected;
}

/** A booking moved along the state machine's own arrows to `path`'s last state. */
async function bookingThrough(
  path: Array<{ to: BookingStatus; actorId?: number; reason?: string; paymentMethod?: 'card' | 'pay_on_pickup' }>,
) {
  const booking = await draft();
  for (const step of path) {
    const moved = await moveBooking({
      bookingId: booking.bookingId,
      to: step.to,
      actorId: step.actorId,
      reason: step.reason,
      set: { paymentMethod: step.paymentMethod ?? 'card', customerDetails: testDriver },
    });
    if (!moved) throw new Error(`could not move to ${step.to}`);
  }
  return booking;
}

const params = (booking: { bookingId: number; enquiryKey: string }, tab: string) => ({
  bookingId: String(booking.bookingId),
  enquiryId: booking.enquiryKey,
  tab,
});

async function resultPageData(booking: { bookingId: number; enquiryKey: string }) {
  const request = new Request(`http://localhost/bill/${booking.bookingId}/${booking.enquiryKey}/success`, {
    headers: { Cookie: cookie },
  });
  const page = (await loader(routeArgs(request, params(booking, 'success')))) as {
    success: { outcome: BookingOutcome; returnedPayment: ReturnedPayment | null };
  };
  return page.success;
}

const resultPage = async (booking: { bookingId: number; enquiryKey: string }) =>
  (await resultPageData(booking)).outcome;

describe("the bill's result page says what happened to the booking", () => {
  test('confirmed by card says paid; confirmed to pay on pick-up says to pay at the counter', async () => {
    expect(await resultPage(await bookingThrough([{ to: 'awaiting_payment' }, { to: 'confirmed' }]))).toEqual({
      kind: 'confirmed',
      paid: true,
    });
    expect(await resultPage(await bookingThrough([{ to: 'confirmed', paymentMethod: 'pay_on_pickup' }]))).toEqual({
      kind: 'confirmed',
      paid: false,
    });
  });

  test('a hold that ran out is cancelled, not confirmed', async () => {
    const booking = await draft();
    await reconcileBookings(unreachableProvider, new Date(Date.now() + 31 * 60_000));
    expect(await resultPage(booking)).toEqual({ kind: 'cancelled', why: 'hold_expired' });
  });

  test('a card payment never completed is cancelled, not paid', async () => {
    const booking = await bookingThrough([
      { to: 'awaiting_payment' },
      { to: 'cancelled', reason: 'payment not completed' },
    ]);
    expect(await resultPage(booking)).toEqual({ kind: 'cancelled', why: 'payment_not_completed' });
  });

  test('a booking staff cancelled says so', async () => {
    const booking = await bookingThrough([
      { to: 'awaiting_payment' },
      { to: 'confirmed' },
      { to: 'cancelled', actorId: staffId, reason: 'Vehicle damaged' },
    ]);
    expect(await resultPage(booking)).toEqual({ kind: 'cancelled', why: 'by_staff' });
  });

  test('picked up and returned bookings have their own pages', async () => {
    expect(await resultPage(await bookingThrough([{ to: 'confirmed' }, { to: 'active' }]))).toEqual({ kind: 'active' });
    expect(
      await resultPage(await bookingThrough([{ to: 'confirmed' }, { to: 'active' }, { to: 'completed' }])),
    ).toEqual({ kind: 'completed' });
  });

  test('a booking waiting for its card payment offers to pay; a draft goes back to its steps', async () => {
    expect(await resultPage(await bookingThrough([{ to: 'awaiting_payment' }]))).toEqual({
      kind: 'awaiting_payment',
      processing: false,
    });
    const booking = await draft();
    const request = new Request(`http://localhost/bill/${booking.bookingId}/${booking.enquiryKey}/success`, {
      headers: { Cookie: cookie },
    });
    await expect(loader(routeArgs(request, params(booking, 'success')))).rejects.toMatchObject({ status: 302 });
  });

  test('a failed payment can be cancelled by the customer, which frees the car at once', async () => {
    const booking = await bookingThrough([{ to: 'awaiting_payment' }, { to: 'payment_failed' }]);
    expect(await resultPage(booking)).toEqual({ kind: 'payment_failed' });
    const request = new Request(`http://localhost/bill/${booking.bookingId}/${booking.enquiryKey}/success`, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'cancel' }),
      headers: { Cookie: cookie },
    });
    const response = (await action(routeArgs(request, params(booking, 'success')))) as Response;
    expect(response.status).toBe(302);
    expect(await resultPage(booking)).toEqual({ kind: 'cancelled', why: 'by_customer' });
    const [row] = await db()
      .select({ holdExpiresAt: bookings.holdExpiresAt })
      .from(bookings)
      .where(eq(bookings.id, booking.bookingId));
    expect(row.holdExpiresAt).toBeNull();
  });

  test('a confirmed booking cannot be cancelled from the result page', async () => {
    const booking = await bookingThrough([{ to: 'awaiting_payment' }, { to: 'confirmed' }]);
    const request = new Request(`http://localhost/bill/${booking.bookingId}/${booking.enquiryKey}/success`, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'cancel' }),
      headers: { Cookie: cookie },
    });
    await action(routeArgs(request, params(booking, 'success')));
    expect(await resultPage(booking)).toEqual({ kind: 'confirmed', paid: true });
  });

  test('a booking paid twice stays paid once, and says the second payment is being, then has been, refunded in full', async () => {
    const booking = await bookingThrough([{ to: 'awaiting_payment' }, { to: 'confirmed' }]);
    expect((await resultPageData(booking)).returnedPayment).toBeNull();
    // What the automatic refund of a second provider order records (stray-captures.server.ts).
    const [refund] = await db()
      .insert(bookingRefunds)
      .values({
        bookingId: booking.bookingId,
        orderRef: 'second-tab-order',
        amountFils: 22_050,
        reason: 'stray_capture',
      })
      .returning({ id: bookingRefunds.id });
    expect(await resultPageData(booking)).toMatchObject({
      outcome: { kind: 'confirmed', paid: true },
      returnedPayment: { amountFils: 22_050, refunded: false, secondPayment: true },
    });
    await db().update(bookingRefunds).set({ state: 'refunded' }).where(eq(bookingRefunds.id, refund.id));
    expect((await resultPageData(booking)).returnedPayment).toEqual({
      amountFils: 22_050,
      refunded: true,
      secondPayment: true,
    });
  });

  test('a refund under the cancellation terms is no returned payment; a late one on a released booking is no second one', async () => {
    const cancelled = await bookingThrough([
      { to: 'awaiting_payment' },
      { to: 'cancelled', reason: 'payment not completed' },
    ]);
    await db()
      .insert(bookingRefunds)
      .values([{ bookingId: cancelled.bookingId, orderRef: 'late-order', amountFils: 9_345, reason: 'stray_capture' }]);
    expect((await resultPageData(cancelled)).returnedPayment).toEqual({
      amountFils: 9_345,
      refunded: false,
      secondPayment: false,
    });
    const byCustomer = await bookingThrough([{ to: 'awaiting_payment' }, { to: 'confirmed' }, { to: 'cancelled' }]);
    await db()
      .insert(bookingRefunds)
      .values({ bookingId: byCustomer.bookingId, orderRef: 'own-order', amountFils: 9_345, reason: 'cancellation' });
    expect((await resultPageData(byCustomer)).returnedPayment).toBeNull();
  });
});

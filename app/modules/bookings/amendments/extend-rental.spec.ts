import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type TestAccount, createAccount } from '../../../../tests/factories/accounts';
import { bookableModel, enquiryFor, setStock, testDriver } from '../../../../tests/factories/bookings';
import { insertBooking } from '../../../../tests/factories/staff-bookings';
import { type RunningSandbox, startPaymentSandbox } from '../../../../tests/setup/payment-sandbox';
import { withTestDatabase } from '../../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { bookingAmendments, bookingEvents, bookingRefunds, bookings, outboxMessages } from '~/db/schema';
import { rateCardsInForce } from '~/modules/pricing/rate-cards.server';
import { carsAvailable, turnaroundMinutes } from '~/modules/fleet/availability.server';
import { changeBooking, settleAmendmentPayment, startAmendmentPayment } from './amendment-payment.server';
import { type AmendmentActor, type AmendmentRequest, quoteAmendment } from './amendment-quotes.server';
import type { ExtensionPayment } from './amendment-terms';
import { amendBooking } from './booking-amendments.server';
import { findCustomerBooking } from '../customer-steps/bill.server';
import { settleCardPayment, startCardPayment } from '../customer-steps/card-payment.server';
import { confirmPayOnPickup } from '../customer-steps/personal-step.server';
import { priceSnapshot } from '../records/price-snapshot';
import { readPriceSnapshot } from '../records/price-snapshot-schema';
import { selectVehicle } from '../customer-steps/select-vehicle.server';

const database = withTestDatabase();
const db = () => database.handle().db;
const DAY = 86_400_000;
const HOUR = 3_600_000;

let running: RunningSandbox;
let customer: TestAccount;
let staff: TestAccount;
let modelId: number;
let branchId: number;
let day = 3;

beforeAll(async () => {
  running = await startPaymentSandbox();
  await seedDatabase(db());
  ({ modelId, branchId } = await bookableModel(30));
  customer = await createAccount({ reviewStatus: 'approved', fullName: 'Sara Customer' });
  staff = await createAccount({ reviewStatus: 'approved', fullName: 'Omar Counter', roles: ['admin'] });
});
afterAll(() => running.close());

const desk = (): AmendmentActor => ({ kind: 'staff', staffId: staff.id });
const row = async (id: number) => (await db().select().from(bookings).where(eq(bookings.id, id)))[0];
type Booking = Awaited<ReturnType<typeof row>>;

/** A three-day booking made through the journey, 10:00 Dubai `daysAhead` days from now, paid as asked. */
async function booked(paymentMethod: 'card' | 'pay_on_pickup', daysAhead = (day += 5)) {
  const enquiryId = await enquiryFor(customer.id, daysAhead, 3);
  const selected = await selectVehicle({ id: customer.id, reviewStatus: 'approved' }, enquiryId, modelId);
  if (!selected.ok) throw new Error(selected.reason);
  const booking = (await findCustomerBooking(customer.id, selected.bookingId))!;
  if (paymentMethod === 'pay_on_pickup') {
    const done = await confirmPayOnPickup(customer.id, booking, testDriver);
    if (!done.ok) throw new Error(done.reason);
  } else {
    const started = await startCardPayment(running.client, {
      userId: customer.id,
      booking,
      details: testDriver,
      locale: 'en',
      returnUrl: 'http://localhost:3000/my-history',
    });
    if (!started.ok) throw new Error(started.reason);
    await running.pay(started.paymentUrl, '4111111111111111');
    expect(await settleCardPayment(running.client, booking.id, null)).toBe('confirmed');
  }
  return row(booking.id);
}

/** The booking handed over: picked up yesterday at 10:00 Dubai, due back in two days; paid at the counter when paid at pick-up. */
async function onRent(paymentMethod: 'card' | 'pay_on_pickup') {
  const booking = await booked(paymentMethod);
  const pickupAt = new Date(Date.now() - DAY);
  pickupAt.setUTCHours(6, 0, 0, 0);
  const dropoffAt = new Date(pickupAt.getTime() + 3 * DAY);
  await db()
    .update(bookings)
    .set({
      status: 'active',
      pickupAt,
      dropoffAt,
      blockedUntil: dropoffAt,
      ...(paymentMethod === 'pay_on_pickup'
        ? { counterPaidAt: pickupAt, counterPaymentMethod: 'cash' as const, counterPaidBy: staff.id }
        : {}),
    })
    .where(eq(bookings.id, booking.id));
  return row(booking.id);
}

const extension = (booking: Booking, days: number, payment: ExtensionPayment): AmendmentRequest => ({
  bookingId: booking.id,
  pickupAt: booking.pickupAt,
  dropoffAt: new Date(booking.dropoffAt.getTime() + days * DAY),
  extras: readPriceSnapshot(booking.priceSnapshot, 'the booking').extras,
  extension: { payment },
});

async function quoted(request: AmendmentRequest, actor = desk(), now = new Date()) {
  const found = await quoteAmendment(actor, request, now);
  if (!found.ok) throw new Error(found.reason);
  return found.quote;
}
const mailsAbout = async (reference: string) =>
  (await db().select().from(outboxMessages).orderBy(desc(outboxMessages.id))).filter((mail) =>
    mail.subject?.includes(reference),
  );
const eventsOf = (bookingId: number) =>
  db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId)).orderBy(desc(bookingEvents.id));

describe('staff extend a car on rent', () => {
  test('two days more, paid at the counter in cash: the whole rental priced again by the pricing module, applied in the same step', async () => {
    const booking = await onRent('pay_on_pickup');
    const request = extension(booking, 2, 'cash');
    const quote = await quoted(request);
    // The same pricing module, at the length the rental now reaches: five days at the rates in force.
    const snapshot = readPriceSnapshot(booking.priceSnapshot, 'the booking');
    const expected = priceSnapshot({
      rateCard: (await rateCardsInForce([modelId])).get(modelId)!,
      pickupBranch: snapshot.pickupBranch,
      dropoffBranch: snapshot.dropoffBranch,
      collectionCity: snapshot.collectionCity,
      pickupAt: request.pickupAt,
      dropoffAt: request.dropoffAt,
      extras: snapshot.extras,
      paymentMethod: snapshot.paymentMethod,
      memberDiscount: snapshot.memberDiscount ?? null,
    });
    expect(quote.after.priceSnapshot.quote.days).toBe(5);
    expect(quote.after.totalFils).toBe(expected.quote.totalFils);
    expect(quote.differenceFils).toBe(expected.quote.totalFils - booking.totalFils!);
    expect(quote.differenceFils).toBeGreaterThan(0);
    expect(quote.settlement).toEqual({ kind: 'counter', dueFils: quote.differenceFils, method: 'cash' });

    const result = await changeBooking(running.client, desk(), request, quote.differenceFils);
    expect(result).toMatchObject({ ok: true, kind: 'applied', counterPaidFils: quote.differenceFils, refundFils: 0 });
    const after = await row(booking.id);
    expect(after.status).toBe('active');
    expect(after.dropoffAt).toEqual(request.dropoffAt);
    expect(after.totalFils).toBe(expected.quote.totalFils);
    expect(after.invoiceNumber).not.toBe(booking.invoiceNumber);
    const [event] = await eventsOf(booking.id);
    expect(event).toMatchObject({
      reason: 'rental extended',
      fromStatus: 'active',
      toStatus: 'active',
      actorId: staff.id,
    });
    expect(event.details).toMatchObject({
      differenceFils: quote.differenceFils,
      counterPayment: { method: 'cash', amountFils: quote.differenceFils },
      dropoffAfter: request.dropoffAt.toISOString(),
    });
    const [mail] = await mailsAbout(booking.reference);
    expect(mail.subject).toBe(`Your booking ${booking.reference} is changed`);
    expect(mail.text).toMatch(/paid the difference of AED\s[\d,.]+ at our branch/);
  });

  test('refused when the model is fully booked on the added days, before and under the lock', async () => {
    const booking = await onRent('pay_on_pickup');
    // Exactly one car left for the added days, whatever the other tests' rentals hold.
    const free = await carsAvailable({
      vehicleModelIds: [modelId],
      branchId,
      pickupAt: booking.dropoffAt,
      dropoffAt: new Date(booking.dropoffAt.getTime() + 2 * DAY),
      turnaroundMinutes: await turnaroundMinutes(),
      now: new Date(),
      exceptBookingId: booking.id,
    });
    await setStock(branchId, modelId, 30 - free.get(modelId)! + 1);
    try {
      // The last car is promised to another customer the day after this one is due back.
      await insertBooking({
        status: 'confirmed',
        vehicleModelId: modelId,
        pickupAt: new Date(booking.dropoffAt.getTime() + DAY),
        dropoffAt: new Date(booking.dropoffAt.getTime() + 3 * DAY),
        paymentMethod: 'pay_on_pickup',
      });
      const request = extension(booking, 2, 'cash');
      expect(await quoteAmendment(desk(), request)).toEqual({ ok: false, reason: 'unavailable' });
      expect(await amendBooking(desk(), request, 0)).toMatchObject({ ok: false });
      // Half a day more ends before the other rental starts, turnaround included: the car is free.
      const shorter = { ...request, dropoffAt: new Date(booking.dropoffAt.getTime() + 4 * HOUR) };
      expect((await quoteAmendment(desk(), shorter)).ok).toBe(true);
    } finally {
      await setStock(branchId, modelId, 30);
    }
    expect((await row(booking.id)).dropoffAt).toEqual(booking.dropoffAt);
  });

  test('a card booking whose difference is taken on the branch terminal is extended at once', async () => {
    const booking = await onRent('card');
    const request = extension(booking, 2, 'card');
    const quote = await quoted(request);
    expect(quote.settlement).toEqual({ kind: 'counter', dueFils: quote.differenceFils, method: 'card' });
    expect(await changeBooking(running.client, desk(), request, quote.differenceFils)).toMatchObject({
      ok: true,
      kind: 'applied',
      counterPaidFils: quote.differenceFils,
    });
    expect((await row(booking.id)).dropoffAt).toEqual(request.dropoffAt);
  });

  test('by card link: a provider order for exactly the difference, the rental extended once it is paid', async () => {
    const booking = await onRent('card');
    const request = extension(booking, 2, 'link');
    const quote = await quoted(request);
    expect(quote.settlement).toEqual({ kind: 'pay', dueFils: quote.differenceFils });
    const result = await changeBooking(running.client, desk(), request, quote.differenceFils);
    if (!result.ok || result.kind !== 'awaiting_payment') throw new Error(JSON.stringify(result));
    expect((await row(booking.id)).dropoffAt).toEqual(booking.dropoffAt);
    const [requested] = await mailsAbout(booking.reference);
    expect(requested.subject).toBe(`Booking ${booking.reference}: a change is waiting for your payment`);

    const started = await startAmendmentPayment(running.client, {
      userId: customer.id,
      amendmentId: result.amendmentId,
      locale: 'en',
      returnUrl: 'http://localhost:3000/my-history',
    });
    if (!started.ok) throw new Error(started.reason);
    const [amendment] = await db().select().from(bookingAmendments).where(eq(bookingAmendments.id, result.amendmentId));
    const order = await running.client.readOrder(amendment.orderRef!);
    expect(order.amount.value).toBe(quote.differenceFils);
    await running.pay(started.paymentUrl, '4111111111111111');
    expect(await settleAmendmentPayment(running.client, result.amendmentId)).toBe('applied');
    const after = await row(booking.id);
    expect(after.status).toBe('active');
    expect(after.dropoffAt).toEqual(request.dropoffAt);
    expect(after.totalFils).toBe(quote.after.totalFils);
    const [event] = await eventsOf(booking.id);
    expect(event.reason).toBe('rental extended');
  });

  test('only a later drop-off of a car on rent is an extension', async () => {
    const onRentBooking = await onRent('pay_on_pickup');
    const earlier = {
      ...extension(onRentBooking, 0, 'cash'),
      dropoffAt: new Date(onRentBooking.dropoffAt.getTime() - DAY),
    };
    expect(await quoteAmendment(desk(), earlier)).toEqual({ ok: false, reason: 'not_later' });
    // The customer does not extend a car on rent; nor does the ordinary change form.
    expect(
      (await quoteAmendment({ kind: 'customer', userId: customer.id }, extension(onRentBooking, 2, 'cash'))).ok,
    ).toBe(false);
    const { extension: _, ...plain } = extension(onRentBooking, 2, 'cash');
    expect(await quoteAmendment(desk(), plain)).toEqual({ ok: false, reason: 'not_amendable' });
    const ahead = await booked('pay_on_pickup');
    expect(await quoteAmendment(desk(), extension(ahead, 2, 'cash'))).toEqual({ ok: false, reason: 'not_amendable' });
    // Nothing owed back at the counter was recorded on the way.
    expect(
      await db()
        .select()
        .from(bookingRefunds)
        .where(and(eq(bookingRefunds.bookingId, onRentBooking.id))),
    ).toEqual([]);
  });
});

describe('staff move a pick-up within the same day', () => {
  test('to 08:00 on the pick-up day, which the customer could not, while a car is free', async () => {
    const booking = await booked('card');
    // Early on the pick-up day (Dubai): 06:00, four hours before the 10:00 pick-up.
    const now = new Date(booking.pickupAt.getTime() - 4 * HOUR);
    const request = (hour: number): AmendmentRequest => ({
      bookingId: booking.id,
      pickupAt: new Date(booking.pickupAt.getTime() - (10 - hour) * HOUR),
      dropoffAt: new Date(booking.dropoffAt.getTime() - (10 - hour) * HOUR),
      extras: readPriceSnapshot(booking.priceSnapshot, 'the booking').extras,
    });
    const customerQuote = await quoteAmendment({ kind: 'customer', userId: customer.id }, request(8), now);
    expect(customerQuote).toEqual({ ok: false, reason: 'too_late' });
    // Before the branch opens, and a time already past, are refused with the schedule's message.
    expect(await quoteAmendment(desk(), request(7), now)).toMatchObject({
      ok: false,
      reason: 'schedule',
      errors: { pickupTime: expect.stringContaining('8 am to 8 pm') },
    });
    expect(await quoteAmendment(desk(), request(8), new Date(booking.pickupAt.getTime() - 1.5 * HOUR))).toMatchObject({
      ok: false,
      reason: 'schedule',
    });
    const quote = await quoted(request(8), desk(), now);
    // The same length, two hours earlier: the same price, applied at once.
    expect(quote.differenceFils).toBe(0);
    expect(await amendBooking(desk(), request(8), 0, now)).toMatchObject({ ok: true, kind: 'applied' });
    expect((await row(booking.id)).pickupAt).toEqual(request(8).pickupAt);
  });
});

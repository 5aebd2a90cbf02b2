import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type TestAccount, createAccount } from '../../../../tests/factories/accounts';
import { bookableModel, enquiryFor, setStock, testDriver } from '../../../../tests/factories/bookings';
import { pdfText } from '../../../../tests/factories/invoices';
import { type RunningSandbox, startPaymentSandbox } from '../../../../tests/setup/payment-sandbox';
import { withTestDatabase } from '../../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import {
  bookingAmendments,
  bookingPaymentOrders,
  bookingRefunds,
  bookings,
  fleetCars,
  outboxMessages,
  rateCards,
} from '~/db/schema';
import { issuedAmendmentCreditNote, issuedInvoice } from '~/modules/invoices/issued-invoices.server';
import type { Extras } from '~/modules/pricing/quote-booking';
import {
  changeBooking,
  reconcileAmendments,
  settleAmendmentPayment,
  startAmendmentPayment,
} from './amendment-payment.server';
import { findCustomerBooking } from '../customer-steps/bill.server';
import { type AmendmentActor, quoteAmendment } from './amendment-quotes.server';
import { amendBooking } from './booking-amendments.server';
import { settleCardPayment, startCardPayment } from '../customer-steps/card-payment.server';
import { cancelByCustomer, cancellationOffer } from '../cancellations/customer-cancellation.server';
import { confirmPayOnPickup } from '../customer-steps/personal-step.server';
import { readPriceSnapshot } from '../records/price-snapshot-schema';
import { selectVehicle } from '../customer-steps/select-vehicle.server';
import { refundStrayCaptures } from '~/modules/payments/stray-captures.server';

const database = withTestDatabase();
const db = () => database.handle().db;
const DAY = 86_400_000;

let running: RunningSandbox;
let customer: TestAccount;
let modelId: number;
let branchId: number;
let otherModelId: number;
let day = 3;

beforeAll(async () => {
  running = await startPaymentSandbox();
  await seedDatabase(db());
  ({ modelId, branchId } = await bookableModel(30));
  const [other] = await db()
    .select({ id: fleetCars.vehicleModelId })
    .from(fleetCars)
    .innerJoin(rateCards, eq(rateCards.vehicleModelId, fleetCars.vehicleModelId))
    .where(and(eq(fleetCars.homeBranchId, branchId)))
    .orderBy(desc(rateCards.dailyFils))
    .limit(1);
  otherModelId = other.id;
  await setStock(branchId, otherModelId, 30);
  customer = await createAccount({ reviewStatus: 'approved', fullName: 'Sara Customer' });
});
afterAll(() => running.close());

const me: AmendmentActor = {
  kind: 'customer',
  get userId() {
    return customer.id;
  },
} as AmendmentActor;
const returnUrl = 'http://localhost:3000/my-history/1/change';

/** A booking made through the journey: 3 days with full insurance, `daysAhead` days from now, paid as asked. */
async function booked(paymentMethod: 'card' | 'pay_on_pickup', daysAhead = (day += 5)) {
  const enquiryId = await enquiryFor(customer.id, daysAhead, 3);
  const selected = await selectVehicle({ id: customer.id, reviewStatus: 'approved' }, enquiryId, modelId);
  if (!selected.ok) throw new Error(selected.reason);
  const held = (await findCustomerBooking(customer.id, selected.bookingId))!;
  await db()
    .update(bookings)
    .set({ priceSnapshot: { ...held.priceSnapshot, extras: { ...held.priceSnapshot.extras, fullInsurance: true } } })
    .where(eq(bookings.id, held.id));
  const booking = (await findCustomerBooking(customer.id, held.id))!;
  if (paymentMethod === 'pay_on_pickup') {
    const done = await confirmPayOnPickup(customer.id, booking, testDriver);
    if (!done.ok) throw new Error(done.reason);
  } else {
    const started = await startCardPayment(running.client, {
      userId: customer.id,
      booking,
      details: testDriver,
      locale: 'en',
      returnUrl,
    });
    if (!started.ok) throw new Error(started.reason);
    await running.pay(started.paymentUrl, '4111111111111111');
    expect(await settleCardPayment(running.client, booking.id, null)).toBe('confirmed');
  }
  return row(booking.id);
}
const row = async (id: number) => (await db().select().from(bookings).where(eq(bookings.id, id)))[0];
const extrasOf = (booking: { priceSnapshot: unknown }) =>
  readPriceSnapshot(booking.priceSnapshot, 'the booking').extras;
const request = (
  booking: Awaited<ReturnType<typeof row>>,
  change: { pickupDays?: number; dropoffDays?: number; extras?: Partial<Extras>; vehicleModelId?: number },
) => ({
  bookingId: booking.id,
  pickupAt: new Date(booking.pickupAt.getTime() + (change.pickupDays ?? 0) * DAY),
  dropoffAt: new Date(booking.dropoffAt.getTime() + (change.dropoffDays ?? 0) * DAY),
  extras: { ...extrasOf(booking), ...change.extras },
  ...(change.vehicleModelId ? { vehicleModelId: change.vehicleModelId } : {}),
});
async function quoted(actor: AmendmentActor, input: ReturnType<typeof request>) {
  const found = await quoteAmendment(actor, input);
  if (!found.ok) throw new Error(found.reason);
  return found.quote;
}
const mailsAbout = async (reference: string) =>
  (await db().select().from(outboxMessages).orderBy(desc(outboxMessages.id))).filter((mail) =>
    mail.subject?.includes(reference),
  );
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

describe('a customer changes their card-paid booking', () => {
  test('a day longer: priced by the pricing module, the difference paid by card, then a new invoice replaces the old one', async () => {
    const booking = await booked('card');
    const input = request(booking, { dropoffDays: 1 });
    const quote = await quoted(me, input);
    const after = quote.after.priceSnapshot;
    // 4 days instead of 3 at the model's rates in force (unchanged since booking here): one more day of the rental and of the CDW, with VAT.
    const dayRate = readPriceSnapshot(booking.priceSnapshot, 'the booking').rateCard;
    const oneMoreDay = dayRate.dailyFils + dayRate.cdw.dailyFils;
    expect(after.quote.days).toBe(4);
    expect(quote.differenceFils).toBe(oneMoreDay + Math.floor((oneMoreDay * 5 * 2 + 100) / 200));
    expect(quote.settlement).toEqual({ kind: 'pay', dueFils: quote.differenceFils });

    const result = await changeBooking(running.client, me, input, quote.differenceFils);
    if (!result.ok || result.kind !== 'awaiting_payment') throw new Error(JSON.stringify(result));
    // Until the difference is paid the booking stays as it was.
    expect((await row(booking.id)).dropoffAt).toEqual(booking.dropoffAt);

    const started = await startAmendmentPayment(running.client, {
      userId: customer.id,
      amendmentId: result.amendmentId,
      locale: 'en',
      returnUrl,
    });
    if (!started.ok) throw new Error(started.reason);
    expect(running.sandbox.lastOrderRequest()).toMatchObject({
      amount: { currencyCode: 'AED', value: quote.differenceFils },
    });
    await running.pay(started.paymentUrl, '4111111111111111');
    expect(await settleAmendmentPayment(running.client, result.amendmentId)).toBe('applied');
    expect(await settleAmendmentPayment(running.client, result.amendmentId)).toBe('applied');

    const changed = await row(booking.id);
    expect(changed).toMatchObject({ status: 'confirmed', totalFils: quote.after.totalFils, paymentStatus: 'paid' });
    expect(changed.dropoffAt).toEqual(input.dropoffAt);
    expect(changed.invoiceNumber).toBeGreaterThan(booking.invoiceNumber!);
    const [amendment] = await db().select().from(bookingAmendments).where(eq(bookingAmendments.id, result.amendmentId));
    expect(amendment).toMatchObject({
      state: 'applied',
      replacedInvoiceNumber: booking.invoiceNumber,
      invoiceNumber: changed.invoiceNumber,
    });
    expect(amendment.creditNoteNumber).toBeGreaterThanOrEqual(500_001);

    // The credit note cancels the old invoice in full; the new invoice says what it replaces.
    const creditNote = await pdfText((await issuedAmendmentCreditNote(result.amendmentId))!.bytes);
    expect(creditNote).toContain('Tax Credit Note');
    expect(creditNote).toContain(`${booking.invoiceNumber}`);
    expect(creditNote).toContain((booking.totalFils! / 100).toFixed(2));
    expect(creditNote).toContain(`Carried over to tax invoice ${changed.invoiceNumber}`);
    const invoice = await pdfText((await issuedInvoice(booking.id))!.bytes);
    expect(invoice).toContain(`${changed.invoiceNumber}`);
    expect(invoice).toContain(`Replaces tax invoice`);
    expect(invoice).toContain(`${booking.invoiceNumber} (cancelled by credit note ${amendment.creditNoteNumber})`);
    expect(invoice).toContain((quote.after.totalFils / 100).toFixed(2));
    // The old invoice stays downloadable as issued.
    const old = await pdfText((await issuedInvoice(booking.id, booking.invoiceNumber!))!.bytes);
    expect(old).toContain((booking.totalFils! / 100).toFixed(2));
    expect(old).not.toContain('Replaces tax invoice');

    const [mail] = await mailsAbout(booking.reference);
    expect(mail.subject).toBe(`Your booking ${booking.reference} is changed`);
    expect(plain(mail.text)).toContain('You paid the difference of AED');
    expect(plain(mail.text)).toContain(
      `tax invoice ${changed.invoiceNumber}, which replaces invoice ${booking.invoiceNumber}`,
    );
    expect(mail.attachments).toHaveLength(2);
    expect(plain(mail.html!)).toContain(
      `tax invoice <bdi dir="ltr" style="white-space:nowrap">${changed.invoiceNumber}</bdi>, which replaces`,
    );

    // Cancelling later gives back from both payments: the difference's order first, then the booking's.
    const offer = await cancellationOffer(customer.id, booking.id);
    expect(offer).toMatchObject({ paidFils: quote.after.totalFils, refundFils: quote.after.totalFils });
    expect(
      await cancelByCustomer(running.client, {
        userId: customer.id,
        bookingId: booking.id,
        expectedRefundFils: quote.after.totalFils,
      }),
    ).toMatchObject({ ok: true, refund: 'refunded' });
    const refunds = await db()
      .select()
      .from(bookingRefunds)
      .where(eq(bookingRefunds.bookingId, booking.id))
      .orderBy(bookingRefunds.id);
    expect(refunds.map((refund) => [refund.orderRef, refund.amountFils, refund.state])).toEqual([
      [amendment.orderRef, quote.differenceFils, 'refunded'],
      [booking.paymentOrderRef, booking.totalFils, 'refunded'],
    ]);
    expect(refunds.every((refund) => refund.creditNoteNumber !== null)).toBe(true);
  });

  test('without full insurance: applied at once, the difference refunded through the provider, no second credit note', async () => {
    const booking = await booked('card');
    const input = request(booking, { extras: { fullInsurance: false } });
    const quote = await quoted(me, input);
    expect(quote.differenceFils).toBeLessThan(0);
    const result = await changeBooking(running.client, me, input, quote.differenceFils);
    expect(result).toMatchObject({ ok: true, kind: 'applied', refund: 'refunded' });
    const changed = await row(booking.id);
    expect(extrasOf(changed).fullInsurance).toBe(false);
    // Paid in full at its new price: the booking still reads paid, not partly refunded.
    expect(changed).toMatchObject({ totalFils: quote.after.totalFils, paymentStatus: 'paid' });
    expect(await db().select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, booking.id))).toMatchObject([
      { amountFils: -quote.differenceFils, reason: 'amendment', state: 'refunded', creditNoteNumber: null },
    ]);
    expect((await running.client.readOrder(booking.paymentOrderRef!)).refundedFils).toBe(-quote.differenceFils);
    const [refundMail, changeMail] = await mailsAbout(booking.reference);
    expect(plain(changeMail.text)).toContain(
      `We are refunding the difference of AED ${(-quote.differenceFils / 100).toFixed(2)}`,
    );
    expect(plain(refundMail.subject)).toContain('Refund of AED');
  });

  test('twice at most: a third change is refused, but staff can still make one', async () => {
    const booking = await booked('card');
    for (const extras of [{ gps: true }, { gps: true, babySeat: true }]) {
      const current = await row(booking.id);
      const input = request(current, { extras: extras.babySeat ? { babySeat: true } : { gps: true } });
      const quote = await quoted(me, input);
      const result = await amendBooking(me, input, quote.differenceFils);
      expect(result.ok).toBe(true);
      // Each costs more: paid through the provider.
      if (result.ok && result.kind === 'awaiting_payment') {
        const started = await startAmendmentPayment(running.client, {
          userId: customer.id,
          amendmentId: result.amendmentId,
          locale: 'en',
          returnUrl,
        });
        if (!started.ok) throw new Error(started.reason);
        await running.pay(started.paymentUrl, '4111111111111111');
        expect(await settleAmendmentPayment(running.client, result.amendmentId)).toBe('applied');
      }
    }
    const third = request(await row(booking.id), { extras: { personalInsurance: true } });
    expect(await quoteAmendment(me, third)).toEqual({ ok: false, reason: 'used_up' });
    const staff = await createAccount({ reviewStatus: 'approved', fullName: 'Aisha Admin', roles: ['admin'] });
    const byStaff: AmendmentActor = { kind: 'staff', staffId: staff.id };
    const quote = await quoted(byStaff, third);
    expect(quote.settlement.kind).toBe('pay');
    const result = await changeBooking(running.client, byStaff, third, quote.differenceFils);
    expect(result).toMatchObject({ ok: true, kind: 'awaiting_payment' });
    const [mail] = await mailsAbout(booking.reference);
    expect(mail.subject).toBe(`Booking ${booking.reference}: a change is waiting for your payment`);
    expect(plain(mail.text)).toContain(`Pay the difference: `);
    expect(plain(mail.text)).toContain(`/my-history/${booking.id}/change`);
    // In the HTML part the payment page is a button-like link.
    expect(mail.html).toMatch(
      new RegExp(`<a href="http[^"]+/my-history/${booking.id}/change"[^>]*>Pay the difference</a>`),
    );
  });

  test('inside 48 hours before pick-up the customer cannot change it', async () => {
    const booking = await booked('card', 3);
    const early = await quoteAmendment(
      me,
      request(booking, { extras: { gps: true } }),
      new Date(booking.pickupAt.getTime() - 47 * 3_600_000),
    );
    expect(early).toEqual({ ok: false, reason: 'too_late' });
  });

  test('a figure that is no longer the one shown changes nothing; two confirmations at once make one change', async () => {
    const booking = await booked('card');
    const input = request(booking, { extras: { fullInsurance: false } });
    const quote = await quoted(me, input);
    expect(await amendBooking(me, input, quote.differenceFils + 1)).toMatchObject({ ok: false, reason: 'changed' });
    const results = await Promise.all([1, 2, 3].map(() => amendBooking(me, input, quote.differenceFils)));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const applied = await db()
      .select()
      .from(bookingAmendments)
      .where(and(eq(bookingAmendments.bookingId, booking.id), eq(bookingAmendments.state, 'applied')));
    expect(applied).toHaveLength(1);
  });

  test('new dates without a free car are refused', async () => {
    const booking = await booked('card');
    await setStock(branchId, modelId, 0);
    try {
      expect(await quoteAmendment(me, request(booking, { pickupDays: 1, dropoffDays: 1 }))).toEqual({
        ok: false,
        reason: 'unavailable',
      });
      // Its own dates are its own: a change of extras only needs no other car.
      await setStock(branchId, modelId, 1);
      expect((await quoteAmendment(me, request(booking, { extras: { gps: true } }))).ok).toBe(true);
    } finally {
      await setStock(branchId, modelId, 30);
    }
  });

  test("dates against the branch rules get the rule's message", async () => {
    const booking = await booked('card');
    const at3am = new Date(booking.dropoffAt);
    at3am.setUTCHours(23, 0, 0, 0);
    const result = await quoteAmendment(me, { ...request(booking, {}), dropoffAt: at3am });
    expect(result).toMatchObject({
      ok: false,
      reason: 'schedule',
      errors: {
        dropoffTime: expect.stringMatching(/^Please select a drop-off time that falls within our working hours/),
      },
    });
  });

  test('a change replaced before it was paid: its late payment is given back', async () => {
    const booking = await booked('card');
    const first = request(booking, { dropoffDays: 1 });
    const q1 = await quoted(me, first);
    const r1 = await amendBooking(me, first, q1.differenceFils);
    if (!r1.ok || r1.kind !== 'awaiting_payment') throw new Error('not waiting');
    const started = await startAmendmentPayment(running.client, {
      userId: customer.id,
      amendmentId: r1.amendmentId,
      locale: 'en',
      returnUrl,
    });
    if (!started.ok) throw new Error(started.reason);
    const second = request(booking, { dropoffDays: 2 });
    const q2 = await quoted(me, second);
    expect((await amendBooking(me, second, q2.differenceFils)).ok).toBe(true);
    await running.pay(started.paymentUrl, '4111111111111111');
    expect(await settleAmendmentPayment(running.client, r1.amendmentId)).toBe('lapsed');
    const [order] = await db()
      .select()
      .from(bookingPaymentOrders)
      .where(eq(bookingPaymentOrders.amendmentId, r1.amendmentId));
    expect((await running.client.readOrder(order.orderRef)).refundedFils).toBe(q1.differenceFils);
    expect((await refundStrayCaptures(running.client)).refunded).toBe(0);
    expect((await row(booking.id)).dropoffAt).toEqual(booking.dropoffAt);
  });

  test('a change left unpaid lapses when its time is up', async () => {
    const booking = await booked('card');
    const input = request(booking, { dropoffDays: 1 });
    const quote = await quoted(me, input);
    const result = await amendBooking(me, input, quote.differenceFils);
    if (!result.ok) throw new Error(result.reason);
    expect(
      (await reconcileAmendments(running.client, new Date(Date.now() + 31 * 60_000))).lapsed,
    ).toBeGreaterThanOrEqual(1);
    const [amendment] = await db().select().from(bookingAmendments).where(eq(bookingAmendments.id, result.amendmentId));
    expect(amendment).toMatchObject({ state: 'lapsed', lapsedReason: 'expired' });
  });
});

describe('a booking paid at pick-up', () => {
  test('is changed at once whatever the difference; the new total is due at the branch and invoiced anew', async () => {
    const booking = await booked('pay_on_pickup');
    const input = request(booking, { pickupDays: 1, dropoffDays: 2 });
    const quote = await quoted(me, input);
    expect(quote.differenceFils).toBeGreaterThan(0);
    expect(quote.settlement).toEqual({ kind: 'apply', refundFils: 0 });
    expect(await changeBooking(running.client, me, input, quote.differenceFils)).toMatchObject({
      ok: true,
      kind: 'applied',
    });
    const changed = await row(booking.id);
    expect(changed).toMatchObject({ totalFils: quote.after.totalFils });
    expect(changed.pickupAt).toEqual(input.pickupAt);
    expect(changed.invoiceNumber).not.toBe(booking.invoiceNumber);
    // The pay-on-pick-up 10% is charged on the new rental too.
    expect(
      readPriceSnapshot(changed.priceSnapshot, 'the changed booking').quote.lines.map((line) => line.code),
    ).toContain('pay_on_pickup');
    const [mail] = await mailsAbout(booking.reference);
    expect(plain(mail.text)).toContain(`You pay AED ${(quote.after.totalFils / 100).toFixed(2)} at pick-up.`);
    expect(await db().select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, booking.id))).toEqual([]);
  });
});

describe('staff change the car', () => {
  test('another model is priced from its own rate card in force', async () => {
    const booking = await booked('pay_on_pickup');
    const staff = await createAccount({ reviewStatus: 'approved', fullName: 'Omar Admin', roles: ['admin'] });
    const input = request(booking, { vehicleModelId: otherModelId });
    const quote = await quoted({ kind: 'staff', staffId: staff.id }, input);
    const [card] = await db()
      .select()
      .from(rateCards)
      .where(eq(rateCards.vehicleModelId, otherModelId))
      .orderBy(desc(rateCards.id))
      .limit(1);
    expect(quote.after.priceSnapshot.rateCard.dailyFils).toBe(card.dailyFils);
    // A customer cannot choose another car this way: their model stays.
    const own = await quoteAmendment(me, input);
    expect(own).toEqual({ ok: false, reason: 'unchanged' });
    expect(
      await changeBooking(running.client, { kind: 'staff', staffId: staff.id }, input, quote.differenceFils),
    ).toMatchObject({ ok: true, kind: 'applied' });
    expect((await row(booking.id)).vehicleModelId).toBe(otherModelId);
  });
});

describe('rates changed since the booking was made', () => {
  test('a change is priced at the rates in force now (the terms), while an unchanged booking keeps its price', async () => {
    const booking = await booked('pay_on_pickup');
    const [latest] = await db()
      .select()
      .from(rateCards)
      .where(eq(rateCards.vehicleModelId, modelId))
      .orderBy(desc(rateCards.id))
      .limit(1);
    const { id: _id, createdAt: _createdAt, ...card } = latest;
    await db()
      .insert(rateCards)
      .values({ ...card, dailyFils: card.dailyFils + 1_000 });
    const quote = await quoted(me, request(booking, { extras: { gps: true } }));
    const after = quote.after.priceSnapshot;
    expect(after.rateCard.dailyFils).toBe(card.dailyFils + 1_000);
    // 3 days at 10.00 more each, plus 3 days of GPS at the card's daily GPS rate.
    const amountOf = (code: string) => after.quote.lines.find((line) => line.code === code)?.amountFils;
    expect(amountOf('base')).toBe(3 * (card.dailyFils + 1_000));
    expect(amountOf('gps')).toBe(3 * card.gpsDailyFils);
    expect(quote.after.totalFils).toBe(after.quote.totalFils);
    expect((await row(booking.id)).totalFils).toBe(booking.totalFils);
  });
});

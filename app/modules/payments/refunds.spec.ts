import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type TestAccount, createAccount, routeArgs, settle } from '../../../tests/factories/accounts';
import { bookableModel, testDriver } from '../../../tests/factories/bookings';
import { insertBooking } from '../../../tests/factories/staff-bookings';
import { PAID_TOTAL_FILS, insertCardPaidBooking } from '../../../tests/factories/card-paid-bookings';
import { type RunningSandbox, startPaymentSandbox } from '../../../tests/setup/payment-sandbox';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { bookingRefunds, bookings, outboxMessages } from '~/db/schema';
import * as bookingRoute from '~/routes/admin-booking';
import { recordPaymentOrder } from '~/modules/payments/payment-moves.server';
import { makeRefund, recordRefund, retryPendingRefunds } from './refunds.server';
import { applyStaffAction } from '~/modules/bookings/staff-actions/staff-booking-actions.server';

const database = withTestDatabase();
const db = () => database.handle().db;

let running: RunningSandbox;
let admin: TestAccount;
let customer: TestAccount;
let arabicCustomer: TestAccount;
let modelId: number;

beforeAll(async () => {
  running = await startPaymentSandbox();
  await seedDatabase(db());
  ({ modelId } = await bookableModel(20));
  admin = await createAccount({ roles: ['admin'], reviewStatus: 'approved', fullName: 'Desk Admin' });
  customer = await createAccount({ reviewStatus: 'approved', fullName: 'Sara Customer' });
  arabicCustomer = await createAccount({ reviewStatus: 'approved', fullName: 'عمر', locale: 'ar' });
});
afterAll(() => running.close());

const TOTAL = PAID_TOTAL_FILS;
const paidBooking = (options: { card?: string; userId?: number; pickupInHours?: number; invoiced?: boolean } = {}) =>
  insertCardPaidBooking(running, {
    ...options,
    userId: options.userId ?? customer.id,
    vehicleModelId: modelId,
    customerDetails: options.userId === arabicCustomer?.id ? null : testDriver,
  });

const cancel = (bookingId: number, refundFils?: number) =>
  applyStaffAction(
    { bookingId, action: 'cancel', reason: 'Customer phoned to cancel', actorId: admin.id, refundFils },
    new Date(),
    running.client,
  );
const refundsOf = (bookingId: number) =>
  db().select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, bookingId)).orderBy(bookingRefunds.id);
const bookingRow = async (id: number) => (await db().select().from(bookings).where(eq(bookings.id, id)))[0];
const mailsTo = (recipient: string) =>
  db().select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(desc(outboxMessages.id));
const mailsAbout = async (recipient: string, reference: string) =>
  (await mailsTo(recipient)).filter((mail) => mail.subject?.includes(reference));

describe('staff cancel a card-paid booking with a refund', () => {
  test('part refunded under the terms: the provider gives it back, the payment shows it, and both mails state the amounts', async () => {
    const { id, reference, orderRef } = await paidBooking({ pickupInHours: 5 });
    expect(await cancel(id, 28_350)).toEqual({
      ok: true,
      status: 'cancelled',
      reference,
      refund: { fils: 28_350, outcome: 'refunded' },
    });

    expect(await refundsOf(id)).toMatchObject([
      { orderRef, amountFils: 28_350, state: 'refunded', attempts: 1, requestedBy: admin.id, lastError: null },
    ]);
    expect(await bookingRow(id)).toMatchObject({ status: 'cancelled', paymentStatus: 'partly_refunded' });
    expect(await running.client.readOrder(orderRef)).toMatchObject({
      status: 'partly_refunded',
      refundedFils: 28_350,
    });

    const [refundMail, cancelMail] = await mailsAbout(testDriver.email, reference);
    expect(cancelMail.subject).toBe(`Your booking ${reference} is cancelled`);
    expect(cancelMail.text.replace(/\u00a0/g, ' ')).toContain('We are refunding AED 283.50 to the card you paid with');
    expect(cancelMail.text.replace(/\u00a0/g, ' ')).toContain('AED 110.25 of your payment is kept');
    expect(refundMail.subject?.replace(/\u00a0/g, ' ')).toBe(`Refund of AED 283.50 for booking ${reference}`);
  });

  test('everything refunded, in Arabic for an Arabic customer: the payment becomes REFUNDED', async () => {
    const { id, reference } = await paidBooking({ userId: arabicCustomer.id });
    expect(await cancel(id, TOTAL)).toMatchObject({ ok: true, refund: { fils: TOTAL, outcome: 'refunded' } });
    expect((await bookingRow(id)).paymentStatus).toBe('refunded');
    const [refundMail, cancelMail] = await mailsAbout(arabicCustomer.email, reference);
    expect(cancelMail.text).toContain('نرد مبلغ');
    expect(cancelMail.text).not.toContain('يُحتفظ');
    expect(refundMail.subject).toContain('استرداد');
  });

  test('no refund at all: cancelled, nothing asked of the provider, and the mail says what is kept and promises nothing', async () => {
    const { id, reference, orderRef } = await paidBooking({ pickupInHours: -3 });
    expect(await cancel(id, 0)).toEqual({ ok: true, status: 'cancelled', reference });
    expect(await refundsOf(id)).toEqual([]);
    expect((await running.client.readOrder(orderRef)).refundedFils).toBe(0);
    const [cancelMail] = await mailsAbout(testDriver.email, reference);
    expect(cancelMail.text).not.toContain('refunding');
    expect(cancelMail.text.replace(/\u00a0/g, ' ')).toContain('AED 393.75 of your payment is kept');
  });

  test.each([[undefined], [TOTAL + 1], [-1], [10.5]])(
    'given the refund %s, should refuse and leave the booking confirmed',
    async (refundFils) => {
      const { id, reference } = await paidBooking();
      expect(await cancel(id, refundFils)).toEqual({
        ok: false,
        reason: 'refund_amount',
        status: 'confirmed',
        reference,
      });
      expect((await bookingRow(id)).status).toBe('confirmed');
      expect(await refundsOf(id)).toEqual([]);
    },
  );

  test('a booking not paid by card is cancelled without a refund amount', async () => {
    const { id } = await insertBooking({
      status: 'confirmed',
      userId: customer.id,
      vehicleModelId: modelId,
      pickupAt: new Date(Date.now() + 86_400_000 * 9),
      paymentMethod: 'pay_on_pickup',
      customerDetails: testDriver,
    });
    expect(await cancel(id)).toMatchObject({ ok: true, status: 'cancelled' });
    expect(await refundsOf(id)).toEqual([]);
  });
});

describe('tax credit notes', () => {
  test('a refund made on an invoiced booking gets the next credit note number, attached to the refund mail', async () => {
    const { id, reference } = await paidBooking({ invoiced: true });
    expect(await cancel(id, 28_350)).toMatchObject({ ok: true, refund: { outcome: 'refunded' } });
    const [made] = await refundsOf(id);
    expect(made.creditNoteNumber).toBeGreaterThanOrEqual(500_001);
    const [refundMail] = await mailsAbout(testDriver.email, reference);
    expect(refundMail.text).toContain(`The tax credit note ${made.creditNoteNumber} for this refund is attached.`);
    expect(refundMail.html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
    expect(refundMail.html).toContain(
      `The tax credit note <bdi dir="ltr" style="white-space:nowrap">${made.creditNoteNumber}</bdi> for this refund is attached.`,
    );
    expect(refundMail.attachments).toEqual([
      expect.objectContaining({
        filename: `tax-credit-note-${made.creditNoteNumber}.pdf`,
        contentType: 'application/pdf',
      }),
    ]);
  });

  test('a refund that is refused gets no credit note until it is made; a booking never invoiced gets none', async () => {
    const refused = await paidBooking({ invoiced: true, card: '4000000000000119' });
    await cancel(refused.id, 5_000);
    const [failed] = await refundsOf(refused.id);
    expect(failed).toMatchObject({ state: 'failed', creditNoteNumber: null });
    await makeRefund(running.client, failed.id);
    expect((await refundsOf(refused.id))[0].creditNoteNumber).toBeGreaterThan(0);

    const plain = await paidBooking();
    await cancel(plain.id, 5_000);
    expect((await refundsOf(plain.id))[0]).toMatchObject({ state: 'refunded', creditNoteNumber: null });
  });
});

describe('refunds the provider refuses or does not answer', () => {
  test('refused by the issuer: Refund failed with the provider’s words and no refund mail; Retry makes it, and mails once', async () => {
    const { id, reference, orderRef } = await paidBooking({ card: '4000000000000119' });
    expect(await cancel(id, TOTAL)).toMatchObject({ ok: true, refund: { fils: TOTAL, outcome: 'failed' } });
    const [refused] = await refundsOf(id);
    expect(refused).toMatchObject({ state: 'failed', attempts: 1 });
    expect(refused.lastError).toContain('refused the refund');
    expect((await bookingRow(id)).paymentStatus).toBe('paid');
    expect((await mailsAbout(testDriver.email, reference)).map((mail) => mail.subject)).toEqual([
      `Your booking ${reference} is cancelled`,
    ]);

    expect(await makeRefund(running.client, refused.id)).toBe('refunded');
    expect(await makeRefund(running.client, refused.id)).toBe('refunded');
    expect(await refundsOf(id)).toMatchObject([{ state: 'refunded', attempts: 2, lastError: null }]);
    expect((await running.client.readOrder(orderRef)).refundedFils).toBe(TOTAL);
    expect(
      (await mailsAbout(testDriver.email, reference)).filter((mail) => mail.subject?.startsWith('Refund of')),
    ).toHaveLength(1);
  });

  test('no answer: left pending; a retry inside the lease is told it is busy; the reconciler makes it once the lease ran out', async () => {
    const { id, orderRef } = await paidBooking();
    running.sandbox.failNext('refunds', 'hang');
    expect(await cancel(id, 10_000)).toMatchObject({ ok: true, refund: { outcome: 'pending' } });
    const [pending] = await refundsOf(id);
    expect(pending).toMatchObject({ state: 'pending', attempts: 1 });
    expect(await makeRefund(running.client, pending.id)).toBe('busy');

    await db()
      .update(bookingRefunds)
      .set({ updatedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(bookingRefunds.id, pending.id));
    expect(await retryPendingRefunds(running.client)).toMatchObject({ refunded: 1 });
    expect(await refundsOf(id)).toMatchObject([{ state: 'refunded', attempts: 2 }]);
    expect((await running.client.readOrder(orderRef)).refundedFils).toBe(10_000);
  });

  test('an attempt whose answer was lost but which went through is never made twice', async () => {
    const { id, orderRef } = await paidBooking();
    const refundId = await db().transaction((tx) =>
      recordRefund(tx, { bookingId: id, orderRef, amountFils: 5_000, actorId: admin.id }),
    );
    // The provider made it, but we never heard back.
    await running.client.refundOrder(orderRef, 5_000);
    expect(await makeRefund(running.client, refundId)).toBe('refunded');
    expect((await running.client.readOrder(orderRef)).refundedFils).toBe(5_000);
  });

  test('parallel retries of one refund ask the provider once', async () => {
    const { id, orderRef } = await paidBooking({ card: '4000000000000119' });
    await cancel(id, 7_000);
    const [failed] = await refundsOf(id);
    const outcomes = await Promise.all([1, 2, 3, 4].map(() => makeRefund(running.client, failed.id)));
    expect(outcomes.filter((outcome) => outcome === 'refunded').length).toBeGreaterThanOrEqual(1);
    expect(outcomes.every((outcome) => outcome === 'refunded' || outcome === 'busy')).toBe(true);
    expect((await running.client.readOrder(orderRef)).refundedFils).toBe(7_000);
  });
});

describe('the staff booking page', () => {
  const post = (id: number, body: Record<string, string>) =>
    settle(() =>
      bookingRoute.action(
        routeArgs(
          new Request(`http://localhost/admin/bookings/${id}`, {
            method: 'POST',
            body: new URLSearchParams(body),
            headers: { Cookie: admin.cookie },
          }),
          { bookingId: String(id) },
        ),
      ),
    );
  const load = (id: number) =>
    settle(() =>
      bookingRoute.loader(
        routeArgs(new Request(`http://localhost/admin/bookings/${id}`, { headers: { Cookie: admin.cookie } }), {
          bookingId: String(id),
        }),
      ),
    );

  test('suggests the refund the terms give: everything 3 days ahead, all but one day under 24 hours', async () => {
    const early = await paidBooking({ pickupInHours: 72 });
    expect((await load(early.id)).body).toMatchObject({
      cancelRefund: { paidFils: TOTAL, suggestedFils: TOTAL, keptFils: 0, rule: 'free' },
      refunds: [],
    });
    const late = await paidBooking({ pickupInHours: 5 });
    expect((await load(late.id)).body).toMatchObject({
      cancelRefund: { paidFils: TOTAL, suggestedFils: 28_350, keptFils: 11_025, rule: 'late' },
    });
  });

  test('lists the orders the customer left behind by trying again, not the one that paid', async () => {
    const { id, orderRef } = await paidBooking();
    const earlier = await running.client.createOrder({
      amountFils: TOTAL,
      merchantOrderReference: `T-${Date.now()}`,
      emailAddress: 'driver@example.ae',
      billingAddress: { firstName: 'Sara', lastName: 'Customer' },
      language: 'en',
      redirectUrl: 'http://localhost:3000/bill/1/1/success',
    });
    await recordPaymentOrder({
      bookingId: id,
      orderRef: earlier.reference,
      amountFils: TOTAL,
      reading: { status: 'failed', providerState: 'FAILED', capturedFils: 0, refundedFils: 0 },
    });
    const { earlierOrders } = (await load(id)).body as { earlierOrders: { orderRef: string }[] };
    expect(earlierOrders).toMatchObject([{ orderRef: earlier.reference, amountFils: TOTAL, state: 'FAILED' }]);
    expect(earlierOrders.map((order) => order.orderRef)).not.toContain(orderRef);
  });

  test('a refund amount that is not one, or more than was paid, is a message at the field with everything typed kept', async () => {
    const { id } = await paidBooking();
    expect(await post(id, { intent: 'cancel', reason: 'Double booking', refund: 'all of it' })).toMatchObject({
      status: 400,
      body: {
        intent: 'cancel',
        field: 'refund',
        reason: 'Double booking',
        refund: 'all of it',
        error: 'Enter the refund in AED, for example 283.50, or 0 for none.',
      },
    });
    const tooMuch = await post(id, { intent: 'cancel', reason: 'Double booking', refund: '500' });
    expect(tooMuch).toMatchObject({ status: 400, body: { field: 'refund', refund: '500' } });
    expect((tooMuch.body as { error: string }).error.replace(/\u00a0/g, ' ')).toBe(
      'The refund cannot be more than the AED 393.75 paid.',
    );
    expect((await bookingRow(id)).status).toBe('confirmed');
  });

  test('lists the refunds; Retry on one of another booking is a 404, on a made one changes nothing', async () => {
    const { id, orderRef } = await paidBooking();
    const refundId = await db().transaction((tx) =>
      recordRefund(tx, { bookingId: id, orderRef, amountFils: 1_000, actorId: admin.id }),
    );
    await db()
      .update(bookingRefunds)
      .set({ state: 'refunded', refundedAt: new Date() })
      .where(eq(bookingRefunds.id, refundId));
    expect((await load(id)).body).toMatchObject({ refunds: [{ id: refundId, amountFils: 1_000, state: 'refunded' }] });
    const other = await paidBooking();
    expect((await post(other.id, { intent: 'retryRefund', refundId: String(refundId) })).status).toBe(404);
    expect(await post(id, { intent: 'retryRefund', refundId: String(refundId) })).toMatchObject({
      status: 302,
      location: `/admin/bookings/${id}`,
    });
    expect((await running.client.readOrder(orderRef)).refundedFils).toBe(0);
  });
});

describe('a no-show recorded by staff', () => {
  const noShow = (bookingId: number) =>
    applyStaffAction(
      { bookingId, action: 'noShow', reason: 'Waited until 13:00, no answer on the phone', actorId: admin.id },
      new Date(),
      running.client,
    );

  test('of a card-paid booking keeps one rental day under the terms and refunds the rest, with both mails', async () => {
    const { id, reference, orderRef } = await paidBooking({ pickupInHours: -3 });
    // 393.75 paid; one day at 105.00 + VAT is 110.25 kept; 283.50 back.
    expect(await noShow(id)).toEqual({
      ok: true,
      status: 'no_show',
      reference,
      refund: { fils: 28_350, outcome: 'refunded' },
    });
    expect(await refundsOf(id)).toMatchObject([{ orderRef, amountFils: 28_350, state: 'refunded', reason: 'no_show' }]);
    expect(await bookingRow(id)).toMatchObject({ status: 'no_show', paymentStatus: 'partly_refunded' });
    const [refundMail, noShowMail] = await mailsAbout(testDriver.email, reference);
    expect(noShowMail.subject).toBe(`Booking ${reference}: the car was not collected`);
    expect(noShowMail.text).toContain('was not collected within two hours');
    expect(noShowMail.text.replace(/\u00a0/g, ' ')).toContain('We are refunding AED 283.50 to the card you paid with');
    expect(noShowMail.text.replace(/\u00a0/g, ' ')).toContain('AED 110.25 of your payment is kept');
    expect(noShowMail.text).not.toContain('no answer on the phone');
    expect(noShowMail.text).not.toContain('Nothing was paid');
    expect(noShowMail.html?.replace(/\u00a0/g, ' ')).toContain('AED 110.25 of your payment is kept');
    expect(noShowMail.html).not.toContain('no answer on the phone');
    expect(refundMail.subject?.replace(/\u00a0/g, ' ')).toBe(`Refund of AED 283.50 for booking ${reference}`);
  });

  test('is refused before two hours have passed since the pick-up time: the customer may still come', async () => {
    const { id, reference } = await paidBooking({ pickupInHours: -1 });
    expect(await noShow(id)).toMatchObject({ ok: false, reason: 'refused', status: 'confirmed', reference });
    expect(await refundsOf(id)).toEqual([]);
  });

  test('of a pay-on-pick-up booking frees the car and charges nothing', async () => {
    const { id, reference } = await insertBooking({
      status: 'confirmed',
      userId: customer.id,
      vehicleModelId: modelId,
      pickupAt: new Date(Date.now() - 5 * 3_600_000),
      paymentMethod: 'pay_on_pickup',
      customerDetails: testDriver,
    });
    expect(await noShow(id)).toEqual({ ok: true, status: 'no_show', reference });
    expect(await refundsOf(id)).toEqual([]);
    const [mail] = await mailsAbout(testDriver.email, reference);
    expect(mail.text).not.toContain('refunding');
    // Nothing was taken, and the customer reads that no charge follows.
    expect(mail.text).toContain('Nothing was paid for this booking, so nothing is kept or refunded.');
  });
});

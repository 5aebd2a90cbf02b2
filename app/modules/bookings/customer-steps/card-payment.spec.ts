import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type RunningSandbox, startPaymentSandbox } from '../../../../tests/setup/payment-sandbox';
import { withTestDatabase } from '../../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { bookingPaymentOrders, bookingRefunds, bookings, outboxMessages, users } from '~/db/schema';
import type { NgeniusClient } from '~/modules/payments/provider/ngenius-client.server';
import type { NgeniusSandbox } from '~/modules/payments/provider/sandbox/ngenius-sandbox.server';
import { formatAed } from '~/utils/money';
import { bookableModel, enquiryFor, testDriver } from '../../../../tests/factories/bookings';
import { findCustomerBooking } from './bill.server';
import { ORDER_WATCH_HOURS } from '~/modules/payments/payment-orders.server';
import { reconcileBookings, resumeCardPayment, settleCardPayment, startCardPayment } from './card-payment.server';
import { refundStrayCapture, refundStrayCaptures } from '~/modules/payments/stray-captures.server';
import { selectVehicle } from './select-vehicle.server';

const database = withTestDatabase();
const db = () => database.handle().db;
let running: RunningSandbox;
let sandbox: NgeniusSandbox;
let client: NgeniusClient;
let modelId: number;
let owner: { id: number; reviewStatus: 'approved' };
let day = 3;

const driver = testDriver;

beforeAll(async () => {
  running = await startPaymentSandbox();
  ({ sandbox, client } = running);

  await seedDatabase(db());
  ({ modelId } = await bookableModel(50));
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
});

afterAll(() => running.close());

async function draft() {
  const enquiryId = await enquiryFor(owner.id, ++day);
  const selected = await selectVehicle(owner, enquiryId, modelId);
  if (!selected.ok) throw new Error(selected.reason);
  return (await findCustomerBooking(owner.id, selected.bookingId))!;
}

const returnUrl = 'http://localhost:3000/bill/1/1/success';
const start = async () => {
  const booking = await draft();
  const started = await startCardPayment(client, {
    userId: owner.id,
    booking,
    details: driver,
    locale: 'en',
    returnUrl,
  });
  if (!started.ok) throw new Error(started.reason);
  return { booking, paymentUrl: started.paymentUrl };
};
const pay = (paymentUrl: string, cardNumber: string) => running.pay(paymentUrl, cardNumber);
const row = async (id: number) => (await db().select().from(bookings).where(eq(bookings.id, id)))[0];

describe('card payments', () => {
  test('an approved card confirms the booking, once, whatever the number of returns', async () => {
    const { booking, paymentUrl } = await start();
    expect((await row(booking.id)).status).toBe('awaiting_payment');
    expect(sandbox.lastOrderRequest()).toMatchObject({
      action: 'PURCHASE',
      amount: { currencyCode: 'AED', value: (await row(booking.id)).totalFils },
      merchantOrderReference: booking.reference,
    });
    const ref = await pay(paymentUrl, '4111 1111 1111 1111');
    const results = await Promise.all([
      settleCardPayment(client, booking.id, ref),
      settleCardPayment(client, booking.id, ref),
      settleCardPayment(client, booking.id, ref),
    ]);
    expect(results).toEqual(['confirmed', 'confirmed', 'confirmed']);
    const confirmed = await row(booking.id);
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      paymentMethod: 'card',
      paymentStatus: 'paid',
      customerDetails: driver,
    });
    expect(confirmed.invoiceNumber).toBeGreaterThan(100000);
  });

  test('a declined card fails the booking; a retry with a good card confirms it', async () => {
    const { booking, paymentUrl } = await start();
    expect(await settleCardPayment(client, booking.id, await pay(paymentUrl, '4000 0000 0000 0002'))).toBe('failed');
    expect((await row(booking.id)).status).toBe('payment_failed');
    const again = await startCardPayment(client, {
      userId: owner.id,
      booking: (await findCustomerBooking(owner.id, booking.id))!,
      details: driver,
      locale: 'en',
      returnUrl,
    });
    expect(again.ok).toBe(true);
    expect(
      await settleCardPayment(
        client,
        booking.id,
        await pay((again as { paymentUrl: string }).paymentUrl, '4111111111111111'),
      ),
    ).toBe('confirmed');
  });

  test('back from the payment page: paying again reopens the same order, and never one already paid or with the bank', async () => {
    const { booking, paymentUrl } = await start();
    const orderRef = (await row(booking.id)).paymentOrderRef;
    expect(await resumeCardPayment(client, booking.id)).toEqual({ kind: 'pay', paymentUrl });
    expect((await row(booking.id)).paymentOrderRef).toBe(orderRef);
    await pay(paymentUrl, '4111 1111 1111 1111');
    expect(await resumeCardPayment(client, booking.id)).toEqual({ kind: 'settled' });
    expect((await row(booking.id)).status).toBe('confirmed');

    const pending = await start();
    await pay(pending.paymentUrl, '4000 0000 0000 3220');
    expect(await resumeCardPayment(client, pending.booking.id)).toEqual({ kind: 'settled' });
    expect(await row(pending.booking.id)).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'pending' });
  });

  test('3-D Secure still pending leaves the booking waiting', async () => {
    const { booking, paymentUrl } = await start();
    expect(await settleCardPayment(client, booking.id, await pay(paymentUrl, '4000 0000 0000 3220'))).toBe('pending');
    expect(await row(booking.id)).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'pending' });
  });

  test("a return naming another booking's order, or an order for another amount, never confirms", async () => {
    const first = await start();
    const second = await start();
    const secondRef = await pay(second.paymentUrl, '4111111111111111');
    expect(await settleCardPayment(client, first.booking.id, secondRef)).toBe('refused');
    expect((await row(first.booking.id)).status).toBe('awaiting_payment');

    const ref = await pay(first.paymentUrl, '4111111111111111');
    await db().update(bookings).set({ totalFils: 1 }).where(eq(bookings.id, first.booking.id));
    expect(await settleCardPayment(client, first.booking.id, ref)).toBe('refused');
    expect((await row(first.booking.id)).status).toBe('awaiting_payment');
  });

  test('a provider that does not answer in time is reported, and nothing is decided', async () => {
    const { booking, paymentUrl } = await start();
    const ref = await pay(paymentUrl, '4111111111111111');
    sandbox.failNext('orders', 'hang');
    expect(await settleCardPayment(client, booking.id, ref)).toBe('unavailable');
    expect((await row(booking.id)).status).toBe('awaiting_payment');
    expect(await settleCardPayment(client, booking.id, ref)).toBe('confirmed');
  });

  test('a provider down when the order is created fails the payment, with the car given back', async () => {
    const booking = await draft();
    sandbox.failNext('orders', 'unavailable');
    expect(
      await startCardPayment(client, { userId: owner.id, booking, details: driver, locale: 'en', returnUrl }),
    ).toEqual({ ok: false, reason: 'provider' });
    expect((await row(booking.id)).status).toBe('payment_failed');
  });

  test('the reconciler settles orders nobody came back for and releases expired holds', async () => {
    const paid = await start();
    await pay(paid.paymentUrl, '4111111111111111');
    const forgotten = await draft();
    const later = new Date(Date.now() + 31 * 60_000);
    const result = await reconcileBookings(client, later);
    expect(result.settled).toBeGreaterThanOrEqual(1);
    expect((await row(paid.booking.id)).status).toBe('confirmed');
    expect((await row(forgotten.id)).status).toBe('cancelled');
  });
});

describe('a payment that arrives after the booking stopped waiting for it', () => {
  /** A card booking cancelled by the reconciler (nobody paid within the hold and its grace), its order still open. */
  async function cancelledWhilePaying() {
    const started = await start();
    await db()
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(bookings.id, started.booking.id));
    await reconcileBookings(client);
    expect((await row(started.booking.id)).status).toBe('cancelled');
    return started;
  }
  const refundsOf = (bookingId: number) =>
    db().select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, bookingId));

  test('is refunded in full by the reconciler, once, shown to staff as automatic, and the customer is mailed', async () => {
    const { booking, paymentUrl } = await cancelledWhilePaying();
    const orderRef = await pay(paymentUrl, '4111111111111111');
    const total = (await row(booking.id)).totalFils!;
    expect(await refundStrayCaptures(client)).toMatchObject({ refunded: 1 });
    expect(await refundsOf(booking.id)).toMatchObject([
      {
        orderRef,
        amountFils: total,
        state: 'refunded',
        reason: 'stray_capture',
        requestedBy: null,
        creditNoteNumber: null,
      },
    ]);
    expect(await row(booking.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect((await client.readOrder(orderRef)).refundedFils).toBe(total);
    const mails = await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, driver.email));
    expect(
      mails.filter((mail) => mail.subject === `Refund of ${formatAed(total, 'en')} for booking ${booking.reference}`),
    ).toHaveLength(1);

    expect(await refundStrayCaptures(client)).toMatchObject({ refunded: 0 });
    expect(await refundsOf(booking.id)).toHaveLength(1);
  });

  test('coming back from the provider refunds it at once; parallel returns refund it once', async () => {
    const { booking, paymentUrl } = await cancelledWhilePaying();
    const orderRef = await pay(paymentUrl, '4111111111111111');
    const outcomes = await Promise.all([1, 2, 3].map(() => refundStrayCapture(client, booking.id)));
    expect(outcomes.filter((outcome) => outcome === 'refunded')).toHaveLength(1);
    expect(await refundsOf(booking.id)).toHaveLength(1);
    expect((await client.readOrder(orderRef)).refundedFils).toBe((await row(booking.id)).totalFils);
  });

  test('an order never paid, or a booking still waiting or confirmed, is left alone', async () => {
    const { booking } = await cancelledWhilePaying();
    expect(await refundStrayCapture(client, booking.id)).toBe('none');
    const waiting = await start();
    await pay(waiting.paymentUrl, '4111111111111111');
    expect(await refundStrayCapture(client, waiting.booking.id)).toBe('none');
    expect(await refundsOf(booking.id)).toEqual([]);
    expect(await refundsOf(waiting.booking.id)).toEqual([]);
  });
});

describe('every order of a booking is watched', () => {
  const refundsOf = (bookingId: number) =>
    db().select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, bookingId));
  const ordersOf = (bookingId: number) =>
    db()
      .select()
      .from(bookingPaymentOrders)
      .where(eq(bookingPaymentOrders.bookingId, bookingId))
      .orderBy(bookingPaymentOrders.id);

  /** A refused card on the first order, then a retry that makes a second: the first order's page is still open. */
  async function retried() {
    const { booking, paymentUrl: firstUrl } = await start();
    // A refused card leaves the provider's page open for another try; nobody comes back, the reconciler reads it.
    const refused = { action: 'pay', cardNumber: '5555555555554444', expiry: '12/39', cvv: '123' };
    expect((await fetch(firstUrl, { method: 'POST', body: new URLSearchParams(refused) })).status).toBe(400);
    expect(await settleCardPayment(client, booking.id, null)).toBe('failed');
    const again = await startCardPayment(client, {
      userId: owner.id,
      booking: (await findCustomerBooking(owner.id, booking.id))!,
      details: driver,
      locale: 'en',
      returnUrl,
    });
    if (!again.ok) throw new Error(again.reason);
    const [first, second] = await ordersOf(booking.id);
    expect((await row(booking.id)).paymentOrderRef).toBe(second.orderRef);
    return { booking, firstUrl, secondUrl: again.paymentUrl, first, second };
  }

  test('each order is kept with its amount and the state last read', async () => {
    const { booking, first, second } = await retried();
    const total = (await row(booking.id)).totalFils;
    expect(await ordersOf(booking.id)).toMatchObject([
      { orderRef: first.orderRef, amountFils: total, status: 'failed', providerState: 'FAILED' },
      { orderRef: second.orderRef, amountFils: total, status: 'started', providerState: 'STARTED' },
    ]);
  });

  test('the earlier order paid while the booking waits for the newer one is refunded; the newer one still confirms it', async () => {
    const { booking, firstUrl, secondUrl, first, second } = await retried();
    await pay(firstUrl, '4111111111111111');
    // The provider sends the customer back naming the earlier order: it is not the one awaited.
    expect(await settleCardPayment(client, booking.id, first.orderRef)).toBe('refused');
    expect(await refundStrayCaptures(client)).toMatchObject({ refunded: 1 });
    expect(await refundsOf(booking.id)).toMatchObject([
      { orderRef: first.orderRef, state: 'refunded', reason: 'stray_capture', creditNoteNumber: null },
    ]);
    expect(await row(booking.id)).toMatchObject({ status: 'awaiting_payment', paymentOrderRef: second.orderRef });
    expect((await ordersOf(booking.id))[0]).toMatchObject({ status: 'refunded', providerState: 'REFUNDED' });

    expect(await settleCardPayment(client, booking.id, await pay(secondUrl, '4111111111111111'))).toBe('confirmed');
    expect(await row(booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await refundStrayCaptures(client)).toMatchObject({ refunded: 0 });
    expect(await refundsOf(booking.id)).toHaveLength(1);
  });

  test('the earlier order paid after the newer one confirmed the booking is refunded on the return; the booking and its invoice stay', async () => {
    const { booking, firstUrl, secondUrl, first } = await retried();
    expect(await settleCardPayment(client, booking.id, await pay(secondUrl, '4111111111111111'))).toBe('confirmed');
    const invoiceNumber = (await row(booking.id)).invoiceNumber;
    await pay(firstUrl, '4111111111111111');
    expect(await refundStrayCapture(client, booking.id)).toBe('refunded');
    expect(await refundsOf(booking.id)).toMatchObject([
      { orderRef: first.orderRef, state: 'refunded', reason: 'stray_capture', creditNoteNumber: null },
    ]);
    // The payment that confirmed the booking is untouched: no credit note, still paid.
    expect(await row(booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', invoiceNumber });
    const total = (await row(booking.id)).totalFils!;
    expect((await client.readOrder(first.orderRef)).refundedFils).toBe(total);
    // The customer is told it was a second payment, refunded in full, the booking paid once.
    const amount = formatAed(total, 'en');
    const [mail, ...more] = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, `Booking ${booking.reference} was paid twice: ${amount} refunded`));
    expect(more).toEqual([]);
    expect(mail.recipient).toBe(driver.email);
    expect(mail.text).toContain(`We received a second payment for booking ${booking.reference} (`);
    expect(mail.text).toContain(
      `Your booking stays paid once, and we have refunded the second payment, ${amount}, in full to the card it was made with.`,
    );
    expect(mail.attachments).toBeNull();
  });

  test('orders older than the watch window are no longer read', async () => {
    const { booking, firstUrl, first } = await retried();
    await db()
      .update(bookingPaymentOrders)
      .set({ createdAt: new Date(Date.now() - (ORDER_WATCH_HOURS * 60 + 1) * 60_000) })
      .where(eq(bookingPaymentOrders.orderRef, first.orderRef));
    await pay(firstUrl, '4111111111111111');
    expect(await refundStrayCapture(client, booking.id)).toBe('none');
    expect(await refundsOf(booking.id)).toEqual([]);
  });
});

describe('a card payment abandoned at 3-D Secure', () => {
  /** The customer reached the bank's check and left: the result page said the outcome would be emailed. */
  async function abandoned() {
    const { booking, paymentUrl } = await start();
    expect(await settleCardPayment(client, booking.id, await pay(paymentUrl, '4000 0000 0000 3220'))).toBe('pending');
    await db()
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(bookings.id, booking.id));
    return booking;
  }
  const releaseMails = (reference: string) =>
    db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, `Booking ${reference} is cancelled: the card payment was not completed`));

  test('is released by the reconciler with the promised mail, written once however often it runs', async () => {
    const booking = await abandoned();
    await Promise.all([reconcileBookings(client), reconcileBookings(client)]);
    await reconcileBookings(client);
    expect(await row(booking.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
    const mails = await releaseMails(booking.reference);
    expect(mails).toHaveLength(1);
    expect(mails[0].recipient).toBe(driver.email);
    expect(mails[0].text).toContain('Dear Sara Customer,');
    expect(mails[0].text).toContain(`The card payment for booking ${booking.reference} (`);
    expect(mails[0].text).toContain('So the booking is cancelled and the car has been released.');
    expect(mails[0].text).toContain('If your bank still completes the payment, we refund it to your card in full');
  });

  test('the mail is in the language the customer uses the site in', async () => {
    await db().update(users).set({ locale: 'ar' }).where(eq(users.id, owner.id));
    try {
      const booking = await abandoned();
      await reconcileBookings(client);
      const [mail, ...more] = await db()
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.subject, `أُلغي الحجز ${booking.reference}: لم تكتمل عملية الدفع بالبطاقة`));
      expect(more).toEqual([]);
      expect(mail.text).toContain('لم تكتمل عملية الدفع بالبطاقة للحجز');
      expect(mail.text).toContain('إذا أكمل البنك عملية الدفع لاحقاً، نردّ المبلغ كاملاً إلى بطاقتك');
    } finally {
      await db().update(users).set({ locale: 'en' }).where(eq(users.id, owner.id));
    }
  });

  test('a draft whose hold ran out is released without a mail: nothing promised one', async () => {
    const forgotten = await draft();
    await reconcileBookings(client, new Date(Date.now() + 31 * 60_000));
    expect((await row(forgotten.id)).status).toBe('cancelled');
    expect(await releaseMails(forgotten.reference)).toEqual([]);
  });
});

describe('the confirmation email', () => {
  test('goes out once, to the driver, with the reference, every price line, the total and the invoice number', async () => {
    const { booking, paymentUrl } = await start();
    const ref = await pay(paymentUrl, '4111111111111111');
    await Promise.all([settleCardPayment(client, booking.id, ref), settleCardPayment(client, booking.id, ref)]);
    const mails = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, `Your booking ${booking.reference} is confirmed`));
    expect(mails).toHaveLength(1);
    const confirmed = await row(booking.id);
    expect(mails[0].recipient).toBe(driver.email);
    expect(mails[0].text).toContain('Dear Sara Customer,');
    expect(mails[0].text).toContain('Rental: AED');
    expect(mails[0].text).toContain('VAT 5%: AED');
    expect(mails[0].text).toContain(`Total: ${formatAed(confirmed.totalFils!, 'en')}`);
    expect(mails[0].text).toContain(`Tax invoice number: ${confirmed.invoiceNumber}`);
    expect(mails[0].text).toContain('Payment method: Pay by card – Paid by card.');
  });
});

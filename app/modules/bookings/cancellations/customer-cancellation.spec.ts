import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type TestAccount, createAccount, routeArgs, settle } from '../../../../tests/factories/accounts';
import { bookableModel, testDriver } from '../../../../tests/factories/bookings';
import { PAID_TOTAL_FILS, insertCardPaidBooking } from '../../../../tests/factories/card-paid-bookings';
import { insertBooking } from '../../../../tests/factories/staff-bookings';
import { type RunningSandbox, startPaymentSandbox } from '../../../../tests/setup/payment-sandbox';
import { withTestDatabase } from '../../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { type BookingStatus, bookingEvents, bookingRefunds, bookings, outboxMessages } from '~/db/schema';
import * as historyRoute from '~/routes/my-history';
import { takeFlash } from '~/modules/site/cookies.server';
import { cancelByCustomer, cancellationOffer } from './customer-cancellation.server';

const database = withTestDatabase();
const db = () => database.handle().db;

let running: RunningSandbox;
let customer: TestAccount;
let other: TestAccount;
let modelId: number;

beforeAll(async () => {
  running = await startPaymentSandbox();
  await seedDatabase(db());
  ({ modelId } = await bookableModel(20));
  customer = await createAccount({ reviewStatus: 'approved', fullName: 'Sara Customer' });
  other = await createAccount({ reviewStatus: 'approved', fullName: 'Someone Else' });
});
afterAll(() => running.close());

const paid = (pickupInHours = 72) =>
  insertCardPaidBooking(running, {
    userId: customer.id,
    vehicleModelId: modelId,
    customerDetails: testDriver,
    pickupInHours,
  });
const payOnPickup = (status: BookingStatus = 'confirmed', pickupInHours = 72) =>
  insertBooking({
    status,
    userId: customer.id,
    vehicleModelId: modelId,
    pickupAt: new Date(Date.now() + pickupInHours * 3_600_000),
    paymentMethod: 'pay_on_pickup',
    customerDetails: testDriver,
  });
const cancel = (bookingId: number, expectedRefundFils: number, userId = customer.id) =>
  cancelByCustomer(running.client, { userId, bookingId, expectedRefundFils });
const bookingRow = async (id: number) => (await db().select().from(bookings).where(eq(bookings.id, id)))[0];
const mailsAbout = async (reference: string) =>
  (
    await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, testDriver.email))
      .orderBy(desc(outboxMessages.id))
  ).filter((mail) => mail.subject?.includes(reference));
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

describe('a customer cancels their own booking under the terms', () => {
  test('3 days ahead, card-paid: everything is offered back, refunded by the provider, and both mails say so', async () => {
    const { id, reference, orderRef } = await paid(72);
    expect(await cancellationOffer(customer.id, id)).toEqual({
      paidFils: PAID_TOTAL_FILS,
      refundFils: PAID_TOTAL_FILS,
      keptFils: 0,
      rule: 'free',
      payOnPickup: false,
      refundVia: 'card',
    });
    expect(await cancel(id, PAID_TOTAL_FILS)).toEqual({
      ok: true,
      reference,
      refundFils: PAID_TOTAL_FILS,
      refundVia: 'card',
      refund: 'refunded',
    });

    expect(await bookingRow(id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect((await running.client.readOrder(orderRef)).refundedFils).toBe(PAID_TOTAL_FILS);
    const [event] = await db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));
    expect(event).toMatchObject({
      actorId: null,
      fromStatus: 'confirmed',
      toStatus: 'cancelled',
      reason: 'cancelled by the customer',
      details: { refundFils: PAID_TOTAL_FILS, rule: 'free' },
    });
    expect(await db().select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, id))).toMatchObject([
      { amountFils: PAID_TOTAL_FILS, state: 'refunded', requestedBy: null },
    ]);
    const [refundMail, cancelMail] = await mailsAbout(reference);
    expect(plain(cancelMail.text)).toContain('As you asked, we have cancelled your booking');
    expect(plain(cancelMail.text)).toContain('We are refunding AED 393.75');
    expect(plain(cancelMail.text)).not.toContain('is kept');
    expect(plain(refundMail.subject)).toBe(`Refund of AED 393.75 for booking ${reference}`);
  });

  test('5 hours ahead, card-paid: one day (AED 110.25) is kept and AED 283.50 refunded', async () => {
    const { id, reference, orderRef } = await paid(5);
    expect(await cancellationOffer(customer.id, id)).toMatchObject({
      refundFils: 28_350,
      keptFils: 11_025,
      rule: 'late',
    });
    expect(await cancel(id, 28_350)).toMatchObject({ ok: true, refundFils: 28_350, refund: 'refunded' });
    expect((await running.client.readOrder(orderRef)).refundedFils).toBe(28_350);
    expect((await bookingRow(id)).paymentStatus).toBe('partly_refunded');
    const cancelMail = (await mailsAbout(reference)).find(
      (mail) => mail.subject === `Your booking ${reference} is cancelled`,
    );
    expect(plain(cancelMail?.text)).toContain('AED 110.25 of your payment is kept');
  });

  test('the figure shown is the figure applied: when the terms give another one now, nothing changes and the new offer comes back', async () => {
    const { id, orderRef } = await paid(5);
    expect(await cancel(id, PAID_TOTAL_FILS)).toEqual({
      ok: false,
      reason: 'changed',
      offer: expect.objectContaining({ refundFils: 28_350, rule: 'late' }),
    });
    expect((await bookingRow(id)).status).toBe('confirmed');
    expect((await running.client.readOrder(orderRef)).refundedFils).toBe(0);
  });

  test('pay on pick-up: free to cancel, no refund and no money in the mail', async () => {
    const { id, reference } = await payOnPickup();
    expect(await cancellationOffer(customer.id, id)).toEqual({
      paidFils: 0,
      refundFils: 0,
      keptFils: 0,
      rule: 'free',
      refundVia: null,
      payOnPickup: true,
    });
    expect(await cancel(id, 0)).toEqual({ ok: true, reference, refundFils: 0, refundVia: null });
    const [mail] = await mailsAbout(reference);
    expect(mail.text).not.toMatch(/refund|kept/);
  });

  test('someone else’s booking, one past its pick-up time, or one not confirmed cannot be cancelled here', async () => {
    const mine = await payOnPickup();
    expect(await cancel(mine.id, 0, other.id)).toEqual({ ok: false, reason: 'not_cancellable' });
    expect(await cancellationOffer(other.id, mine.id)).toBeUndefined();
    for (const booking of [
      await payOnPickup('confirmed', -1),
      await payOnPickup('active'),
      await payOnPickup('cancelled'),
      await payOnPickup('awaiting_payment'),
    ]) {
      expect(await cancellationOffer(customer.id, booking.id)).toBeUndefined();
      expect(await cancel(booking.id, 0)).toEqual({ ok: false, reason: 'not_cancellable' });
    }
    expect((await bookingRow(mine.id)).status).toBe('confirmed');
  });

  test('two cancellations at once: one cancels and refunds, the other changes nothing', async () => {
    const { id, orderRef } = await paid(72);
    const results = await Promise.all([cancel(id, PAID_TOTAL_FILS), cancel(id, PAID_TOTAL_FILS)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await db().select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, id))).toHaveLength(1);
    expect((await running.client.readOrder(orderRef)).refundedFils).toBe(PAID_TOTAL_FILS);
  });
});

describe('the history page', () => {
  const url = (search = '') => `http://localhost/my-history${search}`;
  const load = (search: string, account = customer) =>
    settle(() => historyRoute.loader(routeArgs(new Request(url(search), { headers: { Cookie: account.cookie } }))));
  const post = (body: Record<string, string>) =>
    settle(() =>
      historyRoute.action(
        routeArgs(
          new Request(url(), { method: 'POST', body: new URLSearchParams(body), headers: { Cookie: customer.cookie } }),
        ),
      ),
    );

  test('offers Cancel on confirmed bookings ahead, shows the terms’ figures on ?cancel=, and cancels at that figure', async () => {
    const { id, reference } = await payOnPickup('confirmed', 24 * 9);
    const page = (await load(`?cancel=${id}`)).body as {
      bookings: { id: number; cancellable: boolean }[];
      cancelling: unknown;
    };
    expect(page.bookings.find((booking) => booking.id === id)).toMatchObject({ cancellable: true });
    expect(page.cancelling).toMatchObject({ id, reference, payOnPickup: true, refundFils: 0 });
    expect((await load(`?cancel=${id}`, other)).body).toMatchObject({ cancelling: null });

    expect(await post({ intent: 'cancel', bookingId: String(id), refund: '0' })).toMatchObject({
      status: 302,
      location: '/my-history',
    });
    expect((await bookingRow(id)).status).toBe('cancelled');
    expect(await post({ intent: 'cancel', bookingId: String(id), refund: '0' })).toMatchObject({
      status: 302,
      location: '/my-history',
    });
    expect(await post({ intent: 'cancel', bookingId: 'abc', refund: 'x' })).toMatchObject({ status: 302 });
  });

  test('a refund altered in the form, weeks before pick-up, cancels nothing and says the figures do not match, not that pick-up is near', async () => {
    const { id } = await paid(24 * 30);
    const answer = await post({ intent: 'cancel', bookingId: String(id), refund: '1' });
    expect(answer).toMatchObject({ status: 302, location: `/my-history?cancel=${id}#cancel-booking` });
    const cookie = answer.headers!.get('Set-Cookie')!.split(';')[0];
    const { flash } = await takeFlash(new Request(url(), { headers: { Cookie: cookie } }));
    expect(flash).toEqual({
      kind: 'error',
      message:
        'The refund sent with the form does not match the terms for this booking. Please check the figures below and confirm again.',
    });
    expect((await bookingRow(id)).status).toBe('confirmed');
  });
});

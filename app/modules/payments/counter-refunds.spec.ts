import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { type TestAccount, createAccount, routeArgs, settle } from '../../../tests/factories/accounts';
import { testDriver } from '../../../tests/factories/bookings';
import { cardBooking, pdfText } from '../../../tests/factories/invoices';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { bookingEvents, bookingRefunds, bookings, outboxMessages } from '~/db/schema';
import { downloadableTaxDocument } from '~/modules/invoices/access/tax-document-access.server';
import { paymentClient } from '~/modules/payments/provider/payment-client.server';
import * as bookingRoute from '~/routes/admin-booking';
import { recordCounterPayment } from './counter-payments.server';
import { cancelByCustomer, cancellationOffer } from '~/modules/bookings/cancellations/customer-cancellation.server';
import { confirmCounterRefundPaidOut } from './counter-refunds.server';
import { makeRefund, refundTotalsOf, retryPendingRefunds } from './refunds.server';
import { applyStaffAction } from '~/modules/bookings/staff-actions/staff-booking-actions.server';
import { formatAed } from '~/utils/money';

/**
 * Money taken at the counter is money like a card payment: a counter-paid booking cancelled under
 * the terms owes a refund at the branch, with a tax credit note, until staff confirm it was paid out.
 * A pay-on-pick-up booking cancelled before payment has its invoice cancelled by a credit note.
 */
const database = withTestDatabase();
const db = () => database.handle().db;

let admin: TestAccount;
let customer: TestAccount;
let stranger: TestAccount;
// The fixture's pay-on-pick-up booking: 486.00 + VAT 24.30 = 510.30, pick-up 2027-03-01 10:00 Dubai time.
const TOTAL = 51_030;
const weekBefore = new Date('2027-02-22T06:00:00Z');
const fiveHoursBefore = new Date('2027-03-01T01:00:00Z');

beforeAll(async () => {
  await seedDatabase(db());
  [admin, customer, stranger] = await Promise.all([
    createAccount({ roles: ['admin'], reviewStatus: 'approved' }),
    createAccount({ reviewStatus: 'approved' }),
    createAccount({ reviewStatus: 'approved' }),
  ]);
});

async function counterPaidBooking(method: 'cash' | 'card' = 'card') {
  const booking = await cardBooking(customer.id, { paymentMethod: 'pay_on_pickup' });
  const paid = await recordCounterPayment(
    { bookingId: booking.id, method, actorId: admin.id, note: '' },
    new Date('2027-02-10T08:00:00Z'),
  );
  expect(paid).toMatchObject({ ok: true, amountFils: TOTAL });
  return booking;
}

const refundsOf = (bookingId: number) =>
  db().select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, bookingId)).orderBy(bookingRefunds.id);
const lastMailTo = async (email: string) =>
  (
    await db()
      .select({ subject: outboxMessages.subject, text: outboxMessages.text })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email))
      .orderBy(desc(outboxMessages.id))
      .limit(1)
  )[0];

function postStaff(bookingId: number, body: Record<string, string>) {
  return settle(() =>
    bookingRoute.action(
      routeArgs(
        new Request(`http://localhost/admin/bookings/${bookingId}`, {
          method: 'POST',
          body: new URLSearchParams(body),
          headers: { Cookie: admin.cookie },
        }),
        { bookingId: String(bookingId) },
      ),
    ),
  );
}

describe('a counter-paid booking cancelled by its customer', () => {
  test('a week ahead: the whole payment is owed back at the branch, with a credit note and a mail that says so', async () => {
    const booking = await counterPaidBooking();
    const offer = await cancellationOffer(customer.id, booking.id, weekBefore);
    expect(offer).toEqual({
      paidFils: TOTAL,
      refundFils: TOTAL,
      keptFils: 0,
      rule: 'free',
      payOnPickup: false,
      refundVia: 'counter',
    });
    const result = await cancelByCustomer(
      paymentClient(),
      { userId: customer.id, bookingId: booking.id, expectedRefundFils: TOTAL },
      weekBefore,
    );
    expect(result).toMatchObject({ ok: true, refundFils: TOTAL, refundVia: 'counter' });
    expect(result.ok && result.refund).toBeFalsy();

    const [refund] = await refundsOf(booking.id);
    expect(refund).toMatchObject({ method: 'counter', state: 'pending', amountFils: TOTAL, orderRef: null });
    expect(refund.creditNoteNumber).toBeGreaterThan(500_000);
    expect((await refundTotalsOf([booking.id])).get(booking.id)).toEqual({
      refundedFils: 0,
      cardPendingFils: 0,
      counterOwedFils: TOTAL,
    });

    const note = await downloadableTaxDocument(customer, { kind: 'refund-credit-note', refundId: refund.id });
    const text = await pdfText(note!.bytes);
    expect(text).toContain('Tax Credit Note');
    expect(text).toContain(String(booking.invoiceNumber));
    expect(text).toContain('To be refunded at the branch');
    expect(text).toMatch(/510\.30/);
    expect(
      await downloadableTaxDocument(stranger, { kind: 'refund-credit-note', refundId: refund.id }),
    ).toBeUndefined();

    const mail = await lastMailTo(testDriver.email);
    expect(mail.text).toContain(`You paid this booking at our branch: ${formatAed(TOTAL, 'en')} is refunded there`);
    expect(mail.text).not.toContain('card you paid with');
  });

  test('under 24 hours ahead: one rental day is kept and the rest is owed at the branch', async () => {
    const booking = await counterPaidBooking();
    const offer = await cancellationOffer(customer.id, booking.id, fiveHoursBefore);
    // One rental day at the booking's daily rate: 120.00 + VAT 6.00.
    expect(offer).toMatchObject({ rule: 'late', keptFils: 12_600, refundFils: TOTAL - 12_600, refundVia: 'counter' });
    const result = await cancelByCustomer(
      paymentClient(),
      { userId: customer.id, bookingId: booking.id, expectedRefundFils: TOTAL - 12_600 },
      fiveHoursBefore,
    );
    expect(result).toMatchObject({ ok: true, refundVia: 'counter' });
    expect(await refundsOf(booking.id)).toMatchObject([{ method: 'counter', amountFils: TOTAL - 12_600 }]);
  });
});

describe('staff pay the refund out at the branch', () => {
  test('confirmed once, with how and who, in the history, and the customer is mailed; the provider is never asked', async () => {
    const booking = await counterPaidBooking('cash');
    await cancelByCustomer(
      paymentClient(),
      { userId: customer.id, bookingId: booking.id, expectedRefundFils: TOTAL },
      weekBefore,
    );
    const [refund] = await refundsOf(booking.id);
    // The provider's refund paths leave a counter refund alone.
    expect(await makeRefund(paymentClient(), refund.id)).toBe('pending');
    await db()
      .update(bookingRefunds)
      .set({ updatedAt: new Date('2027-01-01T00:00:00Z') })
      .where(eq(bookingRefunds.id, refund.id));
    expect((await retryPendingRefunds(paymentClient())).tried).toBe(0);

    const refused = await postStaff(booking.id, { intent: 'counterRefundPaidOut', refundId: String(refund.id) });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'Please choose how the refund was paid out.' });

    const done = await postStaff(booking.id, {
      intent: 'counterRefundPaidOut',
      refundId: String(refund.id),
      method: 'cash',
    });
    expect(done.status).toBe(302);
    const [paidOut] = await refundsOf(booking.id);
    expect(paidOut).toMatchObject({ state: 'refunded', paidOutMethod: 'cash', paidOutBy: admin.id });
    expect(paidOut.refundedAt).not.toBeNull();
    const [event] = await db()
      .select({ details: bookingEvents.details, actorId: bookingEvents.actorId })
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, booking.id))
      .orderBy(desc(bookingEvents.id))
      .limit(1);
    expect(event).toEqual({
      actorId: admin.id,
      details: { counterRefund: { refundId: refund.id, method: 'cash', amountFils: TOTAL } },
    });
    const mail = await lastMailTo(testDriver.email);
    expect(mail.text).toContain(`We have refunded ${formatAed(TOTAL, 'en')} for booking`);
    expect(mail.text).toContain('at our branch, in cash');
    expect((await refundTotalsOf([booking.id])).get(booking.id)).toMatchObject({
      refundedFils: TOTAL,
      counterOwedFils: 0,
    });

    expect(
      await confirmCounterRefundPaidOut({
        bookingId: booking.id,
        refundId: refund.id,
        method: 'card',
        actorId: admin.id,
      }),
    ).toEqual({ ok: false, reason: 'already' });
    const other = await counterPaidBooking();
    expect(
      await confirmCounterRefundPaidOut({
        bookingId: other.id,
        refundId: refund.id,
        method: 'card',
        actorId: admin.id,
      }),
    ).toEqual({ ok: false, reason: 'not_found' });
  });

  test('staff cancel a counter-paid booking with the refund they choose, from 0 to what was paid', async () => {
    const booking = await counterPaidBooking();
    const tooMuch = await applyStaffAction(
      { bookingId: booking.id, action: 'cancel', reason: 'Customer called', actorId: admin.id, refundFils: TOTAL + 1 },
      weekBefore,
    );
    expect(tooMuch).toMatchObject({ ok: false, reason: 'refund_amount' });
    const cancelled = await applyStaffAction(
      { bookingId: booking.id, action: 'cancel', reason: 'Customer called', actorId: admin.id, refundFils: 40_000 },
      weekBefore,
    );
    expect(cancelled).toMatchObject({ ok: true, status: 'cancelled', counterRefundFils: 40_000 });
    expect(cancelled.ok && cancelled.refund).toBeFalsy();
    expect(await refundsOf(booking.id)).toMatchObject([{ method: 'counter', state: 'pending', amountFils: 40_000 }]);
  });
});

describe('a counter-paid booking not collected', () => {
  test('the staff page records the no-show and says so, with the rest owed back at the branch; the mail says the same', async () => {
    const booking = await counterPaidBooking();
    // The customer did not come: the pick-up time passed three hours ago.
    const pickupAt = new Date(Date.now() - 3 * 3_600_000);
    const dropoffAt = new Date(pickupAt.getTime() + 3 * 86_400_000);
    await db()
      .update(bookings)
      .set({ pickupAt, dropoffAt, blockedUntil: dropoffAt })
      .where(eq(bookings.id, booking.id));
    const done = await postStaff(booking.id, { intent: 'noShow', reason: 'Not collected, phoned twice' });
    expect(done).toMatchObject({ status: 302, location: `/admin/bookings/${booking.id}` });
    // The flash cookie's value is base64 JSON, signed. One rental day (120.00 + VAT 6.00) is kept.
    const flash = /flash=([^.;]+)/.exec(done.headers?.get('Set-Cookie') ?? '')![1];
    expect(JSON.parse(Buffer.from(decodeURIComponent(flash), 'base64').toString())).toEqual({
      kind: 'success',
      message: `Booking ${booking.reference} is recorded as a no-show. ${formatAed(TOTAL - 12_600, 'en')} is owed to the customer at the branch: confirm it below once paid out.`,
    });
    expect(await refundsOf(booking.id)).toMatchObject([
      { method: 'counter', state: 'pending', amountFils: TOTAL - 12_600, reason: 'no_show' },
    ]);
    const mail = await lastMailTo(testDriver.email);
    expect(mail.subject).toBe(`Booking ${booking.reference}: the car was not collected`);
    expect(mail.text).toContain(`${formatAed(TOTAL - 12_600, 'en')} is refunded there`);
    expect(mail.text).not.toContain('Nothing was paid');
  });
});

describe('a pay-on-pick-up booking cancelled before it was paid', () => {
  test('its invoice is cancelled in full by a credit note that says nothing was paid', async () => {
    const booking = await cardBooking(customer.id, { paymentMethod: 'pay_on_pickup' });
    const result = await cancelByCustomer(
      paymentClient(),
      { userId: customer.id, bookingId: booking.id, expectedRefundFils: 0 },
      weekBefore,
    );
    expect(result).toMatchObject({ ok: true, refundFils: 0, refundVia: null });
    expect(await refundsOf(booking.id)).toEqual([]);
    const [row] = await db()
      .select({ number: bookings.cancellationCreditNoteNumber })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(row.number).toBeGreaterThan(500_000);
    const note = await downloadableTaxDocument(customer, { kind: 'cancellation-credit-note', bookingId: booking.id });
    const text = await pdfText(note!.bytes);
    expect(text).toContain('Tax Credit Note');
    expect(text).toContain(String(row.number));
    expect(text).toContain('Booking cancelled before payment; this invoice is cancelled in full');
    expect(text).toContain('Nothing was paid; nothing is refunded');
    expect(text).toMatch(/486\.00[\s\S]*24\.30[\s\S]*510\.30/);
    expect(
      await downloadableTaxDocument(stranger, { kind: 'cancellation-credit-note', bookingId: booking.id }),
    ).toBeUndefined();
    expect(
      await downloadableTaxDocument(admin, { kind: 'cancellation-credit-note', bookingId: booking.id }),
    ).toBeDefined();
  });

  test('a no-show recorded by staff credits the unpaid invoice too; a paid booking gets no such note', async () => {
    const unpaid = await cardBooking(customer.id, { paymentMethod: 'pay_on_pickup' });
    const noShow = await applyStaffAction(
      { bookingId: unpaid.id, action: 'noShow', reason: 'Not collected', actorId: admin.id },
      new Date('2027-03-01T09:00:00Z'),
    );
    expect(noShow).toMatchObject({ ok: true });
    const paid = await counterPaidBooking();
    await applyStaffAction(
      { bookingId: paid.id, action: 'cancel', reason: 'Customer called', actorId: admin.id, refundFils: 0 },
      weekBefore,
    );
    const rows = await db()
      .select({ id: bookings.id, number: bookings.cancellationCreditNoteNumber })
      .from(bookings)
      .where(and(eq(bookings.userId, customer.id)));
    expect(rows.find((row) => row.id === unpaid.id)?.number).toBeGreaterThan(500_000);
    expect(rows.find((row) => row.id === paid.id)?.number).toBeNull();
  });
});

import { and, eq } from 'drizzle-orm';
import { type Database, db } from '~/db/client.server';
import { bookings } from '~/db/schema';
import type { NgeniusClient } from '~/modules/payments/provider/ngenius-client.server';
import { cancelReasons } from '../booking-outcome';
import { moveBooking } from '../booking-transitions.server';
import { type CancellationRule, cancellationCharge, paidForBooking } from './cancellation-terms';
import { readPriceSnapshot } from '../records/price-snapshot-schema';
import { type RefundOutcome, makeRefunds, recordCardRefunds } from '~/modules/payments/refunds.server';
import { recordCounterRefund } from '~/modules/payments/counter-refunds.server';
import { creditUnpaidInvoice } from './unpaid-invoice-credit.server';
import { sendStaffBookingMail } from '../staff-booking-mail.server';

/** What cancelling this booking now would give back: shown to the customer before they confirm. */
export type CancellationOffer = {
  paidFils: number;
  refundFils: number;
  keptFils: number;
  rule: CancellationRule;
  /** Nothing paid yet: to be paid at pick-up. */
  payOnPickup: boolean;
  /** Where the refund goes: to the card through the provider, or paid out at the branch for money taken there. */
  refundVia: 'card' | 'counter' | null;
};

/** What cancelling a booking reads of it: its state and pick-up, what was paid and how, and its price. */
export const cancellableColumns = {
  status: bookings.status,
  pickupAt: bookings.pickupAt,
  paymentMethod: bookings.paymentMethod,
  paymentOrderRef: bookings.paymentOrderRef,
  paymentStatus: bookings.paymentStatus,
  totalFils: bookings.totalFils,
  counterPaidAt: bookings.counterPaidAt,
  priceSnapshot: bookings.priceSnapshot,
};

async function cancellableBooking(database: Database, userId: number, bookingId: number, lock: boolean) {
  const query = database
    .select(cancellableColumns)
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
  const [booking] = lock ? await query.for('update') : await query;
  if (!booking?.priceSnapshot) return booking;
  return { ...booking, priceSnapshot: readPriceSnapshot(booking.priceSnapshot, `booking ${bookingId}`) };
}

/**
 * A customer may cancel their own confirmed booking until its pick-up time (afterwards the branch
 * decides, as for a no-show). What was paid, by card or at the counter, is refunded under the terms;
 * a booking still to be paid at pick-up costs nothing to cancel. Undefined when the customer cannot
 * cancel it here.
 */
export async function cancellationOffer(
  userId: number,
  bookingId: number,
  now = new Date(),
  database: Database = db(),
): Promise<CancellationOffer | undefined> {
  const booking = await cancellableBooking(database, userId, bookingId, false);
  return booking ? offerFor(booking, now) : undefined;
}

function offerFor(
  booking: NonNullable<Awaited<ReturnType<typeof cancellableBooking>>>,
  now: Date,
): CancellationOffer | undefined {
  if (booking.status !== 'confirmed' || booking.pickupAt <= now) return undefined;
  const { paidFils, refundVia } = paidForBooking(booking);
  const quote = booking.priceSnapshot?.quote;
  if (paidFils > 0 && quote)
    return {
      paidFils,
      ...cancellationCharge({ pickupAt: booking.pickupAt, paidFils, quote }, now),
      payOnPickup: false,
      refundVia,
    };
  if (booking.paymentMethod === 'pay_on_pickup')
    return { paidFils: 0, refundFils: 0, keptFils: 0, rule: 'free', payOnPickup: true, refundVia: null };
  return undefined;
}

export type CustomerCancelResult =
  | { ok: true; reference: string; refundFils: number; refundVia: 'card' | 'counter' | null; refund?: RefundOutcome }
  /** not_cancellable: not theirs, not confirmed, or past pick-up. changed: the refund is no longer the one they were shown. */
  | { ok: false; reason: 'not_cancellable' }
  | { ok: false; reason: 'changed'; offer: CancellationOffer };

/**
 * Cancels under the terms, with the refund the customer was shown (`expectedRefundFils`): if the
 * terms give another figure now (the 24-hour line passed meanwhile) nothing changes and the new
 * offer is returned to confirm again. The refund is recorded with the cancellation, the mail
 * states it, then the provider is asked.
 */
export async function cancelByCustomer(
  client: NgeniusClient,
  input: { userId: number; bookingId: number; expectedRefundFils: number },
  now = new Date(),
): Promise<CustomerCancelResult> {
  const done = await db().transaction(async (tx) => {
    const booking = await cancellableBooking(tx, input.userId, input.bookingId, true);
    const offer = booking && offerFor(booking, now);
    if (!booking || !offer) return { ok: false, reason: 'not_cancellable' } as const;
    if (offer.refundFils !== input.expectedRefundFils) return { ok: false, reason: 'changed', offer } as const;
    const moved = await moveBooking(
      {
        bookingId: input.bookingId,
        to: 'cancelled',
        from: ['confirmed'],
        userId: input.userId,
        reason: cancelReasons.byCustomer,
        details: { refundFils: offer.refundFils, rule: offer.rule },
      },
      tx,
    );
    if (!moved) return { ok: false, reason: 'not_cancellable' } as const;
    const refund = {
      bookingId: input.bookingId,
      amountFils: offer.refundFils,
      actorId: null,
      reason: 'cancellation' as const,
    };
    // Card refunds are made with the provider after the commit; money taken at the counter is owed there.
    const refunds = offer.refundFils > 0 && offer.refundVia === 'card' ? await recordCardRefunds(tx, refund) : [];
    if (offer.refundFils > 0 && offer.refundVia === 'counter') await recordCounterRefund(tx, refund);
    if (offer.payOnPickup) await creditUnpaidInvoice(tx, input.bookingId);
    const money = offer.payOnPickup
      ? undefined
      : { refundFils: offer.refundFils, keptFils: offer.keptFils, via: offer.refundVia ?? 'card' };
    await sendStaffBookingMail(input.bookingId, 'cancelled_by_customer', '', money, tx);
    return { ok: true, offer, refunds } as const;
  });
  if (!done.ok) return done;

  const [{ reference }] = await db()
    .select({ reference: bookings.reference })
    .from(bookings)
    .where(eq(bookings.id, input.bookingId));
  const refund = done.refunds.length === 0 ? undefined : await makeRefunds(client, done.refunds);
  return {
    ok: true,
    reference,
    refundFils: done.offer.refundFils,
    refundVia: done.offer.refundVia,
    ...(refund ? { refund } : {}),
  };
}

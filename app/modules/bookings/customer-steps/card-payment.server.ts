import { and, eq, lt, or } from 'drizzle-orm';
import { type BookingCustomerDetails, bookings } from '~/db/schema';
import { db } from '~/db/client.server';
import type { Locale } from '~/i18n/locale';
import { turnaroundMinutes } from '~/modules/fleet/availability.server';
import { memberDiscountRates } from '~/modules/settings/member-discount-rates.server';
import { type NgeniusClient, PaymentProviderError } from '~/modules/payments/provider/ngenius-client.server';
import {
  beginBookingPayment,
  moveBookingPayment,
  notePaymentOrder,
  recordPaymentOrder,
} from '~/modules/payments/payment-moves.server';
import { createBookingOrder } from '~/modules/payments/payment-orders.server';
import { paymentOutcome } from '~/modules/payments/payment-states';
import type { CustomerBooking } from './bill.server';
import { cancelReasons } from '../booking-outcome';
import { sendBookingConfirmation } from '../booking-mail.server';
import { moveBooking, nextInvoiceNumber } from '../booking-transitions.server';
import { HOLD_MINUTES } from './hold-vehicle.server';
import { sendPaymentNotCompletedMail } from '../released-booking-mail.server';
import { payableStates, stillBookable, withDriver } from './personal-step.server';
import { expiredHold } from '../states/booking-states';

export type StartPaymentResult =
  { ok: true; paymentUrl: string } | { ok: false; reason: 'not_found' | 'expired' | 'unavailable' | 'provider' };

/**
 * Card: the booking waits for payment (keeping its car for another 30 minutes), an order for its
 * exact total is created with the provider, and the customer is sent to the provider's page.
 */
export async function startCardPayment(
  client: NgeniusClient,
  args: {
    userId: number;
    booking: CustomerBooking;
    details: BookingCustomerDetails;
    locale: Locale;
    returnUrl: string;
  },
  now = new Date(),
): Promise<StartPaymentResult> {
  const { userId, booking, details } = args;
  const [turnaround, rates] = await Promise.all([turnaroundMinutes(), memberDiscountRates()]);
  const priced = withDriver(booking, details, 'card', rates);
  const waiting = await db().transaction(async (tx) => {
    const check = await stillBookable(tx, booking, turnaround, now);
    if (!check.ok) return check;
    const moved = await moveBooking(
      {
        bookingId: booking.id,
        to: 'awaiting_payment',
        from: [...payableStates],
        userId,
        holdValidAt: now,
        reason: 'card payment started',
        // Only the personal step starts a payment, and it requires the rental terms to be accepted.
        details: { termsAccepted: true },
        set: { ...priced, holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000) },
      },
      tx,
    );
    // A new order is about to be made: the one before it (a failed or abandoned try) no longer counts.
    if (moved)
      await beginBookingPayment(tx, {
        bookingId: booking.id,
        orderRef: null,
        status: null,
        actor: { kind: 'customer' },
      });
    return moved ? ({ ok: true } as const) : ({ ok: false, reason: 'expired' } as const);
  });
  if (!waiting.ok) return waiting;

  try {
    const order = await createBookingOrder(client, {
      amountFils: priced.totalFils,
      reference: booking.reference,
      details,
      locale: args.locale,
      returnUrl: args.returnUrl,
    });
    // Kept before the booking names it, so an order is never paid without a row to watch it by.
    await recordPaymentOrder({
      bookingId: booking.id,
      orderRef: order.reference,
      amountFils: priced.totalFils,
      reading: order,
    });
    await beginBookingPayment(db(), {
      bookingId: booking.id,
      orderRef: order.reference,
      status: order.status,
      actor: { kind: 'customer' },
    });
    return { ok: true, paymentUrl: order.paymentUrl };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    await moveBooking({
      bookingId: booking.id,
      to: 'payment_failed',
      from: ['awaiting_payment'],
      reason: `payment provider ${error.kind}`,
    });
    return { ok: false, reason: 'provider' };
  }
}

const PROVIDER = { kind: 'provider' } as const;

export type SettleResult = 'confirmed' | 'failed' | 'pending' | 'refused' | 'unavailable';

/**
 * Decides a card booking from what the provider says about its order, never from the return URL:
 * the order must be this booking's (stored reference, merchant reference) and for its exact total.
 * Safe to run any number of times, from the return page and the reconciler alike.
 */
export async function settleCardPayment(
  client: NgeniusClient,
  bookingId: number,
  returnedRef: string | null,
): Promise<SettleResult> {
  const [booking] = await db()
    .select({
      status: bookings.status,
      reference: bookings.reference,
      orderRef: bookings.paymentOrderRef,
      totalFils: bookings.totalFils,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking?.orderRef) return 'refused';
  if (returnedRef !== null && returnedRef !== booking.orderRef) return 'refused';
  if (booking.status === 'confirmed' || booking.status === 'active' || booking.status === 'completed')
    return 'confirmed';
  if (booking.status !== 'awaiting_payment') return booking.status === 'payment_failed' ? 'failed' : 'refused';

  let order;
  try {
    order = await client.readOrder(booking.orderRef);
  } catch (error) {
    if (error instanceof PaymentProviderError) return 'unavailable';
    throw error;
  }
  await notePaymentOrder(order.reference, order);
  if (
    order.amount.currencyCode !== 'AED' ||
    order.amount.value !== booking.totalFils ||
    (order.merchantOrderReference !== null && order.merchantOrderReference !== booking.reference)
  ) {
    return 'refused';
  }
  const outcome = paymentOutcome(order.status);
  const reason = `card payment ${order.status}`;
  if (outcome === 'paid') {
    // The move and its confirmation mail commit together; only the request that made the move
    // writes the mail, however many returns arrive.
    const moved = await db().transaction(async (tx) => {
      const confirmed = await moveBooking(
        {
          bookingId,
          to: 'confirmed',
          from: ['awaiting_payment'],
          by: 'provider',
          reason,
          details: { orderRef: order.reference },
          set: { confirmedAt: new Date(), holdExpiresAt: null, invoiceNumber: nextInvoiceNumber() },
        },
        tx,
      );
      if (confirmed) {
        await moveBookingPayment(tx, {
          bookingId,
          to: order.status,
          orderRef: order.reference,
          actor: PROVIDER,
          reason,
        });
        await sendBookingConfirmation(bookingId, tx);
      }
      return confirmed;
    });
    return moved || (await statusOf(bookingId)) === 'confirmed' ? 'confirmed' : 'refused';
  }
  if (outcome === 'failed') {
    await db().transaction(async (tx) => {
      const failed = await moveBooking(
        { bookingId, to: 'payment_failed', from: ['awaiting_payment'], by: 'provider', reason },
        tx,
      );
      if (failed)
        await moveBookingPayment(tx, {
          bookingId,
          to: order.status,
          orderRef: order.reference,
          actor: PROVIDER,
          reason,
        });
    });
    return 'failed';
  }
  await moveBookingPayment(db(), { bookingId, to: order.status, orderRef: order.reference, actor: PROVIDER });
  return 'pending';
}

export type ResumeResult = { kind: 'pay'; paymentUrl: string } | { kind: 'settled' };

/**
 * Back to paying a booking left on the provider's page (Back, a closed tab): the same order while
 * the provider still offers it and no card has been handed over, never a second order alongside it.
 * Anything else (paid meanwhile, failed, the bank deciding, the provider unreachable) is settled
 * and the customer sees the booking's state.
 */
export async function resumeCardPayment(client: NgeniusClient, bookingId: number): Promise<ResumeResult> {
  const settled = await settleCardPayment(client, bookingId, null);
  if (settled !== 'pending') return { kind: 'settled' };
  const [booking] = await db()
    .select({ status: bookings.status, orderRef: bookings.paymentOrderRef })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (booking?.status !== 'awaiting_payment' || !booking.orderRef) return { kind: 'settled' };
  try {
    const order = await client.readOrder(booking.orderRef);
    return order.status === 'started' && order.paymentUrl
      ? { kind: 'pay', paymentUrl: order.paymentUrl }
      : { kind: 'settled' };
  } catch (error) {
    if (error instanceof PaymentProviderError) return { kind: 'settled' };
    throw error;
  }
}

async function statusOf(bookingId: number) {
  const [row] = await db().select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
  return row?.status;
}

/**
 * The reconciler: settles card bookings still waiting (the customer may never have come back),
 * and gives back the cars of drafts whose hold ran out and of payments that never completed.
 * Every change is a conditional move, so several app instances may run it at once.
 */
export async function reconcileBookings(client: NgeniusClient, now = new Date()) {
  const waiting = await db().select({ id: bookings.id }).from(bookings).where(eq(bookings.status, 'awaiting_payment'));
  let settled = 0;
  for (const { id } of waiting) {
    const result = await settleCardPayment(client, id, null);
    if (result === 'confirmed' || result === 'failed') settled++;
  }
  // Unpaid well past the hold (a little grace for a 3-D Secure step finishing late): the car goes back.
  const graceEnd = new Date(now.getTime() - 30 * 60_000);
  const stale = await db()
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(or(expiredHold(now), and(eq(bookings.status, 'awaiting_payment'), lt(bookings.holdExpiresAt, graceEnd))));
  let released = 0;
  for (const booking of stale) {
    const moved = await db().transaction(async (tx) => {
      const cancelled = await moveBooking(
        {
          bookingId: booking.id,
          to: 'cancelled',
          from: [booking.status],
          reason: booking.status === 'draft' ? cancelReasons.holdExpired : cancelReasons.paymentNotCompleted,
        },
        tx,
      );
      // The result page of a card payment left with the bank promises a mail either way; a draft promised none.
      if (cancelled && booking.status === 'awaiting_payment') await sendPaymentNotCompletedMail(booking.id, tx);
      return cancelled;
    });
    if (moved) released++;
  }
  return { settled, released };
}

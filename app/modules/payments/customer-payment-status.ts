import type { BookingStatus, PaymentStatus } from '~/db/schema';
import { paymentSummaryOf } from '~/modules/bookings/booking-search';

/** What a customer's booking list says about the money of one booking, with the amount it names. */
export type CustomerPaymentStatus =
  | { kind: 'paidCard' | 'paidCounter' | 'dueAtPickup' | 'nothingPaid' }
  | { kind: 'refunded' | 'partlyRefunded' | 'refundOnItsWay' | 'refundOwedAtBranch'; amountFils: number }
  /** Not yet a placed booking (held, awaiting or failed payment): its state says it. */
  | { kind: 'bookingState' };

export type RefundTotals = {
  /** Given back: by the provider to the card, or paid out at the branch. */
  refundedFils: number;
  /** Card refunds recorded but not yet made by the provider. */
  cardPendingFils: number;
  /** Counter refunds owed at the branch, not yet paid out. */
  counterOwedFils: number;
};

const settledStates: readonly BookingStatus[] = ['confirmed', 'active', 'completed', 'cancelled'];

/**
 * The money of a booking as its customer should read it: paid by card or at the counter, due at
 * pick-up, a refund on its way or owed at the branch, refunded in part or in full. Refunds still to
 * be made come first: they are what the customer is waiting for.
 */
export function customerPaymentStatus(
  booking: {
    status: BookingStatus;
    paymentMethod: 'card' | 'pay_on_pickup' | null;
    paymentStatus: PaymentStatus | null;
    counterPaidAt: Date | null;
    totalFils: number | null;
  },
  refunds: RefundTotals,
): CustomerPaymentStatus {
  if (!settledStates.includes(booking.status) || !booking.paymentMethod) return { kind: 'bookingState' };
  if (refunds.counterOwedFils > 0) return { kind: 'refundOwedAtBranch', amountFils: refunds.counterOwedFils };
  if (refunds.cardPendingFils > 0) return { kind: 'refundOnItsWay', amountFils: refunds.cardPendingFils };
  // Money taken: the card order's state as the staff table reads it, or the counter's record.
  const takenByCard = ['paid', 'refunded', 'partlyRefunded'].includes(paymentSummaryOf(booking));
  const paid = takenByCard || booking.counterPaidAt ? (booking.totalFils ?? 0) : 0;
  if (refunds.refundedFils > 0)
    return refunds.refundedFils >= paid
      ? { kind: 'refunded', amountFils: refunds.refundedFils }
      : { kind: 'partlyRefunded', amountFils: refunds.refundedFils };
  if (booking.paymentMethod === 'card') return takenByCard ? { kind: 'paidCard' } : { kind: 'bookingState' };
  if (booking.counterPaidAt) return { kind: 'paidCounter' };
  return booking.status === 'cancelled' ? { kind: 'nothingPaid' } : { kind: 'dueAtPickup' };
}

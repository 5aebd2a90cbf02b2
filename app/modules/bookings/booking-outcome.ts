import type { BookingStatus, RefundState } from '~/db/schema';

/**
 * What the end of the booking journey tells the customer, one answer per state, so no page can
 * call a cancelled or unpaid booking confirmed or paid.
 */
export type BookingOutcome =
  | { kind: 'confirmed'; paid: boolean; paidAtCounter?: true }
  | { kind: 'active' }
  | { kind: 'completed' }
  | { kind: 'cancelled'; why: CancelReason }
  /** Not collected within two hours of the pick-up time, recorded by staff. */
  | { kind: 'no_show' }
  | { kind: 'payment_failed' }
  /** A card payment is under way: the bank is still deciding (`processing`), or the customer has not paid yet. */
  | { kind: 'awaiting_payment'; processing: boolean }
  /** Not finished: the customer goes back to the bill's steps. */
  | { kind: 'unfinished' };

export type CancelReason = 'hold_expired' | 'payment_not_completed' | 'by_customer' | 'by_staff';

/** The system's own cancellation reasons, as recorded on the booking's history. */
export const cancelReasons = {
  holdExpired: 'hold expired',
  paymentNotCompleted: 'payment not completed',
  byCustomer: 'cancelled by the customer',
} as const;

/** Why a booking was cancelled, from its last move to `cancelled`: staff are named on the move, the system and the customer by its reason. */
export function cancelReasonOf(event: { reason: string | null; byStaff: boolean } | undefined): CancelReason {
  if (event?.byStaff) return 'by_staff';
  if (event?.reason === cancelReasons.holdExpired) return 'hold_expired';
  if (event?.reason === cancelReasons.byCustomer) return 'by_customer';
  return 'payment_not_completed';
}

export function bookingOutcome(booking: {
  status: BookingStatus;
  paymentMethod: 'card' | 'pay_on_pickup' | null;
  /** The provider's answer when the card payment was read just now: still being decided by the bank. */
  processing?: boolean;
  cancelReason?: CancelReason;
  /** Staff recorded the pay-on-pick-up payment at the counter. */
  counterPaid?: boolean;
}): BookingOutcome {
  switch (booking.status) {
    case 'confirmed':
      if (booking.paymentMethod === 'pay_on_pickup' && booking.counterPaid)
        return { kind: 'confirmed', paid: true, paidAtCounter: true };
      return { kind: 'confirmed', paid: booking.paymentMethod === 'card' };
    case 'active':
      return { kind: 'active' };
    case 'completed':
      return { kind: 'completed' };
    case 'cancelled':
      return { kind: 'cancelled', why: booking.cancelReason ?? 'payment_not_completed' };
    case 'no_show':
      return { kind: 'no_show' };
    case 'payment_failed':
      return { kind: 'payment_failed' };
    case 'awaiting_payment':
      return { kind: 'awaiting_payment', processing: booking.processing ?? false };
    case 'draft':
      return { kind: 'unfinished' };
  }
}

/** States of a booking that a card payment confirmed: any further payment for it is a second one. */
const paidStates: readonly BookingStatus[] = ['confirmed', 'active', 'completed', 'no_show'];

/** Whether the booking stands on a card payment already taken, so another payment for it was taken twice. */
export const paidByCard = (booking: { status: BookingStatus; paymentMethod: 'card' | 'pay_on_pickup' | null }) =>
  booking.paymentMethod === 'card' && paidStates.includes(booking.status);

/**
 * Card payments the booking did not count on, each given back in full (refund reason
 * `stray_capture`): a second tab that paid it again, or a payment that arrived after the booking
 * stopped waiting. What the result page says of them; null when there were none.
 */
export type ReturnedPayment = { amountFils: number; refunded: boolean; secondPayment: boolean };

export function returnedPayment(
  booking: { status: BookingStatus; paymentMethod: 'card' | 'pay_on_pickup' | null },
  refunds: readonly { amountFils: number; state: RefundState }[],
): ReturnedPayment | null {
  if (refunds.length === 0) return null;
  return {
    amountFils: refunds.reduce((sum, refund) => sum + refund.amountFils, 0),
    // A refund the provider refused is retried by staff: until it is made, it is still being refunded.
    refunded: refunds.every((refund) => refund.state === 'refunded'),
    secondPayment: paidByCard(booking),
  };
}

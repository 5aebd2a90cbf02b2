/**
 * The rental terms on changing a booking (DECISIONS: amendments): a customer may change the dates,
 * times or extras of a confirmed booking themselves up to 48 hours before its pick-up, twice; later,
 * or a third time, the branch does it (staff are not limited). Pure: no clock, no database.
 */
const CUSTOMER_AMENDMENT_HOURS = 48;
const MAX_CUSTOMER_AMENDMENTS = 2;
/** A customer's own change that costs more waits this long for its difference to be paid. */
export const CUSTOMER_AMENDMENT_PAYMENT_MINUTES = 30;
/** A change made by staff that costs more waits this long for the customer to pay the difference. */
export const STAFF_AMENDMENT_PAYMENT_HOURS = 24;

const HOUR_MS = 3_600_000;

export type AmendableBooking = {
  status: string;
  pickupAt: Date;
  paymentMethod: string | null;
  counterPaidAt: Date | null;
};

export type AmendRefusal = 'not_amendable' | 'paid_at_counter' | 'too_late' | 'used_up';

/**
 * Whether the booking may be changed at all: confirmed, its pick-up ahead, and not yet paid at the
 * counter (the counter took the whole total; a different one would need a second payment there).
 */
export function bookingIsAmendable(booking: AmendableBooking, now: Date): boolean {
  return (
    booking.status === 'confirmed' &&
    booking.pickupAt > now &&
    booking.paymentMethod !== null &&
    booking.counterPaidAt === null
  );
}

/** Whether the customer may change it themselves now, given how many of their own changes were applied. */
export function customerMayAmend(
  booking: AmendableBooking,
  appliedByCustomer: number,
  now: Date,
): { ok: true } | { ok: false; reason: AmendRefusal } {
  if (!bookingIsAmendable(booking, now))
    return {
      ok: false,
      // Said as such: the customer can still change it at the branch, which took the payment.
      reason:
        booking.status === 'confirmed' && booking.pickupAt > now && booking.counterPaidAt !== null
          ? 'paid_at_counter'
          : 'not_amendable',
    };
  if (booking.pickupAt.getTime() - now.getTime() < CUSTOMER_AMENDMENT_HOURS * HOUR_MS)
    return { ok: false, reason: 'too_late' };
  if (appliedByCustomer >= MAX_CUSTOMER_AMENDMENTS) return { ok: false, reason: 'used_up' };
  return { ok: true };
}

export type AmendmentSettlement =
  /** Applied at once: nothing more to pay (the difference, if any, goes back to the card or is owed at pick-up). */
  | { kind: 'apply'; refundFils: number }
  /** The card booking costs more: the difference is paid through the provider before the change is applied. */
  | { kind: 'pay'; dueFils: number };

/**
 * How a change's difference is settled. A pay-on-pick-up booking owes its new total at the branch,
 * so it is applied whatever the difference; a card booking gets a lower price's difference back and
 * pays a higher one's first.
 */
export function settleDifference(paymentMethod: string, beforeFils: number, afterFils: number): AmendmentSettlement {
  const difference = afterFils - beforeFils;
  if (paymentMethod !== 'card') return { kind: 'apply', refundFils: 0 };
  if (difference > 0) return { kind: 'pay', dueFils: difference };
  return { kind: 'apply', refundFils: Math.max(0, -difference) };
}

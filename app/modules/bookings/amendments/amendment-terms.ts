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

/**
 * Whether staff may extend the rental: the car is out (on rent) and the booking has a price to
 * change. Only the drop-off moves, later (`isExtension`); an early return is not an extension.
 */
export function bookingIsExtendable(booking: Pick<AmendableBooking, 'status' | 'paymentMethod'>): boolean {
  return booking.status === 'active' && booking.paymentMethod !== null;
}

type Rental = { pickupAt: Date | string; dropoffAt: Date | string };
const instant = (at: Date | string) => new Date(at).getTime();

/** The same pick-up and a later drop-off. */
export function isExtension(before: Rental, after: Rental): boolean {
  return instant(before.pickupAt) === instant(after.pickupAt) && instant(after.dropoffAt) > instant(before.dropoffAt);
}

/** Whether this change may be made by staff to the booking: any change before pick-up, an extension while on rent. */
export function staffMayChange(booking: AmendableBooking, before: Rental, after: Rental, now: Date): boolean {
  return bookingIsAmendable(booking, now) || (bookingIsExtendable(booking) && isExtension(before, after));
}

/**
 * The time a car of the model must be free for the change. Before pick-up, the whole new rental;
 * for an extension, only the added time: the car is already out for the rest.
 */
export function timeToHold(status: string, before: Rental, after: Rental): { pickupAt: Date; dropoffAt: Date } {
  return status === 'active' && isExtension(before, after)
    ? { pickupAt: new Date(before.dropoffAt), dropoffAt: new Date(after.dropoffAt) }
    : { pickupAt: new Date(after.pickupAt), dropoffAt: new Date(after.dropoffAt) };
}

/** How the difference of an extension is paid: at the counter (cash or the branch's card terminal) or by a card link. */
export const extensionPayments = ['cash', 'card', 'link'] as const;
export type ExtensionPayment = (typeof extensionPayments)[number];

export type ExtensionSettlement =
  | AmendmentSettlement
  /** Taken at the counter in the same step: the change applies at once with the payment recorded. */
  | { kind: 'counter'; dueFils: number; method: 'cash' | 'card' }
  /** Less than was paid at the counter: the difference is owed back there. */
  | { kind: 'counter_refund'; refundFils: number };

/**
 * How an extension's difference is settled. More to pay: at the counter now, or through the
 * provider by a link (the change waits for it, as other staff changes do); a booking whose whole
 * total is still owed at the counter simply owes the new one. Less to pay (a longer rental can
 * reach a cheaper tier): given back the way it was paid.
 */
export function settleExtension(
  booking: { paymentMethod: string; counterPaidAt: Date | null },
  beforeFils: number,
  afterFils: number,
  payment: ExtensionPayment,
): ExtensionSettlement {
  const difference = afterFils - beforeFils;
  const paidAtCounter = booking.paymentMethod !== 'card' && booking.counterPaidAt !== null;
  if (booking.paymentMethod !== 'card' && !paidAtCounter) return { kind: 'apply', refundFils: 0 };
  if (difference > 0)
    return payment === 'link'
      ? { kind: 'pay', dueFils: difference }
      : { kind: 'counter', dueFils: difference, method: payment };
  if (paidAtCounter)
    return difference < 0 ? { kind: 'counter_refund', refundFils: -difference } : { kind: 'apply', refundFils: 0 };
  return { kind: 'apply', refundFils: Math.max(0, -difference) };
}

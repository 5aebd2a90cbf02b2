import { dubaiToday } from '~/utils/dubai-time';

/**
 * When a car may be handed over (decision 058): on its pick-up day in Dubai or later, never a day
 * ahead, and only with nothing left to pay at the counter.
 */
export function pickupDayReached(pickupAt: Date, now: Date): boolean {
  return dubaiToday(now) >= dubaiToday(pickupAt);
}

/**
 * What the customer still owes at the counter before the keys go out: the whole total of a
 * pay-on-pick-up booking until its counter payment is recorded. A card booking is confirmed only
 * once its payment is taken, so it owes nothing here.
 */
export function moneyDueAtPickupFils(booking: {
  paymentMethod: string | null;
  counterPaidAt: Date | string | null;
  totalFils: number | null;
}): number {
  if (booking.paymentMethod !== 'pay_on_pickup' || booking.counterPaidAt || booking.totalFils === null) return 0;
  return booking.totalFils;
}

/** A licence valid through its expiry day must still be valid on the day the car comes back. */
export function licenceExpiresBeforeReturn(licenceExpiry: string | null, dropoffAt: Date): boolean {
  return licenceExpiry !== null && licenceExpiry < dubaiToday(dropoffAt);
}

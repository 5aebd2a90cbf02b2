import { MIN_LEAD_HOURS } from './rental-schedule';

/**
 * How much notice a pick-up needs depends on who books it. A customer booking on the site gives 24
 * hours, so the branch can get the car ready. Staff booking for someone at the counter or on the
 * phone can see the fleet and hand a car over the same day: from the current hour on, so a customer
 * who walks in at 10:20 can take the 10:00 slot.
 */
export type Booker = 'customer' | 'staff';

const HOUR_MS = 60 * 60 * 1000;

/** The earliest pick-up time the booker may choose, now. */
export function earliestPickupAt(booker: Booker, now: Date): Date {
  if (booker === 'customer') return new Date(now.getTime() + MIN_LEAD_HOURS * HOUR_MS);
  // Dubai keeps a whole-hour offset from UTC, so the UTC hour starts when Dubai's does.
  return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
}

/** Whether a pick-up at `pickupAt` gives the notice the booker must give. */
export function givesNotice(booker: Booker, pickupAt: Date, now: Date): boolean {
  return pickupAt.getTime() >= earliestPickupAt(booker, now).getTime();
}

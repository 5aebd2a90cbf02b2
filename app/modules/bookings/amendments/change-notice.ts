import { MIN_LEAD_HOURS } from '../rental-schedule';

/**
 * How much notice a changed pick-up needs, by who makes the change (decision 065). The customer's
 * own change keeps the booking rule: a pick-up at least 24 hours ahead, as when booking. Staff at
 * the branch see the car and the customer, so they may move a pick-up to any time not yet past
 * (later today included); branch hours, closures and a free car still apply to both.
 */
export type ChangeMadeBy = 'customer' | 'staff';

const HOUR_MS = 3_600_000;

export function noticeHoursFor(by: ChangeMadeBy): number {
  return by === 'customer' ? MIN_LEAD_HOURS : 0;
}

/** The earliest moment a pick-up may be moved to by this actor. */
export function earliestChangedPickup(by: ChangeMadeBy, now: Date): Date {
  return new Date(now.getTime() + noticeHoursFor(by) * HOUR_MS);
}

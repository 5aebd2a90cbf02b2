import { type SQL, and, eq, gt, lte } from 'drizzle-orm';
import { type BookingStatus, bookings } from '~/db/schema';

/**
 * The booking state machine (DECISIONS: booking status). A booking moves only along these arrows;
 * everything else is refused, so a replayed payment return or a stale staff click changes nothing.
 *
 *   draft ──card──▶ awaiting_payment ──paid──▶ confirmed ──picked up──▶ active ──returned──▶ completed
 *     │                 │    ▲                   ▲
 *     │                 ▼    │ try again         │ pay on pick-up
 *     │            payment_failed ───────────────┘
 *     └──pay on pick-up──▶ confirmed
 *   draft, awaiting_payment, payment_failed and confirmed can be cancelled (hold expired, customer or staff);
 *   a confirmed booking not collected two hours after its pick-up time becomes a no_show (staff).
 */
const allowed: Record<BookingStatus, readonly BookingStatus[]> = {
  draft: ['awaiting_payment', 'confirmed', 'cancelled'],
  awaiting_payment: ['confirmed', 'payment_failed', 'cancelled'],
  payment_failed: ['awaiting_payment', 'confirmed', 'cancelled'],
  confirmed: ['active', 'cancelled', 'no_show'],
  active: ['completed'],
  completed: [],
  cancelled: [],
  no_show: [],
};

export function canMoveBooking(from: BookingStatus, to: BookingStatus): boolean {
  return allowed[from].includes(to);
}

/** The states a booking may be in for a move to `to` (for a conditional UPDATE ... WHERE status IN (...)). */
export function statesThatMayMoveTo(to: BookingStatus): BookingStatus[] {
  return (Object.keys(allowed) as BookingStatus[]).filter((from) => allowed[from].includes(to));
}

/** Whether the booking is finished with: nothing more can happen to it. */
export const isFinal = (status: BookingStatus) => allowed[status].length === 0;

/**
 * Whether a booking holds its car at `now` as a draft: Select holds a car for a few minutes while
 * the customer finishes, and the hold ends on its own when that time runs out, with no write. The
 * same rule in SQL is liveHold; the two must agree, or the pages and the availability count differ.
 */
export function holdsCar(booking: { status: BookingStatus; holdExpiresAt: Date | null }, now: Date): boolean {
  return booking.status === 'draft' && booking.holdExpiresAt !== null && booking.holdExpiresAt > now;
}

/** holdsCar as a condition on the bookings table: a draft whose hold runs past `now`. */
export function liveHold(now: Date): SQL {
  return and(eq(bookings.status, 'draft'), gt(bookings.holdExpiresAt, now)) as SQL;
}

/** The other drafts: their hold has run out at `now`, and the reconciler gives their car back. */
export function expiredHold(now: Date): SQL {
  return and(eq(bookings.status, 'draft'), lte(bookings.holdExpiresAt, now)) as SQL;
}

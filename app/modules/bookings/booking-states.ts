import type { BookingStatus } from '~/db/schema';

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
  enquiry: ['draft', 'cancelled'],
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

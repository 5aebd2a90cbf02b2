import type { AmendmentState, PaymentStatus, RefundState } from '~/db/schema';

/**
 * The state tables of money, beside the booking's own (bookings/booking-states.ts). Each column
 * moves only along these arrows, through its one mover in payment-moves.server.ts; a stale read or
 * a replayed answer that would move it backwards changes nothing.
 *
 * A card payment (the booking's, and each provider order's):
 *
 *   (none) ─▶ started ─▶ pending ─▶ authorised ─▶ paid ─▶ partly_refunded ─▶ refunded
 *                 │          │          │
 *                 └──────────┴──────────┴─▶ failed / cancelled ─▶ (a retry on the same order) paid
 *
 * A booking's payment starts again (a new order) only while nothing has been taken: from started,
 * pending, failed or cancelled, never from authorised, paid or refunded.
 */
const paymentArrows: Record<PaymentStatus, readonly PaymentStatus[]> = {
  // Answers are read now and then, so a payment may skip states between two readings (paid and
  // refunded before we looked): every arrow goes forward, none back.
  started: ['started', 'pending', 'authorised', 'paid', 'partly_refunded', 'refunded', 'failed', 'cancelled'],
  pending: ['started', 'authorised', 'paid', 'partly_refunded', 'refunded', 'failed', 'cancelled'],
  authorised: ['paid', 'partly_refunded', 'refunded', 'failed', 'cancelled'],
  paid: ['partly_refunded', 'refunded'],
  // A second partial refund keeps it partly refunded, with a larger amount given back.
  partly_refunded: ['partly_refunded', 'refunded'],
  refunded: [],
  // The provider lets the customer try the same order again after a refusal or a cancelled page.
  failed: ['started', 'pending', 'authorised', 'paid', 'partly_refunded', 'refunded', 'failed', 'cancelled'],
  cancelled: ['started', 'pending', 'authorised', 'paid', 'partly_refunded', 'refunded', 'cancelled'],
};

/** Whether a card payment in `from` (null: none yet) may move to `to`. */
export function canMovePayment(from: PaymentStatus | null, to: PaymentStatus): boolean {
  return from === null || paymentArrows[from].includes(to);
}

/** Whether a booking's card payment may begin again on a new order: only while nothing was taken or held. */
export const mayStartAgain = (status: PaymentStatus | null) =>
  status === null || status === 'started' || status === 'pending' || status === 'failed' || status === 'cancelled';

export type PaymentOutcome = 'paid' | 'failed' | 'pending';

/**
 * What an order's payment means for the booking or change it pays: paid once the money is taken,
 * failed when refused or given up, and otherwise still to be settled (no card yet, the bank
 * deciding, or only held on the card).
 */
export function paymentOutcome(status: PaymentStatus): PaymentOutcome {
  if (status === 'paid') return 'paid';
  if (status === 'failed' || status === 'cancelled') return 'failed';
  return 'pending';
}

/** Whether the customer has handed a card to the bank (anything past a started order): paying again could charge twice. */
export const bankIsDeciding = (status: PaymentStatus | null) => status !== null && status !== 'started';

/** The statuses of an order whose payment took money that may still be given back. */
export const MONEY_TO_GIVE_BACK: PaymentStatus[] = ['paid', 'partly_refunded'];

/**
 * A refund: recorded pending, and made by the provider (refunded), refused by it (failed, for staff
 * to retry, which makes it pending again), or paid out at the branch (refunded). Pending to pending
 * is an attempt claiming it; refunded is final.
 */
const refundArrows: Record<RefundState, readonly RefundState[]> = {
  pending: ['pending', 'refunded', 'failed'],
  failed: ['pending'],
  refunded: [],
};

export function refundStatesThatMayMoveTo(to: RefundState): RefundState[] {
  return (Object.keys(refundArrows) as RefundState[]).filter((from) => refundArrows[from].includes(to));
}

/**
 * A change to a booking: applied at once, or waiting for its difference to be paid until it is
 * applied (paid) or lapses (time ran out, replaced, declined, the car gone). Both ends are final.
 */
const amendmentArrows: Record<AmendmentState, readonly AmendmentState[]> = {
  awaiting_payment: ['applied', 'lapsed'],
  applied: [],
  lapsed: [],
};

export function amendmentStatesThatMayMoveTo(to: AmendmentState): AmendmentState[] {
  return (Object.keys(amendmentArrows) as AmendmentState[]).filter((from) => amendmentArrows[from].includes(to));
}

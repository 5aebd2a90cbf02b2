import type { BookingActorKind, PaymentStatus } from '~/db/schema';
import type { MessageKey } from '~/i18n/en';
import type { Translate } from '~/i18n/translate';
import { cancelReasons } from './booking-outcome';

/** The longest reason a staff member may type for a move or a counter payment. */
export const STAFF_REASON_MAX = 500;

/** The reasons the site itself records on a booking's moves, in words for staff in their language. */
const siteReasons: Record<string, MessageKey> = {
  [cancelReasons.holdExpired]: 'bookings.reason.holdExpired',
  [cancelReasons.paymentNotCompleted]: 'bookings.reason.paymentNotCompleted',
  [cancelReasons.byCustomer]: 'bookings.reason.byCustomer',
  'card payment started': 'bookings.reason.cardStarted',
  'pay on pick-up': 'bookings.reason.payOnPickup',
  'selection moved': 'bookings.reason.selectionMoved',
  'booking changed': 'bookings.reason.changed',
  'booked at the counter': 'bookings.reason.bookedAtCounter',
  'booked by phone': 'bookings.reason.bookedByPhone',
  'rental extended': 'bookings.reason.extended',
  'manage link revoked': 'bookings.reason.manageLinkRevoked',
  'manage link issued': 'bookings.reason.manageLinkIssued',
};

/** The reasons the site records on a staff member's own moves (the others are what they typed). */
const staffSiteReasons = [
  'booking changed',
  'booked at the counter',
  'booked by phone',
  'rental extended',
  'manage link revoked',
  'manage link issued',
];

const providerProblems: Record<string, MessageKey> = {
  timeout: 'bookings.reason.problem.timeout',
  unavailable: 'bookings.reason.problem.unavailable',
  rejected: 'bookings.reason.problem.rejected',
  malformed: 'bookings.reason.problem.malformed',
};

/** Where a card payment stood when it moved the booking, in words. */
const cardStates: Record<PaymentStatus, MessageKey> = {
  started: 'bookings.reason.card.started',
  pending: 'bookings.reason.card.awaiting3ds',
  authorised: 'bookings.reason.card.authorised',
  paid: 'bookings.reason.card.paid',
  partly_refunded: 'bookings.reason.card.refunded',
  refunded: 'bookings.reason.card.refunded',
  failed: 'bookings.reason.card.failed',
  cancelled: 'bookings.reason.card.cancelled',
};

/** Who moved the booking, for the history's "Who" column: the staff member by name, else who it was. */
export function bookingActorWords(
  t: Translate,
  event: { actorName: string | null; actorKind: BookingActorKind | null },
): string {
  if (event.actorName) return event.actorName;
  return t(`bookings.history.by.${event.actorKind ?? 'unknown'}` as MessageKey);
}

/**
 * A move's reason as staff read it: what a staff member typed stays as typed; the site's own
 * reasons, stored as codes ('hold expired', 'card payment paid', 'payment provider timeout'),
 * are put in words from the reader's catalogue. The provider's state code itself stays on the
 * payment record, where staff read it to quote it to the provider.
 */
export function bookingReasonWords(
  t: Translate,
  event: { reason: string | null; actorKind: BookingActorKind | null },
): string {
  const { reason } = event;
  // A staff change of dates, car or extras, an extension, or a booking staff made, is recorded by the site in its own words, not typed.
  if (!reason || (event.actorKind === 'staff' && !staffSiteReasons.includes(reason))) return reason ?? '';
  if (siteReasons[reason]) return t(siteReasons[reason]);
  const state = /^card payment ([a-z_]+)$/.exec(reason)?.[1];
  if (state) return t(cardStates[state as PaymentStatus] ?? 'bookings.reason.cardState');
  const problem = /^payment provider (\w+)$/.exec(reason)?.[1];
  if (problem && providerProblems[problem]) return t(providerProblems[problem]);
  return reason;
}

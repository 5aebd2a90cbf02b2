// zod/mini: the same rule runs in the staff page's form and on the server.
import * as z from 'zod/mini';
import type { BookingStatus } from '~/db/schema';
import type { MessageKey } from '~/i18n/en';
import { parseAedToFils } from '~/modules/vehicles/aed-amount';
import { cancellationRule } from '../cancellations/cancellation-terms';
import { STAFF_REASON_MAX } from '../booking-event-words';
import { pickupDayReached } from './hand-over-rules';

/**
 * What staff can do to a booking with one click from its page, and the state each step leads to.
 * The car going out and coming back are not among them: they take the counter's screens (decision
 * 067), with the car by plate, readings, damage, the deposit and the renter's signature.
 */
const staffActions = ['confirm', 'noShow', 'cancel'] as const;
export type StaffAction = (typeof staffActions)[number];

/**
 * The states each step may start from: a narrower set than the state machine allows, because staff
 * confirm only bookings nobody is paying for by card right now (draft, failed payment), and a
 * booking being paid for is cancelled only deliberately (awaiting_payment is kept in).
 */
export const staffSteps: Record<StaffAction, { to: BookingStatus; from: readonly BookingStatus[] }> = {
  confirm: { to: 'confirmed', from: ['draft', 'payment_failed'] },
  noShow: { to: 'no_show', from: ['confirmed'] },
  cancel: { to: 'cancelled', from: ['draft', 'awaiting_payment', 'payment_failed', 'confirmed'] },
};

/** The steps offered for a booking in this state: a no-show only once the car has waited the terms' two hours after the pick-up time. */
export const actionsFor = (booking: { status: BookingStatus; pickupAt: Date }, now = new Date()): StaffAction[] =>
  staffActions.filter(
    (action) =>
      staffSteps[action].from.includes(booking.status) &&
      (action !== 'noShow' || cancellationRule(booking.pickupAt, now) === 'no_show'),
  );

/** The counter's screens: the hand-over of a confirmed booking and the return of a car on rent. */
export type CounterStep = 'pickup' | 'return';

/** The counter screen a booking is ready for now: the hand-over from its pick-up day (Dubai), the return while on rent. */
export function counterStepFor(
  booking: { status: BookingStatus; pickupAt: Date },
  now = new Date(),
): CounterStep | null {
  if (booking.status === 'confirmed' && pickupDayReached(booking.pickupAt, now)) return 'pickup';
  return booking.status === 'active' ? 'return' : null;
}

const staffActionSchema = z.object({
  intent: z.enum(staffActions),
  reason: z.optional(z.string()),
});

export type StaffActionInput = { intent: StaffAction; reason: string; refund: string };

/** Reads a staff step from a posted form: the step must be known and the reason given (it goes into the history). */
export function readStaffAction(
  form: Record<string, unknown>,
):
  { ok: true; value: StaffActionInput } | { ok: false; intent: StaffAction | null; reason: string; error: MessageKey } {
  const parsed = z.safeParse(staffActionSchema, form);
  const reason = typeof form.reason === 'string' ? form.reason.trim() : '';
  if (!parsed.success) {
    const intent = (staffActions as readonly unknown[]).includes(form.intent) ? (form.intent as StaffAction) : null;
    return { ok: false, intent, reason, error: 'bookings.action.unknown' };
  }
  if (!reason) return { ok: false, intent: parsed.data.intent, reason, error: 'bookings.reasonRequired' };
  if (reason.length > STAFF_REASON_MAX)
    return { ok: false, intent: parsed.data.intent, reason, error: 'bookings.reasonTooLong' };
  return {
    ok: true,
    value: { intent: parsed.data.intent, reason, refund: typeof form.refund === 'string' ? form.refund.trim() : '' },
  };
}

/** The refund staff give when cancelling a card-paid booking: AED with at most two decimals, from 0 up to what was paid. */
export function readRefundAmount(
  text: string,
  paidFils: number,
): { ok: true; fils: number } | { ok: false; error: MessageKey } {
  const fils = parseAedToFils(text);
  if (fils === null) return { ok: false, error: 'bookings.refund.invalid' };
  if (fils > paidFils) return { ok: false, error: 'bookings.refund.tooMuch' };
  return { ok: true, fils };
}

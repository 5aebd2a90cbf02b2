import { eq } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { type BookingStatus, bookings } from '~/db/schema';
import { turnaroundMinutes } from '~/modules/fleet/availability.server';
import type { CustomerBooking } from './bill.server';
import { sendBookingConfirmation } from './booking-mail.server';
import { moveBooking, nextInvoiceNumber } from './booking-transitions.server';
import { stillBookable, withDriver } from './personal-step.server';
import type { PriceSnapshot } from './price-snapshot';
import { type StaffAction, staffSteps } from './staff-booking-actions-form';
import { type StaffMailKind, sendStaffBookingMail } from './staff-booking-mail.server';
import { logger } from '~/modules/config/logger.server';

export type StaffActionResult =
  | { ok: true; status: BookingStatus; reference: string }
  /**
   * not_found: no such booking. already: it is in the target state (a second click, or a colleague
   * was quicker); nothing changed. refused: the state machine does not allow the step from its
   * current state. expired / unavailable: its car is no longer held / none is free to confirm it.
   * no_driver: nobody has entered the driver's details yet.
   */
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'already' | 'refused' | 'expired' | 'unavailable' | 'no_driver'; status: BookingStatus; reference: string };

const mailKind: Record<Exclude<StaffAction, 'confirm'>, StaffMailKind> = { pickup: 'picked_up', return: 'returned', cancel: 'cancelled' };

async function currentState(bookingId: number) {
  const [row] = await db().select({ status: bookings.status, reference: bookings.reference }).from(bookings).where(eq(bookings.id, bookingId));
  return row;
}

/**
 * A step taken by staff on a booking's page: one conditional move through the state machine,
 * recorded with who did it and why, then the customer is told by email. A refused or stale step
 * changes nothing and says why. The mail goes out after the change is saved; if the outbox fails
 * the change stands and the log names the booking.
 */
export async function applyStaffAction(input: { bookingId: number; action: StaffAction; reason: string; actorId: number }, now = new Date()): Promise<StaffActionResult> {
  const step = staffSteps[input.action];
  if (!Number.isSafeInteger(input.bookingId) || input.bookingId <= 0) return { ok: false, reason: 'not_found' };
  const before = await currentState(input.bookingId);
  if (!before) return { ok: false, reason: 'not_found' };

  const moved =
    input.action === 'confirm'
      ? await confirmOnPickup(input, now)
      : (await moveBooking({
            bookingId: input.bookingId,
            to: step.to,
            from: [...step.from],
            actorId: input.actorId,
            reason: input.reason,
            details: { action: input.action },
            set: input.action === 'cancel' ? { holdExpiresAt: null } : undefined,
          }))
        ? ({ ok: true } as const)
        : ({ ok: false, reason: 'refused' } as const);

  if (!moved.ok) {
    const now = (await currentState(input.bookingId)) ?? before;
    return { ok: false, reason: now.status === step.to ? 'already' : moved.reason, status: now.status, reference: before.reference };
  }
  try {
    if (input.action === 'confirm') await sendBookingConfirmation(input.bookingId);
    else await sendStaffBookingMail(input.bookingId, mailKind[input.action], input.reason);
  } catch (error) {
    logger().error({ err: error }, `booking #${input.bookingId}: mailing the customer about '${input.action}' failed`);
  }
  return { ok: true, status: step.to, reference: before.reference };
}

/**
 * Staff confirm a booking to be paid at the counter (say the customer's card failed and they
 * phoned in): priced again for pay on pick-up from its own rate card, given its invoice number in
 * the confirming statement, exactly as the customer's own pay-on-pick-up confirmation does. Its
 * car must still be held (a draft within its hold) or free again (after a failed payment), checked
 * under the branch's stock lock.
 */
async function confirmOnPickup(input: { bookingId: number; reason: string; actorId: number }, now: Date): Promise<{ ok: true } | { ok: false; reason: 'refused' | 'expired' | 'unavailable' | 'no_driver' }> {
  const [booking] = await db()
    .select({ id: bookings.id, status: bookings.status, vehicleModelId: bookings.vehicleModelId, pickupAt: bookings.pickupAt, priceSnapshot: bookings.priceSnapshot, details: bookings.customerDetails })
    .from(bookings)
    .where(eq(bookings.id, input.bookingId));
  if (!booking || !staffSteps.confirm.from.includes(booking.status)) return { ok: false, reason: 'refused' };
  if (!booking.details) return { ok: false, reason: 'no_driver' };
  const details = booking.details;
  // Read before the transaction: the embedded database has one connection, which the transaction holds.
  const turnaround = await turnaroundMinutes();
  // stillBookable and withDriver read only these fields of a customer's booking.
  const asBooked = { id: booking.id, vehicleModelId: booking.vehicleModelId, pickupAt: booking.pickupAt, priceSnapshot: booking.priceSnapshot as PriceSnapshot } as CustomerBooking;
  return db().transaction(async (tx) => {
    const check = await stillBookable(tx, asBooked, turnaround, now);
    if (!check.ok) return { ok: false, reason: check.reason === 'not_found' ? 'refused' : check.reason } as const;
    const moved = await moveBooking(
      {
        bookingId: booking.id,
        to: 'confirmed',
        from: [...staffSteps.confirm.from],
        actorId: input.actorId,
        reason: input.reason,
        details: { action: 'confirm', paymentMethod: 'pay_on_pickup' },
        set: { ...withDriver(asBooked, details, 'pay_on_pickup'), confirmedAt: now, holdExpiresAt: null, invoiceNumber: nextInvoiceNumber() },
      },
      tx,
    );
    return moved ? ({ ok: true } as const) : ({ ok: false, reason: 'refused' } as const);
  });
}

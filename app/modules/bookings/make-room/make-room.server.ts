import { and, eq, ne } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { bookings } from '~/db/schema';
import { carsAvailable, turnaroundMinutes } from '~/modules/fleet/availability.server';
import { amendBooking } from '../amendments/booking-amendments.server';
import { modelsAtBranch, quoteAmendment } from '../amendments/amendment-quotes.server';
import { paidForBooking } from '../cancellations/cancellation-terms';
import { cancellableColumns } from '../cancellations/customer-cancellation.server';
import { readPriceSnapshot } from '../records/price-snapshot-schema';
import { applyStaffAction } from '../staff-actions/staff-booking-actions.server';

/*
 * When staff take cars or a whole branch out of service, the bookings in the way are cancelled or
 * moved by the same steps staff take from a booking's page: a cancellation (with its mail and
 * refund) or a staff change (with its mail and re-pricing). Nothing here decides a rule of its own.
 */

/** What staff chose for one booking in the way: cancel it, move it to another model, or to other times. */
export type RoomChoice =
  | { bookingId: number; action: 'cancel' }
  | { bookingId: number; action: 'move'; vehicleModelId: number }
  | { bookingId: number; action: 'reschedule'; pickupAt: Date; dropoffAt: Date };

export type RoomOutcome = { bookingId: number; ok: boolean };

/**
 * Carries out staff's choices one booking at a time; each is its own transaction, as from the
 * booking's page. A cancelled booking that was paid is refunded in full: the customer did nothing
 * to lose any of it. `reason` is what the customer's mail gives as the reason.
 */
export async function makeRoom(
  actorId: number,
  choices: readonly RoomChoice[],
  reason: string,
  now = new Date(),
): Promise<RoomOutcome[]> {
  const outcomes: RoomOutcome[] = [];
  for (const choice of choices)
    outcomes.push({ bookingId: choice.bookingId, ok: await carryOut(actorId, choice, reason, now) });
  return outcomes;
}

async function carryOut(actorId: number, choice: RoomChoice, reason: string, now: Date): Promise<boolean> {
  const [booking] = await db()
    .select({
      ...cancellableColumns,
      vehicleModelId: bookings.vehicleModelId,
      dropoffAt: bookings.dropoffAt,
    })
    .from(bookings)
    .where(eq(bookings.id, choice.bookingId));
  if (!booking) return false;
  if (choice.action === 'cancel') {
    const { paidFils } = paidForBooking(booking);
    const done = await applyStaffAction(
      { bookingId: choice.bookingId, action: 'cancel', reason, actorId, refundFils: paidFils },
      now,
    );
    return done.ok;
  }
  if (!booking.priceSnapshot) return false;
  const { extras } = readPriceSnapshot(booking.priceSnapshot, `booking ${choice.bookingId}`);
  const actor = { kind: 'staff', staffId: actorId } as const;
  const request =
    choice.action === 'move'
      ? {
          bookingId: choice.bookingId,
          pickupAt: booking.pickupAt,
          dropoffAt: booking.dropoffAt,
          extras,
          vehicleModelId: choice.vehicleModelId,
        }
      : { bookingId: choice.bookingId, pickupAt: choice.pickupAt, dropoffAt: choice.dropoffAt, extras };
  const quoted = await quoteAmendment(actor, request, now);
  if (!quoted.ok) return false;
  const changed = await amendBooking(actor, request, quoted.quote.differenceFils, now, reason);
  // A change that costs a card customer more waits for their payment: the booking keeps its car until then.
  return changed.ok && changed.kind === 'applied';
}

/** The other models at the booking's branch with a car free for its dates: where staff may move it. */
export async function movesFor(booking: { id: number }, now = new Date()) {
  const [row] = await db()
    .select({
      branchId: bookings.pickupBranchId,
      vehicleModelId: bookings.vehicleModelId,
      pickupAt: bookings.pickupAt,
      dropoffAt: bookings.dropoffAt,
    })
    .from(bookings)
    .where(and(eq(bookings.id, booking.id), ne(bookings.status, 'cancelled')));
  if (!row) return [];
  const models = (await modelsAtBranch(row.branchId)).filter((model) => model.id !== row.vehicleModelId);
  const free = await carsAvailable({
    vehicleModelIds: models.map((model) => model.id),
    branchId: row.branchId,
    pickupAt: row.pickupAt,
    dropoffAt: row.dropoffAt,
    turnaroundMinutes: await turnaroundMinutes(),
    now,
  });
  return models.filter((model) => (free.get(model.id) ?? 0) > 0);
}

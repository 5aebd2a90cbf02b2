import { db } from '~/db/client.server';
import { translator } from '~/i18n/translate';
import { bookingsOnClosedDays, type BookingOnClosedDay } from '~/modules/settings/closure-bookings.server';
import { addClosure } from '~/modules/settings/company-settings.server';
import type { ClosureInput } from '~/modules/settings/settings-form';
import { dubaiDateTime, nextDubaiDate, toDubaiParts } from '~/utils/dubai-time';
import { type RoomChoice, makeRoom } from './make-room.server';
import type { PostedChoice } from './room-choices';

export type BookingOnClosedDayRow = Omit<BookingOnClosedDay, 'pickupAt' | 'dropoffAt'> & {
  pickupAt: string;
  dropoffAt: string;
  /** The same booking moved to after the closure: what 'later' would make of it. */
  later: { pickupAt: string; dropoffAt: string };
};

/** The same clock time on another day in Dubai. */
const onDay = (at: Date, date: string) => dubaiDateTime(date, toDubaiParts(at).time)!;

/**
 * A booking moved out of the closure: a pick-up on a closed day moves, with the whole rental, to
 * the first day after it at the same time; a return alone on a closed day moves to that day.
 */
function afterClosure(
  booking: { pickupAt: Date; dropoffAt: Date },
  closure: Pick<ClosureInput, 'firstDate' | 'lastDate'>,
) {
  const reopens = nextDubaiDate(closure.lastDate);
  const pickupDay = toDubaiParts(booking.pickupAt).date;
  if (pickupDay >= closure.firstDate && pickupDay <= closure.lastDate) {
    const pickupAt = onDay(booking.pickupAt, reopens);
    return {
      pickupAt,
      dropoffAt: new Date(booking.dropoffAt.getTime() + (pickupAt.getTime() - booking.pickupAt.getTime())),
    };
  }
  return { pickupAt: booking.pickupAt, dropoffAt: onDay(booking.dropoffAt, reopens) };
}

/** What the customer's mail says: the branch is closed, with the closure's reason in both languages. */
function closedReason(reason: ClosureInput['reason']) {
  return `${translator('en')('closures.customerReason', { reason: reason.en })} / ${translator('ar')('closures.customerReason', { reason: reason.ar ?? reason.en })}`;
}

/**
 * Adds a closure, first moving to after it or cancelling the bookings with a pick-up or return on
 * its days, as staff chose in the same step. Still refused, with the bookings left, while any remain.
 */
export async function closeMakingRoom(
  actorId: number,
  input: ClosureInput,
  choices: readonly PostedChoice[],
  now = new Date(),
): Promise<{ ok: true; changed: number } | { ok: false; affected: BookingOnClosedDayRow[] }> {
  let changed = 0;
  if (choices.length > 0) {
    const affected = new Map((await bookingsOnClosedDays(db(), input)).map((booking) => [booking.id, booking]));
    const chosen: RoomChoice[] = [];
    for (const choice of choices) {
      const booking = affected.get(choice.bookingId);
      if (!booking) continue;
      if (choice.action === 'cancel') chosen.push(choice);
      if (choice.action === 'later')
        chosen.push({ bookingId: booking.id, action: 'reschedule', ...afterClosure(booking, input) });
    }
    changed = (await makeRoom(actorId, chosen, closedReason(input.reason), now)).filter((outcome) => outcome.ok).length;
  }
  const added = await addClosure(actorId, input);
  if (added.ok) return { ok: true, changed };
  return {
    ok: false,
    affected: added.affected.map((booking) => {
      const later = afterClosure(booking, input);
      return {
        ...booking,
        pickupAt: booking.pickupAt.toISOString(),
        dropoffAt: booking.dropoffAt.toISOString(),
        later: { pickupAt: later.pickupAt.toISOString(), dropoffAt: later.dropoffAt.toISOString() },
      };
    }),
  };
}

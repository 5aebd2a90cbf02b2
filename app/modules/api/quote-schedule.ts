import { checkSchedule } from '~/modules/bookings/rental-schedule';
import { type OpeningHours } from '~/utils/opening-hours';
import type { FieldErrors } from './schemas';
import { toDubaiParts } from '~/utils/dubai-time';

/**
 * The booking form's schedule rules for an API request: the instants are turned into Dubai
 * wall-clock parts, checked by the form's own `checkSchedule`, and its date/time messages
 * (word for word) are reported on the API's two fields.
 */
export function scheduleErrors(args: {
  now: Date;
  pickupAt: Date;
  dropoffAt: Date;
  pickupHours: OpeningHours;
  dropoffHours: OpeningHours;
}): FieldErrors {
  const pickup = toDubaiParts(args.pickupAt);
  const dropoff = toDubaiParts(args.dropoffAt);
  const found = checkSchedule({
    now: args.now,
    pickupDate: pickup.date,
    pickupTime: pickup.time,
    dropoffDate: dropoff.date,
    dropoffTime: dropoff.time,
    pickupHours: args.pickupHours,
    dropoffHours: args.dropoffHours,
  });
  const errors: FieldErrors = {};
  // The time rule is the informative one; the date message can only mean an unreadable date.
  const pickupMessage = found.pickupTime ?? found.pickupDate;
  const dropoffMessage = found.dropoffTime ?? found.dropoffDate;
  if (pickupMessage) errors.pickupAt = pickupMessage;
  if (dropoffMessage) errors.dropoffAt = dropoffMessage;
  return errors;
}

/** Bookings are made to the minute: seconds and milliseconds of a requested time are dropped. */
export function toWholeMinute(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 60_000) * 60_000);
}

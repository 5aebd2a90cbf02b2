import { z } from 'zod';
import type { Translate } from '~/i18n/translate';
import type { Extras } from '~/modules/pricing/quote-booking';
import { MAX_RECORD_ID } from '~/utils/record-id';
import { scheduleMessagesIn } from '../rental-schedule';
import { type OpeningHours, type Weekday, wholeHourSlots } from '~/utils/opening-hours';
import { dubaiDateTime, toDubaiParts } from '~/utils/dubai-time';

/**
 * The form that changes a booking (the customer's in their history, staff's on the booking page):
 * new dates and times, extras, and for staff another car model. One schema on the server and in the
 * browser; the booking rules themselves (lead time, branch hours) are the enquiry's, applied by
 * the server with their own messages.
 */
export const changeExtraKeys = [
  'fullInsurance',
  'zeroExcess',
  'personalInsurance',
  'gps',
  'additionalDriver',
  'babySeat',
] as const satisfies ReadonlyArray<keyof Extras>;

const date = z.string().trim().max(10);
const time = z.string().trim().max(5);
const tick = z
  .string()
  .optional()
  .transform((value) => value === 'on');

const changeFormSchema = z.object({
  pickupDate: date,
  pickupTime: time,
  dropoffDate: date,
  dropoffTime: time,
  fullInsurance: tick,
  zeroExcess: tick,
  personalInsurance: tick,
  gps: tick,
  additionalDriver: tick,
  babySeat: tick,
  vehicleModelId: z.coerce.number().int().min(1).max(MAX_RECORD_ID).optional().catch(undefined),
});

export type ChangeFormValues = {
  pickupDate: string;
  pickupTime: string;
  dropoffDate: string;
  dropoffTime: string;
  extras: Extras;
  vehicleModelId: number | null;
};
export type ChangeFormErrors = Partial<Record<'pickupDate' | 'pickupTime' | 'dropoffDate' | 'dropoffTime', string>>;

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** The form as posted, with what was typed kept for showing it again; undefined when it is not this form. */
export function readChangeForm(form: FormData): ChangeFormValues | undefined {
  const parsed = changeFormSchema.safeParse(
    Object.fromEntries(Object.keys(changeFormSchema.shape).map((name) => [name, field(form, name)])),
  );
  if (!parsed.success) return undefined;
  const { vehicleModelId, ...rest } = parsed.data;
  return {
    pickupDate: rest.pickupDate,
    pickupTime: rest.pickupTime,
    dropoffDate: rest.dropoffDate,
    dropoffTime: rest.dropoffTime,
    extras: Object.fromEntries(changeExtraKeys.map((key) => [key, rest[key]])) as Extras,
    vehicleModelId: vehicleModelId ?? null,
  };
}

/** The new pick-up and drop-off instants, or the messages for dates and times that are not real ones. */
export function changeInstants(
  values: ChangeFormValues,
  t: Translate,
): { ok: true; pickupAt: Date; dropoffAt: Date } | { ok: false; errors: ChangeFormErrors } {
  const messages = scheduleMessagesIn(t);
  const pickupAt = dubaiDateTime(values.pickupDate, values.pickupTime);
  const dropoffAt = dubaiDateTime(values.dropoffDate, values.dropoffTime);
  if (pickupAt && dropoffAt) return { ok: true, pickupAt, dropoffAt };
  const errors: ChangeFormErrors = {};
  if (!dubaiDateTime(values.pickupDate, '00:00')) errors.pickupDate = messages.pickupDateRequired;
  else if (!pickupAt) errors.pickupTime = messages.pickupTimeRequired;
  if (!dubaiDateTime(values.dropoffDate, '00:00')) errors.dropoffDate = messages.dropoffDateRequired;
  else if (!dropoffAt) errors.dropoffTime = messages.dropoffTimeRequired;
  return { ok: false, errors };
}

/** The booking as it stands, as the form's starting values. */
export function changeFormValuesOf(booking: {
  pickupAt: Date;
  dropoffAt: Date;
  extras: Extras;
  vehicleModelId: number;
}): ChangeFormValues {
  const pickup = toDubaiParts(booking.pickupAt);
  const dropoff = toDubaiParts(booking.dropoffAt);
  return {
    pickupDate: pickup.date,
    pickupTime: pickup.time,
    dropoffDate: dropoff.date,
    dropoffTime: dropoff.time,
    extras: booking.extras,
    vehicleModelId: booking.vehicleModelId,
  };
}

/**
 * The whole hours a branch may be open on some day of the week, for the time pickers; which of
 * them a given date allows is checked by the server with the branch's message.
 */
export function branchTimeChoices(hours: OpeningHours): string[] {
  const minutes = new Set(
    ([0, 1, 2, 3, 4, 5, 6] as Weekday[]).flatMap((weekday) => {
      const own = hours.weekdayHours?.[`${weekday}`];
      return wholeHourSlots(
        own === undefined ? { opensAtMinute: hours.opensAtMinute, closesAtMinute: hours.closesAtMinute } : own,
      );
    }),
  );
  // An hour inside a break every day it is open is never offered; one another day allows stays.
  return [...minutes].sort((a, b) => a - b).map((minute) => `${String(minute / 60).padStart(2, '0')}:00`);
}

import { z } from 'zod';
import type { Translate } from '~/i18n/translate';
import type { Extras } from '~/modules/pricing/quote-booking';
import { MAX_RECORD_ID } from '~/utils/record-id';
import { isCalendarDate } from '~/utils/form-rules';
import { meetsMinimumAge } from '../renter-age';
import { scheduleMessagesIn } from '../rental-schedule';
import { type OpeningHours, type Weekday, wholeHourSlots } from '~/utils/opening-hours';
import { dubaiDateTime, toDubaiParts } from '~/utils/dubai-time';

/**
 * The form that changes a booking (the customer's in their history, staff's on the booking page):
 * new dates and times and extras; for staff also another car model, delivery at pick-up, a promo
 * code and the driver's date of birth, which decides the young-driver surcharge, as the walk-in form
 * takes them. One schema on the server and in the browser; the booking rules themselves (lead time,
 * branch hours, the code's validity) are the enquiry's and the code's, applied by the server with
 * their own messages.
 */
export const changeExtraKeys = [
  'fullInsurance',
  'zeroExcess',
  'personalInsurance',
  'gps',
  'additionalDriver',
  'babySeat',
] as const satisfies ReadonlyArray<keyof Extras>;

/** A car staff may move the booking to, with its class's minimum age and the youngest it takes with the surcharge. */
export type ChangeModel = { id: number; minimumAge: number; youngDriverAge: number | null };

export type ChangeFormContext = {
  t: Translate;
  /** Staff's form has the car, delivery, promo code and birth date; the customer's only dates, times and extras. */
  by: 'customer' | 'staff';
  /** Where a car may be delivered at pick-up: the booking box's delivery cities. */
  deliveryCities: readonly string[];
  models: readonly ChangeModel[];
  /** Today in Dubai ('YYYY-MM-DD'): a birth date is before it. */
  today: string;
};

const DELIVERY_ADDRESS_MAX = 300;
const PROMO_CODE_MAX = 40;

const date = z.string().trim().max(10);
const time = z.string().trim().max(5);
const tick = z
  .string()
  .optional()
  .transform((value) => value === 'on');
/** Typed text: over the rule's length it gets the field's message; only a post far past it is no form of ours. */
const typed = (max: number) =>
  z
    .string()
    .trim()
    .max(max * 4)
    .optional()
    .transform((value) => value ?? '');

// The form's shape: a post that does not fit it is not this form, and the page is shown afresh.
const changeFormFields = z.object({
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
  deliver: tick,
  deliveryCity: typed(100),
  deliveryAddress: typed(DELIVERY_ADDRESS_MAX),
  promoCode: typed(PROMO_CODE_MAX),
  driverBirthDate: typed(10),
});

export type ChangeFormValues = {
  pickupDate: string;
  pickupTime: string;
  dropoffDate: string;
  dropoffTime: string;
  extras: Extras;
  vehicleModelId: number | null;
  /** Staff: the car taken to an address in a delivery city at pick-up; unticked, a typed city and address are not taken. */
  deliver: boolean;
  deliveryCity: string;
  deliveryAddress: string;
  /** Staff: the promo code the booking is to hold, as typed; empty for none. */
  promoCode: string;
  /** Staff: the driver's date of birth; empty when the booking has none. */
  driverBirthDate: string;
};
export type ChangeFormErrors = Partial<
  Record<
    | 'pickupDate'
    | 'pickupTime'
    | 'dropoffDate'
    | 'dropoffTime'
    | 'deliveryCity'
    | 'deliveryAddress'
    | 'promoCode'
    | 'driverBirthDate',
    string
  >
>;

const valuesOf = (form: z.output<typeof changeFormFields>): ChangeFormValues => ({
  pickupDate: form.pickupDate,
  pickupTime: form.pickupTime,
  dropoffDate: form.dropoffDate,
  dropoffTime: form.dropoffTime,
  extras: Object.fromEntries(changeExtraKeys.map((key) => [key, form[key]])) as Extras,
  vehicleModelId: form.vehicleModelId ?? null,
  deliver: form.deliver,
  deliveryCity: form.deliveryCity,
  deliveryAddress: form.deliveryAddress,
  promoCode: form.promoCode,
  driverBirthDate: form.driverBirthDate,
});

/**
 * What a driver's date of birth means for a class on the pick-up day (decision 082): too young for it,
 * under its minimum age and so priced with its young-driver surcharge, or neither.
 */
export function driverAgeFor(
  birthDate: string,
  pickupDay: string,
  model: Pick<ChangeModel, 'minimumAge' | 'youngDriverAge'>,
): 'too_young' | 'young_driver' | 'of_age' {
  if (!meetsMinimumAge(birthDate, pickupDay, model.youngDriverAge ?? model.minimumAge)) return 'too_young';
  return meetsMinimumAge(birthDate, pickupDay, model.minimumAge) ? 'of_age' : 'young_driver';
}

/** The new pick-up and drop-off instants, or the messages for dates and times that are not real ones. */
export function changeInstants(
  values: Pick<ChangeFormValues, 'pickupDate' | 'pickupTime' | 'dropoffDate' | 'dropoffTime'>,
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

/** The change form's schema: its shape, then every rule at once, each message at its field. */
function changeFormSchema(context: ChangeFormContext) {
  const { t } = context;
  return changeFormFields.transform(valuesOf).superRefine((values, ctx) => {
    const fail = (path: keyof ChangeFormErrors, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const instants = changeInstants(values, t);
    if (!instants.ok)
      for (const [path, message] of Object.entries(instants.errors)) fail(path as keyof ChangeFormErrors, message);
    if (context.by !== 'staff') return;
    if (values.deliver) {
      if (!context.deliveryCities.includes(values.deliveryCity))
        fail('deliveryCity', t('enquiry.error.deliveryLocation'));
      if (!values.deliveryAddress) fail('deliveryAddress', t('enquiry.error.deliveryAddress'));
      else if (values.deliveryAddress.length > DELIVERY_ADDRESS_MAX)
        fail('deliveryAddress', t('callback.tooLong', { max: DELIVERY_ADDRESS_MAX }));
    }
    if (values.promoCode.length > PROMO_CODE_MAX) fail('promoCode', t('callback.tooLong', { max: PROMO_CODE_MAX }));
    const birthDate = values.driverBirthDate;
    if (!birthDate) return;
    if (!isCalendarDate(birthDate) || birthDate >= context.today)
      return fail('driverBirthDate', t('bookings.change.birthDateInvalid'));
    // Refused only under the youngest age the chosen car's class takes; between it and the class
    // minimum the price carries the young-driver surcharge instead (decision 082).
    const model = context.models.find((row) => row.id === values.vehicleModelId);
    if (model && instants.ok && driverAgeFor(birthDate, values.pickupDate, model) === 'too_young')
      fail('driverBirthDate', t('bookings.change.tooYoung', { age: model.youngDriverAge ?? model.minimumAge }));
  });
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/**
 * The form as posted: what was typed, kept for showing it again, and each field's message (none when
 * every rule holds); undefined when it is not this form. The browser runs it before sending.
 */
export function readChangeForm(
  form: FormData,
  context: ChangeFormContext,
): { values: ChangeFormValues; errors: ChangeFormErrors } | undefined {
  const posted = Object.fromEntries(Object.keys(changeFormFields.shape).map((name) => [name, field(form, name)]));
  const shape = changeFormFields.safeParse(posted);
  if (!shape.success) return undefined;
  const checked = changeFormSchema(context).safeParse(posted);
  const errors: ChangeFormErrors = {};
  for (const issue of checked.success ? [] : checked.error.issues)
    errors[issue.path[0] as keyof ChangeFormErrors] ??= issue.message;
  return { values: valuesOf(shape.data), errors };
}

/** The booking as it stands, as the form's starting values. */
export function changeFormValuesOf(booking: {
  pickupAt: Date;
  dropoffAt: Date;
  extras: Extras;
  vehicleModelId: number;
  deliveryCity?: string | null;
  deliveryAddress?: string | null;
  promoCode?: string | null;
  driverBirthDate?: string | null;
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
    deliver: Boolean(booking.deliveryCity),
    deliveryCity: booking.deliveryCity ?? '',
    deliveryAddress: booking.deliveryAddress ?? '',
    promoCode: booking.promoCode ?? '',
    driverBirthDate: booking.driverBirthDate ?? '',
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

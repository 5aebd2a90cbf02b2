// zod/mini: the same rules at a fraction of the size, because this schema ships to every phone.
import * as z from 'zod/mini';
import type { MessageKey } from '~/i18n/en';
import type { Translate } from '~/i18n/translate';
import type { PhoneToE164 } from '~/utils/phone';
import { AIRPORT_CITY, ageGroups, ageRefusal, deliveryCitiesOf, residencies } from './enquiry-choices';
import { recordId } from '~/utils/record-id';
import { checkSchedule } from '../rental-schedule';
import { type OpeningHours } from '~/utils/opening-hours';
import { PERSON_NAME_MAX_LENGTH } from '~/utils/person-name';
import { dubaiDateTime } from '~/utils/dubai-time';

/** The booking enquiry's messages, as catalogue keys: in English the spec's words, and ours where the spec has none. */
const enquiryMessages = {
  pickupCity: 'enquiry.error.pickupCity',
  pickupLocation: 'enquiry.error.pickupLocation',
  dropoffLocation: 'enquiry.error.dropoffLocation',
  vehicleType: 'enquiry.error.vehicleType',
  tooYoungForType: 'enquiry.error.tooYoungForType',
  terms: 'enquiry.error.terms',
  flightNumber: 'enquiry.error.flightNumber',
  collectionLocation: 'enquiry.error.collectionLocation',
  returnAddress: 'enquiry.error.returnAddress',
  deliveryLocation: 'enquiry.error.deliveryLocation',
  deliveryAddress: 'enquiry.error.deliveryAddress',
  firstName: 'enquiry.error.firstName',
  lastName: 'enquiry.error.lastName',
  email: 'enquiry.error.email',
  emailInvalid: 'enquiry.error.emailInvalid',
  phone: 'enquiry.error.phone',
  phoneInvalid: 'enquiry.error.phoneInvalid',
  ageGroup: 'enquiry.error.ageGroup',
  residency: 'enquiry.error.residency',
  tooLong: 'callback.tooLong',
} as const satisfies Record<string, MessageKey>;

type EnquiryBranch = { value: string; city: string } & OpeningHours;
export type EnquiryContext = {
  /** The visitor's language: every message comes in it. */
  t: Translate;
  branches: EnquiryBranch[];
  vehicleTypes: string[];
  /** Each type's minimum renter age, by name: a class the chosen age group may not rent is refused here, before prices. */
  minimumAges: Record<string, number>;
  collectionCities: string[];
  now: Date;
  /** E.164 for a real mobile number, else null. The server checks with full phone metadata; the browser leaves it to the server. */
  phoneToE164: PhoneToE164;
};

/**
 * One schema for the browser and the server. Every field is read as optional text and all rules
 * run together, so one submit shows every message at once (the schedule rules need the branches).
 */
export function enquirySchema(context: EnquiryContext) {
  // Too long is said in the visitor's language, like every other message (zod's own text is English).
  const optionalText = (max: number) =>
    z.optional(z.string().check(z.trim(), z.maxLength(max, context.t(enquiryMessages.tooLong, { max }))));
  const fields = z.object({
    pickupCity: optionalText(60),
    pickupLocation: optionalText(120),
    sameLocation: z.optional(z.boolean()),
    dropoffCity: optionalText(60),
    dropoffLocation: optionalText(120),
    collect: z.optional(z.boolean()),
    collectionLocation: optionalText(60),
    returnAddress: optionalText(300),
    deliver: z.optional(z.boolean()),
    deliveryLocation: optionalText(60),
    deliveryAddress: optionalText(300),
    flightNumber: optionalText(20),
    pickupDate: optionalText(10),
    pickupTime: optionalText(5),
    dropoffDate: optionalText(10),
    dropoffTime: optionalText(5),
    vehicleType: optionalText(60),
    ageGroup: optionalText(10),
    residency: optionalText(20),
    firstName: optionalText(PERSON_NAME_MAX_LENGTH),
    lastName: optionalText(PERSON_NAME_MAX_LENGTH),
    email: optionalText(200),
    phone: optionalText(40),
    terms: z.optional(z.boolean()),
    /** The model chosen on its page (RENT IT): a hint for the priced list, never a reason to refuse the enquiry. */
    model: z.optional(z.string()),
  });
  const checked = fields.check(
    z.superRefine((form, ctx) => {
      const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      const { t } = context;
      const branch = (value?: string) => context.branches.find((candidate) => candidate.value === value);
      const pickup = branch(form.pickupLocation);
      if (!form.pickupCity) fail('pickupCity', t(enquiryMessages.pickupCity));
      if (!pickup || (form.pickupCity && pickup.city !== form.pickupCity))
        fail('pickupLocation', t(enquiryMessages.pickupLocation));
      let dropoff = pickup;
      if (!form.sameLocation && !form.collect) {
        dropoff = branch(form.dropoffLocation);
        if (!dropoff || (form.dropoffCity && dropoff.city !== form.dropoffCity))
          fail('dropoffLocation', t(enquiryMessages.dropoffLocation));
      }
      if (form.collect) {
        if (!form.collectionLocation || !context.collectionCities.includes(form.collectionLocation))
          fail('collectionLocation', t(enquiryMessages.collectionLocation));
        if (!form.returnAddress) fail('returnAddress', t(enquiryMessages.returnAddress));
        if (form.collectionLocation === AIRPORT_CITY && !form.flightNumber)
          fail('flightNumber', t(enquiryMessages.flightNumber));
      }
      if (form.deliver) {
        if (!form.deliveryLocation || !deliveryCitiesOf(context.collectionCities).includes(form.deliveryLocation))
          fail('deliveryLocation', t(enquiryMessages.deliveryLocation));
        if (!form.deliveryAddress) fail('deliveryAddress', t(enquiryMessages.deliveryAddress));
      }
      if (pickup && dropoff) {
        const errors = checkSchedule({
          t,
          now: context.now,
          pickupDate: form.pickupDate ?? '',
          pickupTime: form.pickupTime ?? '',
          dropoffDate: form.dropoffDate ?? '',
          dropoffTime: form.dropoffTime ?? '',
          pickupHours: pickup,
          dropoffHours: dropoff,
        });
        for (const [field, message] of Object.entries(errors)) fail(field, message);
      }
      if (!form.vehicleType || !context.vehicleTypes.includes(form.vehicleType))
        fail('vehicleType', t(enquiryMessages.vehicleType));
      else {
        const refusedUnder = ageRefusal(form.ageGroup, context.minimumAges[form.vehicleType]);
        if (refusedUnder !== null)
          fail('vehicleType', t(enquiryMessages.tooYoungForType, { age: String(refusedUnder) }));
      }
      if (!form.ageGroup || !(ageGroups as readonly string[]).includes(form.ageGroup))
        fail('ageGroup', t(enquiryMessages.ageGroup));
      if (!form.residency || !(residencies as readonly string[]).includes(form.residency))
        fail('residency', t(enquiryMessages.residency));
      if (!form.firstName) fail('firstName', t(enquiryMessages.firstName));
      if (!form.lastName) fail('lastName', t(enquiryMessages.lastName));
      if (!form.email) fail('email', t(enquiryMessages.email));
      else if (!z.safeParse(z.email(), form.email).success) fail('email', t(enquiryMessages.emailInvalid));
      if (!form.phone) fail('phone', t(enquiryMessages.phone));
      else if (!context.phoneToE164(form.phone)) fail('phone', t(enquiryMessages.phoneInvalid));
      if (!form.terms) fail('terms', t(enquiryMessages.terms));
    }),
  );
  return z.pipe(
    checked,
    z.transform((form: z.output<typeof fields>) => {
      const pickupLocation = form.pickupLocation!;
      const dropoffLocation = form.sameLocation || form.collect ? pickupLocation : form.dropoffLocation!;
      return {
        pickupLocation,
        dropoffLocation,
        collectionCity: form.collect ? form.collectionLocation! : null,
        returnAddress: form.collect ? form.returnAddress! : null,
        flightNumber: form.collect && form.collectionLocation === AIRPORT_CITY ? form.flightNumber! : null,
        deliveryCity: form.deliver ? form.deliveryLocation! : null,
        deliveryAddress: form.deliver ? form.deliveryAddress! : null,
        pickupAt: dubaiDateTime(form.pickupDate!, form.pickupTime!)!,
        dropoffAt: dubaiDateTime(form.dropoffDate!, form.dropoffTime!)!,
        vehicleType: form.vehicleType!,
        ageGroup: form.ageGroup!,
        residency: form.residency!,
        firstName: form.firstName!,
        lastName: form.lastName!,
        email: form.email!.toLowerCase(),
        phone: context.phoneToE164(form.phone!)!,
        // Anything but a record id is dropped; the server then checks it names a car of the type.
        vehicleModelId: form.model ? recordId(form.model) : null,
      };
    }),
  );
}

export type EnquiryInput = z.output<ReturnType<typeof enquirySchema>>;

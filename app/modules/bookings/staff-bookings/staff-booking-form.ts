import '~/i18n/booking-messages';
import '~/i18n/staff-messages';
// zod/mini: the same rules run in the staff member's browser and on the server.
import * as z from 'zod/mini';
import type { Translate } from '~/i18n/translate';
import { profileSchema } from '~/modules/auth/profile-form';
import { type Extras } from '~/modules/pricing/quote-booking';
import type { OpeningHours } from '~/utils/opening-hours';
import { type PhoneToE164 } from '~/utils/phone';
import { PERSON_NAME_MAX_LENGTH } from '~/utils/person-name';
import { dubaiDateTime, toDubaiParts } from '~/utils/dubai-time';
import { earliestPickupAt } from '../booking-notice';
import { meetsMinimumAge } from '../renter-age';
import { checkSchedule } from '../rental-schedule';
import { addressLimits, addressProblems, asResidency, renterAddress } from '../customer-steps/renter-address';

/** How the customer reached the counter staff. */
export const staffChannels = ['walk_in', 'phone'] as const;
export type StaffChannel = (typeof staffChannels)[number];

/** How the customer pays: now at the counter (cash or the branch's card terminal), or on pick-up. */
export const staffPayments = ['counter_cash', 'counter_card', 'pay_on_pickup'] as const;
export type StaffPayment = (typeof staffPayments)[number];

export const extraNames = [
  'fullInsurance',
  'zeroExcess',
  'personalInsurance',
  'gps',
  'additionalDriver',
  'babySeat',
] as const;

export type StaffBookingContext = {
  t: Translate;
  now: Date;
  branches: { id: number; hours: OpeningHours }[];
  /**
   * The models on offer, each with its vehicle type's minimum renter age and, where the class takes
   * younger drivers with a surcharge, the youngest age it takes (decision 082).
   */
  models: { id: number; minimumAge: number; youngDriverAge: number | null }[];
  /** Where a car may be delivered at pick-up: the customer's booking box's cities (`deliveryCitiesOf`). */
  deliveryCities: string[];
  emirates: string[];
  /**
   * The chosen customer's account is not approved yet (or there is none yet): staff record the
   * licence and passport or Emirates ID they saw at the counter, which approves it (decision 066).
   */
  needsDocuments: boolean;
  /** The birth date staff checked earlier (an approved account's): the age rule uses it. */
  verifiedBirthDate: string | null;
  phoneToE164: PhoneToE164;
};

const text = z.optional(z.string().check(z.trim()));
const limits = {
  email: 200,
  ...addressLimits,
  mobile: 40,
  comments: 1000,
  deliveryAddress: 300,
  promoCode: 40,
} as const;
const id = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** The youngest renter a model's class takes: its young-driver age where set, else its minimum age. */
const youngestOf = (model: { minimumAge: number; youngDriverAge: number | null }) =>
  model.youngDriverAge ?? model.minimumAge;

/** Whether the renter is under the class's minimum age on the pick-up day, so the price carries the surcharge. */
function youngDriverOn(
  context: StaffBookingContext,
  typedBirthDate: string | undefined,
  modelId: string | undefined,
  pickupDay: string,
): boolean {
  const model = context.models.find((row) => row.id === id(modelId));
  const birthDate = context.verifiedBirthDate ?? typedBirthDate;
  return Boolean(model && birthDate && !meetsMinimumAge(birthDate, pickupDay, model.minimumAge));
}

/**
 * The staff's booking form for a walk-in or phone customer: who (an account found, or a new one),
 * the documents seen when the account needs them, where and when, the car, extras and how it is
 * paid. Every rule runs at once, so one submit shows every message.
 */
export function staffBookingSchema(context: StaffBookingContext) {
  const { t, now } = context;
  const fields = z.object({
    channel: text,
    customerId: text,
    fullName: text,
    mobile: text,
    email: text,
    documentsSeen: z.optional(z.string()),
    birthDate: text,
    licenceNumber: text,
    licenceExpiry: text,
    passportNumber: text,
    passportExpiry: text,
    residency: text,
    streetAddress: text,
    poBox: text,
    emirate: text,
    city: text,
    country: text,
    postcode: text,
    comments: text,
    pickupBranchId: text,
    dropoffBranchId: text,
    vehicleModelId: text,
    pickupDate: text,
    pickupTime: text,
    dropoffDate: text,
    dropoffTime: text,
    fullInsurance: z.optional(z.string()),
    zeroExcess: z.optional(z.string()),
    personalInsurance: z.optional(z.string()),
    gps: z.optional(z.string()),
    additionalDriver: z.optional(z.string()),
    babySeat: z.optional(z.string()),
    deliver: z.optional(z.string()),
    deliveryCity: text,
    deliveryAddress: text,
    promoCode: text,
    payment: text,
  });
  const checked = fields.check(
    z.superRefine((form, ctx) => {
      const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (!(staffChannels as readonly string[]).includes(form.channel ?? ''))
        fail('channel', t('staffBooking.channelRequired'));
      const existing = id(form.customerId);
      if (existing === null) {
        if (!form.fullName) fail('fullName', t('account.profile.nameRequired'));
        else if (form.fullName.length > PERSON_NAME_MAX_LENGTH)
          fail('fullName', t('callback.tooLong', { max: PERSON_NAME_MAX_LENGTH }));
        if (!form.mobile) fail('mobile', t('personal.mobileRequired'));
        else if (form.mobile.length > limits.mobile || !context.phoneToE164(form.mobile))
          fail('mobile', t('personal.mobileInvalid'));
        if (!form.email) fail('email', t('validation.emailRequired'));
        else if (form.email.length > limits.email || !z.safeParse(z.email(), form.email).success)
          fail('email', t('validation.emailInvalid'));
      }
      const today = toDubaiParts(now).date;
      if (context.needsDocuments) {
        if (form.documentsSeen !== 'on') fail('documentsSeen', t('staffBooking.documentsSeenRequired'));
        // The account's own rules for the document fields (the name is checked above, or is the account's).
        const documents = z.safeParse(profileSchema({ t, today }), { ...form, fullName: form.fullName || 'x' });
        if (!documents.success) for (const issue of documents.error.issues) fail(String(issue.path[0]), issue.message);
      }
      for (const [field, max] of Object.entries(limits)) {
        if ((form[field as keyof typeof limits]?.length ?? 0) > max) fail(field, t('callback.tooLong', { max }));
      }
      // The customer's own rule, but the street and PO Box may stay empty: the customer is at the counter.
      for (const [field, message] of addressProblems(form, asResidency(form.residency), context.emirates, {
        streetRequired: false,
      }))
        fail(field, t(message));

      const pickupBranch = context.branches.find((branch) => branch.id === id(form.pickupBranchId));
      const dropoffBranch = context.branches.find((branch) => branch.id === id(form.dropoffBranchId));
      if (!pickupBranch) fail('pickupBranchId', t('staffBooking.branchRequired'));
      if (!dropoffBranch) fail('dropoffBranchId', t('staffBooking.branchRequired'));
      const model = context.models.find((row) => row.id === id(form.vehicleModelId));
      if (!model) fail('vehicleModelId', t('staffBooking.modelRequired'));
      if (pickupBranch && dropoffBranch) {
        const errors = checkSchedule({
          t,
          now,
          pickupDate: form.pickupDate ?? '',
          pickupTime: form.pickupTime ?? '',
          dropoffDate: form.dropoffDate ?? '',
          dropoffTime: form.dropoffTime ?? '',
          pickupHours: pickupBranch.hours,
          dropoffHours: dropoffBranch.hours,
          // Staff may hand a car over the same day (booking-notice.ts).
          earliestPickupAt: earliestPickupAt('staff', now),
        });
        for (const [field, message] of Object.entries(errors)) fail(field, message);
      }
      if (form.deliver === 'on') {
        if (!form.deliveryCity || !context.deliveryCities.includes(form.deliveryCity))
          fail('deliveryCity', t('enquiry.error.deliveryLocation'));
        if (!form.deliveryAddress) fail('deliveryAddress', t('enquiry.error.deliveryAddress'));
      }
      // Refused only under the youngest age the class takes; between it and the class minimum the
      // price carries the young-driver surcharge instead (decision 082).
      const birthDate = context.verifiedBirthDate ?? form.birthDate;
      if (model && form.pickupDate && birthDate && !meetsMinimumAge(birthDate, form.pickupDate, youngestOf(model)))
        fail(context.verifiedBirthDate ? 'vehicleModelId' : 'birthDate', t('personal.minimumAge'));
      if (context.needsDocuments && form.licenceExpiry && form.dropoffDate && form.licenceExpiry < form.dropoffDate)
        fail('licenceExpiry', t('staffBooking.licenceExpiresDuringRental'));
      if (!(staffPayments as readonly string[]).includes(form.payment ?? ''))
        fail('payment', t('personal.paymentRequired'));
      if (today > (form.pickupDate ?? today)) fail('pickupDate', t('staffBooking.pickupInPast'));
    }),
  );
  return z.pipe(
    checked,
    z.transform((form: z.output<typeof fields>) => {
      const customerId = id(form.customerId);
      const name = (form.fullName ?? '').replace(/\s+/g, ' ');
      return {
        channel: form.channel as StaffChannel,
        customer:
          customerId !== null
            ? ({ kind: 'existing', userId: customerId } as const)
            : ({
                kind: 'new',
                fullName: name,
                email: form.email!.toLowerCase(),
                phone: context.phoneToE164(form.mobile!)!,
              } as const),
        documents: context.needsDocuments
          ? {
              birthDate: form.birthDate!,
              licenceNumber: form.licenceNumber!,
              licenceExpiry: form.licenceExpiry!,
              passportNumber: form.passportNumber!,
              passportExpiry: form.passportExpiry!,
            }
          : null,
        address: {
          residency: asResidency(form.residency),
          ...renterAddress(form, asResidency(form.residency)),
          comments: form.comments || null,
        },
        pickupBranchId: id(form.pickupBranchId)!,
        dropoffBranchId: id(form.dropoffBranchId)!,
        vehicleModelId: id(form.vehicleModelId)!,
        pickupAt: dubaiDateTime(form.pickupDate!, form.pickupTime!)!,
        dropoffAt: dubaiDateTime(form.dropoffDate!, form.dropoffTime!)!,
        extras: Object.fromEntries(extraNames.map((name) => [name, form[name] === 'on'])) as Extras,
        delivery: form.deliver === 'on' ? { city: form.deliveryCity!, address: form.deliveryAddress! } : null,
        promoCode: form.promoCode || null,
        youngDriver: youngDriverOn(context, form.birthDate, form.vehicleModelId, form.pickupDate!),
        payment: form.payment as StaffPayment,
      };
    }),
  );
}

export type StaffBookingInput = z.output<ReturnType<typeof staffBookingSchema>>;

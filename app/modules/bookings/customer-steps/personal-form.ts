import '~/i18n/booking-messages';
// zod/mini: this schema ships to phones with the bill's personal step.
import * as z from 'zod/mini';
import type { MessageKey } from '~/i18n/en';
import type { Translate } from '~/i18n/translate';
import type { PhoneToE164 } from '~/utils/phone';
import { normalizeTrn } from '~/utils/tax-registration-number';
import { meetsMinimumAge } from '../renter-age';
import { PERSON_NAME_MAX_LENGTH } from '~/utils/person-name';
import { type Residency, addressLimits, addressProblems, renterAddress } from './renter-address';

const personalMessages = {
  firstName: 'personal.firstNameRequired',
  lastName: 'personal.lastNameRequired',
  email: 'validation.emailRequired',
  emailInvalid: 'validation.emailInvalid',
  mobile: 'personal.mobileRequired',
  mobileInvalid: 'personal.mobileInvalid',
  birthDate: 'personal.birthDateRequired',
  age: 'personal.minimumAge',
  paymentMethod: 'personal.paymentRequired',
  acceptTerms: 'personal.acceptTerms',
  trn: 'personal.trnInvalid',
  tooLong: 'callback.tooLong',
} as const satisfies Record<string, MessageKey>;

export type PersonalContext = {
  t: Translate;
  emirates: string[];
  /** From the booking box: a resident gives a UAE address with PO Box, a visitor their home address. */
  residency: Residency;
  /** The vehicle type's minimum renter age, and the pick-up day in Dubai ('YYYY-MM-DD'). */
  minimumAge: number;
  pickupDay: string;
  /** The birth date staff checked against the documents (an approved account's): the age rule uses it, not what is typed. */
  verifiedBirthDate?: string | null;
  /** E.164 for a real mobile number, else null; the browser leaves it to the server. */
  phoneToE164: PhoneToE164;
};

const text = z.optional(z.string().check(z.trim()));
const limits = {
  firstName: PERSON_NAME_MAX_LENGTH,
  lastName: PERSON_NAME_MAX_LENGTH,
  email: 200,
  ...addressLimits,
  mobile: 40,
  company: 120,
  trn: 40,
  comments: 1000,
} as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The bill's personal step: who drives and how they pay. Every rule runs at once, so one submit shows every message. */
export function personalSchema({
  t,
  emirates,
  residency,
  minimumAge,
  pickupDay,
  verifiedBirthDate,
  phoneToE164,
}: PersonalContext) {
  const fields = z.object({
    firstName: text,
    lastName: text,
    email: text,
    streetAddress: text,
    poBox: text,
    emirate: text,
    city: text,
    country: text,
    postcode: text,
    mobile: text,
    birthDate: text,
    company: text,
    trn: text,
    comments: text,
    hasFazaa: z.optional(z.string()),
    hasEsaad: z.optional(z.string()),
    paymentMethod: text,
    acceptTerms: z.optional(z.string()),
  });
  const checked = fields.check(
    z.superRefine((form, ctx) => {
      const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      for (const [field, max] of Object.entries(limits)) {
        if ((form[field as keyof typeof limits]?.length ?? 0) > max) fail(field, t(personalMessages.tooLong, { max }));
      }
      for (const field of ['firstName', 'lastName'] as const) {
        if (!form[field]) fail(field, t(personalMessages[field]));
      }
      for (const [field, message] of addressProblems(form, residency, emirates)) fail(field, t(message));
      if (!form.email) fail('email', t(personalMessages.email));
      else if (!z.safeParse(z.email(), form.email).success) fail('email', t(personalMessages.emailInvalid));
      if (!form.mobile) fail('mobile', t(personalMessages.mobile));
      else if (!phoneToE164(form.mobile)) fail('mobile', t(personalMessages.mobileInvalid));
      if (!form.birthDate || !DATE.test(form.birthDate)) fail('birthDate', t(personalMessages.birthDate));
      else if (!meetsMinimumAge(verifiedBirthDate ?? form.birthDate, pickupDay, minimumAge))
        fail('birthDate', t(personalMessages.age));
      if (form.trn && !normalizeTrn(form.trn)) fail('trn', t(personalMessages.trn));
      if (form.paymentMethod !== 'card' && form.paymentMethod !== 'pay_on_pickup')
        fail('paymentMethod', t(personalMessages.paymentMethod));
      if (form.acceptTerms !== 'on') fail('acceptTerms', t(personalMessages.acceptTerms));
    }),
  );
  return z.pipe(
    checked,
    z.transform((form: z.output<typeof fields>) => ({
      details: {
        firstName: form.firstName!,
        lastName: form.lastName!,
        email: form.email!.toLowerCase(),
        residency,
        ...renterAddress(form, residency),
        mobile: phoneToE164(form.mobile!) ?? form.mobile!,
        birthDate: form.birthDate!,
        company: form.company || null,
        trn: form.trn ? normalizeTrn(form.trn) : null,
        comments: form.comments || null,
        hasFazaa: form.hasFazaa === 'on',
        hasEsaad: form.hasEsaad === 'on',
      },
      paymentMethod: form.paymentMethod as 'card' | 'pay_on_pickup',
    })),
  );
}

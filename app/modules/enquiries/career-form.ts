import '~/i18n/forms-messages';
// zod/mini: this schema ships to phones with the career page.
import * as z from 'zod/mini';
import type { MessageKey } from '~/i18n/en';
import {
  ATTACHMENT_MAX_BYTES,
  MAX_ATTACHMENTS,
  MINIMUM_APPLICANT_AGE,
  employedChoices,
  visaStatusChoices,
} from './career-options';
import { compactPhone, type PhoneCheck } from '~/utils/phone';
import { isChoice } from './lease-options';

export const careerMessages = {
  name: 'forms.firstNameRequired',
  birthDate: 'career.birthDateRequired',
  birthDateInvalid: 'career.birthDateInvalid',
  tooYoung: 'career.tooYoung',
  visaStatus: 'career.visaRequired',
  mobile: 'forms.mobileRequired',
  phoneInvalid: 'forms.phoneInvalid',
  nationality: 'career.nationalityRequired',
  employed: 'career.employedRequired',
  email: 'validation.emailRequired',
  emailInvalid: 'validation.emailInvalid',
  address: 'career.addressRequired',
  reporting: 'career.reportingRequired',
  strengths: 'career.strengthsRequired',
  joining: 'career.joiningRequired',
  attachments: 'career.attachmentsRequired',
  attachmentsTooMany: 'career.attachmentsTooMany',
  attachmentSize: 'career.attachmentSize',
  attachmentEmpty: 'career.attachmentEmpty',
  attachmentType: 'career.attachmentType',
  tooLong: 'forms.tooLong',
} as const satisfies Record<string, MessageKey>;

export type CareerContext = PhoneCheck & {
  /** Today in the UAE, 'YYYY-MM-DD': applicants must be adults. */
  today: string;
  /** Whether a nationality code is one of the list's. */
  isNationality: (code: string) => boolean;
};

const limits = {
  name: 120,
  email: 200,
  phone: 20,
  address: 300,
  reporting: 300,
  strengths: 1000,
  joining: 120,
  additional: 2000,
} as const;
const text = z.optional(z.string().check(z.trim()));
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real day written YYYY-MM-DD (what <input type="date"> sends). */
function isCalendarDate(value: string) {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const yearsBefore = (date: string, years: number) =>
  `${String(Number(date.slice(0, 4)) - years).padStart(4, '0')}${date.slice(4)}`;

/** Browsers send an empty part when no file was chosen; only real choices count. */
function chosenAttachments(value: unknown): File[] {
  const values = Array.isArray(value) ? value : value == null ? [] : [value];
  return values.filter(
    (item): item is File =>
      typeof item === 'object' &&
      item !== null &&
      'size' in item &&
      'name' in item &&
      ((item as File).size > 0 || (item as File).name !== ''),
  );
}

const careerFields = {
  name: text,
  birthDate: text,
  visaStatus: text,
  country: text,
  phone: text,
  nationality: text,
  employed: text,
  email: text,
  address: text,
  reporting: text,
  strengths: text,
  joining: text,
  additional: text,
  attachments: z.optional(z.unknown()),
};

/**
 * The career application. Sizes and counts of the attachments are checked here (the browser knows
 * them); their content is checked on the server, which alone can read the bytes it stores.
 */
export function careerSchema({ t, phoneToE164, today, isNationality }: CareerContext) {
  const fields = z.object(careerFields);
  const checked = fields.check(
    z.superRefine((form, ctx) => {
      const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      for (const [field, max] of Object.entries(limits)) {
        if ((form[field as keyof typeof limits]?.length ?? 0) > max) fail(field, t(careerMessages.tooLong, { max }));
      }
      if (!form.name) fail('name', t(careerMessages.name));
      if (!form.birthDate) fail('birthDate', t(careerMessages.birthDate));
      else if (!isCalendarDate(form.birthDate) || form.birthDate > today)
        fail('birthDate', t(careerMessages.birthDateInvalid));
      else if (form.birthDate > yearsBefore(today, MINIMUM_APPLICANT_AGE))
        fail('birthDate', t(careerMessages.tooYoung, { age: MINIMUM_APPLICANT_AGE }));
      if (!isChoice(visaStatusChoices, form.visaStatus)) fail('visaStatus', t(careerMessages.visaStatus));
      const phone = compactPhone(form.phone ?? '');
      if (!phone) fail('phone', t(careerMessages.mobile));
      else if (phone.length <= limits.phone && !phoneToE164(phone, form.country ?? ''))
        fail('phone', t(careerMessages.phoneInvalid));
      if (!form.nationality || !isNationality(form.nationality)) fail('nationality', t(careerMessages.nationality));
      if (!isChoice(employedChoices, form.employed)) fail('employed', t(careerMessages.employed));
      if (!form.email) fail('email', t(careerMessages.email));
      else if (!z.safeParse(z.email(), form.email).success) fail('email', t(careerMessages.emailInvalid));
      for (const field of ['address', 'reporting', 'strengths', 'joining'] as const)
        if (!form[field]) fail(field, t(careerMessages[field]));

      const files = chosenAttachments(form.attachments);
      if (files.length === 0) fail('attachments', t(careerMessages.attachments));
      else if (files.length > MAX_ATTACHMENTS)
        fail('attachments', t(careerMessages.attachmentsTooMany, { max: MAX_ATTACHMENTS }));
      for (const file of files.slice(0, MAX_ATTACHMENTS)) {
        if (file.size === 0) fail('attachments', t(careerMessages.attachmentEmpty, { name: file.name }));
        else if (file.size > ATTACHMENT_MAX_BYTES)
          fail('attachments', t(careerMessages.attachmentSize, { name: file.name }));
      }
    }),
  );
  return z.pipe(
    checked,
    z.transform((form: z.output<typeof fields>) => ({
      name: form.name!,
      birthDate: form.birthDate!,
      visaStatus: form.visaStatus!,
      phone: phoneToE164(compactPhone(form.phone!), form.country ?? '')!,
      nationality: form.nationality!,
      employed: form.employed as 'Yes' | 'No',
      email: form.email!.toLowerCase(),
      address: form.address!,
      reporting: form.reporting!,
      strengths: form.strengths!,
      joining: form.joining!,
      additional: form.additional || null,
      attachments: chosenAttachments(form.attachments),
    })),
  );
}

export type CareerInput = z.output<ReturnType<typeof careerSchema>>;

import '~/i18n/accounts-messages';
// zod/mini: this schema ships to phones with the account page's Update form.
import * as z from 'zod/mini';
import type { MessageKey } from '~/i18n/en';
import type { Translate } from '~/i18n/translate';
import { normalizeTrn } from '~/utils/tax-registration-number';
import { PERSON_NAME_MAX_LENGTH } from '~/utils/person-name';

/** The profile update's messages: the spec's words (catalogue keys), and ours where it has none. */
const profileMessages = {
  fullName: 'account.profile.nameRequired',
  birthDate: 'account.profile.birthDateRequired',
  licenceNumber: 'account.profile.licenceNumberRequired',
  licenceExpiry: 'account.profile.licenceExpiryRequired',
  passportNumber: 'account.profile.passportNumberRequired',
  passportExpiry: 'account.profile.passportExpiryRequired',
  dateInvalid: 'account.profile.dateInvalid',
  tooYoung: 'account.profile.tooYoung',
  expiryInPast: 'account.profile.expiryFuture',
  tooLong: 'account.profile.tooLong',
  trn: 'account.profile.trnInvalid',
} as const satisfies Record<string, MessageKey>;

export type ProfileField =
  'fullName' | 'birthDate' | 'licenceNumber' | 'licenceExpiry' | 'passportNumber' | 'passportExpiry' | 'trn';

/** What staff check against the documents: a change to any of these sends a reviewed account back to review. The TRN is not among them. */
export const identityFields = [
  'fullName',
  'birthDate',
  'licenceNumber',
  'licenceExpiry',
  'passportNumber',
  'passportExpiry',
] as const satisfies readonly ProfileField[];

/** Holders of a UAE driving licence are adults; the minimum renter age per vehicle type is checked when booking. */
const MINIMUM_ACCOUNT_AGE = 18;
const limits = { fullName: PERSON_NAME_MAX_LENGTH, licenceNumber: 40, passportNumber: 40 } as const;

export type ProfileContext = {
  t: Translate;
  /** Today in Asia/Dubai, 'YYYY-MM-DD': expiry dates must come after it. */
  today: string;
};

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written 'YYYY-MM-DD' (a date input's value), not 2026-02-30. */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 2200 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** The date a given number of years before 'YYYY-MM-DD' (29 February falls back to 28 February). */
function yearsBefore(date: string, years: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const target = `${String(year - years).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isCalendarDate(target) ? target : `${target.slice(0, 8)}28`;
}

const text = z.optional(z.string().check(z.trim()));

/**
 * One schema for the browser and the server. Every field is read as optional text and all rules
 * run together, so one submit shows every message at once. Dates compare as 'YYYY-MM-DD' text,
 * which orders like the dates themselves.
 */
export function profileSchema({ t, today }: ProfileContext) {
  const fields = z.object({
    fullName: text,
    birthDate: text,
    licenceNumber: text,
    licenceExpiry: text,
    passportNumber: text,
    passportExpiry: text,
    trn: text,
  });
  const checked = fields.check(
    z.superRefine((form, ctx) => {
      const fail = (path: ProfileField, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      for (const field of ['fullName', 'licenceNumber', 'passportNumber'] as const) {
        const value = form[field];
        if (!value) fail(field, t(profileMessages[field]));
        else if (value.length > limits[field]) fail(field, t(profileMessages.tooLong, { max: limits[field] }));
      }
      if (!form.birthDate) fail('birthDate', t(profileMessages.birthDate));
      else if (!isCalendarDate(form.birthDate)) fail('birthDate', t(profileMessages.dateInvalid));
      else if (form.birthDate > yearsBefore(today, MINIMUM_ACCOUNT_AGE))
        fail('birthDate', t(profileMessages.tooYoung, { age: MINIMUM_ACCOUNT_AGE }));
      for (const field of ['licenceExpiry', 'passportExpiry'] as const) {
        const value = form[field];
        if (!value) fail(field, t(profileMessages[field]));
        else if (!isCalendarDate(value)) fail(field, t(profileMessages.dateInvalid));
        else if (value <= today) fail(field, t(profileMessages.expiryInPast));
      }
      if (form.trn && !normalizeTrn(form.trn)) fail('trn', t(profileMessages.trn));
    }),
  );
  return z.pipe(
    checked,
    z.transform((form: z.output<typeof fields>) => ({
      // Inner runs of spaces are a typing slip, never part of a name.
      fullName: form.fullName!.replace(/\s+/g, ' '),
      birthDate: form.birthDate!,
      licenceNumber: form.licenceNumber!,
      licenceExpiry: form.licenceExpiry!,
      passportNumber: form.passportNumber!,
      passportExpiry: form.passportExpiry!,
      trn: form.trn ? normalizeTrn(form.trn) : null,
    })),
  );
}

export type ProfileInput = z.output<ReturnType<typeof profileSchema>>;

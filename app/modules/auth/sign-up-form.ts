import '~/i18n/accounts-messages';
// zod/mini: these rules ship to phones inside the sign-up form.
import type { SubmissionResult } from '@conform-to/react';
import * as z from 'zod/mini';
import type { MessageKey } from '~/i18n/en';
import type { Translate } from '~/i18n/translate';
import { type CommonPasswordCheck, checkNewPassword, passwordField } from './password-rule';
import { PERSON_NAME_MAX_LENGTH } from '~/utils/person-name';
import { type PhoneToE164, compactPhone } from '~/utils/phone';

/**
 * Sign-up is one form in three steps (details, code, profile). Each press of a button posts the
 * whole form with an `intent`; the server answers with the step to show next, so the page works
 * the same with JavaScript (a fetcher) and without it (a full page after each post).
 */
const signUpIntents = ['send-code', 'resend-code', 'change-phone', 'verify-code', 'register'] as const;
export type SignUpIntent = (typeof signUpIntents)[number];
export const signUpSteps = ['details', 'code', 'profile'] as const;
export type SignUpStep = (typeof signUpSteps)[number] | 'done';

const defaultIntent: Record<(typeof signUpSteps)[number], SignUpIntent> = {
  details: 'send-code',
  code: 'verify-code',
  profile: 'register',
};

/** The button pressed, or (for a submit without one) the main action of the step the form was at. */
export function intentOf(form: FormData): SignUpIntent {
  const intent = form.get('intent');
  if (signUpIntents.includes(intent as SignUpIntent)) return intent as SignUpIntent;
  const step = form.get('step');
  return defaultIntent[
    signUpSteps.includes(step as (typeof signUpSteps)[number]) ? (step as (typeof signUpSteps)[number]) : 'details'
  ];
}

/** What the /register action answers to every step: the next step and the form's state. */
export type SignUpReply = {
  step: SignUpStep;
  result?: SubmissionResult<string[]>;
  /** The number the code went to: the country and digits as typed (sent back as hidden fields) and shown formatted. */
  phone?: { country: string; number: string; display: string };
  /** Proof that the phone was verified, carried by the profile step. */
  ticket?: string;
  /** Changes with every code sent, so the Resend button waits again. */
  codeSentAt?: number;
  /** How long the Resend button stays hidden: 5 seconds after a send, none after a failure. */
  resendDelayMs?: number;
  /** The spec's 'id 0' case: the server's message for the info dialog. */
  info?: string;
  /** Files were chosen but a page reload cannot keep them: ask for them again. */
  chooseFilesAgain?: boolean;
};

/** A country of the phone picker; the list comes from the server, which has the numbering plans. */
export type DialCountry = {
  /** ISO 3166 code, the value the forms post as `country`. */
  code: string;
  /** The dialling code without its '+'. */
  dial: string;
  /** The name in the page's language. */
  name: string;
  /** Its English name on pages in another language: many type Latin letters on an Arabic page. */
  alias?: string;
  /** It shares its dialling code with a larger country (Jersey's +44 is the UK's first). */
  secondary?: true;
};

export const RESEND_DELAY_MS = 5_000;
/** The spec's limit for each attachment (the server checks it again, with the content). */
export const DOCUMENT_MAX_BYTES = 2 * 1024 * 1024;
export const MAX_DOCUMENTS = 10;
/** At least this old to register: customers sign up to drive. */
const MINIMUM_SIGN_UP_AGE = 18;
export const documentAccept = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';

/** The sign-up messages: the spec's words (catalogue keys), and ours where it has none. */
export const signUpMessages = {
  name: 'signup.nameRequired',
  emailRequired: 'validation.emailRequired',
  emailInvalid: 'validation.emailInvalid',
  phoneRequired: 'signup.phoneRequired',
  phoneLeadingZero: 'signup.phoneLeadingZero',
  phoneInvalid: 'signup.phoneInvalid',
  codeRequired: 'signup.codeRequired',
  codeInvalid: 'signup.codeInvalid',
  birthDate: 'signup.birthDateRequired',
  birthDateFuture: 'signup.birthDateFuture',
  tooYoung: 'signup.tooYoung',
  dateInvalid: 'signup.dateInvalid',
  licenceNumber: 'signup.licenceRequired',
  licenceExpiry: 'signup.licenceExpiryRequired',
  licenceExpired: 'signup.licenceExpired',
  passportNumber: 'signup.passportRequired',
  passportExpiry: 'signup.passportExpiryRequired',
  passportExpired: 'signup.passportExpired',
  documents: 'signup.documentsRequired',
  documentsTooMany: 'signup.documentsTooMany',
  documentType: 'signup.documentType',
  documentSize: 'signup.documentSize',
  documentEmpty: 'signup.documentEmpty',
  agreement: 'signup.agreementRequired',
  tooLong: 'signup.tooLong',
} as const satisfies Record<string, MessageKey>;

const maxLengths = {
  name: PERSON_NAME_MAX_LENGTH,
  email: 200,
  phone: 30,
  licenceNumber: 40,
  passportNumber: 40,
} as const;

export type SignUpContext = {
  t: Translate;
  /** Today in the UAE (YYYY-MM-DD): expiry dates must be after it. */
  today: string;
  /**
   * The number in E.164 when it is a real mobile number of the country, else null. The server
   * checks with full phone metadata; the browser only checks the shape.
   */
  phoneToE164: PhoneToE164;
  /** On the server only. */
  isCommonPassword?: CommonPasswordCheck;
};

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real day written YYYY-MM-DD (what <input type="date"> sends), within sensible years. */
export function isCalendarDate(value: string) {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  if (year < 1900 || year > 2100) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The same calendar day some years earlier, as text that sorts like the date. */
export function yearsBefore(date: string, years: number) {
  const [year, month, day] = date.split('-');
  return `${String(Number(year) - years).padStart(4, '0')}-${month}-${day}`;
}

/** Browsers send an empty part when no file was chosen; only real choices count. */
function chosen(value: unknown): File[] {
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

const text = z.optional(z.string().check(z.trim()));

const contactFields = { name: text, email: text, country: text, phone: text };
type ContactValues = { name?: string; email?: string; country?: string; phone?: string };
type Fail = (field: string, message: string) => void;

function checkContact({ t, phoneToE164 }: SignUpContext, form: ContactValues, fail: Fail) {
  if (!form.name) fail('name', t(signUpMessages.name));
  else if (form.name.length > maxLengths.name) fail('name', t(signUpMessages.tooLong, { max: maxLengths.name }));
  if (!form.email) fail('email', t(signUpMessages.emailRequired));
  else if (form.email.length > maxLengths.email || !z.safeParse(z.email(), form.email).success)
    fail('email', t(signUpMessages.emailInvalid));
  const phone = compactPhone(form.phone ?? '');
  if (!phone) fail('phone', t(signUpMessages.phoneRequired));
  else if (phone.startsWith('0')) fail('phone', t(signUpMessages.phoneLeadingZero));
  else if (phone.length > maxLengths.phone || !phoneToE164(phone, form.country ?? ''))
    fail('phone', t(signUpMessages.phoneInvalid));
}

const contactOutput = ({ phoneToE164 }: SignUpContext, form: ContactValues) => ({
  fullName: form.name!,
  email: form.email!.toLowerCase(),
  country: form.country!,
  phone: phoneToE164(compactPhone(form.phone!), form.country!)!,
});

/** Step 1: name, email and the mobile number the code goes to. */
export function detailsSchema(context: SignUpContext) {
  const fields = z.object(contactFields);
  return z.pipe(
    fields.check(
      z.superRefine((form, ctx) =>
        checkContact(context, form, (path, message) => ctx.addIssue({ code: 'custom', path: [path], message })),
      ),
    ),
    z.transform((form: z.output<typeof fields>) => contactOutput(context, form)),
  );
}

/** Step 2: the code from the SMS, sent as a whole number (spaces people type are dropped). */
export function codeSchema(context: SignUpContext) {
  const fields = z.object({ ...contactFields, code: text });
  return z.pipe(
    fields.check(
      z.superRefine((form, ctx) => {
        const fail: Fail = (path, message) => ctx.addIssue({ code: 'custom', path: [path], message });
        checkContact(context, form, fail);
        const code = (form.code ?? '').replace(/\s+/g, '');
        if (!code) fail('code', context.t(signUpMessages.codeRequired));
        else if (!/^\d{6}$/.test(code)) fail('code', context.t(signUpMessages.codeInvalid));
      }),
    ),
    z.transform((form: z.output<typeof fields>) => ({
      ...contactOutput(context, form),
      code: form.code!.replace(/\s+/g, ''),
    })),
  );
}

/** Step 3: the full profile, with the ticket that proves the phone. */
export function profileSchema(context: SignUpContext) {
  const { t, today } = context;
  const fields = z.object({
    ...contactFields,
    ticket: text,
    password: passwordField,
    confirm: passwordField,
    birthDate: text,
    licenceNumber: text,
    licenceExpiry: text,
    passportNumber: text,
    passportExpiry: text,
    residency: text,
    documents: z.optional(z.unknown()),
    agreement: z.optional(z.string()),
  });
  return z.pipe(
    fields.check(
      z.superRefine((form, ctx) => {
        const fail: Fail = (path, message) => ctx.addIssue({ code: 'custom', path: [path], message });
        checkContact(context, form, fail);
        checkNewPassword(t, form.password, form.confirm, fail, context.isCommonPassword);

        if (!form.birthDate) fail('birthDate', t(signUpMessages.birthDate));
        else if (!isCalendarDate(form.birthDate)) fail('birthDate', t(signUpMessages.dateInvalid));
        else if (form.birthDate > today) fail('birthDate', t(signUpMessages.birthDateFuture));
        else if (form.birthDate > yearsBefore(today, MINIMUM_SIGN_UP_AGE))
          fail('birthDate', t(signUpMessages.tooYoung, { age: MINIMUM_SIGN_UP_AGE }));

        for (const [number, expiry, messages] of [
          [
            'licenceNumber',
            'licenceExpiry',
            {
              number: signUpMessages.licenceNumber,
              expiry: signUpMessages.licenceExpiry,
              expired: signUpMessages.licenceExpired,
            },
          ],
          [
            'passportNumber',
            'passportExpiry',
            {
              number: signUpMessages.passportNumber,
              expiry: signUpMessages.passportExpiry,
              expired: signUpMessages.passportExpired,
            },
          ],
        ] as const) {
          const value = form[number];
          if (!value) fail(number, t(messages.number));
          else if (value.length > maxLengths[number])
            fail(number, t(signUpMessages.tooLong, { max: maxLengths[number] }));
          const date = form[expiry];
          if (!date) fail(expiry, t(messages.expiry));
          else if (!isCalendarDate(date)) fail(expiry, t(signUpMessages.dateInvalid));
          else if (date <= today) fail(expiry, t(messages.expired));
        }

        const files = chosen(form.documents);
        if (files.length === 0) fail('documents', t(signUpMessages.documents));
        else if (files.length > MAX_DOCUMENTS)
          fail('documents', t(signUpMessages.documentsTooMany, { max: MAX_DOCUMENTS }));
        else {
          const problem = files.find((file) => file.size === 0 || file.size > DOCUMENT_MAX_BYTES);
          if (problem)
            fail(
              'documents',
              t(problem.size === 0 ? signUpMessages.documentEmpty : signUpMessages.documentSize, {
                name: problem.name,
              }),
            );
        }

        if (form.agreement !== 'on') fail('agreement', t(signUpMessages.agreement));
      }),
    ),
    z.transform((form: z.output<typeof fields>) => ({
      ...contactOutput(context, form),
      ticket: form.ticket ?? '',
      password: form.password!,
      birthDate: form.birthDate!,
      licenceNumber: form.licenceNumber!,
      licenceExpiry: form.licenceExpiry!,
      passportNumber: form.passportNumber!,
      passportExpiry: form.passportExpiry!,
      // Which documents the attachments are; anything but 'visitor' is a resident, as the form's default.
      residency: form.residency === 'visitor' ? ('visitor' as const) : ('resident' as const),
      documents: chosen(form.documents),
    })),
  );
}

/** The schema for a button: the two that only move between steps check nothing. */
export function signUpSchema(intent: SignUpIntent, context: SignUpContext) {
  switch (intent) {
    case 'send-code':
    case 'resend-code':
      return detailsSchema(context);
    case 'verify-code':
      return codeSchema(context);
    case 'register':
      return profileSchema(context);
    case 'change-phone':
      return z.object(contactFields);
  }
}

/** Every field the form can hold, whichever step it is at. */
export type SignUpFields = z.input<ReturnType<typeof profileSchema>> & { code?: string };
export type SignUpProfile = z.output<ReturnType<typeof profileSchema>>;

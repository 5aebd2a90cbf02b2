import type { Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import metadata from 'libphonenumber-js/metadata.max.json';
import * as z from 'zod/mini';
import type { Locale } from '~/i18n/locale';
import { type Translate, translator } from '~/i18n/translate';
import { checkUpload, chosenFiles } from '~/modules/files/uploads.server';
import { clientAddress, readFormOrNull } from '~/utils/http.server';
import { dubaiToday } from '~/utils/dubai-time';
import { formatPhone, phoneToE164 } from '~/utils/phone.server';
import { isValidSignupTicket, sendSignupCode, verifySignupCode } from './phone-verification.server';
import { minutesToWait } from './rate-limit.server';
import { registrationMails, signUpSmsText } from './registration-mail.server';
import { type CheckedDocument, registerCustomer } from './registration.server';
import {
  type DialCountry,
  RESEND_DELAY_MS,
  type SignUpContext,
  type SignUpFields,
  type SignUpProfile,
  type SignUpReply,
  codeSchema,
  detailsSchema,
  intentOf,
  profileSchema,
  signUpMessages,
  signUpSchema,
} from './sign-up-form';
import { isCommonPassword } from './common-passwords.server';
import { isDatabaseOutage } from '~/modules/db/database-outage';

const countryLists = new Map<Locale, DialCountry[]>();

/** Every country with its dialling code, named in the page's language: the UAE first, the rest by name. */
export function dialCountries(locale: Locale): DialCountry[] {
  let list = countryLists.get(locale);
  if (!list) {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    const english = locale === 'en' ? null : new Intl.DisplayNames(['en'], { type: 'region' });
    const collator = new Intl.Collator(locale);
    list = getCountries()
      .map((code): DialCountry => {
        const alias = english?.of(code);
        const dial = getCountryCallingCode(code);
        const secondary = metadata.country_calling_codes[dial]?.[0] !== code;
        return {
          code,
          dial,
          name: names.of(code) ?? code,
          ...(alias ? { alias } : {}),
          ...(secondary ? { secondary } : {}),
        };
      })
      .sort((a, b) => (a.code === 'AE' ? -1 : b.code === 'AE' ? 1 : collator.compare(a.name, b.name)));
    countryLists.set(locale, list);
  }
  return list;
}

/** Files of at most 2 MB, ten of them, and the fields: anything far larger is not a sign-up. */
const MAX_SIGN_UP_REQUEST_BYTES = 24 * 1024 * 1024;

/** The reply and its status; a refusal for too many codes says in Retry-After when to ask again. */
export type SignUpAnswer = { reply: SignUpReply; status: number; headers?: Record<string, string> };

function rateLimitedMessage(t: Translate, locale: Locale, retryAfterSeconds: number) {
  const minutes = minutesToWait({ retryAfterSeconds });
  const form = new Intl.PluralRules(locale).select(minutes);
  return t(form === 'zero' ? 'signup.rateLimited.other' : `signup.rateLimited.${form}`, { minutes });
}

/** An answer with only a message for the whole form (the request could not be read as fields). */
function formMessage(step: SignUpReply['step'], message: string, status: number): SignUpAnswer {
  return {
    status,
    reply: { step, result: parseWithZod(new FormData(), { schema: z.object({}) }).reply({ formErrors: [message] }) },
  };
}

/** The number as sent (hidden fields after step 1), for the steps that show it. */
function phoneAsSent(form: FormData) {
  const country = String(form.get('country') ?? '');
  const number = String(form.get('phone') ?? '');
  const e164 = phoneToE164(number, country);
  return { e164, phone: e164 ? { country, number, display: formatPhone(e164) } : undefined };
}

type Options = { locale: Locale; clientAddress: string; now?: Date; javascript: boolean };

/**
 * One post of the sign-up form, whichever step it came from: checks what was sent, does what the
 * pressed button asks (send a code, check it, register), and says which step to show next. Bad
 * input is always answered with the form and its messages, never with an error page.
 */
export async function handleSignUpPost(
  request: Request,
  options: Omit<Options, 'clientAddress'>,
): Promise<SignUpAnswer> {
  const { locale } = options;
  const t = translator(locale);
  if (Number(request.headers.get('content-length') ?? 0) > MAX_SIGN_UP_REQUEST_BYTES)
    return formMessage('details', t('signup.tooLarge'), 413);
  const form = await readFormOrNull(request);
  if (!form) return formMessage('details', t('signup.failed'), 400);
  return signUpStep(form, { ...options, clientAddress: clientAddress(request) });
}

async function signUpStep(form: FormData, options: Options): Promise<SignUpAnswer> {
  try {
    return await signUpStepOrFail(form, options);
  } catch (error) {
    if (!isDatabaseOutage(error)) throw error;
    // Nothing was saved: the same step again, with what was typed and why it did not go through.
    const intent = intentOf(form);
    const step: SignUpReply['step'] =
      intent === 'register' ? 'profile' : intent === 'send-code' || intent === 'change-phone' ? 'details' : 'code';
    const t = translator(options.locale);
    const context: SignUpContext = {
      t,
      today: dubaiToday(options.now ?? new Date()),
      phoneToE164,
      isCommonPassword,
    };
    const result = parseWithZod(form, { schema: signUpSchema(intent, context) }).reply({
      hideFields: ['password', 'confirm'],
      formErrors: [t('error.notSent')],
    });
    return {
      status: 503,
      reply: {
        step,
        phone: phoneAsSent(form).phone,
        ticket: String(form.get('ticket') ?? '') || undefined,
        resendDelayMs: 0,
        result,
      },
    };
  }
}

async function signUpStepOrFail(
  form: FormData,
  { locale, clientAddress: address, now = new Date(), javascript }: Options,
): Promise<SignUpAnswer> {
  const t = translator(locale);
  const context: SignUpContext = { t, today: dubaiToday(now), phoneToE164, isCommonPassword };
  const intent = intentOf(form);
  const hidden = { hideFields: ['password', 'confirm'] };
  const hiddenWithCode = { hideFields: ['password', 'confirm', 'code'] };

  const { phone, e164 } = phoneAsSent(form);

  switch (intent) {
    case 'change-phone':
      return {
        status: 200,
        reply: {
          step: 'details',
          result: parseWithZod(form, { schema: signUpSchema(intent, context) }).reply(hiddenWithCode),
        },
      };

    case 'send-code':
    case 'resend-code': {
      const submission = parseWithZod(form, { schema: detailsSchema(context) });
      if (submission.status !== 'success')
        return { status: 400, reply: { step: 'details', result: submission.reply(hidden) } };
      const sent = await sendSignupCode(submission.value.phone, address, (code) => signUpSmsText(locale, code), now);
      if (!sent.ok) {
        const message =
          sent.reason === 'rate_limited' ? rateLimitedMessage(t, locale, sent.retryAfterSeconds) : t('signup.notSent');
        const step = intent === 'resend-code' ? 'code' : 'details';
        return {
          status: sent.reason === 'rate_limited' ? 429 : 503,
          headers: sent.reason === 'rate_limited' ? { 'Retry-After': String(sent.retryAfterSeconds) } : undefined,
          reply: { step, phone, resendDelayMs: 0, result: submission.reply({ ...hidden, formErrors: [message] }) },
        };
      }
      return {
        status: 200,
        reply: {
          step: 'code',
          phone,
          codeSentAt: now.getTime(),
          resendDelayMs: RESEND_DELAY_MS,
          result: submission.reply(hiddenWithCode),
        },
      };
    }

    case 'verify-code': {
      const submission = parseWithZod(form, { schema: codeSchema(context) });
      // A bad number can only be fixed on step 1, where it can be typed.
      if (submission.status !== 'success')
        return {
          status: 400,
          reply: { step: phone ? 'code' : 'details', phone, resendDelayMs: 0, result: submission.reply(hidden) },
        };
      const verified = await verifySignupCode(submission.value.phone, submission.value.code, now);
      if (!verified.ok) {
        const message = t(
          verified.reason === 'invalid'
            ? signUpMessages.codeInvalid
            : verified.reason === 'expired'
              ? 'signup.codeExpired'
              : 'signup.codeLocked',
        );
        return {
          status: 400,
          reply: {
            step: 'code',
            phone,
            resendDelayMs: 0,
            result: submission.reply({ ...hidden, fieldErrors: { code: [message] } }),
          },
        };
      }
      return {
        status: 200,
        reply: { step: 'profile', phone, ticket: verified.ticket, result: submission.reply(hiddenWithCode) },
      };
    }

    case 'register':
      return register(form, parseWithZod(form, { schema: profileSchema(context) }), {
        locale,
        t,
        now,
        javascript,
        phone,
        e164,
      });
  }
}

type ProfileSubmission = Submission<SignUpFields, string[], SignUpProfile>;

async function register(
  form: FormData,
  submission: ProfileSubmission,
  {
    locale,
    t,
    now,
    javascript,
    phone,
    e164,
  }: { locale: Locale; t: Translate; now: Date; javascript: boolean; phone: SignUpReply['phone']; e164: string | null },
): Promise<SignUpAnswer> {
  const hidden = { hideFields: ['password', 'confirm'] };
  const ticket = String(form.get('ticket') ?? '');
  // Without a usable ticket the phone is not proven: back to step 1, keeping what was typed.
  if (!ticket || !e164 || !(await isValidSignupTicket(ticket, e164, now))) {
    return {
      status: 400,
      reply: {
        step: 'details',
        phone,
        result: submission.reply({ ...hidden, formErrors: [t('signup.ticketExpired')] }),
      },
    };
  }

  const files = chosenFiles(form, 'documents');
  const checked = await Promise.all(files.map((file) => checkUpload(file, ['png', 'jpeg', 'pdf'])));
  const fileErrors = checked.flatMap((file) =>
    file.ok
      ? []
      : [
          t(
            file.reason === 'type'
              ? signUpMessages.documentType
              : file.reason === 'size'
                ? signUpMessages.documentSize
                : signUpMessages.documentEmpty,
            { name: file.name },
          ),
        ],
  );
  // A browser without JavaScript loses chosen files with the page; with it, the inputs keep them.
  const profile = (status: number, info?: string, ticketUsedUp = false): SignUpAnswer => ({
    status,
    reply: {
      step: 'profile',
      phone,
      ticket: ticketUsedUp ? '' : ticket,
      info,
      chooseFilesAgain: !javascript && files.length > 0,
      result: submission.reply(fileErrors.length ? { ...hidden, fieldErrors: { documents: fileErrors } } : hidden),
    },
  });
  if (submission.status !== 'success' || fileErrors.length) return profile(400);

  const { value } = submission;
  const documents: CheckedDocument[] = checked.flatMap((file) =>
    file.ok ? [{ name: file.name, contentType: file.contentType, bytes: file.bytes }] : [],
  );
  const mails = await registrationMails({
    fullName: value.fullName,
    email: value.email,
    phone: value.phone,
    documents: documents.length,
    locale,
  });
  const result = await registerCustomer({ ...value, locale }, ticket, documents, now, mails);
  if (!result.ok) {
    if (result.reason === 'duplicate_email') return profile(409, t('signup.duplicateEmail'), true);
    return {
      status: 400,
      reply: {
        step: 'details',
        phone,
        result: submission.reply({ ...hidden, formErrors: [t('signup.ticketExpired')] }),
      },
    };
  }
  return { status: 200, reply: { step: 'done' } };
}

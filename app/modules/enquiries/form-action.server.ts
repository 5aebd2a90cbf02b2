import '~/i18n/forms-messages';
import { parseWithZod } from '@conform-to/zod/v4';
import type { SubmissionResult } from '@conform-to/react';
import { data, redirect } from 'react-router';
import type { MessageKey } from '~/i18n/en';
import { type Locale, localizePath } from '~/i18n/locale';
import { translator, type Translate } from '~/i18n/translate';
import { getUser } from '~/modules/auth/guards.server';
import { phoneToE164 as serverPhoneToE164 } from '~/utils/phone.server';
import { clientAddress, readFormOrNull } from '~/utils/http.server';
import type { PhoneCheck } from '~/utils/phone';
import { HONEYPOT_FIELD } from './honeypot';
import { allowFormSubmission, type Submission, submitForm } from './submit-form.server';
import { logger } from '~/modules/config/logger.server';
import { isDatabaseOutage } from '~/modules/db/database-outage';

/** What a form's action answers a fetcher: the thanks, or the submission with its messages (the input kept). */
export type FormReply =
  | { ok: true; message: string; result?: undefined }
  | { ok: false; result: SubmissionResult<string[]>; problem?: 'invalid' | 'too-many' | 'failed' | 'unavailable' };

/** A redirect for a browser without JavaScript after a successful post, or a reply with its HTTP status. */
export type FormAnswer =
  { redirectTo: string } | { reply: FormReply; status: number; headers?: Record<string, string> };

/** The answer as a response: back to the page after a post without JavaScript, else the reply (429 says when to come back). */
export function formResponse(answer: FormAnswer) {
  return 'redirectTo' in answer
    ? redirect(answer.redirectTo)
    : data(answer.reply, { status: answer.status, headers: answer.headers });
}

// Loose on purpose: every form's zod schema (mini or classic) fits, and parseWithZod checks the rest.
type AnySchema = Parameters<typeof parseWithZod>[1]['schema'];

export type FormDefinition<Value> = {
  /** The page the form lives on, without the language prefix; a browser without JavaScript returns to it with ?sent=1. */
  page: string;
  schema: (context: PhoneCheck) => AnySchema;
  /** The checked value as the staff inbox stores it (kind, name, contact details, message, other fields). */
  toSubmission: (value: Value, t: Translate) => Submission;
  /** The success message; the spec's 'Thank you. We will contact you shortly.' unless a form has its own. */
  success?: MessageKey;
};

/** The success flag a page reads after a post without JavaScript. */
const SENT_PARAM = 'sent';

type Options = {
  /** The page's language; by default the one in the request's path (/ar/...). */
  locale?: Locale;
  /** The form, when the action has already read it. */
  form?: FormData;
  /** Phone check; the real numbering plans by default. */
  phoneToE164?: PhoneCheck['phoneToE164'];
};

/**
 * The start of every enquiry-type post: the honeypot, then the schema (the spec's messages at their
 * fields). `success` answers a sent form: JSON to a fetcher (with JavaScript), or back to the page
 * with ?sent=1 without it, so a reload never sends it twice. A bot's post is answered already.
 */
export async function startFormPost(
  request: Request,
  locale: Locale,
  definition: Pick<FormDefinition<unknown>, 'page' | 'schema' | 'success'>,
  options: Options = {},
) {
  const t = translator(locale);
  const isFetch = request.headers.get('Sec-Fetch-Mode') !== 'navigate';
  const success = (): FormAnswer =>
    isFetch
      ? { reply: { ok: true, message: t(definition.success ?? 'forms.success') }, status: 200 }
      : { redirectTo: `${localizePath(definition.page, locale)}?${SENT_PARAM}=1` };

  const form = options.form ?? (await readFormOrNull(request)) ?? new FormData();
  // A filled honeypot is a bot: it is thanked like anyone else, and nothing is stored or sent.
  if (String(form.get(HONEYPOT_FIELD) ?? '') !== '') return { kind: 'answered' as const, answer: success() };

  const submission = parseWithZod(form, {
    schema: definition.schema({ t, phoneToE164: options.phoneToE164 ?? serverPhoneToE164 }),
  });
  return { kind: 'read' as const, submission, success, t };
}

/**
 * The flow every enquiry-type form shares: startFormPost, the per-address rate limit, storing and
 * mailing through submitForm, then the answer. Without JavaScript a failed post re-renders the page
 * with the input (400). The rate limit counts only complete forms, so someone correcting mistakes
 * is never locked out.
 */
export async function handleFormPost<Value>(
  request: Request,
  locale: Locale,
  definition: FormDefinition<Value>,
  options: Options = {},
): Promise<FormAnswer> {
  const start = await startFormPost(request, locale, definition, options);
  if (start.kind === 'answered') return start.answer;
  const { submission, success, t } = start;
  if (submission.status !== 'success')
    return { reply: { ok: false, result: submission.reply(), problem: 'invalid' }, status: 400 };
  try {
    const allowed = await allowFormSubmission(clientAddress(request));
    if (!allowed.allowed) {
      return {
        reply: { ok: false, result: submission.reply({ formErrors: [t('forms.tooMany')] }), problem: 'too-many' },
        status: 429,
        headers: { 'Retry-After': String(allowed.retryAfterSeconds) },
      };
    }
    const user = await getUser(request);
    await submitForm(definition.toSubmission(submission.value as Value, t), { locale, userId: user?.id ?? null });
  } catch (error) {
    if (isDatabaseOutage(error)) {
      logger().warn({ err: error }, `a form from ${definition.page} was not stored: the database is unreachable`);
      return {
        reply: { ok: false, result: submission.reply({ formErrors: [t('error.notSent')] }), problem: 'unavailable' },
        status: 503,
      };
    }
    logger().error({ err: error }, `storing a form from ${definition.page} failed`);
    return {
      reply: { ok: false, result: submission.reply({ formErrors: [t('forms.failed')] }), problem: 'failed' },
      status: 500,
    };
  }
  return success();
}

/** Whether the page was reached after a successful post without JavaScript. */
export function wasSent(url: URL): boolean {
  return url.searchParams.get(SENT_PARAM) === '1';
}

import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import { type Locale, localizePath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { clientAddress } from '~/utils/http.server';
import { rateLimitedMessage, readForm } from './login.server';
import { noticeUrl } from './notices';
import {
  type NewPasswordReply,
  type ResetRequestReply,
  newPasswordSchema,
  resetMessages,
  resetRequestSchema,
} from './password-reset-form';
import { completePasswordReset, findResetToken, requestPasswordReset } from './password-reset.server';
import { destroySession } from './sessions.server';
import { isCommonPassword } from './common-passwords.server';

/**
 * The /forgot-password action, for its page and the reset dialog. Every valid request gets the same
 * answer; only a client address over its limit is told to wait. The dialog shows the answer in
 * place; the page moves to its 'sent' state, so a reload does not post again.
 */
export async function handleResetRequestPost(request: Request, locale: Locale) {
  const t = translator(locale);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: resetRequestSchema(t) });
  if (submission.status !== 'success')
    return data<ResetRequestReply>({ ok: false, result: submission.reply() }, { status: 400 });

  const outcome = await requestPasswordReset({
    email: submission.value.email,
    clientAddress: clientAddress(request),
    locale,
  });
  if (!outcome.ok) {
    const message = rateLimitedMessage(t, locale, outcome.retryAfterSeconds);
    return data<ResetRequestReply>(
      { ok: false, result: submission.reply({ formErrors: [message] }) },
      { status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
    );
  }
  if (form.get('variant') === 'dialog') return data<ResetRequestReply>({ ok: true, message: t(resetMessages.sent) });
  return redirect(`${localizePath('/forgot-password', locale)}?sent=1`);
}

/**
 * The reset link's page: the account's name and email for the form, or (no token, or one that is
 * unknown, used or expired) home with the 'Error' modal. Nothing else about the account leaves.
 */
export async function loadResetPage(request: Request, locale: Locale, token: string | undefined) {
  if (!token) throw redirect(localizePath('/', locale));
  const account = await findResetToken(token);
  if (!account) throw redirect(noticeUrl('reset-link-invalid', locale));
  return { username: account.fullName, email: account.email };
}

/**
 * The change-password form behind a link. Success ends every session of the account (this
 * browser's cookie too) and goes home to the success modal; a link that was used or expired in the
 * meantime goes home to the 'Error' modal. Passwords are never sent back.
 */
export async function handleNewPasswordPost(request: Request, locale: Locale, token: string | undefined) {
  const t = translator(locale);
  if (!token) return redirect(localizePath('/', locale));
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: newPasswordSchema(t, isCommonPassword) });
  const hideFields = ['password', 'confirm'];
  if (submission.status !== 'success')
    return data<NewPasswordReply>({ result: submission.reply({ hideFields }) }, { status: 400 });

  const outcome = await completePasswordReset({
    token,
    email: submission.value.email,
    password: submission.value.password,
    locale,
  });
  if (!outcome.ok && outcome.reason === 'email_mismatch') {
    return data<NewPasswordReply>(
      { result: submission.reply({ fieldErrors: { email: [t(resetMessages.emailMismatch)] }, hideFields }) },
      { status: 400 },
    );
  }
  if (!outcome.ok) return redirect(noticeUrl('reset-link-invalid', locale));
  return redirect(noticeUrl('password-changed', locale), { headers: { 'Set-Cookie': await destroySession(request) } });
}

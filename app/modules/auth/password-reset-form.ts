import '~/i18n/accounts-messages';
// zod/mini: these schemas ship to phones inside the reset dialog and the reset pages.
import type { SubmissionResult } from '@conform-to/react';
import * as z from 'zod/mini';
import type { MessageKey } from '~/i18n/en';
import type { Translate } from '~/i18n/translate';
import { EMAIL_MAX_LENGTH } from './login-form';
import { type CommonPasswordCheck, checkNewPassword, passwordField } from './password-rule';

export const resetMessages = {
  emailRequired: 'validation.emailRequired',
  emailInvalid: 'validation.emailInvalid',
  usernameRequired: 'reset.usernameRequired',
  tooLong: 'reset.tooLong',
  emailMismatch: 'reset.emailMismatch',
  sent: 'reset.sent',
  invalidLink: 'reset.invalidLink',
  done: 'reset.done',
} as const satisfies Record<string, MessageKey>;

/** As long as a name may be at sign-up. */
const USERNAME_MAX_LENGTH = 120;

const text = z.optional(z.string().check(z.trim()));

function checkEmail(t: Translate, email: string | undefined, fail: (message: string) => void) {
  if (!email) fail(t(resetMessages.emailRequired));
  else if (email.length > EMAIL_MAX_LENGTH || !z.safeParse(z.email(), email).success)
    fail(t(resetMessages.emailInvalid));
}

/** 'Forgot Password': the email of the account (required and valid). */
export function resetRequestSchema(t: Translate) {
  const fields = z.object({ email: text });
  return z.pipe(
    fields.check(
      z.superRefine((form, ctx) => {
        checkEmail(t, form.email, (message) => ctx.addIssue({ code: 'custom', path: ['email'], message }));
      }),
    ),
    z.transform((form: z.output<typeof fields>) => ({ email: form.email! })),
  );
}

/**
 * The change-password form behind a reset link: username, email, password and confirmation, with
 * the spec's messages (the password rule is the sign-up rule). Every rule runs on each submit, so
 * all the messages show at once.
 */
export function newPasswordSchema(t: Translate, isCommonPassword?: CommonPasswordCheck) {
  const fields = z.object({ username: text, email: text, password: passwordField, confirm: passwordField });
  return z.pipe(
    fields.check(
      z.superRefine((form, ctx) => {
        const fail = (path: 'username' | 'email' | 'password' | 'confirm', message: string) =>
          ctx.addIssue({ code: 'custom', path: [path], message });
        if (!form.username) fail('username', t(resetMessages.usernameRequired));
        else if (form.username.length > USERNAME_MAX_LENGTH)
          fail('username', t(resetMessages.tooLong, { max: USERNAME_MAX_LENGTH }));
        checkEmail(t, form.email, (message) => fail('email', message));
        checkNewPassword(t, form.password, form.confirm, fail, isCommonPassword);
      }),
    ),
    z.transform((form: z.output<typeof fields>) => ({
      username: form.username!,
      email: form.email!,
      password: form.password!,
    })),
  );
}

/** The form's fields as the browser holds them. */
export type NewPasswordFields = { username?: string; email?: string; password?: string; confirm?: string };

export type NewPasswordInput = z.output<ReturnType<typeof newPasswordSchema>>;

/** The /forgot-password action's answer to a form that stays on its page. */
export type ResetRequestReply = { ok: true; message: string } | { ok: false; result: SubmissionResult<string[]> };

export type NewPasswordReply = { result: SubmissionResult<string[]> };

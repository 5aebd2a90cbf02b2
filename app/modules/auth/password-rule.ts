import '~/i18n/accounts-messages';
// zod/mini: this rule ships to phones inside the sign-up and reset forms.
import * as z from 'zod/mini';
import type { MessageKey } from '~/i18n/en';
import type { Translate } from '~/i18n/translate';

/** The spec's password rule: 8+ characters with a lower-case letter, a capital, a digit and one of !@#$%^&*. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{8,}$/;
/** Longer than any real passphrase; stops a megabyte "password" from costing a hash. */
export const PASSWORD_MAX_LENGTH = 128;

export const passwordMessages = {
  required: 'password.required',
  rule: 'password.rule',
  confirmRequired: 'password.confirmRequired',
  mismatch: 'password.mismatch',
} as const satisfies Record<string, MessageKey>;

/**
 * Adds the password and confirmation checks to a form's refinement: call it from the form's
 * superRefine with the two values and the issue reporter.
 */
export function checkNewPassword(t: Translate, password: string | undefined, confirm: string | undefined, fail: (field: 'password' | 'confirm', message: string) => void) {
  if (!password) fail('password', t(passwordMessages.required));
  else if (password.length > PASSWORD_MAX_LENGTH || !PASSWORD_PATTERN.test(password)) fail('password', t(passwordMessages.rule));
  if (!confirm) fail('confirm', t(passwordMessages.confirmRequired));
  else if (password && confirm !== password) fail('confirm', t(passwordMessages.mismatch));
}

/** Passwords are never trimmed: a space is a character like any other. */
export const passwordField = z.optional(z.string());

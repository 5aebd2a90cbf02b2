import '~/i18n/accounts-messages';
// zod/mini: this rule ships to phones inside the sign-up and reset forms.
import * as z from 'zod/mini';
import type { MessageKey } from '~/i18n/en';
import type { Translate } from '~/i18n/translate';

/** The spec's password rule: 8+ characters with a lower-case letter, a capital, a digit and one of !@#$%^&*. */
const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{8,}$/;
/** Longer than any real passphrase; stops a megabyte "password" from costing a hash. */
export const PASSWORD_MAX_LENGTH = 128;
/** OWASP ASVS 5.0: a passphrase this long needs no particular mix of characters. */
const PASSPHRASE_MIN_LENGTH = 15;

/** The spec's rule for ordinary passwords, or a long passphrase; never longer than the maximum. */
export function meetsPasswordRule(password: string) {
  if (password.length > PASSWORD_MAX_LENGTH) return false;
  return password.length >= PASSPHRASE_MIN_LENGTH || PASSWORD_PATTERN.test(password);
}

/** Whether a password is one of the well-known ones attackers try first; checked on the server only (the list is large). */
export type CommonPasswordCheck = (password: string) => boolean;

const passwordMessages = {
  required: 'password.required',
  rule: 'password.rule',
  confirmRequired: 'password.confirmRequired',
  mismatch: 'password.mismatch',
  common: 'password.common',
} as const satisfies Record<string, MessageKey>;

/**
 * Adds the password and confirmation checks to a form's refinement: call it from the form's
 * superRefine with the two values and the issue reporter.
 */
export function checkNewPassword(
  t: Translate,
  password: string | undefined,
  confirm: string | undefined,
  fail: (field: 'password' | 'confirm', message: string) => void,
  isCommonPassword?: CommonPasswordCheck,
) {
  if (!password) fail('password', t(passwordMessages.required));
  else if (!meetsPasswordRule(password)) fail('password', t(passwordMessages.rule));
  else if (isCommonPassword?.(password)) fail('password', t(passwordMessages.common));
  if (!confirm) fail('confirm', t(passwordMessages.confirmRequired));
  else if (password && confirm !== password) fail('confirm', t(passwordMessages.mismatch));
}

/** Passwords are never trimmed: a space is a character like any other. */
export const passwordField = z.optional(z.string());

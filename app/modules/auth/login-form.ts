import '~/i18n/accounts-messages';
// zod/mini: this schema ships to phones inside the Login dialog and the /login page.
import type { SubmissionResult } from '@conform-to/react';
import * as z from 'zod/mini';
import type { MessageKey } from '~/i18n/en';
import type { Translate } from '~/i18n/translate';

/**
 * The dialog and the plain page ask for the same two fields with different words: the spec quotes
 * 'Please input your Email Address!' for the dialog and 'email is required' for the page.
 */
export type LoginVariant = 'dialog' | 'page';

export const loginMessages = {
  dialog: { emailRequired: 'validation.emailRequired', passwordRequired: 'login.passwordRequired' },
  page: { emailRequired: 'login.pageEmailRequired', passwordRequired: 'login.pagePasswordRequired' },
  emailInvalid: 'validation.emailInvalid',
  failed: 'login.failed',
  closed: 'login.closed',
} as const satisfies Record<string, MessageKey | Record<string, MessageKey>>;

/** The longest address mail systems accept; anything longer cannot be an account. */
export const EMAIL_MAX_LENGTH = 254;

export const isLoginVariant = (value: unknown): value is LoginVariant => value === 'dialog' || value === 'page';

/** Email trimmed; the password exactly as typed (a space is a character like any other). */
export function loginSchema(t: Translate, variant: LoginVariant) {
  const words = loginMessages[variant];
  const fields = z.object({ email: z.optional(z.string().check(z.trim())), password: z.optional(z.string()) });
  const checked = fields.check(
    z.superRefine((form, ctx) => {
      const fail = (path: 'email' | 'password', message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (!form.email) fail('email', t(words.emailRequired));
      else if (form.email.length > EMAIL_MAX_LENGTH || !z.safeParse(z.email(), form.email).success)
        fail('email', t(loginMessages.emailInvalid));
      if (!form.password) fail('password', t(words.passwordRequired));
    }),
  );
  return z.pipe(
    checked,
    z.transform((form: z.output<typeof fields>) => ({ email: form.email!, password: form.password! })),
  );
}

/** What the /login action answers a form that stays on its page (the dialog, or a refusal). */
export type LoginReply = { ok: false; result: SubmissionResult<string[]> } | { ok: true };

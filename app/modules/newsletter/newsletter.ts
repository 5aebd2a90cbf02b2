import { z } from 'zod';
import type { MessageKey } from '~/i18n/en';
import type { Locale } from '~/i18n/locale';
import { translator } from '~/i18n/translate';

const newsletterMessages = {
  emailRequired: 'validation.emailRequired',
  emailInvalid: 'validation.emailInvalid',
} as const satisfies Record<string, MessageKey>;

const locale = z.enum(['en', 'ar']).catch('en');

/**
 * The footer form's rule, with the spec's messages in the language of the page the form was on
 * (its hidden `locale` field), so an Arabic visitor is answered in Arabic with or without JavaScript.
 */
export function parseNewsletterForm(input: { email: unknown; locale: unknown }) {
  const language: Locale = locale.parse(input.locale);
  const t = translator(language);
  const email = z
    .string()
    .trim()
    .min(1, t(newsletterMessages.emailRequired))
    .pipe(z.email(t(newsletterMessages.emailInvalid)))
    .safeParse(typeof input.email === 'string' ? input.email : '');
  return email.success
    ? { ok: true as const, email: email.data, locale: language }
    : { ok: false as const, error: email.error.issues[0].message, locale: language };
}

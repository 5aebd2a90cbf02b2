import type { Locale } from './locale';

/**
 * A left-to-right value (a booking reference, a phone number, a plate) set inside a message: in
 * Arabic it is isolated, so its letters, digits and dashes keep their order in right-to-left text.
 */
export const isolateLtr = (value: string, locale: Locale) => (locale === 'ar' ? `\u2066${value}\u2069` : value);

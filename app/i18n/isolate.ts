import type { Locale } from './locale';

/**
 * A left-to-right value (a booking reference, a phone number, a plate) set inside a message: in
 * Arabic it is isolated, so its letters, digits and dashes keep their order in right-to-left text.
 */
export const isolateLtr = (value: string, locale: Locale) => (locale === 'ar' ? `\u2066${value}\u2069` : value);

/** Digit groups joined by spaces or dashes ("800 76237", "+971 56 587 0040"), not already isolated. */
const numberRun = /\+?\d+(?:[ -]\d+)+/g;

/**
 * Written Arabic text with phone numbers in it, as staff and the copy write them: each number of
 * several digit groups is isolated, so "800 76237" does not read "76237 800" right to left. Numbers
 * already isolated (the filled placeholders) are left as they are; English text is unchanged.
 */
export function isolateNumbers(text: string, locale: Locale): string {
  if (locale !== 'ar') return text;
  return text
    .split(/(\u2066[^\u2069]*\u2069)/)
    .map((part) => (part.startsWith('\u2066') ? part : part.replace(numberRun, (run) => isolateLtr(run, locale))))
    .join('');
}

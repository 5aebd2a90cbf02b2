import type { Locale } from './locale';
import type { Translate } from './translate';

export type CountForm = 'none' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * Which form of a counted message to use: 'none' for nothing, else the language's plural form
 * (English: one, other; Arabic also two, few, many). Catalogues hold one message per form.
 */
export function countForm(locale: Locale, count: number): CountForm {
  if (count === 0) return 'none';
  const form = new Intl.PluralRules(locale).select(count);
  return form === 'zero' ? 'other' : form;
}

/** '1 day', '10 days'; in Arabic the six plural forms ('يوم واحد', 'يومين', '3 أيام', '11 يوماً'...). */
export function dayCount(t: Translate, locale: Locale, days: number): string {
  const form = new Intl.PluralRules(locale).select(days);
  const key = form === 'zero' ? 'days.other' : (`days.${form}` as const);
  return t(key, { days });
}

import type { Locale } from './locale';
import type { Translate } from './translate';

export type CountForm = 'none' | 'one' | 'two' | 'few' | 'many' | 'other';

/** The language's plural form; Arabic's 'zero' takes the 'other' form ('0 يوم'), so catalogues hold no zero form. */
function pluralForm(locale: Locale, count: number): Exclude<CountForm, 'none'> {
  const form = new Intl.PluralRules(locale).select(count);
  return form === 'zero' ? 'other' : form;
}

/**
 * Which form of a counted message to use: 'none' for nothing, else the language's plural form
 * (English: one, other; Arabic also two, few, many). Catalogues hold one message per form.
 */
export function countForm(locale: Locale, count: number): CountForm {
  return count === 0 ? 'none' : pluralForm(locale, count);
}

/** '1 day', '10 days'; in Arabic the six plural forms ('يوم واحد', 'يومين', '3 أيام', '11 يوماً'...). */
export function dayCount(t: Translate, locale: Locale, days: number): string {
  return t(`days.${pluralForm(locale, days)}`, { days });
}

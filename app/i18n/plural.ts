import type { Locale } from './locale';
import type { Translate } from './translate';

/** '1 day', '10 days'; in Arabic the six plural forms ('يوم واحد', 'يومان', '3 أيام', '11 يوماً'...). */
export function dayCount(t: Translate, locale: Locale, days: number): string {
  const form = new Intl.PluralRules(locale).select(days);
  const key = form === 'zero' ? 'days.other' : (`days.${form}` as const);
  return t(key, { days });
}

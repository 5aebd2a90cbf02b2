import type { Locale } from '~/i18n/locale';
import { DUBAI_TIME_ZONE } from './dubai-time';

/** '2026-11-22' -> '22 November 2026' (or its Arabic form with Western digits). */
export function formatCalendarDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: DUBAI_TIME_ZONE }).format(
    new Date(`${isoDate}T12:00:00+04:00`),
  );
}

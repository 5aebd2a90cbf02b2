import type { Locale } from '~/i18n/locale';
import { formatCalendarDate } from '~/utils/dates';
import { DUBAI_TIME_ZONE } from '~/utils/dubai-time';

const intlLocale = (locale: Locale) => (locale === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB');

/**
 * '22 Nov 2026, 14:30' in UAE time, whatever the device's zone. Built from two plain formats so
 * the server and the browser write exactly the same text (their joined date-time styles differ).
 */
export function formatDubaiDateTime(at: Date | string, locale: Locale): string {
  const moment = typeof at === 'string' ? new Date(at) : at;
  const date = new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'short', year: 'numeric', timeZone: DUBAI_TIME_ZONE }).format(moment);
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: DUBAI_TIME_ZONE }).format(moment);
  return `${date}${locale === 'ar' ? '، ' : ', '}${time}`;
}

/** '22 Nov 2026' for a moment, in UAE time. */
export function formatDubaiDay(at: Date | string, locale: Locale): string {
  const moment = typeof at === 'string' ? new Date(at) : at;
  return new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'short', year: 'numeric', timeZone: DUBAI_TIME_ZONE }).format(moment);
}

/** A stored 'YYYY-MM-DD' date in words, or null when there is none. */
export function formatStoredDate(value: string | null | undefined, locale: Locale): string | null {
  return value ? formatCalendarDate(value, locale) : null;
}

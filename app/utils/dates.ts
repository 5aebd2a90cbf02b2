import type { Locale } from '~/i18n/locale';
import { DUBAI_TIME_ZONE } from './dubai-time';

/** '2026-11-22' -> '22 November 2026' (or its Arabic form with Western digits). */
export function formatCalendarDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: DUBAI_TIME_ZONE,
  }).format(new Date(`${isoDate}T12:00:00+04:00`));
}

const intlLocale = (locale: Locale) => (locale === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB');

/**
 * '22 Nov 2026, 14:30' in UAE time, whatever the device's zone. Built from two plain formats so
 * the server and the browser write exactly the same text (their joined date-time styles differ).
 */
export function formatDubaiDateTime(at: Date | string, locale: Locale): string {
  const moment = typeof at === 'string' ? new Date(at) : at;
  const date = new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: DUBAI_TIME_ZONE,
  }).format(moment);
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: DUBAI_TIME_ZONE,
  }).format(moment);
  return `${date}${locale === 'ar' ? '، ' : ', '}${time}`;
}

/** '22 Nov 2026' for a moment, in UAE time. */
export function formatDubaiDay(at: Date | string, locale: Locale): string {
  const moment = typeof at === 'string' ? new Date(at) : at;
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: DUBAI_TIME_ZONE,
  }).format(moment);
}

/** 'Monday 1 March 2027' for a moment, in UAE time: the day spelt out, as a letter names it. */
export function formatDubaiDayInWords(at: Date | string, locale: Locale): string {
  const moment = typeof at === 'string' ? new Date(at) : at;
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: DUBAI_TIME_ZONE,
  }).format(moment);
}

/** 'Monday 1 March 2027, 10:00 am' in UAE time (its Arabic form with Western digits). */
export function formatDubaiDateTimeInWords(at: Date | string, locale: Locale): string {
  const moment = typeof at === 'string' ? new Date(at) : at;
  const time = new Intl.DateTimeFormat(intlLocale(locale), {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: DUBAI_TIME_ZONE,
  }).format(moment);
  return `${formatDubaiDayInWords(moment, locale)}${locale === 'ar' ? '، ' : ', '}${time}`;
}

import { TZDate } from '@date-fns/tz';
import type { Locale } from '~/i18n/locale';

/**
 * Every rule about Dubai time: the zone, a day's start, a wall-clock time to an instant, an instant
 * to its date and time parts, and the formats of moments. The site's rules all run in Asia/Dubai.
 *
 * This module runs on the server and in the browser, so it never reads or sets a Date's local-time
 * fields (getHours, setDate, ...): only TZDate in the Dubai zone, or Intl with the zone named, which
 * give the same answer in any process time zone.
 */

export const DUBAI_TIME_ZONE = 'Asia/Dubai';

/**
 * Dubai's offset from UTC. It has had no daylight saving since 1920, so one offset holds for every
 * date the site handles: texts in ISO 8601 that stand for a Dubai wall-clock time carry it.
 */
export const DUBAI_UTC_OFFSET = '+04:00';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** Whether 'YYYY-MM-DD' is a real calendar date (2026-02-30 is not): no time zone is involved. */
export function isCalendarDate(date: string): boolean {
  const d = DATE_PATTERN.exec(date);
  if (!d) return false;
  const [year, month, day] = [d[1], d[2], d[3]].map(Number);
  const utc = new Date(Date.UTC(year, month - 1, day));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
}

/** Whether 'HH:MM' is a time on a 24-hour clock. */
export function isClockTime(time: string): boolean {
  const t = TIME_PATTERN.exec(time);
  return t !== null && Number(t[1]) <= 23 && Number(t[2]) <= 59;
}

/** The current calendar year in the UAE, whatever the server's own zone. */
export function dubaiYear(now: Date = new Date()): number {
  return new TZDate(now, DUBAI_TIME_ZONE).getFullYear();
}

// The date changes only on a whole minute (zone offsets are whole minutes), so it is looked up once a minute.
let lastToday = { minute: NaN, date: '' };

/** Today's date in the UAE as YYYY-MM-DD. */
export function dubaiToday(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute === lastToday.minute) return lastToday.date;
  const date = toDubaiParts(now).date;
  lastToday = { minute, date };
  return date;
}

/** 'YYYY-MM-DD' + 'HH:MM' in Dubai -> Date; null when either part is malformed or not a real date/time. */
export function dubaiDateTime(date: string, time: string): Date | null {
  // Checked without the time zone first: its lookups are the costly part of every quote.
  if (!isCalendarDate(date) || !isClockTime(time)) return null;
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return new Date(new TZDate(year, month - 1, day, hour, minute, DUBAI_TIME_ZONE).getTime());
}

/** Midnight at the start of a Dubai calendar day. */
export function dubaiMidnight(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(new TZDate(year, month - 1, day, 0, 0, DUBAI_TIME_ZONE).getTime());
}

/**
 * Noon on a Dubai calendar day: the instant that stands for a date alone when it is formatted, far
 * from either midnight so no zone's display moves it to another day. No zone lookup is needed.
 */
export function dubaiNoon(date: string): Date {
  return new Date(`${date}T12:00:00${DUBAI_UTC_OFFSET}`);
}

/** 'YYYY-MM-DD' + 'HH:MM' in Dubai -> '2027-03-01T10:00:00+04:00', ISO 8601 with Dubai's offset. */
export function dubaiIsoString(date: string, time: string): string {
  return `${date}T${time}:00${DUBAI_UTC_OFFSET}`;
}

/** The Dubai date after a Dubai date. */
export function nextDubaiDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return toDubaiParts(new TZDate(year, month - 1, day + 1, 12, 0, DUBAI_TIME_ZONE)).date;
}

/** Date -> { date: 'YYYY-MM-DD', time: 'HH:MM' } in Dubai. */
export function toDubaiParts(at: Date): { date: string; time: string } {
  const d = new TZDate(at, DUBAI_TIME_ZONE);
  return {
    date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
  };
}

/** A moment on Dubai's clock: its date and its minutes (with fractions) since Dubai midnight. */
export type DubaiMoment = { date: string; minute: number };

/** The Dubai date of an instant and its minutes (with fractions, so 20:00:30 is past a 20:00 closing) since Dubai midnight. */
export function dubaiClock(at: Date): DubaiMoment {
  const d = new TZDate(at, DUBAI_TIME_ZONE);
  return {
    date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    minute: d.getHours() * 60 + d.getMinutes() + (d.getSeconds() * 1000 + d.getMilliseconds()) / 60000,
  };
}

/**
 * The moment on Dubai's clock that a date and time typed in Dubai stand for, when both are well
 * formed. Dubai keeps one offset all year, so no zone lookup is needed: a form can call it as it renders.
 */
export function dubaiMomentOf(date: string | undefined, time: string | undefined): DubaiMoment | null {
  if (!date || !time || !isCalendarDate(date) || !isClockTime(time)) return null;
  const [hour, minute] = time.split(':').map(Number);
  return { date, minute: hour * 60 + minute };
}

/** '2026-03-01 12:00' in UAE time: sorts as text, and spreadsheets read it as a date. */
export function formatDubaiStamp(at: Date): string {
  const parts = toDubaiParts(at);
  return `${parts.date} ${parts.time}`;
}

const intlLocale = (locale: Locale) => (locale === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB');

/** '2026-11-22' -> '22 November 2026' (or its Arabic form with Western digits). */
export function formatCalendarDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: DUBAI_TIME_ZONE,
  }).format(dubaiNoon(isoDate));
}

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
    // hour12 in en-GB writes noon as '0:00 pm'; the 12-hour cycle writes '12:00 pm'.
    hourCycle: 'h12',
    timeZone: DUBAI_TIME_ZONE,
  }).format(moment);
  return `${formatDubaiDayInWords(moment, locale)}${locale === 'ar' ? '، ' : ', '}${time}`;
}

/** '1 March 2027 at 10:00' in UAE time, the locale's long date and short time (Western digits in Arabic). */
export function formatDubaiDateTimeLong(at: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-AE' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: DUBAI_TIME_ZONE,
    numberingSystem: 'latn',
  }).format(at);
}

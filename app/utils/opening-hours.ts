import type { Locale } from '~/i18n/locale';

/** One day's opening window, in minutes after Dubai midnight. */
export type DayHours = { opensAtMinute: number; closesAtMinute: number };

/** 0 = Sunday ... 6 = Saturday, the day of the week in Dubai. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Hours that differ from the usual window on a day of the week; null means closed that day. */
export type WeekdayHours = Partial<Record<`${Weekday}`, DayHours | null>>;

/** Days a branch is closed (public holidays), as inclusive Dubai date ranges. */
export type Closure = { firstDate: string; lastDate: string };

/**
 * A branch's opening hours: its usual window, the weekdays that differ (Friday afternoons, a day
 * off) and the dates it is closed. The usual window alone is enough where nothing differs.
 */
export type OpeningHours = DayHours & { weekdayHours?: WeekdayHours; closures?: readonly Closure[] };

// 22 November 2026 was a Sunday: day n of the week is 22 + n, read in UTC so no zone moves it.
const sample = (day: Weekday) => new Date(Date.UTC(2026, 10, 22 + day, 12));

/** 'Friday' / 'الجمعة'; `short` gives 'Fri'. */
export function weekdayName(day: Weekday, locale: Locale, width: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-AE' : 'en-GB', { weekday: width, timeZone: 'UTC' }).format(
    sample(day),
  );
}

/** 480 -> '08:00'. Opening hours are kept as minutes after midnight, Asia/Dubai. */
export function minuteOfDayLabel(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

import type { Locale } from '~/i18n/locale';

/** One opening window, in minutes after Dubai midnight; open at both ends. */
export type OpeningWindow = { opensAtMinute: number; closesAtMinute: number };

/**
 * One day's hours: the first opening and the last closing, and on a day of the week that differs
 * maybe a break between them (the Friday prayer, a split shift), which makes two windows: opening
 * to break start and break end to closing. The break's two minutes come together or not at all.
 */
export type DayHours = OpeningWindow & { breakStartMinute?: number; breakEndMinute?: number };

/** 0 = Sunday ... 6 = Saturday, the day of the week in Dubai. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Hours that differ from the usual window on a day of the week, a break included; null means closed that day. */
export type WeekdayHours = Partial<Record<`${Weekday}`, DayHours | null>>;

/** Days a branch is closed (public holidays), as inclusive Dubai date ranges. */
export type Closure = { firstDate: string; lastDate: string };

/**
 * A branch's opening hours: its usual window, the weekdays that differ (Friday afternoons, a day
 * off) and the dates it is closed. The usual window alone is enough where nothing differs.
 */
export type OpeningHours = OpeningWindow & { weekdayHours?: WeekdayHours; closures?: readonly Closure[] };

/** The day's windows in order: one, or two around its break. */
export function openingWindows(day: DayHours): OpeningWindow[] {
  if (day.breakStartMinute === undefined || day.breakEndMinute === undefined)
    return [{ opensAtMinute: day.opensAtMinute, closesAtMinute: day.closesAtMinute }];
  return [
    { opensAtMinute: day.opensAtMinute, closesAtMinute: day.breakStartMinute },
    { opensAtMinute: day.breakEndMinute, closesAtMinute: day.closesAtMinute },
  ];
}

/**
 * The whole hours of a day's windows, as minutes after midnight, in order: bookings start on the
 * hour, each window's opening and closing included when on the hour, nothing strictly inside a
 * break. None on a closed day.
 */
export function wholeHourSlots(day: DayHours | null): number[] {
  const slots: number[] = [];
  if (!day) return slots;
  for (const window of openingWindows(day))
    for (let m = Math.ceil(window.opensAtMinute / 60) * 60; m <= window.closesAtMinute; m += 60)
      if (slots[slots.length - 1] !== m) slots.push(m);
  return slots;
}

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

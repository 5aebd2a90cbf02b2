import type { Locale } from '~/i18n/locale';
import type { DayHours, OpeningHours, Weekday } from '~/modules/bookings/rental-schedule';
import { minuteOfDayLabel } from '~/utils/opening-hours';

/** The week as the UAE works it, Monday first. */
const weekOrder: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

// 22 November 2026 was a Sunday: day n of the week is 22 + n, read in UTC so no zone moves it.
const sample = (day: Weekday) => new Date(Date.UTC(2026, 10, 22 + day, 12));

/** 'Friday' / 'الجمعة'; `short` gives 'Fri'. */
export function weekdayName(day: Weekday, locale: Locale, width: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-AE' : 'en-GB', { weekday: width, timeZone: 'UTC' }).format(
    sample(day),
  );
}

export type WeekLine = { days: Weekday[]; hours: DayHours | null };

const sameHours = (a: DayHours | null, b: DayHours | null) =>
  a === null || b === null ? a === b : a.opensAtMinute === b.opensAtMinute && a.closesAtMinute === b.closesAtMinute;

/** The week in lines of neighbouring days with the same hours, Monday first: Mon–Thu 08:00–20:00, Fri 16:00–22:00, Sat closed. */
export function weekLines(hours: Pick<OpeningHours, 'opensAtMinute' | 'closesAtMinute' | 'weekdayHours'>): WeekLine[] {
  const lines: WeekLine[] = [];
  for (const day of weekOrder) {
    const override = hours.weekdayHours?.[`${day}`];
    const today: DayHours | null =
      override === undefined ? { opensAtMinute: hours.opensAtMinute, closesAtMinute: hours.closesAtMinute } : override;
    const last = lines[lines.length - 1];
    if (last && sameHours(last.hours, today)) last.days.push(day);
    else lines.push({ days: [day], hours: today });
  }
  return lines;
}

/** A line's days in words: 'Monday – Thursday', or one day's name. */
export function weekLineDays(line: WeekLine, locale: Locale): string {
  const first = weekdayName(line.days[0], locale);
  return line.days.length === 1 ? first : `${first} – ${weekdayName(line.days[line.days.length - 1], locale)}`;
}

/** '08:00 – 20:00'. */
export const windowText = (day: DayHours) =>
  `${minuteOfDayLabel(day.opensAtMinute)} – ${minuteOfDayLabel(day.closesAtMinute)}`;

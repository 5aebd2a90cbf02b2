import type { Locale } from '~/i18n/locale';
import {
  type DayHours,
  type OpeningHours,
  type Weekday,
  minuteOfDayLabel,
  openingWindows,
  weekdayName,
} from '~/utils/opening-hours';

/** The week as the UAE works it, Monday first. */
const weekOrder: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

export type WeekLine = { days: Weekday[]; hours: DayHours | null };

const sameHours = (a: DayHours | null, b: DayHours | null) =>
  a === null || b === null ? a === b : windowText(a) === windowText(b);

/** The week in lines of neighbouring days with the same hours (breaks included), Monday first: Mon–Thu 08:00–20:00, Fri 08:00–12:00 and 14:00–20:00, Sat closed. */
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

/** '08:00 – 20:00'; a day with a break '08:00 – 12:00, 14:00 – 20:00'. */
export function windowText(day: DayHours): string {
  return openingWindows(day)
    .map((window) => `${minuteOfDayLabel(window.opensAtMinute)} – ${minuteOfDayLabel(window.closesAtMinute)}`)
    .join(', ');
}

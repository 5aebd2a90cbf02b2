import { addDays, isCalendarDate } from '~/utils/form-rules';
import { dubaiMidnight, dubaiToday } from '~/utils/dubai-time';

/**
 * The week or month a fleet report covers, as Dubai calendar dates. Pure: the page, the CSV and the
 * report's statement all read the same bounds from here.
 */
export const periodKinds = ['month', 'week'] as const;
export type PeriodKind = (typeof periodKinds)[number];

export type ReportPeriod = {
  kind: PeriodKind;
  /** The first and last Dubai date of the period, both included. */
  first: string;
  last: string;
  days: number;
  /** The first date of the periods before and after, for the page's links. */
  previous: string;
  next: string;
};

const DAY_MS = 86_400_000;

/** Whole days from one calendar date to another (no time zone: both are dates). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

function monthStart(date: string, monthsLater = 0): string {
  const [year, month] = date.split('-').map(Number);
  const start = new Date(Date.UTC(year, month - 1 + monthsLater, 1));
  return start.toISOString().slice(0, 10);
}

// Weeks start on Monday, the first working day of the UAE's week since 2022.
function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** The week or month holding `date`. */
export function periodHolding(kind: PeriodKind, date: string): ReportPeriod {
  const first = kind === 'month' ? monthStart(date) : weekStart(date);
  const after = kind === 'month' ? monthStart(date, 1) : addDays(first, 7);
  return {
    kind,
    first,
    last: addDays(after, -1),
    days: daysBetween(first, after),
    previous: kind === 'month' ? monthStart(date, -1) : addDays(first, -7),
    next: after,
  };
}

/**
 * A date to open the other kind of period from: the week's Thursday gives the month holding most of
 * the week, and a month's fourth day gives its first week with most of its days in the month, so
 * going from a month to a week and back returns to the same month.
 */
export function switchDate(period: ReportPeriod): string {
  return addDays(period.first, 3);
}

/**
 * The period a report's address asks for (`period=week|month`, `from=` any date inside it), else
 * the month of today in Dubai. Anything unreadable falls back rather than failing the page.
 */
export function readReportPeriod(params: URLSearchParams, now: Date = new Date()): ReportPeriod {
  const asked = params.get('period');
  const kind: PeriodKind = asked === 'week' ? 'week' : 'month';
  const from = params.get('from') ?? '';
  return periodHolding(kind, isCalendarDate(from) ? from : dubaiToday(now));
}

/** The instants the period starts and ends at (midnight in Dubai, the end excluded). */
export function periodInstants(period: ReportPeriod): { start: Date; end: Date } {
  return { start: dubaiMidnight(period.first), end: dubaiMidnight(addDays(period.last, 1)) };
}

/**
 * The days of a rental that fall in the period: a rental of `rentalDays` days is counted from its
 * pick-up date, one rental day per Dubai date, the same days its price was charged for. The
 * report's statement does this arithmetic in SQL; this is the rule it follows.
 */
export function rentalDaysInPeriod(pickupDate: string, rentalDays: number, period: ReportPeriod): number {
  const from = Math.max(0, daysBetween(period.first, pickupDate));
  const to = Math.min(period.days, daysBetween(period.first, pickupDate) + rentalDays);
  return Math.max(0, to - from);
}

import { z } from 'zod';
import { isCalendarDate } from '~/utils/dubai-time';
import { type HistoryKind, historyKinds } from './history-kinds';

/**
 * The history screen's filters, read from the query string: a GET form, so a filtered list is a
 * URL that Back, Forward and a bookmark bring back. Anything malformed (an id out of range, a date
 * that is no date, control characters) is dropped and named, never an error page.
 */
export const HISTORY_PAGE_SIZE = 50;
/** Offset paging reads every earlier row again: beyond this the dates narrow the list better. */
export const MAX_HISTORY_PAGE = 200;
/** The dates the filter accepts; outside them no change of this system can have been recorded. */
const EARLIEST_YEAR = 2000;
const LATEST_YEAR = 2100;
const MAX_ID = 2_147_483_647;

/** Who made a change: one staff member by account id, the site itself (and the payment provider), or a customer. */
type HistoryActor = number | 'system' | 'customer';

export type HistoryFilter = {
  who: HistoryActor | null;
  kind: HistoryKind | null;
  /** Dubai calendar dates, both ends included. */
  from: string | null;
  to: string | null;
  page: number;
};

export const unfilteredHistory: HistoryFilter = { who: null, kind: null, from: null, to: null, page: 1 };

const staffId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().int().max(MAX_ID));
const actor = z.union([z.literal('system'), z.literal('customer'), staffId]);
const calendarDate = z.string().refine((value) => {
  if (!isCalendarDate(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
});
const page = z
  .string()
  .regex(/^\d{1,6}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_HISTORY_PAGE));

const fields = { who: actor, kind: z.enum(historyKinds), from: calendarDate, to: calendarDate, page } as const;
export type HistoryField = keyof typeof fields;

/**
 * The filters in the URL, and the names of those given but not understood (for the page to say
 * so). An empty value is no filter, not a mistake: the form sends every field.
 */
export function readHistoryFilter(params: URLSearchParams): { filter: HistoryFilter; dropped: HistoryField[] } {
  const filter: HistoryFilter = { ...unfilteredHistory };
  const dropped: HistoryField[] = [];
  for (const name of Object.keys(fields) as HistoryField[]) {
    const raw = params.get(name);
    if (raw === null || raw === '') continue;
    const parsed = fields[name].safeParse(raw);
    if (parsed.success) (filter as Record<HistoryField, unknown>)[name] = parsed.data;
    else dropped.push(name);
  }
  // A range given backwards is meant the other way round.
  if (filter.from && filter.to && filter.from > filter.to) [filter.from, filter.to] = [filter.to, filter.from];
  return { filter, dropped };
}

/** The filters back as a query string (only those set), for the paging links; `page` replaces the filter's. */
export function historyQuery(filter: Omit<HistoryFilter, 'page'>, page = 1): string {
  const params = new URLSearchParams();
  if (filter.who !== null) params.set('who', String(filter.who));
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const isFiltered = (filter: HistoryFilter) =>
  filter.who !== null || filter.kind !== null || filter.from !== null || filter.to !== null;

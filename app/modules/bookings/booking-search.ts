import type { BookingStatus, PaymentStatus } from '~/db/schema';
import { dubaiMidnight, dubaiToday } from '~/utils/dubai-time';

/**
 * The staff booking search's filters, read from the query string (GET, so a search is a URL that
 * can be bookmarked, shared and paged). Kept free of database code: the page, the CSV export and
 * the tests read filters the same way. Anything malformed is dropped, never an error page.
 */
export type BookingFilters = {
  /** Pick-up dates, 'YYYY-MM-DD' in Dubai, both ends included. */
  from: string;
  to: string;
  /** Drop-off (return) dates, 'YYYY-MM-DD' in Dubai, both ends included. */
  returnFrom: string;
  returnTo: string;
  city: string;
  branchId: number | null;
  reference: string;
  customer: string;
  status: BookingStatus | '';
};

export const BOOKINGS_PAGE_SIZE = 20;
export const MAX_TEXT_FILTER = 80;
/** The charts' default window around today, in days each way. */
const DEFAULT_CHART_DAYS = 30;
/** The longest range the charts draw (a year and a bit), so one query never scans the whole history. */
const MAX_CHART_DAYS = 400;

/** Every state, in the order a booking passes through them (the state filter's options). Kept here so the page needs no database code. */
export const bookingStatesInOrder = [
  'draft',
  'awaiting_payment',
  'payment_failed',
  'confirmed',
  'active',
  'completed',
  'cancelled',
  'no_show',
] as const satisfies readonly BookingStatus[];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function readDate(value: string | null): string {
  if (!value || !DATE.test(value)) return '';
  const [year, month, day] = value.split('-').map(Number);
  const at = new Date(Date.UTC(year, month - 1, day));
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day ? value : '';
}

const readText = (value: string | null) => (value ?? '').trim().slice(0, MAX_TEXT_FILTER);

export function readBookingFilters(params: URLSearchParams): BookingFilters {
  const branch = params.get('branch') ?? '';
  const status = params.get('status') ?? '';
  let from = readDate(params.get('from'));
  let to = readDate(params.get('to'));
  let returnFrom = readDate(params.get('returnFrom'));
  let returnTo = readDate(params.get('returnTo'));
  // A range given backwards is meant the other way round.
  if (from && to && from > to) [from, to] = [to, from];
  if (returnFrom && returnTo && returnFrom > returnTo) [returnFrom, returnTo] = [returnTo, returnFrom];
  return {
    from,
    to,
    returnFrom,
    returnTo,
    city: readText(params.get('city')),
    branchId: /^\d{1,9}$/.test(branch) && Number(branch) > 0 ? Number(branch) : null,
    reference: readText(params.get('reference')),
    customer: readText(params.get('customer')),
    status: (bookingStatesInOrder as readonly string[]).includes(status) ? (status as BookingStatus) : '',
  };
}

/** The filters back as a query string (only those set), for paging links and the CSV link. */
export function filtersToQuery(filters: BookingFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.returnFrom) params.set('returnFrom', filters.returnFrom);
  if (filters.returnTo) params.set('returnTo', filters.returnTo);
  if (filters.city) params.set('city', filters.city);
  if (filters.branchId) params.set('branch', String(filters.branchId));
  if (filters.reference) params.set('reference', filters.reference);
  if (filters.customer) params.set('customer', filters.customer);
  if (filters.status) params.set('status', filters.status);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}

/**
 * How results are listed: a day's or a range's pick-ups or returns in time order, as the counter
 * works through them; otherwise the newest pick-up first.
 */
export function resultOrder(filters: Pick<BookingFilters, 'from' | 'to' | 'returnFrom' | 'returnTo'>) {
  if (filters.returnFrom || filters.returnTo) return 'returnTime' as const;
  if (filters.from || filters.to) return 'pickupTime' as const;
  return 'newestPickup' as const;
}

export function readPageNumber(value: string | null): number {
  return value && /^\d{1,6}$/.test(value) ? Math.max(1, Number(value)) : 1;
}

/** 'YYYY-MM-DD' plus n days, by the calendar (no clock or zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export type DayRange = { from: string; to: string; days: string[]; start: Date; end: Date };

/**
 * The charts' range: the chosen From/To, or 30 days back to 30 days ahead of today in Dubai.
 * A one-sided choice keeps the default on the other side; an overlong one is cut at MAX_CHART_DAYS.
 */
export function chartRange(filters: Pick<BookingFilters, 'from' | 'to'>, now = new Date()): DayRange {
  const today = dubaiToday(now);
  let from = filters.from || addDays(filters.to || today, filters.to ? -2 * DEFAULT_CHART_DAYS : -DEFAULT_CHART_DAYS);
  const to = filters.to || addDays(filters.from || today, filters.from ? 2 * DEFAULT_CHART_DAYS : DEFAULT_CHART_DAYS);
  if (from > to) from = to;
  const days: string[] = [];
  for (let day = from; day <= to && days.length < MAX_CHART_DAYS; day = addDays(day, 1)) days.push(day);
  const last = days[days.length - 1];
  return { from, to: last, days, start: dubaiMidnight(from), end: dubaiMidnight(addDays(last, 1)) };
}

export type PaymentSummary =
  | 'paid'
  | 'failed'
  | 'pending'
  | 'notStarted'
  | 'onPickup'
  | 'paidAtCounter'
  | 'refundOwedAtBranch'
  | 'refunded'
  | 'partlyRefunded'
  | 'none';

/** A counter-paid booking's refund: still owed at the branch, or paid out there. */
export type CounterRefund = 'owed' | 'paidOut' | null;

/**
 * What the staff table says about the money: a card booking by where its card payment stands, a
 * pay-on-pick-up booking by whether staff have recorded its payment at the counter, and by its refund
 * there if it was cancelled.
 */
export function paymentSummaryOf(booking: {
  paymentMethod: 'card' | 'pay_on_pickup' | null;
  paymentStatus: PaymentStatus | null;
  status: BookingStatus;
  counterPaidAt: Date | null;
  counterRefund?: CounterRefund;
}): PaymentSummary {
  if (booking.paymentMethod === 'pay_on_pickup') {
    // What staff must still do comes first: money owed back at the branch.
    if (booking.counterRefund === 'owed') return 'refundOwedAtBranch';
    if (booking.counterRefund === 'paidOut') return 'refunded';
    return booking.counterPaidAt ? 'paidAtCounter' : 'onPickup';
  }
  if (booking.paymentMethod !== 'card') return 'none';
  switch (booking.paymentStatus) {
    case 'paid':
      return 'paid';
    case 'refunded':
      return 'refunded';
    case 'partly_refunded':
      return 'partlyRefunded';
    case 'failed':
    case 'cancelled':
      return 'failed';
    case null:
      return booking.status === 'payment_failed' ? 'failed' : 'notStarted';
    default:
      return 'pending';
  }
}

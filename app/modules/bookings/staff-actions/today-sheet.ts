import { dubaiToday, dubaiDateTime } from '~/utils/dubai-time';

/**
 * The branch's daily sheet, as rules without a database: which two days it covers, and how its
 * pick-ups and returns are laid out (per branch, in time order). Dubai keeps one offset all year,
 * so a day is always 24 hours.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export type SheetDay = { date: string; start: Date; end: Date };

/**
 * Today and tomorrow in Dubai, each from midnight to midnight; or, to plan ahead or look back,
 * another day ('YYYY-MM-DD') and the day after it.
 */
export function sheetDays(now: Date, from?: string | null): [SheetDay, SheetDay] {
  const start = (from && dubaiDateTime(from, '00:00')) || dubaiDateTime(dubaiToday(now), '00:00')!;
  const next = new Date(start.getTime() + DAY_MS);
  return [
    { date: dubaiToday(start), start, end: next },
    { date: dubaiToday(next), start: next, end: new Date(next.getTime() + DAY_MS) },
  ];
}

/** A day asked for in the address: a real date within a year of today, else none (the sheet shows today). */
export function sheetDayParam(value: string | null, now: Date): string | null {
  const start = value ? dubaiDateTime(value, '00:00') : null;
  if (!start || Math.abs(start.getTime() - now.getTime()) > 366 * DAY_MS) return null;
  return value;
}

export type SheetMove = 'pickup' | 'return';

/** What happens at the counter: a car goes out (pick-up) or comes back (return), at a branch and a time. */
export type SheetEntry<Booking> = { move: SheetMove; at: Date; branchId: number; booking: Booking };

type Schedulable = { pickupAt: Date; dropoffAt: Date; pickupBranchId: number; dropoffBranchId: number };

/** A booking's pick-up or return as an entry of the sheet, at the branch where it happens. */
export function sheetEntry<Booking extends Schedulable>(booking: Booking, move: SheetMove): SheetEntry<Booking> {
  return move === 'pickup'
    ? { move, at: booking.pickupAt, branchId: booking.pickupBranchId, booking }
    : { move, at: booking.dropoffAt, branchId: booking.dropoffBranchId, booking };
}

/**
 * The entries of one day per branch, branches in the given order (those with nothing that day left
 * out), each branch's entries in time order; at the same minute a return comes first, since the
 * car coming back may be the one going out.
 */
export function byBranch<Entry extends SheetEntry<unknown>>(
  entries: Entry[],
  day: SheetDay,
  branchOrder: number[],
): { branchId: number; entries: Entry[] }[] {
  const inDay = entries.filter((entry) => entry.at >= day.start && entry.at < day.end);
  return branchOrder
    .map((branchId) => ({
      branchId,
      entries: inDay
        .filter((entry) => entry.branchId === branchId)
        .sort((a, b) => a.at.getTime() - b.at.getTime() || (a.move === b.move ? 0 : a.move === 'return' ? -1 : 1)),
    }))
    .filter((branch) => branch.entries.length > 0);
}

/** A branch asked for in the address: one of the branches' ids, else none (the sheet shows every branch). */
export function sheetBranchParam(value: string | null, branchIds: readonly number[]): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return branchIds.includes(id) ? id : null;
}

/** The entries at one branch, or all of them when no branch is chosen. */
export function atBranch<Entry extends { branchId: number }>(entries: Entry[], branchId: number | null): Entry[] {
  return branchId === null ? entries : entries.filter((entry) => entry.branchId === branchId);
}

/** A pick-up or return already done: when, and by whom (from the booking's history). */
export type SheetDone = { at: Date | null; by: string | null };

/**
 * Whether a sheet entry is done: a pick-up once the booking is on rent or returned, a return once
 * it is returned. Done entries stay on the sheet so the day reads as a whole.
 */
export function entryDone(move: SheetMove, status: string): boolean {
  return move === 'pickup' ? status === 'active' || status === 'completed' : status === 'completed';
}

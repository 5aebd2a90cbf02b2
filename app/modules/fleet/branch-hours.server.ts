import { and, asc, gte } from 'drizzle-orm';
import { type Database, db } from '~/db/client.server';
import { type LocalizedText, branchClosures } from '~/db/schema';
import type { Closure, DayHours, OpeningHours, WeekdayHours } from '~/utils/opening-hours';
import { cachedReference } from '~/modules/cache/reference-cache.server';
import { dubaiToday } from '~/utils/dubai-time';

export type BranchClosure = {
  id: number;
  branchId: number | null;
  firstDate: string;
  lastDate: string;
  reason: LocalizedText;
};

/** Closures that have not ended yet, soonest first; past ones no longer matter to a booking. */
export function upcomingClosures(database?: Database): Promise<BranchClosure[]> {
  const today = dubaiToday();
  const load = (from: Database) =>
    from
      .select({
        id: branchClosures.id,
        branchId: branchClosures.branchId,
        firstDate: branchClosures.firstDate,
        lastDate: branchClosures.lastDate,
        reason: branchClosures.reason,
      })
      .from(branchClosures)
      .where(and(gte(branchClosures.lastDate, today)))
      .orderBy(asc(branchClosures.firstDate), asc(branchClosures.id));
  // Inside a transaction (a mail written with the change it announces) the cache is bypassed.
  return database ? load(database) : cachedReference(`branch-closures:${today}`, () => load(db()));
}

/** A branch's closures: its own and those for every branch. */
function closuresOf(branchId: number, closures: readonly BranchClosure[]): Closure[] {
  return closures
    .filter((closure) => closure.branchId === null || closure.branchId === branchId)
    .map(({ firstDate, lastDate }) => ({ firstDate, lastDate }));
}

/** The opening hours the booking rules read, from a branch row and the upcoming closures. */
export function openingHoursOf(
  branch: DayHours & { id: number; weekdayHours: WeekdayHours | null },
  closures: readonly BranchClosure[],
): OpeningHours {
  return {
    opensAtMinute: branch.opensAtMinute,
    closesAtMinute: branch.closesAtMinute,
    weekdayHours: branch.weekdayHours ?? {},
    closures: closuresOf(branch.id, closures),
  };
}

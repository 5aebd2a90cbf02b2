import { and, asc, eq, gte, lt, or } from 'drizzle-orm';
import { bookings } from '~/db/schema';
import { listBranches } from '~/modules/fleet/branches.server';
import { liveHold } from '../states/booking-states';
import { type BookingView, readBookings } from '../records/booking-view.server';
import { type SheetEntry, byBranch, sheetDays, sheetEntry } from './today-sheet';

/**
 * What the branches have to do today and tomorrow: the confirmed pick-ups and the returns of cars
 * on rent, per branch in time order; what is late from earlier days (cars not collected, cars not
 * returned); and the cars held by bookings not paid yet.
 */
export async function todaySheet(now = new Date(), from: string | null = null) {
  const [today, tomorrow] = sheetDays(now, from);
  const [realToday] = sheetDays(now);
  const [pickups, returns, notCollected, overdue, holds, branches] = await Promise.all([
    readBookings(
      and(eq(bookings.status, 'confirmed'), gte(bookings.pickupAt, today.start), lt(bookings.pickupAt, tomorrow.end)),
    ),
    readBookings(
      and(eq(bookings.status, 'active'), gte(bookings.dropoffAt, today.start), lt(bookings.dropoffAt, tomorrow.end)),
      { orderBy: asc(bookings.dropoffAt) },
    ),
    readBookings(and(eq(bookings.status, 'confirmed'), lt(bookings.pickupAt, realToday.start))),
    readBookings(and(eq(bookings.status, 'active'), lt(bookings.dropoffAt, realToday.start)), {
      orderBy: asc(bookings.dropoffAt),
    }),
    readBookings(or(eq(bookings.status, 'awaiting_payment'), liveHold(now))),
    listBranches(),
  ]);
  const entries: SheetEntry<BookingView>[] = [
    ...pickups.map((booking) => sheetEntry(booking, 'pickup')),
    ...returns.map((booking) => sheetEntry(booking, 'return')),
  ];
  const branchOrder = branches.map((branch) => branch.id);
  return {
    today: realToday.date,
    tomorrow: sheetDays(now)[1].date,
    days: [today, tomorrow].map((day) => ({ date: day.date, branches: byBranch(entries, day, branchOrder) })),
    notCollected: notCollected.map((booking) => sheetEntry(booking, 'pickup')),
    overdue: overdue.map((booking) => sheetEntry(booking, 'return')),
    holds,
  };
}

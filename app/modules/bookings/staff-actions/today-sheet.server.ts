import { and, desc, eq, gte, inArray, lt, or } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { bookingEvents, bookings, fleetCars, rentals, users } from '~/db/schema';
import { listBranches } from '~/modules/fleet/branches.server';
import { liveHold } from '../states/booking-states';
import { type BookingView, readBookings } from '../records/booking-view.server';
import {
  type SheetDone,
  type SheetEntry,
  type SheetMove,
  atBranch,
  byBranch,
  entryDone,
  sheetDays,
  sheetBranchParam,
  sheetEntry,
} from './today-sheet';

/** When and by whom each booking was picked up and returned, from the moves in its history. */
async function doneMoves(bookingIds: number[]): Promise<Map<string, SheetDone>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db()
    .select({
      bookingId: bookingEvents.bookingId,
      toStatus: bookingEvents.toStatus,
      at: bookingEvents.createdAt,
      by: users.fullName,
    })
    .from(bookingEvents)
    .leftJoin(users, eq(users.id, bookingEvents.actorId))
    .where(
      and(
        inArray(bookingEvents.bookingId, bookingIds),
        inArray(bookingEvents.toStatus, ['active', 'completed']),
        or(eq(bookingEvents.fromStatus, 'confirmed'), eq(bookingEvents.fromStatus, 'active')),
      ),
    )
    .orderBy(desc(bookingEvents.createdAt));
  const done = new Map<string, SheetDone>();
  for (const row of rows) {
    const key = `${row.toStatus === 'active' ? 'pickup' : 'return'}-${row.bookingId}`;
    if (!done.has(key)) done.set(key, { at: row.at, by: row.by });
  }
  return done;
}

/** A car by its plate, as the hand-over recorded it. */
export type SheetCar = Pick<typeof fleetCars.$inferSelect, 'plateEmirate' | 'plateCode' | 'plateNumber'>;

/** The car each booking took out at its hand-over, by booking id: only bookings handed over have one. */
async function carsHandedOver(bookingIds: number[]): Promise<Map<number, SheetCar>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db()
    .select({
      bookingId: rentals.bookingId,
      plateEmirate: fleetCars.plateEmirate,
      plateCode: fleetCars.plateCode,
      plateNumber: fleetCars.plateNumber,
    })
    .from(rentals)
    .innerJoin(fleetCars, eq(fleetCars.id, rentals.fleetCarId))
    .where(inArray(rentals.bookingId, bookingIds));
  return new Map(rows.map(({ bookingId, ...car }) => [bookingId, car]));
}

export type TodaySheetEntry = SheetEntry<BookingView> & { done: SheetDone | null; car: SheetCar | null };

/**
 * What the branches have to do today and tomorrow: the pick-ups and returns per branch in time
 * order, those already done among them; what is late from earlier days (cars not collected, cars
 * not returned); and the cars held by bookings not paid yet. With a branch, only that branch's.
 */
export async function todaySheet(now = new Date(), from: string | null = null, branchParam: string | null = null) {
  const [today, tomorrow] = sheetDays(now, from);
  const [realToday] = sheetDays(now);
  // One read of every booking the sheet may show, sorted into its parts below: on the embedded
  // database each statement is a round of the single connection, and the parts overlap anyway.
  const [candidates, branches] = await Promise.all([
    readBookings(
      or(
        and(
          inArray(bookings.status, ['confirmed', 'active', 'completed']),
          gte(bookings.pickupAt, today.start),
          lt(bookings.pickupAt, tomorrow.end),
        ),
        and(
          inArray(bookings.status, ['active', 'completed']),
          gte(bookings.dropoffAt, today.start),
          lt(bookings.dropoffAt, tomorrow.end),
        ),
        and(eq(bookings.status, 'confirmed'), lt(bookings.pickupAt, realToday.start)),
        and(eq(bookings.status, 'active'), lt(bookings.dropoffAt, realToday.start)),
        eq(bookings.status, 'awaiting_payment'),
        liveHold(now),
      ),
      // Planning this read (eight tables, six alternatives) cost PostgreSQL 10 ms a time; kept prepared it is not planned again.
      { limit: 2000, statementName: 'today_sheet_bookings' },
    ),
    listBranches(),
  ]);
  const within = (at: Date, day: { start: Date }, end: Date) => at >= day.start && at < end;
  const byDropoff = (a: BookingView, b: BookingView) => a.dropoffAt.getTime() - b.dropoffAt.getTime() || a.id - b.id;
  const pickups = candidates.filter(
    (booking) =>
      ['confirmed', 'active', 'completed'].includes(booking.status) && within(booking.pickupAt, today, tomorrow.end),
  );
  const returns = candidates
    .filter(
      (booking) => ['active', 'completed'].includes(booking.status) && within(booking.dropoffAt, today, tomorrow.end),
    )
    .sort(byDropoff);
  const notCollected = candidates.filter(
    (booking) => booking.status === 'confirmed' && booking.pickupAt < realToday.start,
  );
  const overdue = candidates
    .filter((booking) => booking.status === 'active' && booking.dropoffAt < realToday.start)
    .sort(byDropoff);
  const holds = candidates.filter(
    (booking) =>
      booking.status === 'awaiting_payment' ||
      (booking.status === 'draft' && booking.holdExpiresAt !== null && booking.holdExpiresAt > now),
  );
  const branchId = sheetBranchParam(
    branchParam,
    branches.map((branch) => branch.id),
  );
  // Bookings past their hand-over: when it was done, and by whom, and the car that went out.
  const handedOver = [...pickups, ...returns, ...overdue]
    .filter((booking) => booking.status !== 'confirmed')
    .map((booking) => booking.id);
  const [done, cars] = await Promise.all([doneMoves(handedOver), carsHandedOver(handedOver)]);
  const withDone = (booking: BookingView, move: SheetMove): TodaySheetEntry => ({
    ...sheetEntry(booking, move),
    done: entryDone(move, booking.status) ? (done.get(`${move}-${booking.id}`) ?? { at: null, by: null }) : null,
    car: cars.get(booking.id) ?? null,
  });
  const entries = atBranch(
    [
      ...pickups.map((booking) => withDone(booking, 'pickup')),
      ...returns.map((booking) => withDone(booking, 'return')),
    ],
    branchId,
  );
  const branchOrder = branches.map((branch) => branch.id);
  return {
    today: realToday.date,
    tomorrow: sheetDays(now)[1].date,
    branchId,
    branches: branches.map((branch) => ({ id: branch.id, cityLabel: branch.cityLabel, nameLabel: branch.nameLabel })),
    days: [today, tomorrow].map((day) => ({ date: day.date, branches: byBranch(entries, day, branchOrder) })),
    notCollected: atBranch(
      notCollected.map((booking) => withDone(booking, 'pickup')),
      branchId,
    ),
    overdue: atBranch(
      overdue.map((booking) => withDone(booking, 'return')),
      branchId,
    ),
    holds: holds.filter((booking) => branchId === null || booking.pickupBranchId === branchId),
  };
}

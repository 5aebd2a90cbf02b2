import { and, asc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { stockStatuses } from '~/modules/cars/car-rules';
import {
  type BookingStatus,
  type LocalizedText,
  bookings,
  fleetCars,
  branches,
  vehicleModels,
  vehicleTypes,
} from '~/db/schema';
import { DUBAI_TIME_ZONE } from '~/utils/dubai-time';
import type { DayRange } from './booking-search';

/**
 * Bookings that are going ahead count in the figures: confirmed, on rent or returned. Drafts,
 * unpaid, failed and cancelled bookings never became rentals and earned nothing.
 */
const countedStatuses = ['confirmed', 'active', 'completed'] as const satisfies readonly BookingStatus[];

type DayFigure = { day: string; bookings: number; revenueFils: number };
type BranchFigure = { branchId: number; city: LocalizedText; name: LocalizedText; bookings: number };
type TypeFigure = { typeId: number; label: LocalizedText; bookings: number };
type UtilisationFigure = {
  branchId: number;
  city: LocalizedText;
  name: LocalizedText;
  bookedCarDays: number;
  availableCarDays: number;
  rate: number;
};

export type BookingStats = {
  range: { from: string; to: string; days: number };
  totals: { bookings: number; revenueFils: number };
  perDay: DayFigure[];
  byBranch: BranchFigure[];
  byVehicleType: TypeFigure[];
  utilisation: UtilisationFigure[];
};

const DAY_SECONDS = 86_400;

/**
 * The dashboard's figures for a range of Dubai days. Bookings and revenue are counted on the day
 * of pick-up (revenue is the booking's total including VAT, from its price snapshot). Utilisation
 * per branch is the car-days booked inside the range (each rental cut to the range) over the
 * car-days the branch's stock could give: its cars of every active model times the days.
 */
export async function bookingStats(range: DayRange): Promise<BookingStats> {
  const counted = inArray(bookings.status, [...countedStatuses]);
  const pickedUpInRange = and(counted, gte(bookings.pickupAt, range.start), lt(bookings.pickupAt, range.end));
  // The zone is written into the SQL, not bound: the select and the group by must be the same expression.
  const dubaiDay = sql<string>`to_char(${bookings.pickupAt} at time zone ${sql.raw(`'${DUBAI_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
  const startIso = range.start.toISOString();
  const endIso = range.end.toISOString();
  // The part of each rental inside the range, in seconds.
  const overlapSeconds = sql`greatest(0, extract(epoch from (least(${bookings.dropoffAt}, ${endIso}::timestamptz) - greatest(${bookings.pickupAt}, ${startIso}::timestamptz))))`;

  const [dayRows, branchRows, typeRows, branchList, typeList, bookedRows, stockRows] = await Promise.all([
    db()
      .select({
        day: dubaiDay,
        bookings: sql<number>`count(*)::int`,
        revenueFils: sql<string>`coalesce(sum(${bookings.totalFils}), 0)::bigint`,
      })
      .from(bookings)
      .where(pickedUpInRange)
      .groupBy(dubaiDay),
    db()
      .select({ branchId: bookings.pickupBranchId, bookings: sql<number>`count(*)::int` })
      .from(bookings)
      .where(pickedUpInRange)
      .groupBy(bookings.pickupBranchId),
    db()
      .select({ typeId: vehicleModels.vehicleTypeId, bookings: sql<number>`count(*)::int` })
      .from(bookings)
      .innerJoin(vehicleModels, eq(vehicleModels.id, bookings.vehicleModelId))
      .where(pickedUpInRange)
      .groupBy(vehicleModels.vehicleTypeId),
    db()
      .select({ id: branches.id, city: branches.cityLabel, name: branches.nameLabel })
      .from(branches)
      .orderBy(asc(branches.sortOrder), asc(branches.id)),
    db()
      .select({ id: vehicleTypes.id, label: vehicleTypes.label })
      .from(vehicleTypes)
      .orderBy(asc(vehicleTypes.sortOrder), asc(vehicleTypes.id)),
    db()
      .select({ branchId: bookings.pickupBranchId, seconds: sql<string>`coalesce(sum(${overlapSeconds}), 0)::float8` })
      .from(bookings)
      .where(and(counted, lt(bookings.pickupAt, range.end), gt(bookings.dropoffAt, range.start)))
      .groupBy(bookings.pickupBranchId),
    db()
      .select({ branchId: fleetCars.homeBranchId, cars: sql<number>`count(*)::int` })
      .from(fleetCars)
      .innerJoin(vehicleModels, eq(vehicleModels.id, fleetCars.vehicleModelId))
      .where(and(eq(vehicleModels.active, true), inArray(fleetCars.status, [...stockStatuses])))
      .groupBy(fleetCars.homeBranchId),
  ]);

  const byDay = new Map(dayRows.map((row) => [row.day, row]));
  const perDay = range.days.map((day) => ({
    day,
    bookings: byDay.get(day)?.bookings ?? 0,
    revenueFils: Number(byDay.get(day)?.revenueFils ?? 0),
  }));
  const branchCount = new Map(branchRows.map((row) => [row.branchId, row.bookings]));
  const typeCount = new Map(typeRows.map((row) => [row.typeId, row.bookings]));
  const booked = new Map(bookedRows.map((row) => [row.branchId, Number(row.seconds) / DAY_SECONDS]));
  const stock = new Map(stockRows.map((row) => [row.branchId, row.cars]));
  const days = range.days.length;

  return {
    range: { from: range.from, to: range.to, days },
    totals: {
      bookings: perDay.reduce((sum, day) => sum + day.bookings, 0),
      revenueFils: perDay.reduce((sum, day) => sum + day.revenueFils, 0),
    },
    perDay,
    byBranch: branchList.map((branch) => ({
      branchId: branch.id,
      city: branch.city,
      name: branch.name,
      bookings: branchCount.get(branch.id) ?? 0,
    })),
    byVehicleType: typeList.map((type) => ({
      typeId: type.id,
      label: type.label,
      bookings: typeCount.get(type.id) ?? 0,
    })),
    utilisation: branchList.map((branch) => {
      const bookedCarDays = Math.round((booked.get(branch.id) ?? 0) * 100) / 100;
      const availableCarDays = (stock.get(branch.id) ?? 0) * days;
      return {
        branchId: branch.id,
        city: branch.city,
        name: branch.name,
        bookedCarDays,
        availableCarDays,
        rate: availableCarDays > 0 ? bookedCarDays / availableCarDays : 0,
      };
    }),
  };
}

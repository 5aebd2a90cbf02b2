import { and, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '~/db/client.server';
import { db as appDb } from '~/db/client.server';
import { blockedCars, bookings, fleetCars, rentals } from '~/db/schema';
import { liveHold } from '~/modules/bookings/states/booking-states';
import { cachedReference } from '~/modules/cache/reference-cache.server';
import { readSettings } from '~/modules/site/site-settings.server';
import { dubaiToday } from '~/utils/dubai-time';
import { countsInStockThrough } from '~/modules/cars/car-stock.server';

export const DEFAULT_TURNAROUND_MINUTES = 120;

/** The states in which a booking keeps its car (a draft only until its hold expires). */
export const holdingStatuses = ['awaiting_payment', 'confirmed', 'active'] as const;

export type AvailabilityRequest = {
  vehicleModelIds: number[];
  branchId: number;
  pickupAt: Date;
  dropoffAt: Date;
  turnaroundMinutes: number;
  now: Date;
  /** A booking being changed: the car it holds now is free for its own new dates. */
  exceptBookingId?: number;
};

/** How long a returned car is out of service before its next rental (a setting staff can change). */
export function turnaroundMinutes(): Promise<number> {
  return cachedReference('turnaround-minutes', async () => {
    const { turnaroundBufferMinutes } = await readSettings(['turnaroundBufferMinutes']);
    return typeof turnaroundBufferMinutes === 'number' && turnaroundBufferMinutes >= 0
      ? turnaroundBufferMinutes
      : DEFAULT_TURNAROUND_MINUTES;
  });
}

const carOut = alias(fleetCars, 'car_out');

/**
 * The model whose car a booking holds (decision 087): while the car handed over for it is out, that
 * car's model, which a swap or an upgrade at the counter makes another than the one booked; else the
 * booked model. The statement, the ledger and blocks all count a booking against this model, so the
 * class a car went out of has one car fewer while the booked model has its car back. Only an active
 * booking has a car out: its return completes it.
 */
export function heldModelId(db: Database) {
  const out = db
    .select({ vehicleModelId: carOut.vehicleModelId })
    .from(rentals)
    .innerJoin(carOut, eq(carOut.id, rentals.fleetCarId))
    .where(and(eq(rentals.bookingId, bookings.id), isNull(rentals.returnedAt)));
  return sql<number>`coalesce((${out}), ${bookings.vehicleModelId})`;
}

/** The model whose car the booking holds now (heldModelId), in the caller's transaction; undefined for no booking. */
export async function modelHeldBy(bookingId: number, db: Database): Promise<number | undefined> {
  const [row] = await db
    .select({ vehicleModelId: heldModelId(db) })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row ? Number(row.vehicleModelId) : undefined;
}

/**
 * Cars of each model still free at the pick-up branch for the whole rental, counting every booking
 * that holds a car of it there (heldModelId) from its pick-up until its drop-off plus the
 * turnaround buffer, and every car staff blocked for any part of that time. One statement for all
 * the models asked about: the branch's cars that count for the rental (countsInStockThrough: in
 * stock, papers valid through the drop-off day), by model, each count less its overlapping bookings
 * and blocks (indexes fleet_cars_branch_model_idx, bookings_branch_model_blocked_idx, rentals_out_idx
 * and blocked_cars_model_branch_idx). Pass a transaction to use it inside the one that creates a booking.
 */
export async function carsAvailable(
  request: AvailabilityRequest,
  db: Database = appDb(),
): Promise<Map<number, number>> {
  const available = new Map<number, number>(request.vehicleModelIds.map((id) => [id, 0]));
  if (request.vehicleModelIds.length === 0) return available;
  for (const row of await availabilityStatement(request, db))
    available.set(row.vehicleModelId, Math.max(0, Number(row.free)));
  return available;
}

/** The one statement behind carsAvailable, unexecuted (scripts/explain-availability.ts plans it). */
export function availabilityStatement(request: AvailabilityRequest, db: Database = appDb()) {
  const blockedUntil = new Date(request.dropoffAt.getTime() + request.turnaroundMinutes * 60_000);
  const holdsACarThen = and(
    eq(bookings.pickupBranchId, request.branchId),
    gt(bookings.blockedUntil, request.pickupAt),
    lt(bookings.pickupAt, blockedUntil),
    or(inArray(bookings.status, [...holdingStatuses]), liveHold(request.now)),
    request.exceptBookingId === undefined ? undefined : ne(bookings.id, request.exceptBookingId),
  );
  // The bookings holding a car of the model (heldModelId), counted in two parts so the index on the
  // booked model still finds the usual ones: those booked as it and not out in another model's car...
  const held = db
    .select({ count: sql<number>`count(*)` })
    .from(bookings)
    .where(
      and(
        eq(bookings.vehicleModelId, fleetCars.vehicleModelId),
        eq(heldModelId(db), fleetCars.vehicleModelId),
        holdsACarThen,
      ),
    );
  // ... and those booked as another model that have one of its cars out (a swap or an upgrade), found from the cars out.
  const heldAsAnother = db
    .select({ count: sql<number>`count(*)` })
    .from(rentals)
    .innerJoin(carOut, eq(carOut.id, rentals.fleetCarId))
    .innerJoin(bookings, eq(bookings.id, rentals.bookingId))
    .where(
      and(
        isNull(rentals.returnedAt),
        eq(carOut.vehicleModelId, fleetCars.vehicleModelId),
        ne(bookings.vehicleModelId, fleetCars.vehicleModelId),
        holdsACarThen,
      ),
    );
  // Cars staff took out of service for any part of the rental, its turnaround included.
  const blocked = db
    .select({ cars: sql<number>`coalesce(sum(${blockedCars.cars}), 0)` })
    .from(blockedCars)
    .where(
      and(
        eq(blockedCars.vehicleModelId, fleetCars.vehicleModelId),
        eq(blockedCars.branchId, request.branchId),
        gt(blockedCars.endsAt, request.pickupAt),
        lt(blockedCars.startsAt, blockedUntil),
      ),
    );
  return db
    .select({
      vehicleModelId: fleetCars.vehicleModelId,
      free: sql<number>`(count(*) - (${held}) - (${heldAsAnother}) - (${blocked}))::int`,
    })
    .from(fleetCars)
    .where(
      and(
        eq(fleetCars.homeBranchId, request.branchId),
        inArray(fleetCars.vehicleModelId, request.vehicleModelIds),
        countsInStockThrough(dubaiToday(request.dropoffAt)),
      ),
    )
    .groupBy(fleetCars.vehicleModelId);
}

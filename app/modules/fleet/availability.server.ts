import { and, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { db as appDb } from '~/db/client.server';
import { blockedCars, bookings, fleetCars } from '~/db/schema';
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

/**
 * Cars of each model still free at the pick-up branch for the whole rental, counting every booking
 * that holds a car there from its pick-up until its drop-off plus the turnaround buffer, and every
 * car staff blocked for any part of that time. One statement for all the models asked about: the
 * branch's cars that count for the rental (countsInStockThrough: in stock, papers valid through the
 * drop-off day), by model, each count less its overlapping bookings and blocks (indexes
 * fleet_cars_branch_model_idx, bookings_branch_model_blocked_idx and blocked_cars_model_branch_idx).
 * Pass a transaction to use it inside the one that creates a booking.
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
  const held = db
    .select({ count: sql<number>`count(*)` })
    .from(bookings)
    .where(
      and(
        eq(bookings.pickupBranchId, request.branchId),
        eq(bookings.vehicleModelId, fleetCars.vehicleModelId),
        gt(bookings.blockedUntil, request.pickupAt),
        lt(bookings.pickupAt, blockedUntil),
        or(inArray(bookings.status, [...holdingStatuses]), liveHold(request.now)),
        request.exceptBookingId === undefined ? undefined : ne(bookings.id, request.exceptBookingId),
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
      free: sql<number>`(count(*) - (${held}) - (${blocked}))::int`,
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

import { and, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { db as appDb } from '~/db/client.server';
import { blockedCars, bookings, branchFleet } from '~/db/schema';
import { readSettings } from '~/modules/site/site-settings.server';

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
export async function turnaroundMinutes(): Promise<number> {
  const { turnaroundBufferMinutes } = await readSettings(['turnaroundBufferMinutes']);
  return typeof turnaroundBufferMinutes === 'number' && turnaroundBufferMinutes >= 0 ? turnaroundBufferMinutes : DEFAULT_TURNAROUND_MINUTES;
}

/**
 * Cars of each model still free at the pick-up branch for the whole rental, counting every booking
 * that holds a car there from its pick-up until its drop-off plus the turnaround buffer, and every
 * car staff blocked for any part of that time.
 * Pass a transaction to use it inside the one that creates a booking.
 */
export async function carsAvailable(request: AvailabilityRequest, db: Database = appDb()): Promise<Map<number, number>> {
  const available = new Map<number, number>(request.vehicleModelIds.map((id) => [id, 0]));
  if (request.vehicleModelIds.length === 0) return available;
  const blockedUntil = new Date(request.dropoffAt.getTime() + request.turnaroundMinutes * 60_000);
  const [stock, held, blocked] = await Promise.all([
    db
      .select({ vehicleModelId: branchFleet.vehicleModelId, cars: branchFleet.cars })
      .from(branchFleet)
      .where(and(eq(branchFleet.branchId, request.branchId), inArray(branchFleet.vehicleModelId, request.vehicleModelIds))),
    db
      .select({ vehicleModelId: bookings.vehicleModelId, count: sql<number>`count(*)::int` })
      .from(bookings)
      .where(
        and(
          eq(bookings.pickupBranchId, request.branchId),
          inArray(bookings.vehicleModelId, request.vehicleModelIds),
          or(inArray(bookings.status, [...holdingStatuses]), and(eq(bookings.status, 'draft'), gt(bookings.holdExpiresAt, request.now))),
          lt(bookings.pickupAt, blockedUntil),
          gt(bookings.blockedUntil, request.pickupAt),
          request.exceptBookingId === undefined ? undefined : ne(bookings.id, request.exceptBookingId),
        ),
      )
      .groupBy(bookings.vehicleModelId),
    // Cars staff took out of service for any part of the rental, its turnaround included.
    db
      .select({ vehicleModelId: blockedCars.vehicleModelId, count: sql<number>`sum(${blockedCars.cars})::int` })
      .from(blockedCars)
      .where(
        and(
          eq(blockedCars.branchId, request.branchId),
          inArray(blockedCars.vehicleModelId, request.vehicleModelIds),
          lt(blockedCars.startsAt, blockedUntil),
          gt(blockedCars.endsAt, request.pickupAt),
        ),
      )
      .groupBy(blockedCars.vehicleModelId),
  ]);
  for (const row of stock) available.set(row.vehicleModelId, row.cars);
  for (const row of [...held, ...blocked]) available.set(row.vehicleModelId, Math.max(0, (available.get(row.vehicleModelId) ?? 0) - Number(row.count)));
  return available;
}

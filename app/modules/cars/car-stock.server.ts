import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { type Database, db as appDb } from '~/db/client.server';
import { fleetCars } from '~/db/schema';
import { stockStatuses } from './car-rules';

/**
 * A car counts in its home branch's stock for a rental ending on `lastDay` (Dubai date) while it is
 * available or on rent (an on-rent car is busy through its booking) and its registration and
 * insurance are both valid through that day.
 */
export const countsInStockThrough = (lastDay: string) =>
  and(
    inArray(fleetCars.status, [...stockStatuses]),
    gte(fleetCars.registrationExpiresOn, lastDay),
    gte(fleetCars.insuranceExpiresOn, lastDay),
  );

/** The cars each branch counts of a model for a rental ending on `lastDay`, by branch id (branches with none left out). */
export async function countedCarsByBranch(
  vehicleModelId: number,
  lastDay: string,
  db: Database = appDb(),
): Promise<Map<number, number>> {
  const rows = await db
    .select({ branchId: fleetCars.homeBranchId, cars: sql<number>`count(*)::int` })
    .from(fleetCars)
    .where(and(eq(fleetCars.vehicleModelId, vehicleModelId), countsInStockThrough(lastDay)))
    .groupBy(fleetCars.homeBranchId);
  return new Map(rows.map((row) => [row.branchId, Number(row.cars)]));
}

/**
 * Serialises everything that checks and then takes a car of a model at a branch (a hold, a booking
 * change, a block) for the rest of the transaction, whether or not the branch holds any such car.
 */
export async function lockModelAtBranch(tx: Database, branchId: number, vehicleModelId: number) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`model-at-branch:${branchId}:${vehicleModelId}`}, 0))`,
  );
}

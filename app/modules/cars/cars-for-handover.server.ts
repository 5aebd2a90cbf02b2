import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { type Database, db as appDb } from '~/db/client.server';
import { fleetCars, vehicleModels } from '~/db/schema';

export type HandoverCarQuery = {
  branchId: number;
  /** The booked model, or every model of the classes (vehicle types) given: the booked one and those above it. */
  vehicleModelId?: number;
  vehicleTypeIds?: readonly number[];
  /** The last day of the rental (Dubai date, 'YYYY-MM-DD'): the car's papers must be valid through it. */
  dropoffDay: string;
};

/**
 * Cars at the branch that could be handed over for a booking now: available (not on rent, in
 * service or retired), of the model or classes asked for, with registration and insurance valid
 * through the drop-off day; sorted by plate.
 */
export function carsReadyForHandover(query: HandoverCarQuery, db: Database = appDb()) {
  const types = query.vehicleTypeIds;
  return db
    .select({
      id: fleetCars.id,
      plateEmirate: fleetCars.plateEmirate,
      plateCode: fleetCars.plateCode,
      plateNumber: fleetCars.plateNumber,
      vin: fleetCars.vin,
      colour: fleetCars.colour,
      odometerKm: fleetCars.odometerKm,
      vehicleModelId: fleetCars.vehicleModelId,
      vehicleTypeId: vehicleModels.vehicleTypeId,
      brand: vehicleModels.brand,
      modelName: vehicleModels.name,
    })
    .from(fleetCars)
    .innerJoin(vehicleModels, eq(vehicleModels.id, fleetCars.vehicleModelId))
    .where(
      and(
        eq(fleetCars.homeBranchId, query.branchId),
        eq(fleetCars.status, 'available'),
        gte(fleetCars.registrationExpiresOn, query.dropoffDay),
        gte(fleetCars.insuranceExpiresOn, query.dropoffDay),
        query.vehicleModelId === undefined ? undefined : eq(fleetCars.vehicleModelId, query.vehicleModelId),
        types === undefined ? undefined : types.length ? inArray(vehicleModels.vehicleTypeId, [...types]) : sql`false`,
        // Neither model nor class: nothing to hand over.
        query.vehicleModelId === undefined && types === undefined ? sql`false` : undefined,
      ),
    )
    .orderBy(asc(fleetCars.plateEmirate), asc(fleetCars.plateCode), asc(fleetCars.plateNumber));
}

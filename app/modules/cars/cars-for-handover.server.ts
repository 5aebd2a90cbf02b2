import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { type Database, db as appDb } from '~/db/client.server';
import { fleetCars, vehicleModels } from '~/db/schema';

export type HandoverCarQuery = {
  branchId: number;
  /** The booked model, or every model of the booked class (vehicle type) when an upgrade or swap is allowed. */
  vehicleModelId?: number;
  vehicleTypeId?: number;
  /** The last day of the rental (Dubai date, 'YYYY-MM-DD'): the car's papers must be valid through it. */
  dropoffDay: string;
};

/**
 * Cars at the branch that could be handed over for a booking now: available (not on rent, in
 * service or retired), of the model or class asked for, with registration and insurance valid
 * through the drop-off day; sorted by plate.
 */
export function carsReadyForHandover(query: HandoverCarQuery, db: Database = appDb()) {
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
        query.vehicleTypeId === undefined ? undefined : eq(vehicleModels.vehicleTypeId, query.vehicleTypeId),
        // Neither model nor class: nothing to hand over.
        query.vehicleModelId === undefined && query.vehicleTypeId === undefined ? sql`false` : undefined,
      ),
    )
    .orderBy(asc(fleetCars.plateEmirate), asc(fleetCars.plateCode), asc(fleetCars.plateNumber));
}

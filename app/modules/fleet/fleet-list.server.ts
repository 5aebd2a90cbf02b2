import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { rateCards, vehicleModels, vehicleTypes } from '~/db/schema';
import { cachedReference } from '~/modules/cache/reference-cache.server';

export type FleetFilter = { vehicleTypeNames?: string[] };

/** What a fleet card shows of a model and its type (joined on vehicle_type_id). */
export const vehicleCardColumns = {
  id: vehicleModels.id,
  brand: vehicleModels.brand,
  name: vehicleModels.name,
  vehicleType: vehicleTypes.name,
  vehicleTypeLabel: vehicleTypes.label,
  seats: vehicleModels.seats,
  luggage: vehicleModels.luggage,
  doors: vehicleModels.doors,
  airConditioned: vehicleModels.airConditioned,
  transmission: vehicleModels.transmission,
  imageFileId: vehicleModels.imageFileId,
};

/** Active models with their type; the card view of the fleet. */
export function listFleet(filter: FleetFilter = {}) {
  const conditions = [eq(vehicleModels.active, true)];
  if (filter.vehicleTypeNames?.length) conditions.push(inArray(vehicleTypes.name, filter.vehicleTypeNames));
  return db()
    .select({ ...vehicleCardColumns, popular: vehicleModels.popular })
    .from(vehicleModels)
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicleModels.vehicleTypeId))
    .where(and(...conditions))
    .orderBy(asc(vehicleTypes.sortOrder), asc(vehicleModels.brand), asc(vehicleModels.name));
}

/** Each model's rate cards, newest first (the starting-rate rule looks at the first two). */
export function listMonthlyRates(modelIds: number[]) {
  if (modelIds.length === 0) return Promise.resolve([]);
  return db()
    .select({ vehicleModelId: rateCards.vehicleModelId, monthlyFils: rateCards.monthlyFils })
    .from(rateCards)
    .where(inArray(rateCards.vehicleModelId, modelIds))
    .orderBy(desc(rateCards.createdAt), desc(rateCards.id));
}

/**
 * The active fleet with each model's rate cards' monthly rates, from the reference cache: what the
 * fleet guide's cards and GET /api/v1/vehicles show, read in the same generation as quotes' rates.
 */
export function fleetWithMonthlyRates() {
  return cachedReference('fleet-with-rates', async () => {
    const models = await listFleet();
    return { models, rates: await listMonthlyRates(models.map((model) => model.id)) };
  });
}

export function listVehicleTypes() {
  return cachedReference('vehicle-types', async () =>
    db()
      .select({
        id: vehicleTypes.id,
        name: vehicleTypes.name,
        label: vehicleTypes.label,
        imageFileId: vehicleTypes.imageFileId,
        minimumRenterAge: vehicleTypes.minimumRenterAge,
      })
      .from(vehicleTypes)
      .orderBy(asc(vehicleTypes.sortOrder)),
  );
}

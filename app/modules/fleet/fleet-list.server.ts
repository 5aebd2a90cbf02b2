import { and, asc, eq, inArray } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { vehicleModels, vehicleTypes } from '~/db/schema';
import { cachedReference } from '~/modules/cache/reference-cache.server';
import { offeredRateCards } from '~/modules/pricing/rate-cards.server';

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

/**
 * The active fleet with each model's rate card in force, from the reference cache: what the fleet
 * guide's cards and GET /api/v1/vehicles price from, read in the same generation as quotes' rates.
 */
export async function fleetWithRateCards() {
  const [models, { cards }] = await Promise.all([cachedReference('fleet', () => listFleet()), offeredRateCards()]);
  return { models, cards };
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

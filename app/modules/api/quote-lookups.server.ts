import { and, asc, eq, inArray } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { branches, collectionLocations, vehicleModels } from '~/db/schema';

/** The model, if it exists and is still offered (retired models keep old bookings but take no new ones). */
export async function findActiveVehicleModel(id: number) {
  const [row] = await db()
    .select({ id: vehicleModels.id })
    .from(vehicleModels)
    .where(and(eq(vehicleModels.id, id), eq(vehicleModels.active, true)));
  return row;
}

/** The branches among `ids`, with what pricing (city, value) and the schedule rules (hours) need. */
export function findBranchesByIds(ids: number[]) {
  return db()
    .select({
      id: branches.id,
      city: branches.city,
      value: branches.value,
      opensAtMinute: branches.opensAtMinute,
      closesAtMinute: branches.closesAtMinute,
    })
    .from(branches)
    .where(inArray(branches.id, ids));
}

export async function listCollectionCities(): Promise<string[]> {
  const rows = await db().select({ city: collectionLocations.city }).from(collectionLocations).orderBy(asc(collectionLocations.sortOrder));
  return rows.map((row) => row.city);
}

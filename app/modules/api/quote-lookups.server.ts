import { and, asc, eq, inArray } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { branches, collectionLocations, vehicleModels } from '~/db/schema';
import { openingHoursOf, upcomingClosures } from '~/modules/fleet/branch-hours.server';

/** The model, if it exists and is still offered (retired models keep old bookings but take no new ones). */
export async function findActiveVehicleModel(id: number) {
  const [row] = await db()
    .select({ id: vehicleModels.id })
    .from(vehicleModels)
    .where(and(eq(vehicleModels.id, id), eq(vehicleModels.active, true)));
  return row;
}

/** The branches among `ids`, with what pricing (city, value) and the schedule rules (hours, weekdays, closures) need. */
export async function findBranchesByIds(ids: number[]) {
  const [rows, closures] = await Promise.all([
    db()
      .select({
        id: branches.id,
        city: branches.city,
        value: branches.value,
        opensAtMinute: branches.opensAtMinute,
        closesAtMinute: branches.closesAtMinute,
        weekdayHours: branches.weekdayHours,
      })
      .from(branches)
      .where(inArray(branches.id, ids)),
    upcomingClosures(),
  ]);
  return rows.map((row) => ({ ...row, ...openingHoursOf(row, closures) }));
}

export async function listCollectionCities(): Promise<string[]> {
  const rows = await db().select({ city: collectionLocations.city }).from(collectionLocations).orderBy(asc(collectionLocations.sortOrder));
  return rows.map((row) => row.city);
}

import { asc, eq, or } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { branches, vehicleModels } from '~/db/schema';

/** The models a car may be of (those still offered, and the car's own), by brand and name. */
export function modelChoices(currentModelId?: number) {
  return db()
    .select({ id: vehicleModels.id, brand: vehicleModels.brand, name: vehicleModels.name })
    .from(vehicleModels)
    .where(
      currentModelId === undefined
        ? eq(vehicleModels.active, true)
        : or(eq(vehicleModels.active, true), eq(vehicleModels.id, currentModelId)),
    )
    .orderBy(asc(vehicleModels.brand), asc(vehicleModels.name));
}

/** Every branch, in the site's order, with its names in both languages. */
export function branchChoices() {
  return db()
    .select({ id: branches.id, cityLabel: branches.cityLabel, nameLabel: branches.nameLabel })
    .from(branches)
    .orderBy(asc(branches.sortOrder), asc(branches.id));
}

import type { Database } from '~/db/client.server';
import { branches, vehicleModels } from '~/db/schema';
import { seedDatabase } from '~/db/seed/index.server';

/** Seeds the demo data and returns its branches' ids by value and its models' ids by reference number. */
export async function seedWithIds(db: Database) {
  await seedDatabase(db);
  const ids = { branch: new Map<string, number>(), model: new Map<string, number>() };
  for (const row of await db.select({ id: branches.id, value: branches.value }).from(branches))
    ids.branch.set(row.value, row.id);
  for (const row of await db.select({ id: vehicleModels.id, ref: vehicleModels.referenceNo }).from(vehicleModels))
    ids.model.set(row.ref, row.id);
  return ids;
}

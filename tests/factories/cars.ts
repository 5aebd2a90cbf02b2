import { and, eq } from 'drizzle-orm';
import { db } from '../../app/db/client.server';
import { fleetCars } from '../../app/db/schema';
import { addDays } from '../../app/modules/cars/car-rules';
import { dubaiToday } from '../../app/utils/dubai-time';

type CarOverrides = Partial<Omit<typeof fleetCars.$inferInsert, 'status'>>;

let nextPlate = 1;

/**
 * Adds `count` cars of a model at a branch, available, with distinct plates (emirate Fujairah, code
 * 'T', so they never meet the seeded ones) and VINs, papers valid for two years unless overridden.
 * Answers their ids.
 */
export async function addCars(branchId: number, vehicleModelId: number, count: number, overrides: CarOverrides = {}) {
  if (count === 0) return [];
  const today = dubaiToday();
  const rows = Array.from({ length: count }, () => {
    const n = nextPlate++;
    return {
      plateEmirate: 'Fujairah' as const,
      plateCode: 'T',
      plateNumber: n,
      vin: `TST${String(n).padStart(14, '0')}`,
      colour: 'White',
      vehicleModelId,
      homeBranchId: branchId,
      registrationExpiresOn: addDays(today, 730),
      insuranceExpiresOn: addDays(today, 730),
      ...overrides,
    };
  });
  const inserted = await db().insert(fleetCars).values(rows).returning({ id: fleetCars.id });
  return inserted.map((row) => row.id);
}

/** Makes the branch hold exactly `cars` counted cars of the model: its cars there are replaced by new ones. */
export async function setStock(branchId: number, vehicleModelId: number, cars: number) {
  await db()
    .delete(fleetCars)
    .where(and(eq(fleetCars.homeBranchId, branchId), eq(fleetCars.vehicleModelId, vehicleModelId)));
  return addCars(branchId, vehicleModelId, cars);
}

import { type SQL, and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { type Database, db as appDb } from '~/db/client.server';
import { branches, fleetCars, vehicleModels } from '~/db/schema';
import { changedFields, recordChange } from '~/modules/audit/audit-trail.server';
import { isUniqueViolation } from '~/modules/db/unique-violation';
import { containsPattern } from '~/utils/contains-pattern';
import { dubaiToday } from '~/utils/dubai-time';
import type { CarDetails, CarInput } from './car-form';
import { moveCarStatus } from './car-moves.server';
import { type CarStatus, dueWithin30Days, normalVin } from './car-rules';

const carColumns = {
  id: fleetCars.id,
  plateEmirate: fleetCars.plateEmirate,
  plateCode: fleetCars.plateCode,
  plateNumber: fleetCars.plateNumber,
  vin: fleetCars.vin,
  colour: fleetCars.colour,
  vehicleModelId: fleetCars.vehicleModelId,
  homeBranchId: fleetCars.homeBranchId,
  odometerKm: fleetCars.odometerKm,
  registrationExpiresOn: fleetCars.registrationExpiresOn,
  insuranceExpiresOn: fleetCars.insuranceExpiresOn,
  nextServiceOn: fleetCars.nextServiceOn,
  nextServiceKm: fleetCars.nextServiceKm,
  status: fleetCars.status,
  notes: fleetCars.notes,
};
const listColumns = {
  ...carColumns,
  brand: vehicleModels.brand,
  modelName: vehicleModels.name,
  cityLabel: branches.cityLabel,
  branchLabel: branches.nameLabel,
};
const plateOrder = [asc(fleetCars.plateEmirate), asc(fleetCars.plateCode), asc(fleetCars.plateNumber)];

export type CarSaveResult = { ok: true; id: number } | { ok: false; field: 'vin' | 'plate' };

/** Which unique value a refused save repeated: another car already has that VIN or that plate. */
function duplicateOf(error: unknown): CarSaveResult | null {
  if (isUniqueViolation(error, 'fleet_cars_vin_unique')) return { ok: false, field: 'vin' };
  if (isUniqueViolation(error, 'fleet_cars_plate_idx')) return { ok: false, field: 'plate' };
  return null;
}

/** Adds a car to the fleet; it starts available. Recorded in the audit history with who added it. */
export async function addCar(
  actorId: number | null,
  details: CarDetails,
  db: Database = appDb(),
): Promise<CarSaveResult> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(fleetCars).values(details).returning({ id: fleetCars.id });
      await recordChange(
        { actorId, entity: 'car', entityId: row.id, action: 'created', changes: changedFields({}, details) },
        tx,
      );
      return { ok: true as const, id: row.id };
    });
  } catch (error) {
    const duplicate = duplicateOf(error);
    if (duplicate) return duplicate;
    throw error;
  }
}

/**
 * Saves staff's edit of a car: the changed details in place, then a new status through its mover,
 * each recorded with who and why. Answers the car's id, a repeated VIN or plate, or not found.
 */
export async function updateCar(
  actorId: number,
  carId: number,
  input: CarInput,
  db: Database = appDb(),
): Promise<CarSaveResult | { ok: false; field: 'status' } | null> {
  const { status, statusReason, ...details } = input;
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select(carColumns).from(fleetCars).where(eq(fleetCars.id, carId)).for('update');
      if (!before) return null;
      const changes = changedFields(before, details);
      if (Object.keys(changes).length > 0) {
        await tx
          .update(fleetCars)
          .set({ ...details, updatedAt: sql`now()` })
          .where(eq(fleetCars.id, carId));
        await recordChange({ actorId, entity: 'car', entityId: carId, action: 'updated', changes }, tx);
      }
      if (status !== null && status !== before.status) {
        const moved = await moveCarStatus(tx, carId, status, actorId, statusReason);
        if (!moved) {
          tx.rollback();
        }
      }
      return { ok: true as const, id: carId };
    });
  } catch (error) {
    if (isRollback(error)) return { ok: false, field: 'status' };
    const duplicate = duplicateOf(error);
    if (duplicate) return duplicate;
    throw error;
  }
}

const isRollback = (error: unknown) => error instanceof Error && error.name === 'TransactionRollbackError';

export type CarFilters = {
  branchId?: number | null;
  vehicleModelId?: number | null;
  status?: CarStatus | null;
  /** Part of a plate (code and number, e.g. "A 12345") or of a VIN. */
  search?: string;
};

/** A search for a plate or a VIN: "Dubai A 12345", "A12345", "12345" or a part of the VIN. */
function searchCondition(search: string): SQL | undefined {
  const words = search.trim().toUpperCase();
  if (!words) return undefined;
  const plate = sql`upper(${fleetCars.plateEmirate} || ' ' || ${fleetCars.plateCode} || ' ' || ${fleetCars.plateNumber}::text)`;
  const compactPlate = sql`(${fleetCars.plateCode} || ${fleetCars.plateNumber}::text)`;
  const compact = words.replace(/[\s-]/g, '');
  return or(
    ilike(plate, containsPattern(words)),
    ilike(compactPlate, containsPattern(compact)),
    ilike(fleetCars.vin, containsPattern(normalVin(words))),
  );
}

/** Cars matching the filters, sorted by plate (emirate, code, number), with model and branch names. */
export function listCars(filters: CarFilters = {}, limit = 500) {
  return appDb()
    .select(listColumns)
    .from(fleetCars)
    .innerJoin(vehicleModels, eq(vehicleModels.id, fleetCars.vehicleModelId))
    .innerJoin(branches, eq(branches.id, fleetCars.homeBranchId))
    .where(
      and(
        filters.branchId ? eq(fleetCars.homeBranchId, filters.branchId) : undefined,
        filters.vehicleModelId ? eq(fleetCars.vehicleModelId, filters.vehicleModelId) : undefined,
        filters.status ? eq(fleetCars.status, filters.status) : undefined,
        filters.search ? searchCondition(filters.search) : undefined,
      ),
    )
    .orderBy(...plateOrder)
    .limit(limit);
}

export async function findCar(carId: number) {
  const [car] = await appDb().select(carColumns).from(fleetCars).where(eq(fleetCars.id, carId));
  return car;
}

/**
 * Cars still in the fleet with something due in the next 30 days, each with what is due
 * (dueWithin30Days: papers expiring, a service date, an odometer near the next service).
 */
export async function carsDueSoon(today = dubaiToday()) {
  const cars = await appDb()
    .select(listColumns)
    .from(fleetCars)
    .innerJoin(vehicleModels, eq(vehicleModels.id, fleetCars.vehicleModelId))
    .innerJoin(branches, eq(branches.id, fleetCars.homeBranchId))
    .where(ne(fleetCars.status, 'retired'))
    .orderBy(...plateOrder);
  return cars.map((car) => ({ ...car, due: dueWithin30Days(car, today) })).filter((car) => car.due.length > 0);
}

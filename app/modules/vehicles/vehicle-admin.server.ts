import { and, asc, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { type Database, db as appDb } from '~/db/client.server';
import { stockStatuses } from '~/modules/cars/car-rules';
import { fleetCars, rateCards, vehicleModels, vehicleTypes } from '~/db/schema';
import { changedFields, recordChange } from '~/modules/audit/audit-trail.server';
import { forgetReferenceData } from '~/modules/cache/reference-cache.server';
import { isUniqueViolation } from '~/modules/db/unique-violation';
import { containsPattern } from '~/utils/contains-pattern';
import type { VehicleDetailsInput } from './vehicle-form';
import { type PreparedImage, appendVehicleImages, useFirstImageAsThumbnail } from './vehicle-images.server';

export type VehicleStatusFilter = 'active' | 'retired' | 'all';

/** Each word typed must appear in the brand, model name, reference number or type ("toyota suv", "ORC-0"). */
function matchesWords(search: string) {
  const words = search.split(/\s+/).filter(Boolean);
  return and(
    ...words.map((word) =>
      or(
        ilike(vehicleModels.brand, containsPattern(word)),
        ilike(vehicleModels.name, containsPattern(word)),
        ilike(vehicleModels.referenceNo, containsPattern(word)),
        ilike(vehicleTypes.name, containsPattern(word)),
        sql`${vehicleTypes.label}->>'ar' ilike ${containsPattern(word)}`,
      ),
    ),
  );
}

/** The staff list: every model with its type, whether it is offered, its current daily rate and cars in all branches. */
export function listVehiclesForStaff({
  status = 'all',
  search = '',
}: { status?: VehicleStatusFilter; search?: string } = {}) {
  const newestDaily = sql<
    number | null
  >`(select ${rateCards.dailyFils} from ${rateCards} where ${rateCards.vehicleModelId} = ${vehicleModels.id} order by ${rateCards.createdAt} desc, ${rateCards.id} desc limit 1)`;
  const cars = sql<number>`(select count(*)::int from ${fleetCars} where ${fleetCars.vehicleModelId} = ${vehicleModels.id} and ${fleetCars.status} in ${[...stockStatuses]})`;
  return appDb()
    .select({
      id: vehicleModels.id,
      referenceNo: vehicleModels.referenceNo,
      brand: vehicleModels.brand,
      name: vehicleModels.name,
      vehicleTypeLabel: vehicleTypes.label,
      active: vehicleModels.active,
      popular: vehicleModels.popular,
      imageFileId: vehicleModels.imageFileId,
      dailyFils: newestDaily,
      cars,
    })
    .from(vehicleModels)
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicleModels.vehicleTypeId))
    .where(
      and(
        status === 'all' ? undefined : eq(vehicleModels.active, status === 'active'),
        search ? matchesWords(search) : undefined,
      ),
    )
    .orderBy(
      desc(vehicleModels.active),
      asc(vehicleTypes.sortOrder),
      asc(vehicleModels.brand),
      asc(vehicleModels.name),
    );
}

const editableColumns = {
  vehicleTypeId: vehicleModels.vehicleTypeId,
  referenceNo: vehicleModels.referenceNo,
  brand: vehicleModels.brand,
  name: vehicleModels.name,
  bodyStyle: vehicleModels.bodyStyle,
  transmission: vehicleModels.transmission,
  airConditioned: vehicleModels.airConditioned,
  popular: vehicleModels.popular,
  seats: vehicleModels.seats,
  passengers: vehicleModels.passengers,
  luggage: vehicleModels.luggage,
  doors: vehicleModels.doors,
  description: vehicleModels.description,
};

export async function findVehicleForStaff(id: number, database: Database = appDb()) {
  const [row] = await database
    .select({
      id: vehicleModels.id,
      active: vehicleModels.active,
      imageFileId: vehicleModels.imageFileId,
      ...editableColumns,
    })
    .from(vehicleModels)
    .where(eq(vehicleModels.id, id))
    .limit(1);
  return row;
}

export function listVehicleTypeChoices() {
  return appDb()
    .select({ id: vehicleTypes.id, name: vehicleTypes.name, label: vehicleTypes.label })
    .from(vehicleTypes)
    .orderBy(asc(vehicleTypes.sortOrder));
}

async function referenceTaken(tx: Database, referenceNo: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: vehicleModels.id })
    .from(vehicleModels)
    .where(
      and(
        sql`upper(${vehicleModels.referenceNo}) = ${referenceNo.toUpperCase()}`,
        exceptId ? ne(vehicleModels.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

class ReferenceTaken extends Error {}

export type SaveOutcome = { ok: true; id: number } | { ok: false; reason: 'reference_taken' | 'not_found' };

async function saving(run: () => Promise<SaveOutcome>): Promise<SaveOutcome> {
  try {
    const outcome = await run();
    // The fleet guide, home and vehicle pages read the fleet through this instance's cache: drop it now;
    // other instances drop theirs when the database notifies the change (decision 048).
    if (outcome.ok) forgetReferenceData();
    return outcome;
  } catch (error) {
    if (error instanceof ReferenceTaken || isUniqueViolation(error)) return { ok: false, reason: 'reference_taken' };
    throw error;
  }
}

/** Adds a model with its images (the first is the thumbnail), offered at once; recorded in the audit trail. */
export function createVehicle(
  actorId: number,
  input: VehicleDetailsInput,
  images: PreparedImage[],
): Promise<SaveOutcome> {
  return saving(() =>
    appDb().transaction(async (tx) => {
      if (await referenceTaken(tx, input.referenceNo)) throw new ReferenceTaken();
      const [row] = await tx
        .insert(vehicleModels)
        .values({ ...input, active: true })
        .returning({ id: vehicleModels.id });
      const fileIds = await appendVehicleImages(tx, row.id, images);
      await useFirstImageAsThumbnail(tx, row.id);
      await recordChange(
        {
          actorId,
          entity: 'vehicle',
          entityId: row.id,
          action: 'created',
          changes: { ...input, imageFileIds: fileIds },
        },
        tx,
      );
      return { ok: true, id: row.id };
    }),
  );
}

/** Saves the fields that changed and appends any new images; a save that changes nothing records nothing. */
export function updateVehicle(
  actorId: number,
  id: number,
  input: VehicleDetailsInput,
  images: PreparedImage[],
): Promise<SaveOutcome> {
  return saving(() =>
    appDb().transaction(async (tx) => {
      const [before] = await tx
        .select(editableColumns)
        .from(vehicleModels)
        .where(eq(vehicleModels.id, id))
        .for('update');
      if (!before) return { ok: false, reason: 'not_found' };
      if (input.referenceNo !== before.referenceNo && (await referenceTaken(tx, input.referenceNo, id)))
        throw new ReferenceTaken();
      // jsonb keeps object keys in its own order: compare the description field by field.
      const storedDescription = {
        en: before.description.en,
        ...(before.description.ar ? { ar: before.description.ar } : {}),
      };
      const changes = changedFields({ ...before, description: storedDescription }, input);
      if (Object.keys(changes).length > 0) {
        await tx.update(vehicleModels).set(input).where(eq(vehicleModels.id, id));
        await recordChange({ actorId, entity: 'vehicle', entityId: id, action: 'updated', changes }, tx);
      }
      if (images.length > 0) {
        const fileIds = await appendVehicleImages(tx, id, images);
        await useFirstImageAsThumbnail(tx, id);
        await recordChange(
          {
            actorId,
            entity: 'vehicle_image',
            entityId: id,
            action: 'images_added',
            changes: { fileIds, names: images.map((image) => image.name) },
          },
          tx,
        );
      }
      return { ok: true, id };
    }),
  );
}

/**
 * Retiring is a soft delete: the model leaves the site and new bookings, its bookings, rates and
 * stock stay. Restoring offers it again.
 */
export async function setVehicleActive(actorId: number, id: number, active: boolean): Promise<boolean> {
  const changed = await appDb().transaction(async (tx) => {
    const [row] = await tx
      .update(vehicleModels)
      .set({ active })
      .where(and(eq(vehicleModels.id, id), eq(vehicleModels.active, !active)))
      .returning({ id: vehicleModels.id });
    if (!row) return false;
    await recordChange(
      {
        actorId,
        entity: 'vehicle',
        entityId: id,
        action: active ? 'restored' : 'retired',
        changes: { active: { from: !active, to: active } },
      },
      tx,
    );
    return true;
  });
  if (changed) forgetReferenceData();
  return changed;
}

import { and, asc, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { type Database, db as appDb } from '~/db/client.server';
import { emirates, preownedCars, vehicleModels, vehicleTypes } from '~/db/schema';
import { type AuditEntity, changedFields, listChanges, recordChange } from '~/modules/audit/audit-trail.server';
import type { PreparedImage } from '~/modules/vehicles/vehicle-images.server';
import { containsPattern } from '~/utils/contains-pattern';
import type { PreownedCarDetails } from './preowned-form';
import { appendCarImages } from './preowned-images.server';
import type { PreownedCarState } from './preowned-states';

export type StaffStateFilter = 'all' | PreownedCarState;

/** Each word typed must appear in the make, model, year or reference ('camry 2022', 'PO-0012'). */
function matchesWords(search: string) {
  const words = search.split(/\s+/).filter(Boolean);
  return and(
    ...words.map((word) => {
      const reference = /^po-?0*(\d{1,9})$/i.exec(word)?.[1];
      return or(
        ilike(preownedCars.make, containsPattern(word)),
        ilike(preownedCars.model, containsPattern(word)),
        sql`${preownedCars.modelYear}::text = ${word}`,
        reference ? eq(preownedCars.id, Number(reference)) : undefined,
      );
    }),
  );
}

/** The staff list: every car for sale in any state, newest first, with its body type and cover picture. */
export function listCarsForStaff({ state = 'all', search = '' }: { state?: StaffStateFilter; search?: string } = {}) {
  const cover = sql<
    number | null
  >`(select file_id from preowned_car_images where preowned_car_id = ${preownedCars.id} order by position, id limit 1)`;
  return appDb()
    .select({
      id: preownedCars.id,
      make: preownedCars.make,
      model: preownedCars.model,
      modelYear: preownedCars.modelYear,
      mileageKm: preownedCars.mileageKm,
      priceFils: preownedCars.priceFils,
      state: preownedCars.state,
      emirate: preownedCars.emirate,
      bodyTypeLabel: vehicleTypes.label,
      coverFileId: cover,
      updatedAt: preownedCars.updatedAt,
    })
    .from(preownedCars)
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, preownedCars.vehicleTypeId))
    .where(and(state === 'all' ? undefined : eq(preownedCars.state, state), search ? matchesWords(search) : undefined))
    .orderBy(desc(preownedCars.createdAt), desc(preownedCars.id));
}

const editableColumns = {
  vehicleModelId: preownedCars.vehicleModelId,
  make: preownedCars.make,
  model: preownedCars.model,
  modelYear: preownedCars.modelYear,
  mileageKm: preownedCars.mileageKm,
  priceFils: preownedCars.priceFils,
  vehicleTypeId: preownedCars.vehicleTypeId,
  gccSpec: preownedCars.gccSpec,
  transmission: preownedCars.transmission,
  fuel: preownedCars.fuel,
  colour: preownedCars.colour,
  emirate: preownedCars.emirate,
  serviceHistory: preownedCars.serviceHistory,
  warranty: preownedCars.warranty,
};

export async function findCarForStaff(id: number, database: Database = appDb()) {
  const [row] = await database
    .select({ id: preownedCars.id, state: preownedCars.state, ...editableColumns })
    .from(preownedCars)
    .where(eq(preownedCars.id, id))
    .limit(1);
  return row;
}

/** The rental models a car may come from (retired ones too: their cars are the ones sold), and the emirates. */
export async function listPreownedFormChoices() {
  const [models, places, types] = await Promise.all([
    appDb()
      .select({
        id: vehicleModels.id,
        brand: vehicleModels.brand,
        name: vehicleModels.name,
        vehicleTypeId: vehicleModels.vehicleTypeId,
        transmission: vehicleModels.transmission,
      })
      .from(vehicleModels)
      .orderBy(asc(vehicleModels.brand), asc(vehicleModels.name)),
    appDb().select({ name: emirates.name, label: emirates.label }).from(emirates).orderBy(asc(emirates.sortOrder)),
    appDb()
      .select({ id: vehicleTypes.id, label: vehicleTypes.label })
      .from(vehicleTypes)
      .orderBy(asc(vehicleTypes.sortOrder)),
  ]);
  return { models, emirates: places, types };
}

/** Text kept in both languages compares field by field: jsonb gives keys back in its own order. */
const plainLocalized = (text: { en: string; ar?: string }) => ({ en: text.en, ...(text.ar ? { ar: text.ar } : {}) });

/** Adds a car for sale with its photographs, on sale at once; recorded in the audit trail. */
export function createPreownedCar(
  actorId: number,
  input: PreownedCarDetails,
  images: PreparedImage[],
): Promise<number> {
  return appDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(preownedCars)
      .values({ ...input, state: 'available' })
      .returning({ id: preownedCars.id });
    const fileIds = await appendCarImages(tx, row.id, images);
    await recordChange(
      {
        actorId,
        entity: 'preowned_car',
        entityId: row.id,
        action: 'created',
        changes: { ...input, imageFileIds: fileIds },
      },
      tx,
    );
    return row.id;
  });
}

/** Saves the fields that changed and appends any new photographs; a save that changes nothing records nothing. */
export function updatePreownedCar(
  actorId: number,
  id: number,
  input: PreownedCarDetails,
  images: PreparedImage[],
): Promise<boolean> {
  return appDb().transaction(async (tx) => {
    const [before] = await tx.select(editableColumns).from(preownedCars).where(eq(preownedCars.id, id)).for('update');
    if (!before) return false;
    const stored = {
      ...before,
      colour: plainLocalized(before.colour),
      serviceHistory: plainLocalized(before.serviceHistory),
      warranty: plainLocalized(before.warranty),
    };
    const changes = changedFields(stored, input);
    if (Object.keys(changes).length > 0) {
      await tx
        .update(preownedCars)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(preownedCars.id, id));
      await recordChange({ actorId, entity: 'preowned_car', entityId: id, action: 'updated', changes }, tx);
    }
    if (images.length > 0) {
      const fileIds = await appendCarImages(tx, id, images);
      await recordChange(
        {
          actorId,
          entity: 'preowned_car_image',
          entityId: id,
          action: 'images_added',
          changes: { fileIds, names: images.map((image) => image.name) },
        },
        tx,
      );
    }
    return true;
  });
}

/**
 * Moves a car to another state: reserved for a buyer, sold (it leaves the list, its page says
 * Sold), retired (off the site), or back on sale. Only a real change is made and recorded.
 */
export function setPreownedCarState(actorId: number, id: number, state: PreownedCarState): Promise<boolean> {
  return appDb().transaction(async (tx) => {
    const [before] = await tx
      .select({ state: preownedCars.state })
      .from(preownedCars)
      .where(eq(preownedCars.id, id))
      .for('update');
    if (!before || before.state === state) return false;
    await tx
      .update(preownedCars)
      .set({ state, updatedAt: new Date() })
      .where(and(eq(preownedCars.id, id), ne(preownedCars.state, state)));
    await recordChange(
      {
        actorId,
        entity: 'preowned_car',
        entityId: id,
        action: state,
        changes: { state: { from: before.state, to: state } },
      },
      tx,
    );
    return true;
  });
}

/** A car's changes and its photographs' changes, newest first. */
export async function preownedCarHistory(id: number) {
  const entities: AuditEntity[] = ['preowned_car', 'preowned_car_image'];
  const lists = await Promise.all(
    entities.map(async (entity) => (await listChanges(entity, id)).map((event) => ({ ...event, entity }))),
  );
  return lists.flat().sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
}

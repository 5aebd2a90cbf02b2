import { asc, eq, sql } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { fleetCategories, testimonials, vehicleTypes } from '~/db/schema';
import { changedFields, recordChange } from '~/modules/audit/audit-trail.server';
import { forgetReferenceData } from '~/modules/cache/reference-cache.server';
import { type PreparedImage, storeImage } from './image-upload.server';
import type { FleetCategoryInput, TestimonialInput } from './showcase-forms';

/** Testimonials and fleet categories: the home page's showcase, edited by the content team. */

const testimonialColumns = {
  id: testimonials.id,
  name: testimonials.name,
  title: testimonials.title,
  body: testimonials.body,
  imageFileId: testimonials.imageFileId,
  sortOrder: testimonials.sortOrder,
};

export function listTestimonialsForStaff() {
  return db().select(testimonialColumns).from(testimonials).orderBy(asc(testimonials.sortOrder), asc(testimonials.id));
}

type WithImage<T> = Omit<T, 'image'> & { image: PreparedImage | null };

/**
 * Creates (no id) or updates a testimonial; the image (already cut to the portrait square, see
 * PORTRAIT_SIZE) changes only when a new one was chosen.
 */
export async function saveTestimonial(
  actorId: number,
  input: WithImage<TestimonialInput>,
  id?: number,
): Promise<boolean> {
  const saved = await db().transaction(async (tx) => {
    const imageFileId = input.image ? await storeImage(tx, 'testimonial', input.image) : undefined;
    const values = {
      name: input.name,
      title: input.title,
      body: input.body,
      sortOrder: input.sortOrder,
      ...(imageFileId ? { imageFileId } : {}),
    };
    if (!id) {
      const [row] = await tx.insert(testimonials).values(values).returning({ id: testimonials.id });
      await recordChange(
        { actorId, entity: 'testimonial', entityId: row.id, action: 'created', changes: { name: input.name } },
        tx,
      );
      return true;
    }
    const [before] = await tx
      .select(testimonialColumns)
      .from(testimonials)
      .where(eq(testimonials.id, id))
      .for('update');
    if (!before) return false;
    const changes = changedFields(before, values);
    if (Object.keys(changes).length) {
      await tx.update(testimonials).set(values).where(eq(testimonials.id, id));
      await recordChange({ actorId, entity: 'testimonial', entityId: id, action: 'updated', changes }, tx);
    }
    return true;
  });
  forgetReferenceData();
  return saved;
}

export async function removeTestimonial(actorId: number, id: number): Promise<boolean> {
  const removed = await db().transaction(async (tx) => {
    const [row] = await tx
      .delete(testimonials)
      .where(eq(testimonials.id, id))
      .returning({ name: testimonials.name, title: testimonials.title, body: testimonials.body });
    if (!row) return false;
    await recordChange({ actorId, entity: 'testimonial', entityId: id, action: 'deleted', changes: row }, tx);
    return true;
  });
  forgetReferenceData();
  return removed;
}

const categoryColumns = {
  id: fleetCategories.id,
  name: fleetCategories.name,
  label: fleetCategories.label,
  vehicleTypeNames: fleetCategories.vehicleTypeNames,
  imageFileId: fleetCategories.imageFileId,
  sortOrder: fleetCategories.sortOrder,
};

export function listFleetCategoriesForStaff() {
  return db()
    .select(categoryColumns)
    .from(fleetCategories)
    .orderBy(asc(fleetCategories.sortOrder), asc(fleetCategories.id));
}

export async function listVehicleTypeNames() {
  const rows = await db()
    .select({ name: vehicleTypes.name, label: vehicleTypes.label })
    .from(vehicleTypes)
    .orderBy(asc(vehicleTypes.sortOrder), asc(vehicleTypes.id));
  return rows;
}

/** Creates or updates a category; a name another category has is refused (names appear in fleet guide addresses). */
export async function saveFleetCategory(
  actorId: number,
  input: WithImage<FleetCategoryInput>,
  id?: number,
): Promise<{ ok: true } | { ok: false; reason: 'name_taken' | 'not_found' }> {
  const outcome = await db().transaction(async (tx) => {
    const [clash] = await tx
      .select({ id: fleetCategories.id })
      .from(fleetCategories)
      .where(sql`lower(${fleetCategories.name}) = lower(${input.name})`)
      .limit(1);
    if (clash && clash.id !== id) return { ok: false as const, reason: 'name_taken' as const };
    const imageFileId = input.image ? await storeImage(tx, 'fleet-category', input.image) : undefined;
    const values = {
      name: input.name,
      label: input.label,
      vehicleTypeNames: input.vehicleTypeNames,
      sortOrder: input.sortOrder,
      ...(imageFileId ? { imageFileId } : {}),
    };
    if (!id) {
      const [row] = await tx.insert(fleetCategories).values(values).returning({ id: fleetCategories.id });
      await recordChange(
        {
          actorId,
          entity: 'fleet_category',
          entityId: row.id,
          action: 'created',
          changes: { name: input.name, vehicleTypeNames: input.vehicleTypeNames },
        },
        tx,
      );
      return { ok: true as const };
    }
    const [before] = await tx
      .select(categoryColumns)
      .from(fleetCategories)
      .where(eq(fleetCategories.id, id))
      .for('update');
    if (!before) return { ok: false as const, reason: 'not_found' as const };
    const changes = changedFields(before, values);
    if (Object.keys(changes).length) {
      await tx.update(fleetCategories).set(values).where(eq(fleetCategories.id, id));
      await recordChange({ actorId, entity: 'fleet_category', entityId: id, action: 'updated', changes }, tx);
    }
    return { ok: true as const };
  });
  forgetReferenceData();
  return outcome;
}

export async function removeFleetCategory(actorId: number, id: number): Promise<boolean> {
  const removed = await db().transaction(async (tx) => {
    const [row] = await tx
      .delete(fleetCategories)
      .where(eq(fleetCategories.id, id))
      .returning({ name: fleetCategories.name, vehicleTypeNames: fleetCategories.vehicleTypeNames });
    if (!row) return false;
    await recordChange({ actorId, entity: 'fleet_category', entityId: id, action: 'deleted', changes: row }, tx);
    return true;
  });
  forgetReferenceData();
  return removed;
}

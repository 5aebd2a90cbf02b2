import { asc, eq, like, or } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { people } from '~/db/schema';
import { changedFields, recordChange } from '~/modules/audit/audit-trail.server';
import { forgetReferenceData } from '~/modules/cache/reference-cache.server';
import { type PreparedImage, storeImage } from './image-upload.server';
import type { PersonInput } from './showcase-forms';
import { suggestSlug } from './slug';

/** The board and executive management, edited by the content team; the public pages read company.server.ts. */

const personColumns = {
  id: people.id,
  slug: people.slug,
  name: people.name,
  role: people.role,
  group: people.group,
  biography: people.biography,
  imageFileId: people.imageFileId,
  sortOrder: people.sortOrder,
};

export function listPeopleForStaff() {
  return db().select(personColumns).from(people).orderBy(asc(people.sortOrder), asc(people.id));
}

type Input = Omit<PersonInput, 'image'> & { image: PreparedImage | null };

/**
 * Creates (no id) or updates a person. A new person's address comes from the English name, made
 * unique; an existing one keeps its address, since links and search results point at it.
 */
export async function savePerson(actorId: number, input: Input, id?: number): Promise<boolean> {
  const saved = await db().transaction(async (tx) => {
    const imageFileId = input.image ? await storeImage(tx, 'person', input.image) : undefined;
    const values = {
      name: input.name,
      role: input.role,
      group: input.group,
      biography: input.biography,
      sortOrder: input.sortOrder,
      ...(imageFileId ? { imageFileId } : {}),
    };
    if (!id) {
      const base = suggestSlug(input.name.en) || 'person';
      const taken = new Set(
        (
          await tx
            .select({ slug: people.slug })
            .from(people)
            .where(or(eq(people.slug, base), like(people.slug, `${base}-%`)))
        ).map((row) => row.slug),
      );
      let slug = base;
      for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
      const [row] = await tx
        .insert(people)
        .values({ ...values, slug })
        .returning({ id: people.id });
      await recordChange(
        { actorId, entity: 'person', entityId: row.id, action: 'created', changes: { name: input.name } },
        tx,
      );
      return true;
    }
    const [before] = await tx.select(personColumns).from(people).where(eq(people.id, id)).for('update');
    if (!before) return false;
    const changes = changedFields(before, values);
    if (Object.keys(changes).length) {
      await tx.update(people).set(values).where(eq(people.id, id));
      await recordChange({ actorId, entity: 'person', entityId: id, action: 'updated', changes }, tx);
    }
    return true;
  });
  forgetReferenceData();
  return saved;
}

export async function removePerson(actorId: number, id: number): Promise<boolean> {
  const removed = await db().transaction(async (tx) => {
    const [row] = await tx
      .delete(people)
      .where(eq(people.id, id))
      .returning({ name: people.name, role: people.role, group: people.group });
    if (!row) return false;
    await recordChange({ actorId, entity: 'person', entityId: id, action: 'deleted', changes: row }, tx);
    return true;
  });
  forgetReferenceData();
  return removed;
}

import { and, desc, eq } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { offers } from '~/db/schema';
import { changedFields, recordChange } from '~/modules/audit/audit-trail.server';
import { forgetReferenceData } from '~/modules/cache/reference-cache.server';
import { type BannerImage, storeImage } from './image-upload.server';
import type { OfferInput } from './offer-form';

const staffColumns = {
  id: offers.id,
  title: offers.title,
  content: offers.content,
  priceFils: offers.priceFils,
  pricePer: offers.pricePer,
  startDate: offers.startDate,
  endDate: offers.endDate,
  bannerFileId: offers.bannerFileId,
  active: offers.active,
};

export type StaffOffer = Awaited<ReturnType<typeof listOffersForStaff>>[number];

export function listOffersForStaff() {
  return db().select(staffColumns).from(offers).orderBy(desc(offers.startDate), desc(offers.id));
}

export type OfferGroups = { current: StaffOffer[]; upcoming: StaffOffer[]; retired: StaffOffer[] };

/** Current: live today. Upcoming: starts later. Retired: switched off by staff, or ended. */
export function groupOffers(list: StaffOffer[], today: string): OfferGroups {
  const groups: OfferGroups = { current: [], upcoming: [], retired: [] };
  for (const offer of list) {
    if (!offer.active || offer.endDate < today) groups.retired.push(offer);
    else if (offer.startDate > today) groups.upcoming.push(offer);
    else groups.current.push(offer);
  }
  return groups;
}

export async function findOfferForStaff(id: number) {
  const [offer] = await db().select(staffColumns).from(offers).where(eq(offers.id, id)).limit(1);
  return offer;
}

type OfferChange = Omit<OfferInput, 'banner'> & { banner: BannerImage | null };

/** A new offer goes live at once (for its dates): the public pages' cached copies are dropped. */
export async function createOffer(actorId: number, input: OfferChange & { banner: BannerImage }) {
  const id = await db().transaction(async (tx) => {
    const bannerFileId = await storeImage(tx, 'offer-banner', input.banner);
    const [row] = await tx
      .insert(offers)
      .values({
        title: input.title,
        content: input.content,
        priceFils: input.priceFils,
        pricePer: input.pricePer,
        startDate: input.startDate,
        endDate: input.endDate,
        bannerFileId,
        active: true,
      })
      .returning({ id: offers.id });
    await recordChange(
      {
        actorId,
        entity: 'offer',
        entityId: row.id,
        action: 'created',
        changes: { title: input.title, startDate: input.startDate, endDate: input.endDate, bannerFileId },
      },
      tx,
    );
    return row.id;
  });
  forgetReferenceData();
  return id;
}

/** Saves an edit; the banner changes only when a new one was chosen. */
export async function updateOffer(actorId: number, id: number, input: OfferChange) {
  const saved = await db().transaction(async (tx) => {
    const [before] = await tx.select(staffColumns).from(offers).where(eq(offers.id, id)).for('update');
    if (!before) return false;
    const bannerFileId = input.banner ? await storeImage(tx, 'offer-banner', input.banner) : before.bannerFileId;
    const after = {
      title: input.title,
      content: input.content,
      priceFils: input.priceFils,
      pricePer: input.pricePer,
      startDate: input.startDate,
      endDate: input.endDate,
      bannerFileId,
    };
    const changes = changedFields(before, after);
    if (Object.keys(changes).length === 0) return true;
    await tx.update(offers).set(after).where(eq(offers.id, id));
    await recordChange({ actorId, entity: 'offer', entityId: id, action: 'updated', changes }, tx);
    return true;
  });
  forgetReferenceData();
  return saved;
}

/** Retiring hides the offer everywhere at once; the row stays for the record. */
export async function retireOffer(actorId: number, id: number) {
  const retired = await db().transaction(async (tx) => {
    const [row] = await tx
      .update(offers)
      .set({ active: false })
      .where(and(eq(offers.id, id), eq(offers.active, true)))
      .returning({ id: offers.id });
    if (!row) return false;
    await recordChange(
      { actorId, entity: 'offer', entityId: id, action: 'retired', changes: { active: { from: true, to: false } } },
      tx,
    );
    return true;
  });
  forgetReferenceData();
  return retired;
}

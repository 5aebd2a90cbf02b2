import { and, asc, desc, eq } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { offers, vehicleModels } from '~/db/schema';
import type { Locale } from '~/i18n/locale';
import { localized } from '~/i18n/translate';
import { listBranches } from '~/modules/fleet/branches.server';
import { listVehicleTypes } from '~/modules/fleet/fleet-list.server';
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
  discountPercent: offers.discountPercent,
  discountFilsPerDay: offers.discountFilsPerDay,
  minDays: offers.minDays,
  vehicleTypeIds: offers.vehicleTypeIds,
  vehicleModelIds: offers.vehicleModelIds,
  branchIds: offers.branchIds,
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

/** A priced offer's discount and conditions as stored; quotes read them through the reference cache. */
const conditionsOf = (input: OfferChange) => ({
  discountPercent: input.discountPercent,
  discountFilsPerDay: input.discountFilsPerDay,
  minDays: input.minDays,
  vehicleTypeIds: input.vehicleTypeIds,
  vehicleModelIds: input.vehicleModelIds,
  branchIds: input.branchIds,
});

/** A new offer goes live at once (for its dates): the public pages' and quotes' cached copies are dropped. */
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
        ...conditionsOf(input),
      })
      .returning({ id: offers.id });
    await recordChange(
      {
        actorId,
        entity: 'offer',
        entityId: row.id,
        action: 'created',
        changes: {
          title: input.title,
          startDate: input.startDate,
          endDate: input.endDate,
          bannerFileId,
          ...conditionsOf(input),
        },
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
      ...conditionsOf(input),
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

/** What a priced offer may be limited to, named in the staff member's language: classes, offered models, branches. */
export async function offerConditionChoices(locale: Locale) {
  const [types, models, branchRows] = await Promise.all([
    listVehicleTypes(),
    db()
      .select({ id: vehicleModels.id, brand: vehicleModels.brand, name: vehicleModels.name })
      .from(vehicleModels)
      .where(eq(vehicleModels.active, true))
      .orderBy(asc(vehicleModels.brand), asc(vehicleModels.name)),
    listBranches(),
  ]);
  return {
    classes: types.map((type) => ({ value: String(type.id), label: localized(type.label, locale) })),
    models: models.map((model) => ({ value: String(model.id), label: `${model.brand} ${model.name}` })),
    branches: branchRows.map((branch) => ({
      value: String(branch.id),
      label: `${localized(branch.cityLabel, locale)} – ${localized(branch.nameLabel, locale)}`,
    })),
  };
}

import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { branches, offers } from '~/db/schema';
import { fillCopy } from '~/content/fill-copy';
import type { Locale } from '~/i18n/locale';
import { localized } from '~/i18n/translate';
import { cachedReference } from '~/modules/cache/reference-cache.server';
import { listVehicleTypes } from '~/modules/fleet/fleet-list.server';
import { offeredRateCards } from '~/modules/pricing/rate-cards.server';
import { type OfferTerms, offerStartingPrice } from '~/modules/offers/offer-rules';
import { pricedOffers } from '~/modules/offers/priced-offers.server';
import type { StartingPrice } from '~/modules/fleet/starting-rate';
import { copyFacts } from './copy-facts.server';
import { withOfferPrice } from './offer-words';

const liveOn = (today: string) =>
  and(eq(offers.active, true), lte(offers.startDate, today), gte(offers.endDate, today));
const offerColumns = {
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
  vehicleTypeIds: offers.vehicleTypeIds,
  vehicleModelIds: offers.vehicleModelIds,
  branchIds: offers.branchIds,
  minDays: offers.minDays,
};

/** Offers valid on the given UAE calendar day (YYYY-MM-DD), soonest to end first. */
export function listLiveOffers(today: string, limit?: number) {
  return cachedReference(`live-offers:${today}:${limit ?? 'all'}`, async () => {
    const query = db()
      .select(offerColumns)
      .from(offers)
      .where(liveOn(today))
      .orderBy(asc(offers.endDate), asc(offers.id));
    return limit ? query.limit(limit) : query;
  });
}

export async function findLiveOffer(id: number, today: string) {
  const [offer] = await db()
    .select(offerColumns)
    .from(offers)
    .where(and(eq(offers.id, id), liveOn(today)))
    .limit(1);
  return offer;
}

/**
 * An offer's text as a visitor reads it: in the page's language, its own computed 'from' price where it
 * names `{offerPrice}`, and its other {placeholders} filled from the settings.
 */
export async function offerTextFor(
  offer: { content: { en: string; ar?: string } },
  from: StartingPrice | null,
  locale: Locale,
) {
  return fillCopy(withOfferPrice(localized(offer.content, locale), from, locale), await copyFacts(locale), locale);
}

/** The branches in the order the booking box lists them, with the value it takes. */
const branchOrder = () =>
  cachedReference('branch-order', () =>
    db().select({ id: branches.id, value: branches.value }).from(branches).orderBy(asc(branches.sortOrder)),
  );

/**
 * What an offer's pages show to book it: its computed 'from' price, from the cached rate cards the
 * quotes read, and a search it applies to: its first class chosen (or its first model's) and, for an
 * offer of some pick-up branches, the first of them as the booking box lists them, since from any
 * other the quote has no offer line.
 */
export async function offerBookingFacts(offer: OfferTerms) {
  const [{ cards }, { classOf }, types, branchRows] = await Promise.all([
    offeredRateCards(),
    pricedOffers(),
    listVehicleTypes(),
    branchOrder(),
  ]);
  const from = offerStartingPrice(offer, cards, classOf);
  const model = offer.vehicleTypeIds.length === 0 ? offer.vehicleModelIds[0] : undefined;
  const classId = offer.vehicleTypeIds[0] ?? (model === undefined ? undefined : classOf.get(model));
  const type = types.find((candidate) => candidate.id === classId);
  const branch = branchRows.find((row) => offer.branchIds.includes(row.id));
  const search = [
    ...(type ? [`type=${encodeURIComponent(type.name)}`] : []),
    ...(type && model !== undefined ? [`model=${model}`] : []),
    ...(branch ? [`branch=${encodeURIComponent(branch.value)}`] : []),
  ].join('&');
  return { from, bookPath: `/booking-enquiry${search ? `?${search}` : ''}` };
}

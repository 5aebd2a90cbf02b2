import type { StartingPrice } from '~/modules/fleet/starting-rate';
import {
  type OfferDiscount,
  type RateCard,
  TIER_FIRST_DAY,
  offerDiscountFils,
  priceWithVat,
  rateTier,
  rentalDays,
  tierRate,
} from '~/modules/pricing/quote-booking';
import { toDubaiParts } from '~/utils/dubai-time';

/** An offer as its rules read it: its dates, its discount and its conditions (decision 083). */
export type OfferTerms = {
  id: number;
  title: { en: string; ar?: string };
  active: boolean;
  /** Dubai calendar dates (YYYY-MM-DD), both included. */
  startDate: string;
  endDate: string;
  discountPercent: number | null;
  discountFilsPerDay: number | null;
  vehicleTypeIds: readonly number[];
  vehicleModelIds: readonly number[];
  branchIds: readonly number[];
  minDays: number | null;
};

/** The rental an offer is weighed against; `days` are its charged days. */
export type OfferRental = {
  vehicleModelId: number;
  vehicleTypeId: number;
  pickupBranchId: number;
  pickupAt: Date;
  days: number;
};

/** The discount an offer gives, or null for an offer that only announces something. */
export function offerDiscount(offer: OfferTerms): OfferDiscount | null {
  if (offer.discountPercent === null && offer.discountFilsPerDay === null) return null;
  return {
    offerId: offer.id,
    title: offer.title,
    percentOff: offer.discountPercent,
    amountOffFilsPerDay: offer.discountPercent === null ? offer.discountFilsPerDay : null,
  };
}

/**
 * Whether a priced offer applies to a rental: live, its pick-up on one of the offer's Dubai dates, for
 * its cars (a listed model, or a model of a listed class; none listed: every car), from one of its
 * branches (none listed: every branch) and at least its days long.
 */
export function offerApplies(offer: OfferTerms, rental: OfferRental): boolean {
  if (!offer.active || offerDiscount(offer) === null) return false;
  // The offer's dates are Dubai dates: a pick-up at 23:30 Dubai time is on that day whatever the server's zone.
  const pickupDate = toDubaiParts(rental.pickupAt).date;
  if (pickupDate < offer.startDate || pickupDate > offer.endDate) return false;
  const forSomeCars = offer.vehicleModelIds.length > 0 || offer.vehicleTypeIds.length > 0;
  if (
    forSomeCars &&
    !offer.vehicleModelIds.includes(rental.vehicleModelId) &&
    !offer.vehicleTypeIds.includes(rental.vehicleTypeId)
  )
    return false;
  if (offer.branchIds.length > 0 && !offer.branchIds.includes(rental.pickupBranchId)) return false;
  return offer.minDays === null || rental.days >= offer.minDays;
}

/**
 * Of the offers that apply to a rental whose car costs `baseFils`, the one that takes the most off
 * it; of equal discounts the first listed. Null when none applies: the quote then has no offer line.
 */
export function bestOffer(offers: readonly OfferTerms[], rental: OfferRental, baseFils: number): OfferDiscount | null {
  let best: { discount: OfferDiscount; fils: number } | null = null;
  for (const offer of offers) {
    if (!offerApplies(offer, rental)) continue;
    const discount = offerDiscount(offer)!;
    const fils = offerDiscountFils(baseFils, rental.days, discount);
    if (!best || fils > best.fils) best = { discount, fils };
  }
  return best?.discount ?? null;
}

/** The priced offers in force and each offered model's class: what a quote weighs offers with. */
export type PricedOffers = { offers: readonly OfferTerms[]; classOf: ReadonlyMap<number, number> };

/** The offer a rental of this model, on this rate card, gets: the best that applies, or none. */
export function offerForRental(
  priced: PricedOffers,
  rental: { vehicleModelId: number; rateCard: RateCard; pickupBranchId: number; pickupAt: Date; dropoffAt: Date },
): OfferDiscount | null {
  const vehicleTypeId = priced.classOf.get(rental.vehicleModelId);
  if (vehicleTypeId === undefined || priced.offers.length === 0) return null;
  const days = rentalDays(rental.pickupAt, rental.dropoffAt);
  const base = tierRate(rental.rateCard, rateTier(days)) * days;
  if (base <= 0) return null;
  return bestOffer(priced.offers, { ...rental, vehicleTypeId, days }, base);
}

/**
 * A priced offer's 'from' price (decision 076's rule with the offer's discount): the lowest day rate,
 * less the offer's discount of one day, with VAT, of the cars it is for, over the tiers a rental it
 * applies to can be priced at (its fewest days may rule out the shorter ones). Null for an offer
 * without a discount, or whose cars have no rate: its pages then name no figure.
 */
export function offerStartingPrice(
  offer: OfferTerms,
  cards: ReadonlyMap<number, RateCard>,
  classOf: ReadonlyMap<number, number>,
): StartingPrice | null {
  const discount = offerDiscount(offer);
  if (!discount) return null;
  const forSomeCars = offer.vehicleModelIds.length > 0 || offer.vehicleTypeIds.length > 0;
  let best: StartingPrice | null = null;
  for (const [modelId, card] of cards) {
    const classId = classOf.get(modelId);
    if (
      forSomeCars &&
      !offer.vehicleModelIds.includes(modelId) &&
      (classId === undefined || !offer.vehicleTypeIds.includes(classId))
    )
      continue;
    for (const tier of ['daily', 'weekly', 'monthly'] as const) {
      const rate = tierRate(card, tier);
      const fromDays = Math.max(TIER_FIRST_DAY[tier], offer.minDays ?? 1);
      if (rate <= 0 || rateTier(fromDays) !== tier) continue;
      const perDayFils = priceWithVat(rate - offerDiscountFils(rate, 1, discount));
      if (!best || perDayFils < best.perDayFils || (perDayFils === best.perDayFils && fromDays < best.fromDays))
        best = { perDayFils, tier, fromDays };
    }
  }
  return best;
}

/**
 * Prices a rental from a model's rate card. Pure: no clock, no database, no framework.
 * All money is integer fils (1 AED = 100 fils); floats never touch an amount, so a quote shown
 * on the site, stored with the booking and charged to the card is the same number every time.
 */

export type TierRates = { dailyFils: number; weeklyFils: number; monthlyFils: number };
export type RateCard = TierRates & {
  cdw: TierRates;
  pai: TierRates;
  gps: TierRates;
  additionalDriverFils: number;
  babySeatFils: number;
  /** The class's super CDW (no excess) per day, on top of the CDW; 0 when the class does not sell it. */
  scdwDailyFils: number;
  /** The class's young-driver surcharge per day, for renters under its minimum age; 0 when none is set. */
  youngDriverDailyFils?: number;
};
export type Extras = {
  fullInsurance: boolean;
  /** Super CDW: the CDW with no excess. It includes the CDW, so choosing it charges both lines. */
  zeroExcess: boolean;
  personalInsurance: boolean;
  gps: boolean;
  additionalDriver: boolean;
  babySeat: boolean;
};
export const noExtras: Extras = {
  fullInsurance: false,
  zeroExcess: false,
  personalInsurance: false,
  gps: false,
  additionalDriver: false,
  babySeat: false,
};
export type PaymentMethod = 'card' | 'pay_on_pickup';
/** `value` is the 'City_Branch' id; the Airport location has city 'Airport'. */
export type BranchRef = { value: string; city: string };
export type RateTier = 'daily' | 'weekly' | 'monthly';
export type QuoteLineCode =
  | 'base'
  | 'cdw'
  | 'scdw'
  | 'pai'
  | 'gps'
  | 'additional_driver'
  | 'baby_seat'
  | 'pay_on_pickup'
  | 'fazaa_discount'
  | 'esaad_discount'
  | 'one_way'
  | 'collection'
  | 'delivery'
  | 'promo_discount'
  | 'offer_discount'
  | 'young_driver';
/** What the renter pays of a damage: all of it, at most the class's excess (CDW), or nothing (SCDW). */
export type DamageCover = 'none' | 'cdw' | 'scdw';
export const DAMAGE_COVERS: readonly DamageCover[] = ['none', 'cdw', 'scdw'];
/** The cover a priced booking bought, read from its lines: what the counter, the mails and the invoice state. */
export function damageCover(lines: readonly { code: QuoteLineCode }[]): DamageCover {
  if (lines.some((line) => line.code === 'scdw')) return 'scdw';
  return lines.some((line) => line.code === 'cdw') ? 'cdw' : 'none';
}
/** The extras that buy a cover, for a form that offers the cover as one choice. */
export function coverExtras(cover: DamageCover): Pick<Extras, 'fullInsurance' | 'zeroExcess'> {
  return { fullInsurance: cover !== 'none', zeroExcess: cover === 'scdw' };
}
/** The cover the chosen extras ask for (the SCDW includes the CDW). */
export function chosenCover(extras: Pick<Extras, 'fullInsurance' | 'zeroExcess'>): DamageCover {
  if (extras.zeroExcess) return 'scdw';
  return extras.fullInsurance ? 'cdw' : 'none';
}
/** Members of the Fazaa and Esaad programmes get a percentage off the car's rental (never off extras or charges). */
export type MemberProgramme = 'fazaa' | 'esaad';
export type MemberDiscount = { programme: MemberProgramme; percent: number };
/** A promo code's discount on the car's rental: a whole percentage, or an amount in fils (never below zero). */
export type PromoDiscount = { code: string; percentOff: number | null; amountOffFils: number | null };
export const MAX_PROMO_PERCENT = 50;
/**
 * A priced offer's discount on the car's rental (decision 083): a whole percentage, or an amount per
 * rental day in fils. The title names the line wherever the quote is shown.
 */
export type OfferDiscount = {
  offerId: number;
  title: { en: string; ar?: string };
  percentOff: number | null;
  amountOffFilsPerDay: number | null;
};
export const MAX_OFFER_PERCENT = 50;
/** The discount lines, negative amounts: one per programme, so the line names which card was shown. */
export const MEMBER_DISCOUNT_LINES: readonly QuoteLineCode[] = ['fazaa_discount', 'esaad_discount'];
/** `title` names the offer on its line (`offer_discount`), in both languages, as the quote is shown and invoiced. */
type QuoteLine = { code: QuoteLineCode; amountFils: number; title?: { en: string; ar?: string } };
type Candidate = [QuoteLineCode, boolean, number] | [QuoteLineCode, boolean, number, QuoteLine['title']];
/** Lines charged per rental day (a day rate times the days); the others are charged once. */
export const PER_DAY_LINES: readonly QuoteLineCode[] = [
  'base',
  'young_driver',
  'cdw',
  'scdw',
  'pai',
  'gps',
  'baby_seat',
];
export type QuoteRequest = {
  rateCard: RateCard;
  pickupAt: Date;
  dropoffAt: Date;
  pickupBranch: BranchRef;
  dropoffBranch: BranchRef;
  collectionCity: string | null;
  /** A city the car is delivered to at pick-up; absent or null when it is taken at the branch. */
  deliveryCity?: string | null;
  extras: Extras;
  paymentMethod: PaymentMethod;
  memberDiscount?: MemberDiscount | null;
  promo?: PromoDiscount | null;
  offer?: OfferDiscount | null;
  /** The renter is under the class's minimum age and rents at its young-driver surcharge. */
  youngDriver?: boolean;
};
export type Quote = {
  days: number;
  tier: RateTier;
  lines: QuoteLine[];
  grossFils: number;
  vatFils: number;
  totalFils: number;
};

export const VAT_RATE_PERCENT = 5;
/** A drop-off at another branch, or a collection, in the pick-up's city and from another city (before VAT). */
export const ONE_WAY_SAME_CITY_FILS = 10_000;
export const ONE_WAY_OTHER_CITY_FILS = 20_000;
export const PAY_ON_PICKUP_PERCENT = 10;
export const MAX_MEMBER_DISCOUNT_PERCENT = 50;

const MINUTE_MS = 60_000;
export const DAY_MINUTES = 1440;
// The rental terms give one hour of grace past a whole day before another day is charged.
export const GRACE_MINUTES = 60;

/** Charged days: the first hour past a whole day is free, and any rental costs at least a day. */
export function rentalDays(pickupAt: Date, dropoffAt: Date): number {
  const elapsedMs = dropoffAt.getTime() - pickupAt.getTime();
  // `!(x > 0)` also rejects NaN from an invalid Date, which would otherwise price as one day.
  if (!(elapsedMs > 0)) throw new RangeError('Drop-off must be after pick-up.');
  // Elapsed time, not calendar dates, so the result is the same in every time zone.
  const minutes = Math.floor(elapsedMs / MINUTE_MS);
  return Math.max(1, Math.ceil((minutes - GRACE_MINUTES) / DAY_MINUTES));
}

/** The first rental day each tier's rate applies from: 1-6 days daily, 7-21 weekly, 22 and more monthly. */
export const TIER_FIRST_DAY: Readonly<Record<RateTier, number>> = { daily: 1, weekly: 7, monthly: 22 };

export function rateTier(days: number): RateTier {
  if (days < TIER_FIRST_DAY.weekly) return 'daily';
  if (days < TIER_FIRST_DAY.monthly) return 'weekly';
  return 'monthly';
}

/** Every tier rate is a per-day price; the tier only picks which one applies. */
export function tierRate(rates: TierRates, tier: RateTier): number {
  if (tier === 'daily') return rates.dailyFils;
  if (tier === 'weekly') return rates.weeklyFils;
  return rates.monthlyFils;
}

/** `percent` of `amountFils`, half up to the fil, in integer maths (2149 at 5% -> 107, 2150 -> 108). */
export function roundHalfUpPercent(amountFils: number, percent: number): number {
  const doubled = amountFils * percent * 2;
  // Past 2^53 the product itself is no longer exact, and the rounding would silently drift.
  if (!Number.isSafeInteger(amountFils) || !Number.isSafeInteger(percent) || !Number.isSafeInteger(doubled)) {
    throw new RangeError(`Cannot take ${percent}% of ${amountFils} fils in integer maths.`);
  }
  return Math.floor((doubled + 100) / 200);
}

/**
 * The VAT printed beside one price line: 5% of its amount, half up to the fil, the same for a
 * charge and for a discount of the same size (a discount's VAT is that charge's VAT, negative), so
 * a line reads the same whatever else is on the bill.
 */
export function lineVatFils(amountFils: number): number {
  const vat = roundHalfUpPercent(Math.abs(amountFils), VAT_RATE_PERCENT);
  return amountFils < 0 && vat > 0 ? -vat : vat;
}

/**
 * A price as a customer is told it: the amount with its VAT, as UAE law wants every declared price
 * (Federal Decree-Law 8/2017, art. 38). The VAT is the one the quote prints beside that line, so an
 * extra's price shown before booking is what it adds to the total. Every consumer price goes through here.
 */
export function priceWithVat(netFils: number): number {
  return netFils + lineVatFils(netFils);
}

/**
 * Each line's own VAT, and what is left between their sum and the VAT charged (once, on the gross):
 * at most half a fil per line, shown as a rounding adjustment of its own, never pushed into a line.
 */
export function vatByLine(quote: Pick<Quote, 'lines' | 'vatFils'>): { lines: number[]; roundingFils: number } {
  const lines = quote.lines.map((line) => lineVatFils(line.amountFils));
  return { lines, roundingFils: quote.vatFils - lines.reduce((sum, vat) => sum + vat, 0) };
}

/** At most one programme's discount: the percentage of the car's rental, half up to the fil, taken off. */
function memberDiscountLine(base: number, discount: MemberDiscount | null): [QuoteLineCode, boolean, number][] {
  if (!discount) return [];
  if (!Number.isInteger(discount.percent) || discount.percent < 0 || discount.percent > MAX_MEMBER_DISCOUNT_PERCENT)
    throw new RangeError(`A member discount is a whole percentage from 0 to ${MAX_MEMBER_DISCOUNT_PERCENT}.`);
  return [[`${discount.programme}_discount`, true, -roundHalfUpPercent(base, discount.percent)]];
}

/**
 * What a priced offer takes off a rental of `days` whose car costs `base`: the percentage, half up to
 * the fil, or the amount per day times the days; never more than `left` of the rental.
 */
export function offerDiscountFils(base: number, days: number, offer: OfferDiscount, left = base): number {
  if (offer.percentOff !== null) {
    if (!Number.isInteger(offer.percentOff) || offer.percentOff < 1 || offer.percentOff > MAX_OFFER_PERCENT)
      throw new RangeError(`An offer takes a whole percentage from 1 to ${MAX_OFFER_PERCENT}.`);
    return Math.min(roundHalfUpPercent(base, offer.percentOff), left);
  }
  if (!Number.isSafeInteger(offer.amountOffFilsPerDay) || offer.amountOffFilsPerDay! <= 0)
    throw new RangeError('An offer takes a positive amount in fils a day.');
  return Math.min(offer.amountOffFilsPerDay! * days, left);
}

/**
 * The discounts on the car's rental, in this order: a member's, a priced offer's, a promo code's.
 * They add up (decision 083), each a share of the rental or an amount, but each takes at most what
 * the ones before it left, so the rental never goes below zero.
 */
function rentalDiscountLines(base: number, days: number, request: QuoteRequest): Candidate[] {
  const member = request.memberDiscount ?? null;
  const lines: Candidate[] = memberDiscountLine(base, member);
  let left = base + lines.reduce((sum, [, , amount]) => sum + amount, 0);
  if (request.offer) {
    const off = offerDiscountFils(base, days, request.offer, left);
    lines.push(['offer_discount', true, -off, request.offer.title]);
    left -= off;
  }
  const promo = request.promo ?? null;
  if (!promo) return lines;
  if (promo.percentOff !== null) {
    if (!Number.isInteger(promo.percentOff) || promo.percentOff < 1 || promo.percentOff > MAX_PROMO_PERCENT)
      throw new RangeError(`A promo code takes a whole percentage from 1 to ${MAX_PROMO_PERCENT}.`);
    lines.push(['promo_discount', true, -Math.min(roundHalfUpPercent(base, promo.percentOff), left)]);
    return lines;
  }
  if (!Number.isSafeInteger(promo.amountOffFils) || promo.amountOffFils! <= 0)
    throw new RangeError('A promo code takes a positive amount in fils.');
  lines.push(['promo_discount', true, -Math.min(promo.amountOffFils!, left)]);
  return lines;
}

// Collection and delivery are charged like a one-way drop-off, measured from the pick-up city.
function cityChargeFils(sameCity: boolean): number {
  return sameCity ? ONE_WAY_SAME_CITY_FILS : ONE_WAY_OTHER_CITY_FILS;
}

function deliveryLine(deliveryCity: string | null, pickupBranch: BranchRef): [QuoteLineCode, boolean, number][] {
  return deliveryCity === null ? [] : [['delivery', true, cityChargeFils(deliveryCity === pickupBranch.city)]];
}

export function quoteBooking(request: QuoteRequest): Quote {
  const { rateCard, extras, pickupBranch, dropoffBranch, collectionCity } = request;
  const days = rentalDays(request.pickupAt, request.dropoffAt);
  const tier = rateTier(days);
  const dayRate = tierRate(rateCard, tier);
  // A zero rate means the model has no price for this tier; callers offer 'Enquire Now' instead.
  if (dayRate <= 0) throw new Error(`The rate card has no ${tier} rate; this rental can only be enquired about.`);

  const base = dayRate * days;
  const candidates: Candidate[] = [
    ['base', true, base],
    ['young_driver', request.youngDriver === true, (rateCard.youngDriverDailyFils ?? 0) * days],
    ['cdw', extras.fullInsurance || extras.zeroExcess, tierRate(rateCard.cdw, tier) * days],
    ['scdw', extras.zeroExcess, rateCard.scdwDailyFils * days],
    ['pai', extras.personalInsurance, tierRate(rateCard.pai, tier) * days],
    ['gps', extras.gps, tierRate(rateCard.gps, tier) * days],
    ['additional_driver', extras.additionalDriver, rateCard.additionalDriverFils],
    ['baby_seat', extras.babySeat, rateCard.babySeatFils * days],
    ['pay_on_pickup', request.paymentMethod === 'pay_on_pickup', roundHalfUpPercent(base, PAY_ON_PICKUP_PERCENT)],
    ...rentalDiscountLines(base, days, request),
    collectionCity === null
      ? [
          'one_way',
          dropoffBranch.value !== pickupBranch.value,
          cityChargeFils(dropoffBranch.city === pickupBranch.city),
        ]
      : ['collection', true, cityChargeFils(collectionCity === pickupBranch.city)],
    ...deliveryLine(request.deliveryCity ?? null, pickupBranch),
  ];
  const lines: QuoteLine[] = candidates
    .filter(([, chosen, amountFils]) => chosen && amountFils !== 0)
    .map(([code, , amountFils, title]) => (title ? { code, amountFils, title } : { code, amountFils }));

  const grossFils = lines.reduce((sum, line) => sum + line.amountFils, 0);
  // VAT once on the gross, not per line, so per-line rounding can never add up to a stray fil.
  const vatFils = roundHalfUpPercent(grossFils, VAT_RATE_PERCENT);
  return { days, tier, lines, grossFils, vatFils, totalFils: grossFils + vatFils };
}

import { type RateCard, type RateTier, TIER_FIRST_DAY, priceWithVat, tierRate } from '~/modules/pricing/quote-booking';

type RateRow = { tier: RateTier; fromDays: number; toDays: number | null; perDayFils: number };

/**
 * What a car costs, as its page declares it: the day price of each tier with VAT (1-6 days, 7-21,
 * 22 and more), the kilometres each day includes and what one more costs, and the cover: CDW's day
 * price and the excess it limits the renter's share of a damage to, and the SCDW's day price that
 * takes the excess to zero. Pure: the caller reads the card,
 * the settings and the class's figures.
 */
export type RateTable = {
  rows: RateRow[];
  kmPerDay: number;
  kmPerMonth: number;
  extraKmFils: number;
  /** The lowest CDW day price with VAT (its longest tier's); null when the card offers no CDW. */
  cdwFromPerDayFils: number | null;
  cdwExcessFils: number;
  /** The SCDW's day price with VAT, on top of the CDW; null when the class does not sell it. */
  scdwPerDayFils: number | null;
};

const tiers: RateTier[] = ['daily', 'weekly', 'monthly'];

export function rateTable(
  card: RateCard,
  limits: { kmPerDay: number; kmPerMonth: number },
  classFigures: { cdwExcessFils: number; extraKmFils: number },
): RateTable {
  const rows = tiers
    .map((tier, index) => ({
      tier,
      fromDays: TIER_FIRST_DAY[tier],
      toDays: index + 1 < tiers.length ? TIER_FIRST_DAY[tiers[index + 1]] - 1 : null,
      perDayFils: priceWithVat(tierRate(card, tier)),
    }))
    .filter((row) => row.perDayFils > 0);
  const cdw = tiers.map((tier) => tierRate(card.cdw, tier)).filter((fils) => fils > 0);
  return {
    rows,
    ...limits,
    extraKmFils: priceWithVat(classFigures.extraKmFils),
    cdwFromPerDayFils: cdw.length ? priceWithVat(Math.min(...cdw)) : null,
    cdwExcessFils: classFigures.cdwExcessFils,
    scdwPerDayFils: cdw.length && card.scdwDailyFils > 0 ? priceWithVat(card.scdwDailyFils) : null,
  };
}

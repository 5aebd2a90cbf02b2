import { type RateCard, type RateTier, TIER_FIRST_DAY, priceWithVat } from '~/modules/pricing/quote-booking';

/** A model's 'from' price: a day's rate with VAT, the tier whose rentals pay it and the first day it applies from. */
export type StartingPrice = { perDayFils: number; tier: RateTier; fromDays: number };

const longestFirst: RateTier[] = ['monthly', 'weekly', 'daily'];

/**
 * The 'from' price of a model's rate card in force: its lowest day rate with VAT, so the figure is
 * one a customer can book (a rental of that tier, nothing added, paid by card), with the tier that
 * says which rentals pay it. Of equal rates the shortest rental's is named. Null when the model has
 * no card (offered on enquiry).
 */
export function startingPrice(card: RateCard | null): StartingPrice | null {
  if (!card) return null;
  const rates: Record<RateTier, number> = { daily: card.dailyFils, weekly: card.weeklyFils, monthly: card.monthlyFils };
  let best: RateTier | null = null;
  for (const tier of longestFirst) {
    if (rates[tier] > 0 && (best === null || rates[tier] <= rates[best])) best = tier;
  }
  return best ? { perDayFils: priceWithVat(rates[best]), tier: best, fromDays: TIER_FIRST_DAY[best] } : null;
}

/** Rate data spells Volkswagen 'VW' while the fleet says 'VOLKSWAGEN'; both name one brand. */
export function sameBrand(a: string, b: string): boolean {
  const canonical = (brand: string) => {
    const upper = brand.trim().toUpperCase();
    return upper === 'VW' ? 'VOLKSWAGEN' : upper;
  };
  return canonical(a) === canonical(b);
}

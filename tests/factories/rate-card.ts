import type { RateCard } from '../../app/modules/pricing/quote-booking';

/** The rate card of PRICING-EXAMPLES.md, in fils. */
export const pricingExamplesCard: RateCard = {
  dailyFils: 12_000,
  weeklyFils: 10_000,
  monthlyFils: 8_000,
  cdw: { dailyFils: 3_000, weeklyFils: 2_500, monthlyFils: 2_000 },
  pai: { dailyFils: 1_500, weeklyFils: 1_200, monthlyFils: 1_000 },
  gps: { dailyFils: 4_000, weeklyFils: 3_500, monthlyFils: 3_000 },
  additionalDriverFils: 5_000,
  babySeatFils: 3_000,
  scdwDailyFils: 2_500,
};

import { describe, expect, test } from 'vitest';
import type { RateCard } from '~/modules/pricing/quote-booking';
import { rateTable } from './rate-table';

const none = { dailyFils: 0, weeklyFils: 0, monthlyFils: 0 };
// The seeded Kia Picanto: AED 89 / 79 / 55 a day, CDW 25 / 20 / 15.
const picanto: RateCard = {
  dailyFils: 8_900,
  weeklyFils: 7_900,
  monthlyFils: 5_500,
  cdw: { dailyFils: 2_500, weeklyFils: 2_000, monthlyFils: 1_500 },
  pai: none,
  gps: none,
  additionalDriverFils: 0,
  babySeatFils: 0,
  // The seeded Compact class's SCDW, AED 25 a day before VAT.
  scdwDailyFils: 2_500,
};
const limits = { kmPerDay: 250, kmPerMonth: 4_000 };

describe("a car's rate table", () => {
  test('gives each tier its day price with VAT, the km included, the CDW with its excess and the SCDW', () => {
    expect(rateTable(picanto, limits, { cdwExcessFils: 150_000, extraKmFils: 50 })).toEqual({
      rows: [
        { tier: 'daily', fromDays: 1, toDays: 6, perDayFils: 9_345 },
        { tier: 'weekly', fromDays: 7, toDays: 21, perDayFils: 8_295 },
        { tier: 'monthly', fromDays: 22, toDays: null, perDayFils: 5_775 },
      ],
      kmPerDay: 250,
      kmPerMonth: 4_000,
      // AED 0.50 a km is 0.525 with VAT, half up to the fil: 53 fils.
      extraKmFils: 53,
      cdwFromPerDayFils: 1_575,
      cdwExcessFils: 150_000,
      scdwPerDayFils: 2_625,
    });
  });

  test('leaves out a tier the card does not price, and says so when there is no CDW', () => {
    const table = rateTable({ ...picanto, dailyFils: 0, cdw: none }, limits, {
      cdwExcessFils: 150_000,
      extraKmFils: 50,
    });
    expect(table.rows.map((row) => row.tier)).toEqual(['weekly', 'monthly']);
    expect(table.cdwFromPerDayFils).toBeNull();
    // The SCDW is sold with the CDW: without a CDW there is none to add it to.
    expect(table.scdwPerDayFils).toBeNull();
    expect(
      rateTable({ ...picanto, scdwDailyFils: 0 }, limits, { cdwExcessFils: 1, extraKmFils: 1 }).scdwPerDayFils,
    ).toBeNull();
  });
});

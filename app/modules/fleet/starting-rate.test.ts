import { describe, expect, test } from 'vitest';
import type { RateCard } from '~/modules/pricing/quote-booking';
import { sameBrand, startingPrice } from './starting-rate';

const card = (dailyFils: number, weeklyFils: number, monthlyFils: number): RateCard => {
  const none = { dailyFils: 0, weeklyFils: 0, monthlyFils: 0 };
  return {
    dailyFils,
    weeklyFils,
    monthlyFils,
    cdw: none,
    pai: none,
    gps: none,
    additionalDriverFils: 0,
    babySeatFils: 0,
    scdwDailyFils: 0,
  };
};

describe("a model's 'from' price", () => {
  test('is the monthly day rate with 5% VAT: a Picanto at AED 55 a month-day starts from AED 57.75', () => {
    expect(startingPrice(card(8_900, 7_900, 5_500))).toEqual({ perDayFils: 5_775, tier: 'monthly', fromDays: 22 });
  });

  test('is the lowest tier that has a rate, VAT half up to the fil', () => {
    // 5% of 7,949 fils is 397.45: the price is 8,346 fils.
    expect(startingPrice(card(9_000, 7_949, 0))).toEqual({ perDayFils: 8_346, tier: 'weekly', fromDays: 7 });
    expect(startingPrice(card(12_000, 0, 0))).toEqual({ perDayFils: 12_600, tier: 'daily', fromDays: 1 });
  });

  test('of equal rates names the shortest rental that pays it', () => {
    expect(startingPrice(card(10_000, 10_000, 10_000))).toEqual({ perDayFils: 10_500, tier: 'daily', fromDays: 1 });
  });

  test('is none for a model offered on enquiry', () => {
    expect(startingPrice(null)).toBeNull();
    expect(startingPrice(card(0, 0, 0))).toBeNull();
  });

  test('VW in rate data is VOLKSWAGEN in the fleet', () => {
    expect(sameBrand('VW', 'VOLKSWAGEN')).toBe(true);
    expect(sameBrand('volkswagen', 'vw ')).toBe(true);
    expect(sameBrand('VW', 'TOYOTA')).toBe(false);
  });
});

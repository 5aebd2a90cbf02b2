import { describe, expect, test } from 'vitest';
import { pricingExamplesCard } from '../../../tests/factories/rate-card';
import { type QuoteRequest, noExtras, quoteBooking } from '~/modules/pricing/quote-booking';
import { seededChargeRules as rules } from '~/modules/settings/charge-settings-form';
import {
  type BookingTerms,
  type ReturnReading,
  bookingDayPriceFils,
  kmAllowance,
  lateHourFils,
  lateReturnTime,
  returnCharges,
} from './return-charges';

// A 3-day rental: Monday 10:00 to Thursday 10:00 Dubai, AED 120.00 a day, standard CDW (excess AED 1,500),
// AED 0.50 per extra km, a 60-litre tank. Seeded settings: fuel AED 2.58 a litre + 20%, grace 60 min,
// 250 km a day, cleaning AED 100.
const pickupAt = new Date('2027-03-01T10:00:00+04:00');
const dropoffAt = new Date('2027-03-04T10:00:00+04:00');
const minutesAfterDropoff = (minutes: number) => new Date(dropoffAt.getTime() + minutes * 60_000);
const terms: BookingTerms = {
  pickupAt,
  dropoffAt,
  dayPriceFils: 12_000,
  cover: 'cdw',
  cdwExcessFils: 150_000,
  extraKmFils: 50,
  tankLitres: 60,
};
const handOver = { odometerKm: 20_000, fuelEighths: 8 };
const onTime: ReturnReading = {
  odometerKm: 20_300,
  fuelEighths: 8,
  returnedAt: dropoffAt,
  newDamageFils: 0,
  cleaningNeeded: false,
};
const charge = (returned: Partial<ReturnReading>, changes: Partial<BookingTerms> = {}) =>
  returnCharges({ ...terms, ...changes }, handOver, { ...onTime, ...returned }, rules);

describe('return charges', () => {
  test('given the car back on time, full, within 750 km, clean and undamaged, should charge nothing', () => {
    expect(charge({})).toEqual({
      lines: [],
      totals: { netFils: 0, vatFils: 0, totalFils: 0 },
      lateDays: 0,
      lateHours: 0,
      allowanceKm: 750,
    });
  });

  // Late by the hour, then by the day: grace 60 min; then each hour started at 25% of the day's 120.00 (30.00),
  // until 4 hours are started, which make the day; each further 24 hours the same.
  test.each([
    ['59 minutes late: inside the grace, nothing', 59, 0, 0, 0],
    ['60 minutes late: the grace itself, nothing', 60, 0, 0, 0],
    ['61 minutes late: one hour started, 30.00', 61, 0, 1, 3000],
    ['2 h late: still one hour, 30.00', 120, 0, 1, 3000],
    ['2 h 1 min late: two hours, 60.00', 121, 0, 2, 6000],
    ['4 h late: three hours, 90.00', 240, 0, 3, 9000],
    ['4 h 1 min late: the fourth hour makes the day, 120.00', 241, 1, 0, 12_000],
    ['24 h late: one day, 120.00', 1440, 1, 0, 12_000],
    ['24 h 60 min late: one day (the grace counts per day), 120.00', 1440 + 60, 1, 0, 12_000],
    ['24 h 61 min late: a day and an hour, 150.00', 1440 + 61, 1, 1, 15_000],
    ['24 h 4 h 1 min late: two days, 240.00', 1440 + 241, 2, 0, 24_000],
    ['returned 3 hours early: nothing', -180, 0, 0, 0],
  ])('given %s', (_, minutes, days, hours, netFils) => {
    expect(lateReturnTime(dropoffAt, minutesAfterDropoff(minutes), 60)).toEqual({ days, hours });
    const charged = charge({ returnedAt: minutesAfterDropoff(minutes) });
    expect([charged.lateDays, charged.lateHours]).toEqual([days, hours]);
    expect(charged.totals.netFils).toBe(netFils);
  });

  test('given 61 minutes late, should charge one hour at a quarter of the day price: 30.00 + VAT 1.50 = 31.50', () => {
    expect(charge({ returnedAt: minutesAfterDropoff(61) }).lines).toEqual([
      {
        kind: 'late_return_hours',
        quantity: 1,
        unit: 'hour',
        unitFils: 3000,
        netFils: 3000,
        vatFils: 150,
        totalFils: 3150,
      },
    ]);
  });

  test('given 24 h 3 h late, should charge the day and three hours on two lines: 120.00 + 3 × 30.00, VAT 10.50', () => {
    const { lines, totals } = charge({ returnedAt: minutesAfterDropoff(1440 + 60 + 180) });
    expect(lines.map((line) => [line.kind, line.quantity, line.unitFils, line.netFils])).toEqual([
      ['late_return', 1, 12_000, 12_000],
      ['late_return_hours', 3, 3000, 9000],
    ]);
    expect(totals).toEqual({ netFils: 21_000, vatFils: 1050, totalFils: 22_050 });
  });

  test('given a day price of 123.45, should charge an hour at 30.86 (25% half up to the fil)', () => {
    expect(lateHourFils(12_345)).toBe(3086);
    expect(lateHourFils(12_346)).toBe(3087);
    const [line] = charge({ returnedAt: minutesAfterDropoff(60 + 150) }, { dayPriceFils: 12_345 }).lines;
    expect(line).toMatchObject({ kind: 'late_return_hours', quantity: 3, unitFils: 3086, netFils: 9258 });
  });

  test('given 6/8 back from 8/8 on a 60 l tank, should charge 15 l × 2.58 = 38.70 (VAT 1.94) + 20% service 7.74 (VAT 0.39)', () => {
    const { lines, totals } = charge({ fuelEighths: 6 });
    expect(lines).toEqual([
      { kind: 'fuel', quantity: 15, unit: 'litre', unitFils: 258, netFils: 3870, vatFils: 194, totalFils: 4064 },
      {
        kind: 'fuel_service',
        quantity: 20,
        unit: 'percent',
        unitFils: 3870,
        netFils: 774,
        vatFils: 39,
        totalFils: 813,
      },
    ]);
    // VAT per line: 1.935 -> 1.94 and 0.387 -> 0.39 make 2.33, a fil more than 5% of 46.44 (2.322 -> 2.32).
    expect(totals).toEqual({ netFils: 4644, vatFils: 233, totalFils: 4877 });
  });

  test('given one eighth short on a 60 l tank, should charge 7.5 l × 2.58 = 19.35 and 20% = 3.87', () => {
    const [fuel, service] = charge({ fuelEighths: 7 }).lines;
    expect(fuel).toMatchObject({ quantity: 7.5, netFils: 1935, vatFils: 97 });
    expect(service).toMatchObject({ netFils: 387, vatFils: 19 });
  });

  test('given one eighth short on a 45 l tank at 2.63, should round 5.625 l × 2.63 = 14.79375 half up to 14.79', () => {
    const [fuel] = returnCharges(
      { ...terms, tankLitres: 45 },
      handOver,
      { ...onTime, fuelEighths: 7 },
      { ...rules, fuelPricePerLitreFils: 263 },
    ).lines;
    expect(fuel).toMatchObject({ quantity: 5.625, netFils: 1479 });
  });

  test('given more fuel back than at hand-over, should charge nothing for fuel (no refund either)', () => {
    expect(returnCharges(terms, { ...handOver, fuelEighths: 4 }, { ...onTime, fuelEighths: 8 }, rules).lines).toEqual(
      [],
    );
  });

  test('given 900 km over 3 days (allowance 3 × 250 = 750), should charge 150 km × 0.50 = 75.00 + VAT 3.75', () => {
    expect(charge({ odometerKm: 20_900 }).lines).toEqual([
      { kind: 'extra_km', quantity: 150, unit: 'km', unitFils: 50, netFils: 7500, vatFils: 375, totalFils: 7875 },
    ]);
  });

  test('given 900 km and a late day, should allow 4 × 250 = 1,000 km and charge only the day', () => {
    const charged = charge({ odometerKm: 20_900, returnedAt: minutesAfterDropoff(60 + 241) });
    expect(charged.allowanceKm).toBe(1000);
    expect(charged.lines.map((line) => line.kind)).toEqual(['late_return']);
  });

  test('given 900 km and late by the hour, should allow only the booked 750 km: hours bring no kilometres', () => {
    const charged = charge({ odometerKm: 20_900, returnedAt: minutesAfterDropoff(90) });
    expect(charged.allowanceKm).toBe(750);
    expect(charged.lines.map((line) => [line.kind, line.quantity])).toEqual([
      ['late_return_hours', 1],
      ['extra_km', 150],
    ]);
  });

  test.each([
    [1, 250],
    [15, 3750],
    [16, 4000],
    [20, 4000],
    [30, 4000],
    [31, 4250],
    [45, 7750],
    [46, 8000],
    [60, 8000],
  ])('given %i days at 250 a day and 4,000 a month, should allow %i km', (days, km) => {
    expect(kmAllowance(days, 250, 4000)).toBe(km);
  });

  test.each([
    ['CDW, damage 800.00 under the 1,500.00 excess: 800.00', 'cdw', 80_000, 80_000],
    ['CDW, damage 4,000.00 over the 1,500.00 excess: the excess 1,500.00', 'cdw', 400_000, 150_000],
    ['no CDW, damage 4,000.00: in full', 'none', 400_000, 400_000],
    ['SCDW, damage 4,000.00: nothing', 'scdw', 400_000, 0],
  ] as const)('given %s, without VAT (compensation)', (_, cover, assessed, owed) => {
    const lines = charge({ newDamageFils: assessed }, { cover }).lines;
    expect(lines).toEqual(
      owed
        ? [{ kind: 'damage', quantity: 1, unit: 'item', unitFils: owed, netFils: owed, vatFils: 0, totalFils: owed }]
        : [],
    );
  });

  test('given cleaning needed, should charge the fee 100.00 + VAT 5.00', () => {
    expect(charge({ cleaningNeeded: true }).totals).toEqual({ netFils: 10_000, vatFils: 500, totalFils: 10_500 });
  });

  test('given everything at once, should list fuel, service, late day, km, damage and cleaning, totals adding up', () => {
    // 4/8 back: 30 l × 2.58 = 77.40 (3.87) + 15.48 (0.77); 2 h late: 1 hour past the grace 30.00 (1.50);
    // 1,200 km over 3 days' 750: 450 × 0.50 = 225.00 (11.25); damage 2,000.00 capped at 1,500.00 (no VAT);
    // cleaning 100.00 (5.00). Net 1,947.88, VAT 22.39, total 1,970.27.
    const { lines, totals } = charge({
      fuelEighths: 4,
      returnedAt: minutesAfterDropoff(120),
      odometerKm: 21_200,
      newDamageFils: 200_000,
      cleaningNeeded: true,
    });
    expect(lines.map((line) => [line.kind, line.netFils, line.vatFils])).toEqual([
      ['fuel', 7740, 387],
      ['fuel_service', 1548, 77],
      ['late_return_hours', 3000, 150],
      ['extra_km', 22_500, 1125],
      ['damage', 150_000, 0],
      ['cleaning', 10_000, 500],
    ]);
    expect(totals).toEqual({ netFils: 194_788, vatFils: 2239, totalFils: 197_027 });
  });

  test.each([
    ['a fuel level of 9 eighths', { fuelEighths: 9 }],
    ['a fuel level of half an eighth', { fuelEighths: 3.5 }],
    ['an odometer that went backwards', { odometerKm: 19_999 }],
    ['a negative damage cost', { newDamageFils: -1 }],
  ])('given %s, should refuse the readings', (_, returned) => {
    expect(() => charge(returned)).toThrow(RangeError);
  });
});

describe("the booking's own day price", () => {
  // The parts of a booking's price snapshot the day price reads: its quote and member discount.
  const snapshot = (changes: Partial<QuoteRequest> = {}) => ({
    memberDiscount: changes.memberDiscount,
    quote: quoteBooking({
      rateCard: pricingExamplesCard,
      pickupBranch: { value: 'Dubai_Ittihad Road', city: 'Dubai' },
      dropoffBranch: { value: 'Dubai_Ittihad Road', city: 'Dubai' },
      collectionCity: null,
      pickupAt,
      dropoffAt,
      extras: noExtras,
      paymentMethod: 'card',
      ...changes,
    }),
  });

  test('given 3 days at the daily tier, should be the car day rate 120.00', () => {
    expect(bookingDayPriceFils(snapshot())).toBe(12_000);
  });

  test('given CDW, GPS and a baby seat, should add their day rates: 120 + 30 + 40 + 30 = 220.00', () => {
    const extras = { ...noExtras, fullInsurance: true, gps: true, babySeat: true };
    expect(bookingDayPriceFils(snapshot({ extras }))).toBe(22_000);
  });

  test('given an additional driver, pay on pick-up and a one-way drop-off, should leave the once-only charges out', () => {
    const once = snapshot({
      extras: { ...noExtras, additionalDriver: true },
      paymentMethod: 'pay_on_pickup',
      dropoffBranch: { value: 'Abu Dhabi_Al Salam Branch', city: 'Abu Dhabi' },
    });
    expect(bookingDayPriceFils(once)).toBe(12_000);
  });

  test('given 10 days (weekly tier 100.00) with a 10% Fazaa discount, should be 100.00 − 10.00 = 90.00', () => {
    const weekly = snapshot({
      dropoffAt: new Date('2027-03-11T10:00:00+04:00'),
      memberDiscount: { programme: 'fazaa', percent: 10 },
    });
    expect(bookingDayPriceFils(weekly)).toBe(9000);
  });
});

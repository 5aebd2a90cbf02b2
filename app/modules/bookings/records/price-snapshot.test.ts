import { describe, expect, test } from 'vitest';
import { noExtras } from '~/modules/pricing/quote-booking';
import { priceSnapshot, repriceSnapshot } from './price-snapshot';

// The worked example: weekly tier, 10 days, Dubai to Abu Dhabi.
const rateCard = {
  dailyFils: 120_00,
  weeklyFils: 100_00,
  monthlyFils: 80_00,
  cdw: { dailyFils: 30_00, weeklyFils: 25_00, monthlyFils: 20_00 },
  pai: { dailyFils: 15_00, weeklyFils: 12_00, monthlyFils: 10_00 },
  gps: { dailyFils: 40_00, weeklyFils: 35_00, monthlyFils: 30_00 },
  additionalDriverFils: 50_00,
  babySeatFils: 30_00,
  scdwDailyFils: 0,
};
const base = priceSnapshot({
  rateCard,
  pickupBranch: { value: 'Dubai_Ittihad Road', city: 'Dubai' },
  dropoffBranch: { value: 'Abu Dhabi_Al Salam Branch', city: 'Abu Dhabi' },
  collectionCity: null,
  pickupAt: new Date('2027-03-01T10:00:00+04:00'),
  dropoffAt: new Date('2027-03-11T10:30:00+04:00'),
  extras: noExtras,
  paymentMethod: 'card',
});

describe('price snapshots', () => {
  test('Select prices the rental alone: base and one-way charge, with VAT', () => {
    expect(base.quote).toMatchObject({
      days: 10,
      tier: 'weekly',
      grossFils: 1_200_00,
      vatFils: 60_00,
      totalFils: 1_260_00,
    });
  });

  test('choosing extras and pay on pick-up later reproduces the worked example from the kept rate card', () => {
    const chosen = repriceSnapshot(base, {
      extras: { ...noExtras, gps: true, babySeat: true, additionalDriver: true },
    });
    const final = repriceSnapshot(chosen, { paymentMethod: 'pay_on_pickup' });
    expect(final.quote).toMatchObject({ grossFils: 2_000_00, vatFils: 100_00, totalFils: 2_100_00 });
    expect(final.extras).toEqual({ ...noExtras, gps: true, babySeat: true, additionalDriver: true });
    expect(final.pickupAt).toBe('2027-03-01T06:00:00.000Z');
  });

  test('a snapshot survives a round trip through JSON (it is stored as jsonb)', () => {
    const stored = JSON.parse(JSON.stringify(base));
    expect(repriceSnapshot(stored, {}).quote).toEqual(base.quote);
  });
});

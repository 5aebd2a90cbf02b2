import { describe, expect, it } from 'vitest';
import { cancellationCharge, cancellationRule, oneRentalDayFils } from './cancellation-terms';

// A 3-day rental at AED 105.00 a day with full insurance: 315.00 + 60.00 CDW = 375.00, VAT 18.75, total 393.75.
const quote = {
  days: 3,
  lines: [
    { code: 'base' as const, amountFils: 31_500 },
    { code: 'cdw' as const, amountFils: 6_000 },
  ],
};
const pickupAt = new Date('2026-12-10T06:00:00Z'); // 10:00 in Dubai
const hoursBefore = (hours: number) => new Date(pickupAt.getTime() - hours * 3_600_000);

describe('oneRentalDayFils', () => {
  it('given a 3-day rental at AED 105 a day, should keep AED 110.25 (105.00 + 5% VAT)', () => {
    expect(oneRentalDayFils(quote)).toBe(11_025);
  });

  it('given a weekly-tier rental, should use that tier’s day rate, not the daily one', () => {
    // 7 days at AED 90.00 (weekly rate) = 630.00; one day is 90.00 + 4.50 VAT.
    expect(oneRentalDayFils({ days: 7, lines: [{ code: 'base', amountFils: 63_000 }] })).toBe(9_450);
  });

  it('given a day rate whose VAT ends in half a fil, should round half up like the invoice', () => {
    // 21.50 x 5% = 1.075 -> 1.08
    expect(oneRentalDayFils({ days: 1, lines: [{ code: 'base', amountFils: 2_150 }] })).toBe(2_258);
  });
});

describe('cancellationRule', () => {
  it('given exactly 24 hours before pick-up, should still be free', () => {
    expect(cancellationRule(pickupAt, hoursBefore(24))).toBe('free');
  });

  it('given one minute under 24 hours, should be late', () => {
    expect(cancellationRule(pickupAt, new Date(hoursBefore(24).getTime() + 60_000))).toBe('late');
  });

  it('given the pick-up time passed by less than 2 hours, should be late, not yet a no-show', () => {
    expect(cancellationRule(pickupAt, hoursBefore(-1.99))).toBe('late');
  });

  it('given 2 hours after the pick-up time, should be a no-show', () => {
    expect(cancellationRule(pickupAt, hoursBefore(-2))).toBe('no_show');
  });
});

describe('cancellationCharge: worked examples', () => {
  it('given a cancellation 3 days ahead, should refund the whole AED 393.75', () => {
    expect(cancellationCharge({ pickupAt, paidFils: 39_375, quote }, hoursBefore(72))).toEqual({
      rule: 'free',
      keptFils: 0,
      refundFils: 39_375,
    });
  });

  it('given a cancellation 5 hours ahead, should keep AED 110.25 and refund AED 283.50', () => {
    expect(cancellationCharge({ pickupAt, paidFils: 39_375, quote }, hoursBefore(5))).toEqual({
      rule: 'late',
      keptFils: 11_025,
      refundFils: 28_350,
    });
  });

  it('given a no-show, should keep one day and refund the rest', () => {
    expect(cancellationCharge({ pickupAt, paidFils: 39_375, quote }, hoursBefore(-3))).toEqual({
      rule: 'no_show',
      keptFils: 11_025,
      refundFils: 28_350,
    });
  });

  it('given a one-day rental cancelled late, should keep at most what was paid and refund nothing', () => {
    const oneDay = { days: 1, lines: [{ code: 'base' as const, amountFils: 10_500 }] };
    expect(cancellationCharge({ pickupAt, paidFils: 11_025, quote: oneDay }, hoursBefore(1))).toEqual({
      rule: 'late',
      keptFils: 11_025,
      refundFils: 0,
    });
    expect(cancellationCharge({ pickupAt, paidFils: 5_000, quote: oneDay }, hoursBefore(1)).keptFils).toBe(5_000);
  });
});

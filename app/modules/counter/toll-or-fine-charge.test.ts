import { describe, expect, test } from 'vitest';
import { seededChargeRules as rules } from '~/modules/settings/charge-settings-form';
import { tollOrFineCharge } from './toll-or-fine-charge';

// Seeded settings: Salik fee 10% of the toll, traffic fine fee AED 50, municipal fine fee AED 25.
describe('tolls and fines', () => {
  test('given a Salik trip of 4.00, should pass the toll on at cost and add 10% = 0.40 + VAT 0.02: 4.42', () => {
    expect(tollOrFineCharge({ kind: 'salik', tollFils: 400 }, rules)).toEqual({
      lines: [
        { kind: 'salik_toll', quantity: 1, unit: 'item', unitFils: 400, netFils: 400, vatFils: 0, totalFils: 400 },
        { kind: 'salik_fee', quantity: 10, unit: 'percent', unitFils: 400, netFils: 40, vatFils: 2, totalFils: 42 },
      ],
      totals: { netFils: 440, vatFils: 2, totalFils: 442 },
    });
  });

  test('given a peak-hour Salik trip of 6.00, should charge 6.00 + 0.60 + VAT 0.03 = 6.63', () => {
    expect(tollOrFineCharge({ kind: 'salik', tollFils: 600 }, rules).totals.totalFils).toBe(663);
  });

  test('given a traffic fine of 600.00, should add the 50.00 fee with VAT 2.50: 652.50', () => {
    const { lines, totals } = tollOrFineCharge({ kind: 'traffic_fine', fineFils: 60_000 }, rules);
    expect(lines.map((line) => [line.kind, line.netFils, line.vatFils])).toEqual([
      ['traffic_fine', 60_000, 0],
      ['traffic_fine_fee', 5000, 250],
    ]);
    expect(totals).toEqual({ netFils: 65_000, vatFils: 250, totalFils: 65_250 });
  });

  test('given a municipal fine of 500.00, should add the 25.00 fee with VAT 1.25: 526.25', () => {
    const { lines, totals } = tollOrFineCharge({ kind: 'municipal_fine', fineFils: 50_000 }, rules);
    expect(lines.map((line) => [line.kind, line.netFils, line.vatFils])).toEqual([
      ['municipal_fine', 50_000, 0],
      ['municipal_fine_fee', 2500, 125],
    ]);
    expect(totals.totalFils).toBe(52_625);
  });

  test('given a Salik fee of 0% in settings, should pass on the toll alone', () => {
    expect(tollOrFineCharge({ kind: 'salik', tollFils: 400 }, { ...rules, salikFeePercent: 0 }).lines).toHaveLength(1);
  });

  test('given a toll of 4.05 at 10%, should round 0.405 half up to 0.41 and its VAT 0.0205 to 0.02', () => {
    const [, fee] = tollOrFineCharge({ kind: 'salik', tollFils: 405 }, rules).lines;
    expect(fee).toMatchObject({ netFils: 41, vatFils: 2 });
  });

  test('given a negative fine, should refuse it', () => {
    expect(() => tollOrFineCharge({ kind: 'traffic_fine', fineFils: -100 }, rules)).toThrow(RangeError);
  });
});

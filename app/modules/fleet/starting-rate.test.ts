import { describe, expect, test } from 'vitest';
import { sameBrand, startingRateAed } from './starting-rate';

describe('starting rate on fleet cards', () => {
  test.each([
    [[8000], 80],
    [[7995], 80],
    [[7949], 79],
    [[0, 6500], 65],
    [[0], 0],
    [[], 0],
    [[0, 0], 0],
  ])('given monthly rates %o fils, should show %i AED', (rates, expected) => {
    expect(startingRateAed(rates)).toBe(expected);
  });

  test('VW in rate data is VOLKSWAGEN in the fleet', () => {
    expect(sameBrand('VW', 'VOLKSWAGEN')).toBe(true);
    expect(sameBrand('volkswagen', 'vw ')).toBe(true);
    expect(sameBrand('VW', 'TOYOTA')).toBe(false);
  });
});

import { describe, expect, test } from 'vitest';
import { memberDiscountFor, offeredProgrammes } from './member-discounts';

describe('memberDiscountFor', () => {
  const rates = { fazaa: 10, esaad: 15 };
  test('given one card held, should give that programme its percentage', () => {
    expect(memberDiscountFor({ hasFazaa: true, hasEsaad: false }, rates)).toEqual({ programme: 'fazaa', percent: 10 });
    expect(memberDiscountFor({ hasFazaa: false, hasEsaad: true }, rates)).toEqual({ programme: 'esaad', percent: 15 });
  });
  test('given both cards, should give the larger discount only, Fazaa on a tie', () => {
    expect(memberDiscountFor({ hasFazaa: true, hasEsaad: true }, rates)).toEqual({ programme: 'esaad', percent: 15 });
    expect(memberDiscountFor({ hasFazaa: true, hasEsaad: true }, { fazaa: 10, esaad: 10 })).toEqual({
      programme: 'fazaa',
      percent: 10,
    });
  });
  test('given no card, or a card of a programme not offered, should give nothing', () => {
    expect(memberDiscountFor({ hasFazaa: false, hasEsaad: false }, rates)).toBeNull();
    expect(memberDiscountFor({ hasFazaa: true, hasEsaad: false }, { fazaa: 0, esaad: 15 })).toBeNull();
  });
  test('offeredProgrammes lists those with a percentage above 0', () => {
    expect(offeredProgrammes({ fazaa: 0, esaad: 5 })).toEqual(['esaad']);
    expect(offeredProgrammes({ fazaa: 0, esaad: 0 })).toEqual([]);
  });
});

import { describe, expect, test } from 'vitest';
import { ageOn, meetsMinimumAge } from './renter-age';

describe('renter age', () => {
  test.each([
    ['2002-03-01', '2027-03-01', 25],
    ['2002-03-02', '2027-03-01', 24],
    ['2002-02-28', '2027-03-01', 25],
    ['2000-02-29', '2025-02-28', 24],
    ['2000-02-29', '2025-03-01', 25],
    ['1990-12-31', '2027-01-01', 36],
  ])('born %s, on %s is %i', (birth, day, age) => {
    expect(ageOn(birth, day)).toBe(age);
  });

  test('the minimum is met on the birthday itself, not the day before', () => {
    expect(meetsMinimumAge('2004-03-01', '2027-03-01', 23)).toBe(true);
    expect(meetsMinimumAge('2004-03-02', '2027-03-01', 23)).toBe(false);
    expect(meetsMinimumAge('2002-03-01', '2027-03-01', 25)).toBe(true);
    expect(meetsMinimumAge('2003-03-01', '2027-03-01', 25)).toBe(false);
  });
});

import { describe, expect, test } from 'vitest';
import { classRates, isHigherClass } from './class-order';

const ECONOMY = 1;
const STANDARD = 2;
const LUXURY = 3;
const ON_ENQUIRY = 4;

const rates = classRates([
  { vehicleTypeId: ECONOMY, dailyFils: 10_500 },
  { vehicleTypeId: ECONOMY, dailyFils: 9_900 },
  { vehicleTypeId: STANDARD, dailyFils: 16_900 },
  { vehicleTypeId: LUXURY, dailyFils: 0 },
  { vehicleTypeId: LUXURY, dailyFils: 54_900 },
  { vehicleTypeId: ON_ENQUIRY, dailyFils: 0 },
]);

describe('the order of classes', () => {
  test('given models with day rates, a class stands at its cheapest model on sale; models on enquiry do not count', () => {
    expect(rates).toEqual(
      new Map([
        [ECONOMY, 9_900],
        [STANDARD, 16_900],
        [LUXURY, 54_900],
      ]),
    );
  });

  test.each([
    [LUXURY, STANDARD, true],
    [STANDARD, ECONOMY, true],
    [ECONOMY, STANDARD, false],
    [STANDARD, STANDARD, false],
    [ON_ENQUIRY, ECONOMY, false],
    [LUXURY, ON_ENQUIRY, false],
  ])('given class %i against a booked class %i, should say higher: %s', (candidate, booked, higher) => {
    expect(isHigherClass(rates, candidate, booked)).toBe(higher);
  });

  test('given two classes at the same rate, neither is higher', () => {
    const even = classRates([
      { vehicleTypeId: 1, dailyFils: 29_900 },
      { vehicleTypeId: 2, dailyFils: 29_900 },
    ]);
    expect([isHigherClass(even, 1, 2), isHigherClass(even, 2, 1)]).toEqual([false, false]);
  });
});

import { expect, test } from 'vitest';
import { figuresOf, totalsBy } from './utilisation-figures';

test('given no car available, should give no ratios rather than dividing by zero', () => {
  expect(figuresOf({ availableCarDays: 0, onRentCarDays: 2, revenueFils: 500 })).toMatchObject({
    utilisationPercent: null,
    revenuePerCarDayFils: null,
  });
});

test('should round the utilisation to one decimal and revenue per car-day to the fil', () => {
  expect(figuresOf({ availableCarDays: 63, onRentCarDays: 5, revenueFils: 50_000 })).toMatchObject({
    utilisationPercent: 7.9,
    revenuePerCarDayFils: 794,
  });
});

test('should total rows by a key in the order the keys first appear', () => {
  const rows = [
    { model: 'b', availableCarDays: 10, onRentCarDays: 5, revenueFils: 100 },
    { model: 'a', availableCarDays: 10, onRentCarDays: 0, revenueFils: 0 },
    { model: 'b', availableCarDays: 30, onRentCarDays: 5, revenueFils: 300 },
  ];
  expect(totalsBy(rows, (row) => row.model).map(({ key, figures }) => [key, figures])).toEqual([
    [
      'b',
      { availableCarDays: 40, onRentCarDays: 10, revenueFils: 400, utilisationPercent: 25, revenuePerCarDayFils: 10 },
    ],
    ['a', { availableCarDays: 10, onRentCarDays: 0, revenueFils: 0, utilisationPercent: 0, revenuePerCarDayFils: 0 }],
  ]);
});

import { describe, expect, test } from 'vitest';
import { type RentalPeriod, matchToRentals } from './match-rentals';

const dubai = (text: string) => new Date(`${text}+04:00`);
const car = { emirate: 'Dubai', code: 'A', number: '12345' };
const otherCar = { emirate: 'Dubai', code: 'B', number: '12345' };
const rentals: RentalPeriod[] = [
  // Booking 1 had the car from the 1st 10:00 to the 4th 10:00; booking 2 took it at 12:00 and still has it.
  { bookingId: 1, plate: car, outAt: dubai('2026-11-01T10:00:00'), inAt: dubai('2026-11-04T10:00:00') },
  { bookingId: 2, plate: car, outAt: dubai('2026-11-04T12:00:00'), inAt: null },
  { bookingId: 3, plate: otherCar, outAt: dubai('2026-10-01T10:00:00'), inAt: dubai('2026-10-02T10:00:00') },
];
let next = 0;
const trip = (at: string, plate = car, reference = `R${++next}`) => ({ plate, at: dubai(at), reference });
const outcomes = (rows: ReturnType<typeof trip>[], known: string[] = []) =>
  matchToRentals(rows, rentals, new Set(known)).map((match) =>
    match.outcome === 'matched' ? match.bookingId : match.outcome,
  );

describe('matching tolls and fines to rentals', () => {
  test.each([
    ['at the hand-over minute itself', '2026-11-01T10:00:00', 1],
    ['a second before the hand-over', '2026-11-01T09:59:59', 'unmatched'],
    ['a second before the return', '2026-11-04T09:59:59', 1],
    ['at the return minute (the car is back)', '2026-11-04T10:00:00', 'unmatched'],
    ['between two rentals', '2026-11-04T11:00:00', 'unmatched'],
    ['after a hand-over to a renter who still has the car', '2026-11-20T08:00:00', 2],
  ])('given a trip %s, should give %s', (_, at, expected) => {
    expect(outcomes([trip(at)])).toEqual([expected]);
  });

  test('given the same moment on another plate, should match that car’s rental only', () => {
    expect(outcomes([trip('2026-11-02T10:00:00', otherCar), trip('2026-10-01T12:00:00', otherCar)])).toEqual([
      'unmatched',
      3,
    ]);
  });

  test('given a reference imported before, or twice in one file, should mark it a duplicate', () => {
    const rows = [
      trip('2026-11-02T10:00:00', car, 'S-1'),
      trip('2026-11-02T11:00:00', car, 'S-2'),
      trip('2026-11-02T11:00:00', car, 'S-2'),
    ];
    expect(outcomes(rows, ['S-1'])).toEqual(['duplicate', 1, 'duplicate']);
  });

  test('given no rentals, should leave every row unmatched', () => {
    expect(matchToRentals([trip('2026-11-02T10:00:00')], [], new Set())).toEqual([
      { row: expect.objectContaining({ plate: car }), outcome: 'unmatched' },
    ]);
  });
});

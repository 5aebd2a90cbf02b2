import { describe, expect, test } from 'vitest';
import { blockCapacity } from './block-capacity';

const day = 86_400_000;
const jan = (d: number, hours = 0) => Date.UTC(2027, 0, d, hours);

describe('blocking cars never promises more than the branch holds', () => {
  const booked20to22 = { bookingId: 7, startsAt: jan(20, 6), endsAt: jan(22, 8) };

  test('given 2 cars and one booked 20-22 Jan, should allow blocking 1 and name the booking against blocking 2', () => {
    const period = { stock: 2, bookings: [booked20to22], blocks: [], startsAt: jan(20), endsAt: jan(23) };
    expect(blockCapacity({ ...period, cars: 1 })).toEqual({ blockable: 1, inTheWay: [] });
    expect(blockCapacity({ ...period, cars: 2 })).toEqual({ blockable: 1, inTheWay: [7] });
  });

  test('given bookings that never overlap each other, should count the busiest moment, not their sum', () => {
    const bookings = [
      { bookingId: 1, startsAt: jan(20), endsAt: jan(21) },
      { bookingId: 2, startsAt: jan(21), endsAt: jan(22) },
    ];
    expect(blockCapacity({ stock: 2, bookings, blocks: [], startsAt: jan(20), endsAt: jan(22), cars: 1 })).toEqual({
      blockable: 1,
      inTheWay: [],
    });
  });

  test('given a booking whose turnaround runs into the period, should count it there', () => {
    const endsWithTurnaround = { bookingId: 3, startsAt: jan(18), endsAt: jan(20, 2) };
    expect(
      blockCapacity({
        stock: 1,
        bookings: [endsWithTurnaround],
        blocks: [],
        startsAt: jan(20),
        endsAt: jan(21),
        cars: 1,
      }),
    ).toEqual({ blockable: 0, inTheWay: [3] });
    // Ended (turnaround included) before the period starts: no longer in the way.
    expect(
      blockCapacity({
        stock: 1,
        bookings: [{ ...endsWithTurnaround, endsAt: jan(20) }],
        blocks: [],
        startsAt: jan(20),
        endsAt: jan(21),
        cars: 1,
      }),
    ).toEqual({ blockable: 1, inTheWay: [] });
  });

  test('given earlier blocks, should count their cars alongside the bookings', () => {
    const blocks = [{ cars: 2, startsAt: jan(21), endsAt: jan(21) + day }];
    expect(
      blockCapacity({ stock: 3, bookings: [booked20to22], blocks, startsAt: jan(20), endsAt: jan(25), cars: 1 }),
    ).toEqual({ blockable: 0, inTheWay: [7] });
    expect(blockCapacity({ stock: 3, bookings: [], blocks, startsAt: jan(20), endsAt: jan(25), cars: 1 })).toEqual({
      blockable: 1,
      inTheWay: [],
    });
  });

  test('given only bookings outside the period, should allow the whole stock', () => {
    const before = { bookingId: 9, startsAt: jan(10), endsAt: jan(12) };
    expect(
      blockCapacity({ stock: 2, bookings: [before], blocks: [], startsAt: jan(20), endsAt: jan(22), cars: 2 }),
    ).toEqual({ blockable: 2, inTheWay: [] });
  });

  test('given a booking that starts inside the period, should list only those holding a car at an over-promised moment', () => {
    const early = { bookingId: 1, startsAt: jan(20), endsAt: jan(21) };
    const late = { bookingId: 2, startsAt: jan(23), endsAt: jan(24) };
    const both = { bookingId: 3, startsAt: jan(20), endsAt: jan(24) };
    expect(
      blockCapacity({
        stock: 3,
        bookings: [late, early, both],
        blocks: [],
        startsAt: jan(20),
        endsAt: jan(25),
        cars: 2,
      }),
    ).toEqual({ blockable: 1, inTheWay: [1, 3, 2] });
  });
});

import { describe, expect, test } from 'vitest';
import { earliestPickupAt, givesNotice } from './booking-notice';

// 10:20 in Dubai on 27 November 2026.
const now = new Date('2026-11-27T06:20:00Z');
const dubai = (time: string, date = '2026-11-27') => new Date(`${date}T${time}:00+04:00`);

describe('the notice a pick-up needs', () => {
  test.each([
    ['a customer, the next day at the same time', 'customer', dubai('10:20', '2026-11-28'), true],
    ['a customer, 23 hours ahead', 'customer', dubai('09:20', '2026-11-28'), false],
    ['a customer, later today', 'customer', dubai('15:00'), false],
    ['staff, later today', 'staff', dubai('15:00'), true],
    ['staff, the hour already begun', 'staff', dubai('10:00'), true],
    ['staff, the hour before', 'staff', dubai('09:00'), false],
    ['staff, yesterday', 'staff', dubai('12:00', '2026-11-26'), false],
  ] as const)('given %s, should be %s', (_, booker, pickupAt, allowed) => {
    expect(givesNotice(booker, pickupAt, now)).toBe(allowed);
  });

  test('staff may start from the current Dubai hour, a customer from 24 hours on', () => {
    expect(earliestPickupAt('staff', now)).toEqual(dubai('10:00'));
    expect(earliestPickupAt('customer', now)).toEqual(dubai('10:20', '2026-11-28'));
  });
});

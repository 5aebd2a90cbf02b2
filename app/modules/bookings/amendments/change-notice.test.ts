import { describe, expect, test } from 'vitest';
import { checkSchedule } from '../rental-schedule';
import { earliestChangedPickup, noticeHoursFor } from './change-notice';

const now = new Date('2026-12-01T06:30:00+04:00');
const branch = { opensAtMinute: 480, closesAtMinute: 1200 };
const check = (by: 'customer' | 'staff', pickupTime: string, at = now) =>
  checkSchedule({
    now: at,
    pickupDate: '2026-12-01',
    pickupTime,
    dropoffDate: '2026-12-03',
    dropoffTime: '10:00',
    pickupHours: branch,
    dropoffHours: branch,
    earliestPickupAt: earliestChangedPickup(by, at),
  });

describe('the notice a changed pick-up needs, by who changes it', () => {
  test('the customer keeps the 24 hours of the booking rule; staff need none', () => {
    expect(noticeHoursFor('customer')).toBe(24);
    expect(noticeHoursFor('staff')).toBe(0);
    expect(earliestChangedPickup('customer', now)).toEqual(new Date('2026-12-02T06:30:00+04:00'));
    expect(earliestChangedPickup('staff', now)).toEqual(now);
  });

  test('given staff early in the day, should allow 08:00 today; given the customer, should not', () => {
    expect(check('staff', '08:00')).toEqual({});
    expect(check('customer', '08:00')).toHaveProperty('pickupTime');
  });

  test('given staff, should still refuse a time already past and one outside branch hours', () => {
    expect(check('staff', '08:00', new Date('2026-12-01T09:00:00+04:00'))).toHaveProperty('pickupTime');
    expect(check('staff', '07:00')).toHaveProperty('pickupTime');
  });

  test('given no notice, should keep the 24-hour lead time', () => {
    const { earliestPickupAt: _, ...rest } = {
      now,
      pickupDate: '2026-12-01',
      pickupTime: '08:00',
      dropoffDate: '2026-12-03',
      dropoffTime: '10:00',
      pickupHours: branch,
      dropoffHours: branch,
      earliestPickupAt: undefined,
    };
    expect(checkSchedule(rest)).toHaveProperty('pickupTime');
  });
});

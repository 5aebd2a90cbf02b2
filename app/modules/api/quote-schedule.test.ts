import { describe, expect, test } from 'vitest';
import { scheduleMessages } from '~/modules/bookings/rental-schedule';
import { scheduleErrors, toWholeMinute } from './quote-schedule';

const hours = { opensAtMinute: 480, closesAtMinute: 1200 };
const at = (iso: string) => new Date(iso);
const now = at('2027-02-01T09:00:00+04:00');
const check = (pickup: string, dropoff: string) =>
  scheduleErrors({ now, pickupAt: at(pickup), dropoffAt: at(dropoff), pickupHours: hours, dropoffHours: hours });

describe('the schedule rules on API times', () => {
  test('a rental inside the hours, more than a day ahead, passes', () => {
    expect(check('2027-03-01T10:00:00+04:00', '2027-03-03T10:00:00+04:00')).toEqual({});
  });

  test('times are read in Dubai, whatever offset they were sent with', () => {
    // 05:00 UTC is 09:00 in Dubai (open); 17:00 UTC is 21:00 in Dubai (closed).
    expect(check('2027-03-01T05:00:00Z', '2027-03-03T05:00:00Z')).toEqual({});
    expect(check('2027-03-01T10:00:00+04:00', '2027-03-03T17:00:00Z')).toEqual({
      dropoffAt: scheduleMessages.dropoffTimeRule(hours),
    });
  });

  test('the form messages land on pickupAt and dropoffAt', () => {
    expect(check('2027-02-01T20:00:00+04:00', '2027-02-01T19:00:00+04:00')).toEqual({
      pickupAt: scheduleMessages.pickupTimeRule(hours),
      dropoffAt: scheduleMessages.dropoffNotAfterPickup,
    });
  });

  test('seconds are dropped, so the checked minute is the priced one', () => {
    expect(toWholeMinute(at('2027-03-01T20:00:59.999+04:00'))).toEqual(at('2027-03-01T20:00:00+04:00'));
  });
});

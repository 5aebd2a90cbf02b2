import { describe, expect, test } from 'vitest';
import { seededChargeRules as rules } from '~/modules/settings/charge-settings-form';
import { type ReturnSheet, chargesFor } from './return-car.server';

// Due back at 10:00:20 (a drop-off keeps the seconds of the moment it was booked); handed over at 13:01:40.
// The screen's return time has whole minutes: 13:01 typed in the hand-over's own minute is recorded at 13:01:40,
// which is 3 h 1 min late (three hours started past the hour's grace), where 13:01:00 would be 3 h 0 min (two).
const dropoffAt = new Date('2027-03-04T10:00:20+04:00');
const handedOverAt = new Date('2027-03-04T13:01:40+04:00');
const sheet = {
  rental: { handedOverAt, odometerOutKm: 20_000, fuelOutEighths: 8 },
  terms: {
    pickupAt: new Date('2027-03-01T10:00:20+04:00'),
    dropoffAt,
    dayPriceFils: 12_000,
    cover: 'cdw',
    cdwExcessFils: 150_000,
    extraKmFils: 50,
    tankLitres: 60,
  },
  rules,
} as unknown as ReturnSheet;
const reading = { odometerKm: 20_100, fuelEighths: 8, damage: [], newDamageFils: 0, cleaningNeeded: false };

describe('the charges shown before a return is closed', () => {
  test('given a return typed in the hand-over’s own minute, should be worked out at the hand-over, as the return is recorded', () => {
    const typedInTheMinute = chargesFor(sheet, reading, new Date('2027-03-04T13:01:00+04:00'))!;
    const atHandOver = chargesFor(sheet, reading, handedOverAt)!;
    expect(typedInTheMinute.lateHours).toBe(3);
    expect(typedInTheMinute).toEqual(atHandOver);
  });

  test('given a return typed after the hand-over, should be worked out at the time typed', () => {
    // 4 h 29 min late: a fourth hour started past the grace, which makes a late day.
    expect(chargesFor(sheet, reading, new Date('2027-03-04T14:30:00+04:00'))).toMatchObject({
      lateDays: 1,
      lateHours: 0,
    });
  });
});

import { describe, expect, test } from 'vitest';
import { translator } from '~/i18n/translate';
import '~/i18n/booking-messages';
import { branchTimeChoices, changeFormValuesOf, changeInstants, readChangeForm } from './change-form';
import { noExtras } from '~/modules/pricing/quote-booking';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const t = translator('en');

describe('the change form', () => {
  test('reads dates, times and ticked extras, and ignores a car id that is not one', () => {
    const values = readChangeForm(
      form({
        pickupDate: '2026-12-05',
        pickupTime: '10:00',
        dropoffDate: '2026-12-08',
        dropoffTime: '09:00',
        gps: 'on',
        vehicleModelId: '1e3; drop table',
      }),
    );
    expect(values).toEqual({
      pickupDate: '2026-12-05',
      pickupTime: '10:00',
      dropoffDate: '2026-12-08',
      dropoffTime: '09:00',
      extras: {
        ...noExtras,
        fullInsurance: false,
        personalInsurance: false,
        gps: true,
        additionalDriver: false,
        babySeat: false,
      },
      vehicleModelId: null,
    });
    expect(readChangeForm(form({ pickupDate: 'x'.repeat(500) }))).toBeUndefined();
  });

  test('turns Dubai dates and times into instants, and names the field that is not a real date or time', () => {
    const values = readChangeForm(
      form({ pickupDate: '2026-12-05', pickupTime: '10:00', dropoffDate: '2026-12-08', dropoffTime: '09:00' }),
    )!;
    expect(changeInstants(values, t)).toEqual({
      ok: true,
      pickupAt: new Date('2026-12-05T06:00:00Z'),
      dropoffAt: new Date('2026-12-08T05:00:00Z'),
    });
    const wrong = changeInstants({ ...values, pickupDate: '2026-02-30', dropoffTime: '25:00' }, t);
    expect(wrong).toEqual({
      ok: false,
      errors: { pickupDate: 'Please select your PICK-UP Date!', dropoffTime: 'Please select Drop-Off date' },
    });
  });

  test('starts from the booking as it stands, in Dubai time', () => {
    const extras = {
      fullInsurance: true,
      zeroExcess: false,
      personalInsurance: false,
      gps: false,
      additionalDriver: false,
      babySeat: false,
    };
    expect(
      changeFormValuesOf({
        pickupAt: new Date('2026-12-05T06:00:00Z'),
        dropoffAt: new Date('2026-12-08T15:30:00Z'),
        extras,
        vehicleModelId: 7,
      }),
    ).toEqual({
      pickupDate: '2026-12-05',
      pickupTime: '10:00',
      dropoffDate: '2026-12-08',
      dropoffTime: '19:30',
      extras,
      vehicleModelId: 7,
    });
  });

  test('offers the whole hours of the widest day of the week; a closed day adds none', () => {
    const hours = {
      opensAtMinute: 8 * 60,
      closesAtMinute: 20 * 60,
      weekdayHours: { '5': { opensAtMinute: 16 * 60, closesAtMinute: 22 * 60 }, '6': null },
    };
    const choices = branchTimeChoices(hours);
    expect(choices[0]).toBe('08:00');
    expect(choices.at(-1)).toBe('22:00');
    expect(choices).toHaveLength(15);
    expect(
      branchTimeChoices({ ...hours, weekdayHours: { 0: null, 1: null, 2: null, 3: null, 4: null, 5: null, 6: null } }),
    ).toEqual([]);
  });

  test('an hour inside a break is offered while another day is open then, and not when every open day breaks', () => {
    const friday = {
      opensAtMinute: 8 * 60,
      closesAtMinute: 20 * 60,
      breakStartMinute: 12 * 60,
      breakEndMinute: 14 * 60,
    };
    const usual = { opensAtMinute: 8 * 60, closesAtMinute: 20 * 60 };
    expect(branchTimeChoices({ ...usual, weekdayHours: { '5': friday } })).toContain('13:00');
    const everyDay = { 0: friday, 1: friday, 2: friday, 3: friday, 4: friday, 5: friday, 6: null };
    const choices = branchTimeChoices({ ...usual, weekdayHours: everyDay });
    expect(choices).not.toContain('13:00');
    expect(choices).toEqual(expect.arrayContaining(['12:00', '14:00']));
    expect(choices).toHaveLength(12);
  });
});

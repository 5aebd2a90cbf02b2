import { describe, expect, test } from 'vitest';
import { translator } from '~/i18n/translate';
import '~/i18n/booking-messages';
import '~/i18n/staff-messages';
import {
  type ChangeFormContext,
  branchTimeChoices,
  changeFormValuesOf,
  changeInstants,
  driverAgeFor,
  readChangeForm,
} from './change-form';
import { noExtras } from '~/modules/pricing/quote-booking';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const t = translator('en');
const customer: ChangeFormContext = { t, by: 'customer', deliveryCities: [], models: [], today: '2026-11-28' };
// An Economy car taking drivers from 21 with the surcharge under 23; a Luxury one only from 25.
const staff: ChangeFormContext = {
  ...customer,
  by: 'staff',
  deliveryCities: ['Dubai', 'Abu Dhabi'],
  models: [
    { id: 3, minimumAge: 23, youngDriverAge: 21 },
    { id: 9, minimumAge: 25, youngDriverAge: null },
  ],
};
const dates = { pickupDate: '2026-12-05', pickupTime: '10:00', dropoffDate: '2026-12-08', dropoffTime: '09:00' };

describe('the change form', () => {
  test('staff’s delivery, code and driver: every message at its field, with what was typed kept', () => {
    const read = readChangeForm(
      form({
        ...dates,
        vehicleModelId: '3',
        deliver: 'on',
        deliveryCity: 'Mars',
        deliveryAddress: '',
        promoCode: 'X'.repeat(41),
        driverBirthDate: '2030-01-01',
      }),
      staff,
    )!;
    expect(read.errors).toEqual({
      deliveryCity: 'Please select where we deliver the car!',
      deliveryAddress: 'Please input the address we deliver the car to!',
      promoCode: 'Please keep this under 40 characters.',
      driverBirthDate: 'Enter the driver’s date of birth, a real date before today.',
    });
    expect(read.values).toMatchObject({ deliver: true, deliveryCity: 'Mars', driverBirthDate: '2030-01-01' });

    // Unticked, a typed city and address are not checked (nor taken); a customer's form has none of these rules.
    const quiet = { ...dates, deliveryCity: 'Mars', promoCode: 'X'.repeat(41), driverBirthDate: 'soon' };
    expect(readChangeForm(form({ ...quiet, promoCode: '', driverBirthDate: '' }), staff)!.errors).toEqual({});
    expect(readChangeForm(form(quiet), customer)!.errors).toEqual({});
    const delivered = { ...dates, deliver: 'on', deliveryCity: 'Abu Dhabi', deliveryAddress: 'Villa 3' };
    expect(readChangeForm(form(delivered), staff)!.errors).toEqual({});
  });

  test('the driver’s age for the chosen car: refused under the youngest its class takes, at the birth date', () => {
    // 22 on the pick-up day: the Economy car with the surcharge, not the Luxury one.
    const young = { ...dates, driverBirthDate: '2004-06-01' };
    expect(readChangeForm(form({ ...young, vehicleModelId: '3' }), staff)!.errors).toEqual({});
    expect(readChangeForm(form({ ...young, vehicleModelId: '9' }), staff)!.errors).toEqual({
      driverBirthDate: 'The driver is too young for this car: its class takes drivers from 25.',
    });
    expect(driverAgeFor('2004-06-01', '2026-12-05', staff.models[0])).toBe('young_driver');
    expect(driverAgeFor('2006-06-01', '2026-12-05', staff.models[0])).toBe('too_young');
    expect(driverAgeFor('1990-05-14', '2026-12-05', staff.models[1])).toBe('of_age');
    // 23 on the day of pick-up itself: of age.
    expect(driverAgeFor('2003-12-05', '2026-12-05', staff.models[0])).toBe('of_age');
  });

  test('reads dates, times and ticked extras, and ignores a car id that is not one', () => {
    const read = readChangeForm(
      form({
        pickupDate: '2026-12-05',
        pickupTime: '10:00',
        dropoffDate: '2026-12-08',
        dropoffTime: '09:00',
        gps: 'on',
        vehicleModelId: '1e3; drop table',
      }),
      customer,
    );
    expect(read?.errors).toEqual({});
    expect(read?.values).toEqual({
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
      deliver: false,
      deliveryCity: '',
      deliveryAddress: '',
      promoCode: '',
      driverBirthDate: '',
    });
    expect(readChangeForm(form({ pickupDate: 'x'.repeat(500) }), customer)).toBeUndefined();
  });

  test('turns Dubai dates and times into instants, and names the field that is not a real date or time', () => {
    const { values } = readChangeForm(form(dates), customer)!;
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
    // The schema says the same, at the same fields, with what was typed kept.
    const read = readChangeForm(form({ ...dates, pickupDate: '2026-02-30', dropoffTime: '25:00' }), customer)!;
    expect(read.errors).toEqual(wrong.ok ? {} : wrong.errors);
    expect(read.values.pickupDate).toBe('2026-02-30');
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
      deliver: false,
      deliveryCity: '',
      deliveryAddress: '',
      promoCode: '',
      driverBirthDate: '',
    });
    // Delivered, with a code and a driver: what staff's form starts from.
    expect(
      changeFormValuesOf({
        pickupAt: new Date('2026-12-05T06:00:00Z'),
        dropoffAt: new Date('2026-12-08T15:30:00Z'),
        extras,
        vehicleModelId: 7,
        deliveryCity: 'Abu Dhabi',
        deliveryAddress: 'Villa 3, Khalifa City',
        promoCode: 'SPRING10',
        driverBirthDate: '1990-05-14',
      }),
    ).toMatchObject({
      deliver: true,
      deliveryCity: 'Abu Dhabi',
      deliveryAddress: 'Villa 3, Khalifa City',
      promoCode: 'SPRING10',
      driverBirthDate: '1990-05-14',
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

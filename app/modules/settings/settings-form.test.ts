import { describe, expect, test } from 'vitest';
import { translator } from '~/i18n/translate';
import {
  agesSchema,
  bookingRulesSchema,
  companySchema,
  notificationKinds,
  notificationsSchema,
  officeSchema,
} from './settings-form';

const t = translator('en');
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));

describe('settings forms', () => {
  const company = {
    tradeName: 'Oasis Rent A Car',
    legalName: 'Oasis Rent A Car L.L.C.',
    trn: '100 384 726 500 003',
    invoiceAddressEn: 'Al Salam Street, Abu Dhabi',
    hotlineAbuDhabiAlAin: '600 587004',
    hotlineDubaiNorthern: '600 587005',
  };

  test('company facts are stored under their setting keys, the TRN without spaces', () => {
    expect(companySchema(t).parse(company)).toEqual({
      companyTradeName: 'Oasis Rent A Car',
      companyLegalName: 'Oasis Rent A Car L.L.C.',
      taxRegistrationNumber: '100384726500003',
      invoiceAddress: { en: 'Al Salam Street, Abu Dhabi' },
      hotlines: { abuDhabiAlAin: '600 587004', dubaiNorthern: '600 587005' },
    });
  });

  test('a short TRN and a hotline with letters are refused', () => {
    expect(errorsOf(companySchema(t).safeParse({ ...company, trn: '12345', hotlineDubaiNorthern: 'call us' }))).toEqual(
      { trn: 'A TRN has 15 digits.', hotlineDubaiNorthern: 'Use digits, spaces and a leading + only.' },
    );
  });

  test('every kind of submission needs a real address, stored lower-case by kind', () => {
    const all = Object.fromEntries(notificationKinds.map((kind) => [kind, `${kind.toUpperCase()}@example.ae`]));
    expect(notificationsSchema(t).parse(all).career).toBe('career@example.ae');
    expect(errorsOf(notificationsSchema(t).safeParse({ ...all, career: 'hr at example' }))).toEqual({
      career: 'The input is not valid E-mail!',
    });
  });

  test('minimum ages run from 18 to 99', () => {
    expect(agesSchema(t, [1, 2]).parse({ 'age-1': '23', 'age-2': '25' })).toEqual([
      { vehicleTypeId: 1, minimumRenterAge: 23, youngDriverMinimumAge: null, youngDriverDailyFils: 0 },
      { vehicleTypeId: 2, minimumRenterAge: 25, youngDriverMinimumAge: null, youngDriverDailyFils: 0 },
    ]);
    expect(errorsOf(agesSchema(t, [1]).safeParse({ 'age-1': '17' }))).toEqual({
      'age-1': 'Enter an age from 18 to 99.',
    });
  });

  test('a class may take younger drivers with a surcharge a day: an age below its minimum and an amount', () => {
    expect(agesSchema(t, [1]).parse({ 'age-1': '25', 'young-age-1': '21', 'young-fee-1': '30' })).toEqual([
      { vehicleTypeId: 1, minimumRenterAge: 25, youngDriverMinimumAge: 21, youngDriverDailyFils: 3_000 },
    ]);
    expect(
      errorsOf(
        agesSchema(t, [1, 2]).safeParse({ 'age-1': '25', 'young-age-1': '25', 'age-2': '23', 'young-fee-2': '501' }),
      ),
    ).toEqual({
      'young-age-1': 'Enter an age from 18, below the minimum age, or leave it empty.',
      'young-fee-2': 'Enter an amount in AED up to 500, such as 30.',
    });
  });

  test('the reservation address is https or nothing; the buffer 0 to 1440 minutes', () => {
    expect(bookingRulesSchema(t).parse({ turnaroundBufferMinutes: '90', externalReservationUrl: '' })).toEqual({
      turnaroundBufferMinutes: 90,
      externalReservationUrl: null,
      fazaaDiscountPercent: 0,
      esaadDiscountPercent: 0,
    });
    expect(
      errorsOf(
        bookingRulesSchema(t).safeParse({
          turnaroundBufferMinutes: '2000',
          externalReservationUrl: 'http://example.com',
        }),
      ),
    ).toEqual({
      turnaroundBufferMinutes: 'Enter a number of minutes from 0 to 1440.',
      externalReservationUrl: 'Enter a full https:// address, or leave it empty.',
    });
  });

  test('a member discount is a whole percentage from 0 to 50, or empty for none', () => {
    const rules = (fazaa: string, esaad: string) =>
      bookingRulesSchema(t).safeParse({
        turnaroundBufferMinutes: '120',
        fazaaDiscountPercent: fazaa,
        esaadDiscountPercent: esaad,
      });
    expect(rules('10', '').data).toMatchObject({ fazaaDiscountPercent: 10, esaadDiscountPercent: 0 });
    expect(rules('50', '0').data).toMatchObject({ fazaaDiscountPercent: 50, esaadDiscountPercent: 0 });
    expect(errorsOf(rules('51', '7.5'))).toEqual({
      fazaaDiscountPercent: 'Enter a whole percentage from 0 to 50, or leave it empty.',
      esaadDiscountPercent: 'Enter a whole percentage from 0 to 50, or leave it empty.',
    });
    expect(errorsOf(rules('-5', 'ten'))).toMatchObject({
      fazaaDiscountPercent: expect.any(String),
      esaadDiscountPercent: expect.any(String),
    });
  });

  test('the head office is a marker in decimal degrees with a zoom the map knows', () => {
    expect(
      officeSchema(t).parse({
        officeAddressEn: 'Al Salam Street, Abu Dhabi',
        officeAddressAr: '',
        latitude: '24.4878',
        longitude: '54.377',
        zoom: '15',
      }),
    ).toEqual({
      headOfficeMap: { lat: 24.4878, lon: 54.377, zoom: 15, address: { en: 'Al Salam Street, Abu Dhabi' } },
    });
    expect(
      errorsOf(officeSchema(t).safeParse({ officeAddressEn: '', latitude: '24,48', longitude: '-181', zoom: '0' })),
    ).toEqual({
      officeAddressEn: 'Please fill in this field!',
      latitude: 'Enter a latitude from -90 to 90, in decimal degrees.',
      longitude: 'Enter a longitude from -180 to 180, in decimal degrees.',
      zoom: 'Enter a zoom from 1 to 19.',
    });
  });
});

import { describe, expect, test } from 'vitest';
import { addressLines, formatAddress, listSeparator, placeName, type PlaceNames } from './postal-address';

const places: PlaceNames = {
  emirates: [
    { name: 'Dubai', label: { en: 'Dubai', ar: 'دبي' } },
    { name: 'Abu Dhabi', label: { en: 'Abu Dhabi', ar: 'أبوظبي' } },
    { name: 'Ras Al Khaimah', label: { en: 'Ras Al Khaimah', ar: 'رأس الخيمة' } },
  ],
  cities: [
    { en: 'Dubai', ar: 'دبي' },
    { en: 'Al Ain', ar: 'العين' },
  ],
};

const driver = { streetAddress: 'شارع الاتحاد', poBox: '12345', city: 'Al Ain', emirate: 'Abu Dhabi' };

describe('a renter’s address', () => {
  test('given Arabic, should name the emirate and city in Arabic and join with the Arabic comma', () => {
    expect(formatAddress(driver, 'ar', places)).toBe('شارع الاتحاد، ص.ب 12345، العين، أبوظبي');
    expect(formatAddress(driver, 'ar', places)).not.toMatch(/[A-Za-z]|,/);
  });

  test('given English, should keep English names and the Latin comma', () => {
    expect(formatAddress({ ...driver, streetAddress: 'Sheikh Zayed Road 12' }, 'en', places)).toBe(
      'Sheikh Zayed Road 12, P.O. Box 12345, Al Ain, Abu Dhabi',
    );
  });

  test.each([
    ['Dubai', 'ar', 'دبي'],
    ['  dubai ', 'ar', 'دبي'],
    ['دبي', 'en', 'Dubai'],
    ['ras al  khaimah', 'ar', 'رأس الخيمة'],
    ['Hatta', 'ar', 'Hatta'],
  ] as const)('given the place %j in %s, should read %j', (written, locale, shown) => {
    expect(placeName(written, locale, places)).toBe(shown);
  });

  test('given a city that is its emirate, should name it once', () => {
    expect(addressLines({ ...driver, city: 'دبي', emirate: 'Dubai' }, 'ar', places)).toEqual([
      'شارع الاتحاد',
      'ص.ب 12345',
      'دبي',
    ]);
  });

  test('given no P.O. Box, should leave the line out', () => {
    expect(addressLines({ ...driver, poBox: ' ' }, 'en', places)).toEqual(['شارع الاتحاد', 'Al Ain, Abu Dhabi']);
  });

  test('given a visitor’s home address, should print street, city with postcode and the country named in the language', () => {
    const home = {
      streetAddress: '14 Rue des Lilas',
      poBox: '',
      emirate: '',
      city: 'Lyon',
      country: 'FR',
      postcode: '69003',
    };
    expect(addressLines(home, 'en', places)).toEqual(['14 Rue des Lilas', 'Lyon 69003', 'France']);
    expect(addressLines(home, 'ar', places)).toEqual(['14 Rue des Lilas', 'Lyon 69003', 'فرنسا']);
    expect(formatAddress({ ...home, postcode: null }, 'en', places)).toBe('14 Rue des Lilas, Lyon, France');
  });

  test('the separator follows the language', () => {
    expect(listSeparator('ar')).toBe('، ');
    expect(listSeparator('en')).toBe(', ');
  });
});

import { describe, expect, test } from 'vitest';
import { ar, arCore } from './ar';
import { arAccounts } from './ar-accounts';
import { arBackOffice } from './ar-back-office';
import { arBooking } from './ar-booking';
import { arContentAdmin } from './ar-content-admin';
import { arForms } from './ar-forms';
import { arPreowned } from './ar-preowned';
import { arVehiclesAdmin } from './ar-vehicles-admin';
import { en } from './en';
import { enAccounts } from './en-accounts';
import { enBackOffice } from './en-back-office';
import { enBooking } from './en-booking';
import { enContentAdmin } from './en-content-admin';
import { enForms } from './en-forms';
import { enPreowned } from './en-preowned';
import { enVehiclesAdmin } from './en-vehicles-admin';
import { localeFromPath, localizePath, stripLocale } from './locale';
import { translator } from './translate';

describe('locale from the URL', () => {
  test.each([
    ['/', 'en'],
    ['/about-us', 'en'],
    ['/ar', 'ar'],
    ['/ar/about-us', 'ar'],
    ['/arabic-night', 'en'],
  ])('given %s, should be %s', (path, locale) => {
    expect(localeFromPath(path)).toBe(locale);
  });

  test.each([
    ['/about-us', 'ar', '/ar/about-us'],
    ['/', 'ar', '/ar'],
    ['/ar/faq', 'en', '/faq'],
    ['/ar', 'en', '/'],
    ['/ar/faq', 'ar', '/ar/faq'],
  ] as const)('given %s in %s, should be %s', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });

  test('strips the prefix', () => {
    expect(stripLocale('/ar/fleet-guide/SUV Standard')).toBe('/fleet-guide/SUV Standard');
  });
});

describe('translation', () => {
  test('fills placeholders and falls back to English', () => {
    const t = translator('ar');
    expect(t('footer.copyright', { year: 2026 })).toContain('2026');
    expect(translator('en')('fleet.count.many', { n: 7 })).toBe('7 vehicles found');
  });

  test('the Arabic catalogue only has keys that exist in English, and the English areas do not overlap', () => {
    const english = [
      en,
      enAccounts,
      enBackOffice,
      enBooking,
      enContentAdmin,
      enForms,
      enPreowned,
      enVehiclesAdmin,
    ].flatMap((catalogue) => Object.keys(catalogue));
    expect(new Set(english).size).toBe(english.length);
    for (const key of Object.keys(ar)) expect(english).toContain(key);
  });

  test.each([
    ['accounts', arAccounts, enAccounts],
    ['back office', arBackOffice, enBackOffice],
    ['booking', arBooking, enBooking],
    ['content admin', arContentAdmin, enContentAdmin],
    ['forms', arForms, enForms],
    ['pre-owned', arPreowned, enPreowned],
    ['vehicles admin', arVehiclesAdmin, enVehiclesAdmin],
  ])('the Arabic %s catalogue only has keys of its English counterpart', (_area, arabic, english) => {
    const strays = Object.keys(arabic).filter((key) => !(key in english));
    expect(strays).toEqual([]);
  });

  test.each([
    ['core', arCore, en],
    ['accounts', arAccounts, enAccounts],
    ['back office', arBackOffice, enBackOffice],
    ['booking', arBooking, enBooking],
    ['content admin', arContentAdmin, enContentAdmin],
    ['forms', arForms, enForms],
    ['pre-owned', arPreowned, enPreowned],
    ['vehicles admin', arVehiclesAdmin, enVehiclesAdmin],
  ])(
    'every English message of the %s area has its Arabic in the same area, the part a browser fetches',
    (_area, arabic, english) => {
      const missing = Object.keys(english).filter((key) => !(arabic as Record<string, string>)[key]?.trim());
      expect(missing).toEqual([]);
    },
  );

  test('area messages are found once their area is loaded', () => {
    expect(translator('en')('bill.title')).toBe('Complete your booking');
    expect(translator('en')('password.required')).toBe('Please input your password!');
  });

  test('the frame, menu and footer are translated into Arabic', () => {
    const frameKeys = Object.keys(en).filter((key) => /^(site|nav|footer|newsletter|cookies|error)\./.test(key));
    const missing = frameKeys.filter((key) => !(key in ar));
    expect(missing).toEqual([]);
  });

  test('the spec messages are word for word', () => {
    expect(en['error.notFound']).toBe('Sorry, This page is not available.');
    expect(en['error.forbidden']).toBe('Sorry, you are not authorized to access this page.');
    expect(en['newsletter.success']).toBe('Thank you... You have successfully subscribed!');
  });
});

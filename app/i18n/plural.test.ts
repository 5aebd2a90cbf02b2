import { describe, expect, test } from 'vitest';
import '../../tests/setup/catalogues';
import { countForm, dayCount } from './plural';
import { translator } from './translate';

describe('dayCount', () => {
  test.each([
    ['en', 0, '0 days'],
    ['en', 1, '1 day'],
    ['en', 2, '2 days'],
    ['en', 22, '22 days'],
    ['ar', 0, '0 يوم'],
    ['ar', 1, 'يوم واحد'],
    ['ar', 2, 'يومين'],
    ['ar', 3, '3 أيام'],
    ['ar', 10, '10 أيام'],
    ['ar', 11, '11 يوماً'],
    ['ar', 100, '100 يوم'],
  ] as const)('in %s, %i days reads %s', (locale, days, expected) => {
    expect(dayCount(translator(locale), locale, days)).toBe(expected);
  });
});

test('after لمدة the dual is in the genitive, as the price total reads it', () => {
  const t = translator('ar');
  expect(t('choose.totalFor', { period: dayCount(t, 'ar', 2) })).toBe('الإجمالي لمدة يومين شاملاً ضريبة القيمة المضافة');
  expect(t('choose.totalFor', { period: dayCount(t, 'ar', 11) })).toBe(
    'الإجمالي لمدة 11 يوماً شاملاً ضريبة القيمة المضافة',
  );
});

describe('countForm', () => {
  test.each([
    ['en', 0, 'none'],
    ['en', 1, 'one'],
    ['en', 2, 'other'],
    ['en', 11, 'other'],
    ['ar', 0, 'none'],
    ['ar', 1, 'one'],
    ['ar', 2, 'two'],
    ['ar', 3, 'few'],
    ['ar', 10, 'few'],
    ['ar', 11, 'many'],
    ['ar', 100, 'other'],
  ] as const)('in %s, %i takes the %s form', (locale, count, form) => {
    expect(countForm(locale, count)).toBe(form);
  });
});

describe('counted lines read right in each language', () => {
  test.each([
    ['en', 1, 'fleet.count', '1 vehicle found'],
    ['en', 6, 'fleet.count', '6 vehicles found'],
    ['ar', 2, 'fleet.count', 'تم العثور على سيارتين'],
    ['ar', 6, 'fleet.count', 'تم العثور على 6 سيارات'],
    ['ar', 11, 'fleet.count', 'تم العثور على 11 سيارة'],
    ['en', 3, 'bookings.found', '3 booking(s) found'],
    ['ar', 2, 'bookings.found', 'تم العثور على حجزين'],
    ['ar', 12, 'review.count', '12 حساباً بانتظار المراجعة'],
  ] as const)('in %s, %i with %s', (locale, count, prefix, line) => {
    expect(translator(locale)(`${prefix}.${countForm(locale, count)}`, { n: count })).toBe(line);
  });
});

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatAed, formatAedDigits, formatKm } from './money';

/** What Intl.NumberFormat writes for the same figure: the format money.ts reproduces by hand. */
const intlAed = (fils: number, locale: 'en' | 'ar', wholeDirhams: boolean) =>
  new Intl.NumberFormat(locale === 'ar' ? 'ar-AE' : 'en-AE', {
    style: 'currency',
    currency: 'AED',
    currencyDisplay: locale === 'ar' ? 'symbol' : 'code',
    numberingSystem: 'latn',
    minimumFractionDigits: wholeDirhams ? 0 : 2,
    maximumFractionDigits: wholeDirhams ? 0 : 2,
  }).format(fils / 100);

const intlDecimal = (value: number, digits: number) =>
  new Intl.NumberFormat('en-AE', {
    style: 'decimal',
    numberingSystem: 'latn',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);

const fils = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.maxSafeInteger().map((value) => Math.trunc(value / 1000)),
  fc.integer({ min: -20_000, max: 20_000 }).map((dirhams) => dirhams * 100 + 50),
  fc.constantFrom(0, -0, 49, 50, -50, 150, 250, -150, 99_999_950, 100_000_000),
);

describe('money written by hand, as Intl writes it', () => {
  test.each(['en', 'ar'] as const)('%s amounts, in fils and in whole dirhams', (locale) => {
    fc.assert(
      fc.property(fils, fc.boolean(), (amount, wholeDirhams) => {
        expect(formatAed(amount, locale, { wholeDirhams })).toBe(intlAed(amount, locale, wholeDirhams));
      }),
      { numRuns: 5_000 },
    );
  });

  test('the invoice digits and kilometres', () => {
    fc.assert(
      fc.property(fils, (amount) => {
        expect(formatAedDigits(amount)).toBe(intlDecimal(amount / 100, 2));
        expect(formatKm(Math.abs(amount))).toBe(intlDecimal(Math.abs(amount), 0));
      }),
      { numRuns: 5_000 },
    );
  });

  test('worked examples', () => {
    expect(formatAed(123_450, 'en')).toBe('AED\u00a01,234.50');
    expect(formatAed(123_450, 'en', { wholeDirhams: true })).toBe('AED\u00a01,235');
    expect(formatAed(-30, 'en', { wholeDirhams: true })).toBe('-AED\u00a00');
    expect(formatAed(123_450, 'ar')).toBe('\u200f1,234.50\u00a0د.إ.\u200f');
    expect(formatAed(-123_450, 'ar')).toBe('\u200f\u200e-1,234.50\u00a0د.إ.\u200f');
    expect(formatKm(1_234_567)).toBe('1,234,567');
  });
});

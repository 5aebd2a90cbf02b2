import { describe, expect, test } from 'vitest';
import { deviceType } from './device';
import { dubaiToday, dubaiYear } from './dubai-time';
import { formatAed, formatAedDigits, formatAedPlain, formatKm } from './money';
import { minuteOfDayLabel } from './opening-hours';

describe('round figures and kilometres', () => {
  const seen = (text: string) => text.replace(/\u00a0/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

  test('an amount drops its fils only when it has none, in both languages', () => {
    expect(seen(formatAedPlain(150_000, 'en'))).toBe('AED 1,500');
    expect(seen(formatAedPlain(15_645, 'en'))).toBe('AED 156.45');
    expect(seen(formatAedPlain(150_000, 'ar'))).toBe('1,500 د.إ.');
  });

  test('kilometres in Western digits with thousands commas', () => {
    expect(formatKm(250)).toBe('250');
    expect(formatKm(4_000)).toBe('4,000');
    expect(formatKm(123_456)).toBe('123,456');
  });
});

describe('money display', () => {
  // Intl puts a no-break space after AED and bidi marks around the Arabic amount; what a reader sees is compared.
  const seen = (text: string) => text.replace(/\u00a0/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

  test.each([
    ['a whole daily rate', 6600, { wholeDirhams: true }, 'AED 66'],
    ['a whole amount with fils', 6600, {}, 'AED 66.00'],
    ['a fractional amount', 33075, {}, 'AED 330.75'],
    ['fils under one dirham', 5, {}, 'AED 0.05'],
    ['thousands', 123450, {}, 'AED 1,234.50'],
    ['a million, whole', 100_000_000, { wholeDirhams: true }, 'AED 1,000,000'],
    ['a refund shown negative', -250, {}, '-AED 2.50'],
  ])('English, %s: %i fils is %s', (_, fils, options, expected) => {
    expect(seen(formatAed(fils, 'en', options))).toBe(expected);
  });

  test.each([
    ['a whole daily rate', 6600, { wholeDirhams: true }, '66 د.إ.'],
    ['a fractional amount', 33075, {}, '330.75 د.إ.'],
    ['thousands', 123450, {}, '1,234.50 د.إ.'],
  ])('Arabic, %s: Western digits before د.إ (%i fils)', (_, fils, options, expected) => {
    expect(seen(formatAed(fils, 'ar', options))).toBe(expected);
  });

  test('the amount is never written the old way, number first with AED after it', () => {
    expect(seen(formatAed(6600, 'en', { wholeDirhams: true }))).not.toMatch(/66\s*AED/);
  });

  test('the tax invoice digits are the English amount without the currency', () => {
    expect([0, 5, 123_456, 100_000_000, -250].map(formatAedDigits)).toEqual([
      '0.00',
      '0.05',
      '1,234.56',
      '1,000,000.00',
      '-2.50',
    ]);
    expect(seen(formatAed(123_456, 'en'))).toBe(`AED ${formatAedDigits(123_456)}`);
    expect(() => formatAedDigits(1.5)).toThrow(RangeError);
  });
});

describe('UAE time', () => {
  test('the year turns at midnight in Dubai, not UTC', () => {
    // 2026-12-31 21:30 UTC is already 2027-01-01 01:30 in Dubai.
    expect(dubaiYear(new Date('2026-12-31T21:30:00Z'))).toBe(2027);
    expect(dubaiToday(new Date('2026-12-31T19:59:00Z'))).toBe('2026-12-31');
    expect(dubaiToday(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });
  test('opening hours labels', () => {
    expect(minuteOfDayLabel(480)).toBe('08:00');
    expect(minuteOfDayLabel(1200)).toBe('20:00');
  });
});

describe('device type from the user agent', () => {
  test.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 'mobile-iphone'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari', 'mobile-android'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', 'tablet'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 'desktop-windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)', 'desktop-macintosh'],
  ])('given %s, should be %s', (ua, expected) => {
    expect(deviceType(ua)).toBe(expected);
  });
});

import { describe, expect, test } from 'vitest';
import { deviceType } from './device';
import { dubaiToday, dubaiYear } from './dubai-time';
import { formatAed } from './money';
import { minuteOfDayLabel } from './opening-hours';

describe('money display', () => {
  test('English shows AED with separators and two decimals', () => {
    expect(formatAed(123450, 'en').replace(/\u00a0/g, ' ')).toBe('AED 1,234.50');
  });
  test('Arabic keeps Western digits', () => {
    expect(formatAed(123450, 'ar')).toMatch(/1,234\.50/);
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

import { describe, expect, test } from 'vitest';
import { compactPhone, phoneSearch, phoneShapeOnly } from './phone';

const stored = '+971501234567';

describe('a search read as a phone number', () => {
  test.each([
    ['+971501234567'],
    ['+971 50 123 4567'],
    ['00971 50 123 4567'],
    ['00971501234567'],
    ['971 50 123 4567'],
    ['+971 050 123 4567'],
    ['+971 (0)50 123 4567'],
    ['00971 050 123 4567'],
    ['050 123 4567'],
    ['0501234567'],
    ['(050) 123-4567'],
    ['050-123-4567'],
    ['050.123.4567'],
    ['  050 123 4567  '],
  ])('%s finds the stored +971501234567', (typed) => {
    const search = phoneSearch(typed);
    // The inbox looks for the digits in the stored number, customer search for the national digits.
    expect(search).toEqual({ digits: '971501234567', national: '501234567' });
    expect(stored).toContain(search!.digits);
    expect(stored.replace(/\D/g, '')).toContain(search!.national);
  });

  test.each([
    ['50 123 4567', '501234567'],
    ['123 4567', '1234567'],
    ['+971 50', '97150'],
  ])('the part %s is found inside the number', (typed, digits) => {
    expect(phoneSearch(typed)?.digits).toBe(digits);
    expect(stored).toContain(digits);
  });

  test.each([
    ['+44 7911 123456', '447911123456'],
    ['0044 7911 123456', '447911123456'],
  ])('%s keeps its own country code', (typed, digits) => {
    expect(phoneSearch(typed)).toEqual({ digits, national: digits });
  });

  test.each([
    ['Layla'],
    ['fatima@example.ae'],
    ['OR-7K2M9QX'],
    ['050 123 4567 ext 2'],
    ['050١٢٣٤٥٦٧'],
    ['50+1234567'],
    ['12'],
    ['0012'],
    ['+'],
    ['+971'],
    ['00971 0'],
    [''],
  ])('%s is not a phone search', (typed) => {
    expect(phoneSearch(typed)).toBeNull();
  });
});

describe('the browser check', () => {
  test('only checks the shape of a number, in the UAE by default', () => {
    expect(phoneShapeOnly('501234567', 'AE')).toBe('501234567');
    expect(phoneShapeOnly('501234567')).toBe('501234567');
    expect(phoneShapeOnly('+971501234567', 'AE')).toBe('+971501234567');
    expect(phoneShapeOnly('50abc', 'AE')).toBeNull();
    expect(phoneShapeOnly('501234567', '')).toBeNull();
  });

  test('drops the separators people type', () => {
    expect(compactPhone(' (50) 123-45.67 ')).toBe('501234567');
  });
});

import { describe, expect, test } from 'vitest';
import { MAX_AED_FILS, filsToAedText, parseAedToFils } from './aed-amount';

describe('parseAedToFils', () => {
  test.each([
    ['0', 0],
    ['99', 9900],
    ['99.9', 9990],
    ['99.95', 9995],
    ['0.29', 29], // 0.29 * 100 is 28.999999999999996 in floating point
    ['1.005'.slice(0, 4), 100],
    ['1,234.50', 123450],
    ['12,345,678', 1234567800],
    [' 45.10 ', 4510],
    ['007.5', 750],
    ['1000000', MAX_AED_FILS],
  ])('given %j, should give %i fils', (text, fils) => {
    if (fils > MAX_AED_FILS) expect(parseAedToFils(text)).toBeNull();
    else expect(parseAedToFils(text)).toBe(fils);
  });

  test.each([
    '',
    ' ',
    '-5',
    '1.005',
    '1.',
    '.5',
    '1e3',
    '0x10',
    '12,34',
    '1,2345',
    'AED 10',
    '10 AED',
    'NaN',
    'Infinity',
    '1000000.01',
    '9999999999',
    '١٢',
  ])('given %j, should refuse it', (text) => {
    expect(parseAedToFils(text)).toBeNull();
  });

  test('every two-decimal amount survives the round trip', () => {
    for (let fils = 0; fils < 100_000; fils += 7) expect(parseAedToFils(filsToAedText(fils))).toBe(fils);
  });

  test('formats fils for the form without separators', () => {
    expect(filsToAedText(0)).toBe('0.00');
    expect(filsToAedText(9995)).toBe('99.95');
    expect(filsToAedText(123450)).toBe('1234.50');
  });
});

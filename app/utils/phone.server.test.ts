import { describe, expect, test } from 'vitest';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { formatPhone, phoneToE164 } from './phone.server';
import { telHref } from './phone';

describe('a mobile number as typed', () => {
  test.each([
    ['050 123 4567', '+971501234567'],
    ['0501234567', '+971501234567'],
    ['501234567', '+971501234567'],
    ['+971 50 123 4567', '+971501234567'],
    ['00971 50 123 4567', '+971501234567'],
    ['+971 050 123 4567', '+971501234567'],
    ['(050) 123-4567', '+971501234567'],
    ['050.123.4567', '+971501234567'],
    ['+44 7911 123456', '+447911123456'],
  ])('%s reads as %s', (input, e164) => {
    expect(phoneToE164(input)).toBe(e164);
  });

  test.each([
    ['7911123456', 'GB', '+447911123456'],
    ['+971501234567', 'GB', '+971501234567'],
    ['501234567', 'AE', '+971501234567'],
  ])('%s in the country %s reads as %s', (input, country, e164) => {
    expect(phoneToE164(input, country)).toBe(e164);
  });

  test.each([
    ['0501234567x'],
    ['050 123 4567 ext 2'],
    ['050١٢٣٤٥٦٧'],
    ['50/1234567'],
    ['04 263 5810'],
    ['12345'],
    [''],
    ['+'],
  ])('%s is not a mobile number', (input) => {
    expect(phoneToE164(input)).toBeNull();
  });

  test('a country that is not one refuses the number', () => {
    expect(phoneToE164('501234567', '')).toBeNull();
    expect(phoneToE164('501234567', 'XX')).toBeNull();
  });
});

describe('a stored number for display', () => {
  test('is written the international way', () => {
    expect(formatPhone('+971501234567')).toBe('+971 50 123 4567');
    expect(formatPhone('not a number')).toBe('not a number');
  });
});

describe('a number written for customers as a tel: address', () => {
  test.each([
    ['600 587004', 'tel:+971600587004'],
    ['600-587005', 'tel:+971600587005'],
    ['800 76237', 'tel:+97180076237'],
    ['04 263 5810', 'tel:+97142635810'],
    ['+971 2 644 7120', 'tel:+97126447120'],
    ['00971 56 587 0040', 'tel:+971565870040'],
  ])('%s dials %s, the E.164 form the numbering plans give', (written, href) => {
    expect(telHref(written)).toBe(href);
    const parsed = parsePhoneNumberFromString(written.replace(/-/g, ' '), 'AE');
    expect(parsed?.isValid()).toBe(true);
    expect(`tel:${parsed!.number}`).toBe(href);
  });
});

import { describe, expect, test } from 'vitest';
import { mobileE164 } from './phone.server';

describe('a mobile number as typed', () => {
  test.each([
    ['050 123 4567', '+971501234567'],
    ['0501234567', '+971501234567'],
    ['+971 50 123 4567', '+971501234567'],
    ['(050) 123-4567', '+971501234567'],
    ['+44 7911 123456', '+447911123456'],
  ])('%s reads as %s', (input, e164) => {
    expect(mobileE164(input)).toBe(e164);
  });

  test.each([['0501234567x'], ['050 123 4567 ext 2'], ['050١٢٣٤٥٦٧'], ['04 263 5810'], ['12345'], [''], ['+']])(
    '%s is not a mobile number',
    (input) => {
      expect(mobileE164(input)).toBeNull();
    },
  );
});

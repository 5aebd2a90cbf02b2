import { describe, expect, test } from 'vitest';
import { containsPattern } from '~/utils/contains-pattern';
import { readCustomerQuery } from './customer-search';

describe('what staff type to find a customer', () => {
  test.each([
    ['+971 50 123 4567', '501234567'],
    ['050 123 4567', '501234567'],
    ['00971501234567', '501234567'],
    ['(050) 123-4567', '501234567'],
    ['1234', null],
    ['Layla', null],
    ['OR-7K2M9QX', null],
  ])('%s reads as the phone digits %s', (input, digits) => {
    expect(readCustomerQuery(input).phoneDigits).toBe(digits);
  });

  test('is trimmed, single-spaced and at most 100 characters; nothing typed reads as empty', () => {
    expect(readCustomerQuery('  Layla   Al  Mansoori ').text).toBe('Layla Al Mansoori');
    expect(readCustomerQuery('x'.repeat(500)).text).toHaveLength(100);
    expect(readCustomerQuery(null)).toEqual({ text: '', phoneDigits: null });
  });

  test('LIKE patterns take % and _ literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

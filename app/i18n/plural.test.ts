import { describe, expect, test } from 'vitest';
import '../../tests/setup/catalogues';
import { dayCount } from './plural';
import { translator } from './translate';

describe('dayCount', () => {
  test.each([
    ['en', 1, '1 day'],
    ['en', 2, '2 days'],
    ['en', 22, '22 days'],
    ['ar', 1, 'يوم واحد'],
    ['ar', 2, 'يومان'],
    ['ar', 3, '3 أيام'],
    ['ar', 10, '10 أيام'],
    ['ar', 11, '11 يوماً'],
    ['ar', 100, '100 يوم'],
  ] as const)('in %s, %i days reads %s', (locale, days, expected) => {
    expect(dayCount(translator(locale), locale, days)).toBe(expected);
  });
});

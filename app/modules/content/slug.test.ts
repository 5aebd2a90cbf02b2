import { describe, expect, test } from 'vitest';
import { isValidSlug, suggestSlug } from './slug';

describe('suggestSlug', () => {
  test.each([
    ['Renting in Dubai: 5 Tips!', 'renting-in-dubai-5-tips'],
    ['  Café & Crème — Road Trips  ', 'cafe-creme-road-trips'],
    ['نصائح القيادة في دبي', 'نصائح-القيادة-في-دبي'],
    ['---', ''],
  ])('given %j, should suggest %j', (title, slug) => {
    expect(suggestSlug(title)).toBe(slug);
  });

  test('given a very long title, should stop at 100 characters without a trailing hyphen', () => {
    const slug = suggestSlug('word '.repeat(60));
    expect(slug.length).toBeLessThanOrEqual(100);
    expect(slug.endsWith('-')).toBe(false);
  });

  test('every suggestion is a valid slug, and upper case or double hyphens are not', () => {
    expect(isValidSlug(suggestSlug('Summer Deals 2026'))).toBe(true);
    expect(isValidSlug('Summer-deals')).toBe(false);
    expect(isValidSlug('summer--deals')).toBe(false);
    expect(isValidSlug('summer deals')).toBe(false);
    expect(isValidSlug('-summer')).toBe(false);
  });
});

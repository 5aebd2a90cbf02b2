import { describe, expect, test } from 'vitest';
import '~/i18n/ar';
import { translator } from '~/i18n/translate';
import { memberDiscountPromise, withMemberDiscountPromise } from './member-discount-copy';
import { pageCopy } from './page-copy';

describe('the member discount promise on the no-offers page', () => {
  const en = translator('en');
  test('given both programmes offered, should name both percentages', () => {
    expect(memberDiscountPromise({ fazaa: 10, esaad: 15 }, en)).toMatch(/Fazaa members save 10% and Esaad members 15%/);
  });
  test('given one programme offered, should name only that one, in either language', () => {
    expect(memberDiscountPromise({ fazaa: 0, esaad: 5 }, en)).toMatch(/^Esaad members save 5%/);
    expect(memberDiscountPromise({ fazaa: 12, esaad: 0 }, translator('ar'))).toContain('فزعة 12%');
  });
  test('given none offered, should promise nothing and leave the page as written', () => {
    const copy = pageCopy['no-offers-available'].en;
    expect(memberDiscountPromise({ fazaa: 0, esaad: 0 }, en)).toBeNull();
    expect(withMemberDiscountPromise(copy, null)).toBe(copy);
    expect(JSON.stringify(copy)).not.toMatch(/Fazaa|Esaad/);
  });
  test('given a promise, should add it to the first list of ways to save', () => {
    const copy = pageCopy['no-offers-available'].en;
    const first = copy.sections.findIndex((section) => section.bullets?.length);
    const shown = withMemberDiscountPromise(copy, 'Members save.');
    expect(shown.sections[first].bullets).toEqual([...copy.sections[first].bullets!, 'Members save.']);
  });
});

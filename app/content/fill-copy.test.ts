import { describe, expect, test } from 'vitest';
import { fillCopy } from './fill-copy';

const facts = {
  phones: { hotlineAbuDhabiAlAin: '600 587004', hotlineDubaiNorthern: '600 587009' },
  figures: { cleaningFee: 'AED 105' },
};

describe('page copy with the company facts', () => {
  test('fills every string of the copy, however deep, and leaves unknown placeholders as written', () => {
    const copy = {
      title: 'Contact',
      sections: [{ paragraphs: ['Call {hotlineDubaiNorthern} or {hotlineAbuDhabiAlAin}.', 'Keep {this}.'] }],
      count: 2,
    };
    expect(fillCopy(copy, facts, 'en')).toEqual({
      title: 'Contact',
      sections: [{ paragraphs: ['Call 600 587009 or 600 587004.', 'Keep {this}.'] }],
      count: 2,
    });
  });

  test('fills the figures as the settings give them', () => {
    expect(fillCopy('A cleaning charge of {cleaningFee} applies.', facts, 'en')).toBe(
      'A cleaning charge of AED 105 applies.',
    );
  });

  test('a name an object inherits is no placeholder', () => {
    expect(fillCopy('{toString} and {constructor}', facts, 'en')).toBe('{toString} and {constructor}');
  });

  test('in Arabic a number is isolated left to right, so its digit groups keep their order', () => {
    expect(fillCopy('اتصل على {hotlineAbuDhabiAlAin} الآن', facts, 'ar')).toBe('اتصل على \u2066600 587004\u2069 الآن');
  });

  test('in Arabic an amount is set as it is, in its own right-to-left order', () => {
    const arabic = { ...facts, figures: { cleaningFee: '105 د.إ.' } };
    expect(fillCopy('رسوم تنظيف قدرها {cleaningFee}', arabic, 'ar')).toBe('رسوم تنظيف قدرها 105 د.إ.');
  });
});

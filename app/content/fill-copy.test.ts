import { describe, expect, test } from 'vitest';
import { fillCopy } from './fill-copy';

const facts = { hotlineAbuDhabiAlAin: '600 587004', hotlineDubaiNorthern: '600 587009' };

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

  test('in Arabic a number is isolated left to right, so its digit groups keep their order', () => {
    expect(fillCopy('اتصل على {hotlineAbuDhabiAlAin} الآن', facts, 'ar')).toBe('اتصل على \u2066600 587004\u2069 الآن');
  });
});

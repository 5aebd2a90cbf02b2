import { describe, expect, test } from 'vitest';
import { tabFromKey } from './tab-keys';

describe('tabFromKey', () => {
  test.each([
    ['ArrowRight', 0, false, 1],
    ['ArrowRight', 2, false, 0],
    ['ArrowLeft', 0, false, 2],
    ['ArrowLeft', 0, true, 1],
    ['ArrowRight', 0, true, 2],
    ['Home', 2, false, 0],
    ['End', 0, true, 2],
    ['Enter', 1, false, null],
  ] as const)('%s from tab %i (rtl %s) goes to %s', (key, index, rtl, expected) => {
    expect(tabFromKey(key, index, 3, rtl)).toBe(expected);
  });
});

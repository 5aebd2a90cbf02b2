import { describe, expect, test } from 'vitest';
import { splitName } from './prefill.server';

describe('splitName', () => {
  test.each([
    ['Layla Al Mansoori', { firstName: 'Layla', lastName: 'Al Mansoori' }],
    ['Sara Customer', { firstName: 'Sara', lastName: 'Customer' }],
    ['  Omar   Khalid  ', { firstName: 'Omar', lastName: 'Khalid' }],
    ['Madonna', { firstName: 'Madonna', lastName: '' }],
    ['', { firstName: '', lastName: '' }],
  ])('given %j, should give %o', (name, expected) => {
    expect(splitName(name)).toEqual(expected);
  });
});

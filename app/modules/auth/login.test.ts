import { describe, expect, test } from 'vitest';
import { logoutDestination } from './login.server';

describe('where Logout lands', () => {
  test.each([
    ['given the home page, should reload home', '/', '/'],
    ['given the Arabic home page, should reload it', '/ar', '/ar'],
    ['given another page, should go home', '/faq', '/'],
    ['given another Arabic page, should go to the Arabic home', '/ar/my-account', '/ar'],
    ['given a vehicle details page, should stay on it', '/details/12', '/details/12'],
    [
      'given a vehicle details page with a booking, should stay with its query',
      '/details/12/40?from=fleet',
      '/details/12/40?from=fleet',
    ],
    ['given an Arabic vehicle details page, should stay on it', '/ar/details/12', '/ar/details/12'],
    [
      'given a master details page, should stay on it',
      '/details-master/3/12/Toyota/Yaris',
      '/details-master/3/12/Toyota/Yaris',
    ],
    ['given a page whose name only starts like details, should go home', '/detailsx', '/'],
    ['given another site, should go home', '//evil.example/details/1', '/'],
    ['given a backslash trick, should go home', '/\\evil.example', '/'],
    ['given nothing, should go home', null, '/'],
  ])('%s', (_, from, expected) => {
    expect(logoutDestination(from)).toBe(expected);
  });
});

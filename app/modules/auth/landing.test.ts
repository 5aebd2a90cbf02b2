import { describe, expect, test } from 'vitest';
import { landingPath } from './landing';

describe('where a login lands without a page asked for', () => {
  test.each([
    [['customer'], '/'],
    [['cms'], '/admin/vehicles'],
    [['admin'], '/admin/today'],
    [['customer', 'owner'], '/admin/today'],
    [['cms', 'admin'], '/admin/today'],
  ] as const)('given the roles %o, should land on %s', (roles, path) => {
    expect(landingPath(roles)).toBe(path);
  });
});

import { describe, expect, test } from 'vitest';
import {
  holdersOf,
  holdsAnyRole,
  holdsRole,
  isRole,
  isStaff,
  isStaffRole,
  isStaffScreen,
  mayDo,
  mayOpen,
  roles,
  staffActionRoles,
  staffRoles,
  staffScreenRoles,
} from './permissions';

describe('the owner holds every role', () => {
  test.each(roles)('given an owner, should hold %s', (role) => {
    expect(holdsRole(['owner'], role)).toBe(true);
  });

  test.each([
    [['cms'], 'cms', true],
    [['cms'], 'admin', false],
    [['admin'], 'owner', false],
    [['customer', 'admin'], 'admin', true],
    [['customer'], 'cms', false],
    [[], 'customer', false],
  ] as const)('given roles %j, should hold %s: %s', (held, role, expected) => {
    expect(holdsRole(held, role)).toBe(expected);
  });

  test('given nobody signed in, should hold no role', () => {
    expect(holdsRole(null, 'customer')).toBe(false);
    expect(holdsRole(undefined, 'customer')).toBe(false);
    expect(holdsAnyRole(null, ['customer'])).toBe(false);
  });

  test('given a list of roles, should pass anyone holding one of them, and the owner always', () => {
    expect(holdsAnyRole(['cms'], ['admin', 'cms'])).toBe(true);
    expect(holdsAnyRole(['cms'], ['admin'])).toBe(false);
    expect(holdsAnyRole(['owner'], [])).toBe(true);
    expect(holdsAnyRole(['admin'], [])).toBe(false);
  });

  test('the holders of a role, for a database filter, are the role and the owner', () => {
    expect(holdersOf('admin')).toEqual(['admin', 'owner']);
    expect(holdersOf('cms')).toEqual(['cms', 'owner']);
    expect(holdersOf('owner')).toEqual(['owner']);
  });
});

describe('screens and actions', () => {
  test.each(Object.entries(staffScreenRoles))('%s is opened by %s and the owner, and by no other role', (id, role) => {
    expect(isStaffScreen(id)).toBe(true);
    for (const held of roles) {
      const screen = id as keyof typeof staffScreenRoles;
      expect({ held, may: mayOpen([held], screen) }).toEqual({ held, may: held === role || held === 'owner' });
    }
  });

  test('a route id that is not a staff screen is not one', () => {
    expect(isStaffScreen('home')).toBe(false);
    expect(isStaffScreen('toString')).toBe(false);
  });

  test('the owner-only screens and actions are refused to every other staff role', () => {
    for (const held of [['cms'], ['admin'], ['cms', 'admin']]) {
      expect(mayOpen(held, 'management')).toBe(false);
      expect(mayOpen(held, 'admin-settings')).toBe(false);
      expect(mayDo(held, 'inviteStaff')).toBe(false);
      expect(mayDo(held, 'setStaffRoles')).toBe(false);
    }
    expect(mayDo(['owner'], 'inviteStaff')).toBe(true);
    expect(mayDo(['owner'], 'setStaffRoles')).toBe(true);
  });

  test.each(Object.entries(staffActionRoles))('%s is done by %s and the owner only', (action, role) => {
    for (const held of roles) {
      const may = mayDo([held], action as keyof typeof staffActionRoles);
      expect({ held, may }).toEqual({ held, may: held === role || held === 'owner' });
    }
  });
});

describe('the roles', () => {
  test('staff roles are every role but customer', () => {
    expect(staffRoles).toEqual(roles.filter((role) => role !== 'customer'));
    expect(isStaffRole('customer')).toBe(false);
    expect(isStaffRole('cms')).toBe(true);
    expect(isRole('root')).toBe(false);
    expect(isRole('owner')).toBe(true);
  });

  test('someone is staff with any staff role, a customer too', () => {
    expect(isStaff(['customer'])).toBe(false);
    expect(isStaff(['customer', 'cms'])).toBe(true);
    expect(isStaff(['owner'])).toBe(true);
    expect(isStaff([])).toBe(false);
  });
});

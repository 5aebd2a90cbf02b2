import { type Role, mayOpen } from './permissions';

/**
 * Where a person lands after logging in when no page asked for it: the branch staff's daily
 * sheet, the content tools, or the home page for customers.
 */
export function landingPath(roles: readonly Role[]): string {
  if (mayOpen(roles, 'admin-today')) return '/admin/today';
  if (mayOpen(roles, 'admin-vehicles')) return '/admin/vehicles';
  return '/';
}

import type { Role } from '~/db/schema';

/**
 * Where a person lands after logging in when no page asked for it: the branch staff's daily
 * sheet, the content tools, or the home page for customers.
 */
export function landingPath(roles: readonly Role[]): string {
  if (roles.includes('admin') || roles.includes('owner')) return '/admin/today';
  if (roles.includes('cms')) return '/admin/vehicles';
  return '/';
}

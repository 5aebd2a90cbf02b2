import type { Role } from '~/db/schema';

/**
 * Every staff screen and download, by its route id in app/routes.ts, and the one role it is for
 * (an owner holds every role). The routes' guards, the staff menus and the authorization test all
 * read this map, so a screen's role is written once.
 */
export const staffScreenRoles = {
  'rent-a-car-form': 'cms',
  'admin-vehicles': 'cms',
  'admin-vehicle-rates': 'cms',
  'special-offers-form': 'cms',
  'admin-offers': 'cms',
  'blogs-form': 'cms',
  'blog-image-preview': 'cms',
  'admin-blogs': 'cms',
  'admin-testimonials': 'cms',
  'admin-fleet-categories': 'cms',
  'admin-people': 'cms',
  'admin-preowned-cars': 'cms',
  'preowned-car-form': 'cms',
  admin: 'admin',
  'admin-today': 'admin',
  'admin-customers': 'admin',
  'admin-booking': 'admin',
  'admin-booking-change': 'admin',
  'admin-bookings-export': 'admin',
  'admin-inbox': 'admin',
  'admin-submission': 'admin',
  'admin-inbox-export': 'admin',
  'career-detail': 'admin',
  'career-attachment': 'admin',
  'admin-accounts': 'admin',
  'admin-account': 'admin',
  // Owner only, not the content team: the company's legal and business facts (the tax number and
  // address printed on tax invoices), where customers' personal data is mailed, and the booking
  // rules. A wrong value there has legal or financial consequences, unlike an offer or a blog post.
  'admin-settings': 'owner',
  management: 'owner',
} as const satisfies Record<string, Role>;

export type StaffScreen = keyof typeof staffScreenRoles;

export const isStaffScreen = (id: string): id is StaffScreen => Object.hasOwn(staffScreenRoles, id);

/** Whether someone with these roles may open the screen: its role, or owner. */
export function mayOpen(roles: readonly string[] | undefined, screen: StaffScreen): boolean {
  return Boolean(roles && (roles.includes('owner') || roles.includes(staffScreenRoles[screen])));
}

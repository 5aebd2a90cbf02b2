/**
 * Who may do what, in one place: the roles, the role each staff screen and each staff action is
 * for, and the one rule that an owner holds every role. The guards, the menus, the staff
 * invitations and the role screen all read this module, so a change of rule is made here once.
 * No framework or database imports: the database schema takes its role lists from here, and the
 * browser's menus ask the same questions as the server's guards.
 */

export const roles = ['customer', 'cms', 'admin', 'owner'] as const;
export type Role = (typeof roles)[number];

/** The roles the owner gives on /management; anyone with none of them is a customer. */
export const staffRoles = ['cms', 'admin', 'owner'] as const satisfies readonly Role[];
export type StaffRole = (typeof staffRoles)[number];

export const isRole = (value: unknown): value is Role => (roles as readonly unknown[]).includes(value);
export const isStaffRole = (value: unknown): value is StaffRole => (staffRoles as readonly unknown[]).includes(value);

/** Whether someone with these roles counts as staff (a shorter session, a staff landing page). */
export const isStaff = (held: readonly string[]) => held.some(isStaffRole);

/**
 * Whether these roles grant any one of `allowed`. The owner holds every role (so an empty list
 * grants only the owner): the owner's screens are a superset of everyone's without listing the
 * owner beside each of them. This is the one place that rule is written.
 */
export function holdsAnyRole(held: readonly string[] | null | undefined, allowed: readonly Role[]): boolean {
  return Boolean(held && (held.includes('owner') || allowed.some((role) => held.includes(role))));
}

/** Whether these roles grant `role`: the role itself, or owner. */
export function holdsRole(held: readonly string[] | null | undefined, role: Role): boolean {
  return holdsAnyRole(held, [role]);
}

/** The roles whose holders have `role`: the role itself and the owner (for a database filter). */
export const holdersOf = (role: Role): Role[] => (role === 'owner' ? ['owner'] : [role, 'owner']);

/**
 * Every staff screen and download, by its route id in app/routes.ts, and the one role it is for.
 * The routes' guards, the staff menus and the authorization test all read this map.
 */
export const staffScreenRoles = {
  'rent-a-car-form': 'cms',
  'admin-vehicles': 'cms',
  'admin-vehicle-rates': 'cms',
  'special-offers-form': 'cms',
  'admin-offers': 'cms',
  'admin-promo-codes': 'cms',
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
  'admin-booking-new': 'admin',
  // The counter takes cars out of service too (a breakdown, an accident), not only the content team.
  'admin-blocks': 'admin',
  'admin-customers': 'admin',
  'admin-booking': 'admin',
  'admin-booking-change': 'admin',
  'admin-booking-extend': 'admin',
  'admin-booking-deposit': 'admin',
  'admin-booking-hand-over': 'admin',
  'admin-booking-return': 'admin',
  'admin-rental-file': 'admin',
  'admin-bookings-export': 'admin',
  'admin-inbox': 'admin',
  'admin-submission': 'admin',
  'admin-inbox-export': 'admin',
  'career-detail': 'admin',
  'career-attachment': 'admin',
  'admin-accounts': 'admin',
  'admin-account': 'admin',
  'admin-cars': 'admin',
  'admin-car': 'admin',
  'admin-reports': 'admin',
  'admin-reports-export': 'admin',
  // The counter's own moves (bookings, deposits, cars) are the bulk of it; the owner sees it too, as every screen.
  'admin-history': 'admin',
  'admin-tolls-fines': 'admin',
  // Owner only, not the content team: the company's legal and business facts (the tax number and
  // address printed on tax invoices), where customers' personal data is mailed, and the booking
  // rules. A wrong value there has legal or financial consequences, unlike an offer or a blog post.
  'admin-settings': 'owner',
  management: 'owner',
} as const satisfies Record<string, Role>;

export type StaffScreen = keyof typeof staffScreenRoles;

export const isStaffScreen = (id: string): id is StaffScreen => Object.hasOwn(staffScreenRoles, id);

/** Whether someone with these roles may open the screen: its role, or owner. */
export function mayOpen(held: readonly string[] | null | undefined, screen: StaffScreen): boolean {
  return holdsRole(held, staffScreenRoles[screen]);
}

/**
 * What staff may do outside their screens' own guards, and the role each action is for. These
 * reach into other people's records or into who is staff, so each names its role here rather
 * than at the call.
 */
export const staffActionRoles = {
  // Only the owner makes staff: inviting a person, or giving an account its roles.
  inviteStaff: 'owner',
  setStaffRoles: 'owner',
  // The bookings and accounts team read any customer's tax documents and identity documents.
  readCustomerDocuments: 'admin',
  // The content team edit a blog post from its public page.
  editPublishedContent: 'cms',
  // Closing a login: the accounts team close customers'; only the owner closes a staff member's.
  closeCustomerLogin: 'admin',
  closeStaffLogin: 'owner',
} as const satisfies Record<string, Role>;

export type StaffAction = keyof typeof staffActionRoles;

/** Whether someone with these roles may take the action: its role, or owner. */
export function mayDo(held: readonly string[] | null | undefined, action: StaffAction): boolean {
  return holdsRole(held, staffActionRoles[action]);
}

/** Whether someone with these roles may close (or reopen) the login of an account holding `target`. */
export function mayCloseLogin(held: readonly string[] | null | undefined, target: readonly string[]): boolean {
  return mayDo(held, isStaff(target) ? 'closeStaffLogin' : 'closeCustomerLogin');
}

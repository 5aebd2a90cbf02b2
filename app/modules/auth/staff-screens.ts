/**
 * The staff screens' roles live in permissions.ts with the rest of who may do what; this module
 * keeps the names the screens' authorization test and older imports use.
 */
export { type StaffScreen, staffScreenRoles } from './permissions';

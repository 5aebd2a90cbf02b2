import { data, redirect } from 'react-router';
import { localizePath } from '~/i18n/locale';
import { pageOfUrl } from '~/utils/request-page';
import { type SessionUser, readSession } from './sessions.server';
import { type Role, type StaffScreen, holdsAnyRole, staffScreenRoles } from './permissions';

// One lookup per request, however many loaders ask.
const cache = new WeakMap<Request, Promise<SessionUser | null>>();

/** The signed-in user, or null. */
export function getUser(request: Request): Promise<SessionUser | null> {
  let user = cache.get(request);
  if (!user) {
    user = readSession(request);
    cache.set(request, user);
  }
  return user;
}

/** The page that asked (path and query), the same for a full load and a client navigation. */
const pageOf = (request: Request) => pageOfUrl(new URL(request.url));

/** The user, or a redirect to the login page that brings them back here afterwards. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (user) return user;
  const page = pageOf(request);
  throw redirect(`${localizePath('/login', page.locale)}?redirectTo=${encodeURIComponent(page.path + page.search)}`);
}

/** The user if they hold one of the roles (owner holds them all); otherwise 403, or login when signed out. */
export async function requireRole(request: Request, ...allowed: Role[]): Promise<SessionUser> {
  const user = await requireUser(request);
  if (hasRole(user, ...allowed)) return user;
  throw data(null, { status: 403 });
}

/** Lets through only people whose role the screen is for (see permissions.ts); others get 403, visitors the login page. */
export function requireStaffScreen(request: Request, screen: StaffScreen): Promise<SessionUser> {
  return requireRole(request, staffScreenRoles[screen]);
}

export function hasRole(user: Pick<SessionUser, 'roles'> | null, ...allowed: Role[]) {
  return holdsAnyRole(user?.roles, allowed);
}

/** Sends a signed-in user away from pages only meant for visitors (login, sign-up). */
export async function requireAnonymous(request: Request, to = '/') {
  if (await getUser(request)) throw redirect(localizePath(to, pageOf(request).locale));
}

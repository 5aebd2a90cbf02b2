import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { handleLogoutPost } from '~/modules/auth/login.server';

/** Logout is a POST (from the header and the phone menu); see handleLogoutPost for where it lands. */
export function action({ request }: Route.ActionArgs) {
  return handleLogoutPost(request);
}

/** A link or a prefetch must never log anyone out. */
export function loader() {
  return redirect('/');
}

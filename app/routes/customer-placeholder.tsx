import { redirect } from 'react-router';
import type { Route } from './+types/customer-placeholder';
import { localeFromPath, localizePath } from '~/i18n/locale';

/**
 * Customer pages (account, history, vehicle choice, the bill wizard, vehicle details) need a
 * signed-in customer; until sign-in exists every visitor is sent to the login page, which
 * brings them back here afterwards.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const login = localizePath('/login', localeFromPath(url.pathname));
  return redirect(`${login}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

export default function CustomerPlaceholder() {
  return null;
}

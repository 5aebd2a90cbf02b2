import { redirect } from 'react-router';
import type { Route } from './+types/fleet-management-redirect';
import { localeFromPath, localizePath } from '~/i18n/locale';

/** The old sitemap linked the misspelt /fleet-manamgment; it moves permanently to the live page. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizePath('/fleet-managment', localeFromPath(new URL(request.url).pathname)), 301);
}

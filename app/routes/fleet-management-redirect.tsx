import { redirect } from 'react-router';
import type { Route } from './+types/fleet-management-redirect';
import { localizePath } from '~/i18n/locale';
import { pageLocale } from '~/utils/request-page';

/** The old sitemap linked the misspelt /fleet-manamgment; it moves permanently to the live page. */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(localizePath('/fleet-managment', pageLocale(context)), 301);
}

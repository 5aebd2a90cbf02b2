import { redirect } from 'react-router';
import type { Route } from './+types/reservation-redirect';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { readSettings } from '~/modules/site/site-settings.server';

/** The external reservation system is a setting (DECISIONS); unset, the screen goes home. */
export async function loader({ request }: Route.LoaderArgs) {
  const { externalReservationUrl } = await readSettings(['externalReservationUrl']);
  if (typeof externalReservationUrl === 'string' && /^https:\/\//.test(externalReservationUrl)) {
    return redirect(externalReservationUrl);
  }
  return redirect(localizePath('/', localeFromPath(new URL(request.url).pathname)));
}

import { redirect } from 'react-router';
import type { Route } from './+types/reservation-redirect';
import { localizePath } from '~/i18n/locale';
import { readSettings } from '~/modules/site/site-settings.server';
import { pageLocale } from '~/utils/request-page';

/** The external reservation system is a setting (DECISIONS); unset, the screen goes home. */
export async function loader({ context }: Route.LoaderArgs) {
  const { externalReservationUrl } = await readSettings(['externalReservationUrl']);
  if (typeof externalReservationUrl === 'string' && /^https:\/\//.test(externalReservationUrl)) {
    return redirect(externalReservationUrl);
  }
  return redirect(localizePath('/', pageLocale(context)));
}

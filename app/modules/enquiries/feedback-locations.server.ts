import type { Locale } from '~/i18n/locale';
import { localized } from '~/i18n/translate';
import { listBranches } from '~/modules/fleet/branches.server';
import type { LocationChoice } from './feedback-options';

/** The branches a visitor may have dealt with, labelled 'City - Branch' in the page's language. */
export async function feedbackLocations(locale: Locale): Promise<LocationChoice[]> {
  const branches = await listBranches();
  return branches.map((branch) => {
    const city = localized(branch.cityLabel, locale);
    const name = localized(branch.nameLabel, locale);
    return { value: branch.value, label: city === name ? city : `${city} - ${name}` };
  });
}

import '~/i18n/staff-messages';
import '~/i18n/preowned-messages';
import { Icon } from '~/components/icons/icon';
import { Form, Link, data } from 'react-router';
import type { Route } from './+types/admin-preowned-cars';
import { StaffPage, primaryButton, secondaryButton } from '~/components/content-admin/staff-page';
import { inputClass } from '~/components/forms/field';
import { PreownedCarsTable } from '~/components/preowned-admin/preowned-cars-table';
import { localeFromPath } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { countForm } from '~/i18n/plural';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { type StaffStateFilter, listCarsForStaff } from '~/modules/preowned/preowned-admin.server';
import { isPreownedCarState, preownedCarStates } from '~/modules/preowned/preowned-states';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';

const privateHeaders = { 'Cache-Control': 'private, no-store' };
const SEARCH_MAX = 100;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'admin-preowned-cars');
  const locale = pageLocale(context);
  const asked = url.searchParams.get('state');
  const state: StaffStateFilter = isPreownedCarState(asked) ? asked : 'all';
  // Control characters (a NUL above all) cannot go into a database query: read as spaces.
  const search = (url.searchParams.get('q') ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, SEARCH_MAX);
  const cars = (await listCarsForStaff({ state, search })).map((car) => ({
    id: car.id,
    name: `${car.modelYear} ${car.make} ${car.model}`,
    bodyTypeLabel: localized(car.bodyTypeLabel, locale),
    priceFils: car.priceFils,
    mileageKm: car.mileageKm,
    state: car.state,
    image: car.coverFileId ? `/media/${car.coverFileId}?size=card` : null,
  }));
  return data({ cars, state, search }, { headers: privateHeaders });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: translator(localeFromPath(args.location.pathname))('preowned.admin.title'), noIndex: true });

/** Every car for sale in any state, with a search, a state filter and a link to add one. */
export default function AdminPreownedCars({ loaderData: { cars, state, search } }: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  const locale = useLocale();
  const count = t(`preowned.admin.count.${countForm(locale, cars.length)}`, { n: cars.length });
  return (
    <StaffPage heading={t('preowned.admin.title')} intro={t('preowned.admin.intro')}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <Link to={to('/preowned-car-form')} className={`${primaryButton} inline-flex items-center gap-2`}>
          <Icon name="plus" className="h-4 w-4" />
          {t('preowned.admin.add')}
        </Link>
        <Form key={`${state} ${search}`} method="get" role="search" className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor="preowned-search" className="mb-1 block text-sm font-semibold text-navy-900">
              {t('preowned.admin.search')}
            </label>
            <input
              id="preowned-search"
              type="search"
              name="q"
              defaultValue={search}
              maxLength={SEARCH_MAX}
              aria-describedby="preowned-search-hint"
              className={inputClass}
            />
            <p id="preowned-search-hint" className="sr-only">
              {t('preowned.admin.search.hint')}
            </p>
          </div>
          <div>
            <label htmlFor="preowned-state-filter" className="mb-1 block text-sm font-semibold text-navy-900">
              {t('preowned.admin.filter')}
            </label>
            <select id="preowned-state-filter" name="state" defaultValue={state} className={inputClass}>
              <option value="all">{t('preowned.admin.filter.all')}</option>
              {preownedCarStates.map((option) => (
                <option key={option} value={option}>
                  {t(`preowned.state.${option}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={secondaryButton}>
            {t('preowned.admin.filter.apply')}
          </button>
        </Form>
      </div>
      <p className="font-semibold text-slate-700" role="status">
        {count}
      </p>
      {cars.length === 0 ? (
        <p className="text-slate-700">
          {t('preowned.admin.none')}{' '}
          <Link to={to('/admin/preowned-cars')} className="font-semibold text-navy-800 underline">
            {t('preowned.admin.showAll')}
          </Link>
        </p>
      ) : (
        <PreownedCarsTable cars={cars} />
      )}
    </StaffPage>
  );
}

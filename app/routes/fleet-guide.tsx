import { Icon } from '~/components/icons/icon';
import { Form, Link, useLocation } from 'react-router';
import type { Route } from './+types/fleet-guide';
import { PageHero } from '~/components/content/page-hero';
import { FleetFilters } from '~/components/fleet/fleet-filters';
import { Pagination } from '~/components/fleet/pagination';
import { VehicleCard } from '~/components/fleet/vehicle-card';
import { localeFromPath } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { countForm } from '~/i18n/plural';
import { fleetFacets, filterFleet, pageOf, readFleetCriteria } from '~/modules/fleet/fleet-filter';
import { listVehicleTypes } from '~/modules/fleet/fleet-list.server';
import { listFleetCategories, loadVehicleCards } from '~/modules/fleet/vehicle-cards.server';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';
import { sharedPageHeaders } from '~/modules/site/shared-pages.server';

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const locale = pageLocale(context);
  const [types, categories, vehicles] = await Promise.all([
    listVehicleTypes(),
    listFleetCategories(),
    loadVehicleCards(locale),
  ]);
  // The optional segment names a vehicle type ('SUV Standard') or a fleet category tile.
  const segment = params.filter?.trim().toLowerCase();
  const presetType = segment ? types.find((type) => type.name.toLowerCase() === segment) : undefined;
  const presetCategory =
    segment && !presetType ? categories.find((category) => category.name.toLowerCase() === segment) : undefined;
  const presetTypes = presetType ? [presetType.name] : (presetCategory?.vehicleTypeNames ?? []);
  const criteria = readFleetCriteria(url.searchParams, presetTypes);
  const matching = filterFleet(vehicles, criteria);
  const { items, page, pages } = pageOf(matching, criteria.page);
  return {
    vehicles: items,
    total: matching.length,
    page,
    pages,
    criteria,
    heading: presetType
      ? localized(presetType.label, locale)
      : presetCategory
        ? localized(presetCategory.label, locale)
        : null,
    filters: {
      ...fleetFacets(vehicles, criteria),
      types: types.map((type) => ({ name: type.name, label: localized(type.label, locale) })),
      chosen: { brands: criteria.brands, models: criteria.models, types: criteria.types },
    },
  };
}

// Made only of its address, language and reference data: shared between anonymous visitors (server/page-cache.ts).
export const headers: Route.HeadersFunction = () => sharedPageHeaders();

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  const title = args.loaderData?.heading ? `${args.loaderData.heading} – ${t('fleet.title')}` : t('fleet.title');
  return pageMeta(args, { title, description: t('fleet.description') });
};

export default function FleetGuide({ loaderData }: Route.ComponentProps) {
  const { vehicles, total, page, pages, criteria, heading, filters } = loaderData;
  const t = useT();
  const to = useLocalePath();
  const locale = useLocale();
  const location = useLocation();
  const countLine = t(`fleet.count.${countForm(locale, total)}`, { n: total });
  const viewHref = (view: 'grid' | 'list') => {
    const params = new URLSearchParams(location.search);
    params.set('view', view);
    return `${location.pathname}?${params}`;
  };
  return (
    <article>
      <PageHero heading={heading ?? t('fleet.title')} intro={t('fleet.intro')} />
      <Form
        method="get"
        action={to('/fleet-guide')}
        className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[280px_1fr]"
      >
        <input type="hidden" name="view" value={criteria.view} />
        <div className="lg:order-none">
          <FleetFilters options={filters} />
        </div>
        <div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex-1">
              <label htmlFor="fleet-search" className="mb-1 block text-sm font-semibold text-navy-900">
                {t('fleet.search')}
              </label>
              <div className="flex">
                <input
                  id="fleet-search"
                  name="q"
                  type="search"
                  defaultValue={criteria.search}
                  key={criteria.search}
                  placeholder={t('fleet.searchPlaceholder')}
                  className="min-w-0 flex-1 rounded-s-md border border-slate-400 bg-white px-3 py-2"
                />
                <button
                  type="submit"
                  className="rounded-e-md bg-navy-900 px-4 text-white hover:bg-navy-800"
                  aria-label={t('fleet.apply')}
                >
                  <Icon name="search" className="h-5 w-5" />
                </button>
              </div>
            </div>
            <div className="flex items-center gap-2">
              <span className="sr-only">{t('fleet.view')}</span>
              {(['grid', 'list'] as const).map((view) => {
                const icon = view === 'grid' ? 'layout-grid' : 'list';
                return (
                  <Link
                    key={view}
                    to={viewHref(view)}
                    aria-current={criteria.view === view ? 'true' : undefined}
                    className={`flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold ring-1 ${criteria.view === view ? 'bg-navy-900 text-white ring-navy-900' : 'bg-white text-navy-900 ring-slate-300'}`}
                  >
                    <Icon name={icon} className="h-4 w-4" />
                    {t(view === 'grid' ? 'fleet.grid' : 'fleet.list')}
                  </Link>
                );
              })}
            </div>
          </div>
          <div className="mt-6 flex items-center justify-between">
            <p role="status" className="font-semibold text-slate-800">
              {countLine}
            </p>
            <Link to={to('/fleet-guide')} className="font-semibold text-navy-800 underline">
              {t('fleet.clear')}
            </Link>
          </div>
          {total === 0 ? (
            <div className="mt-6 rounded-2xl bg-white p-8 text-center ring-1 ring-slate-200">
              <p className="text-lg font-semibold text-navy-900">{t('fleet.count.none')}</p>
              <Link
                to={to('/fleet-guide')}
                className="mt-4 inline-block rounded-md bg-action-600 px-5 py-2.5 font-bold text-white hover:bg-action-700"
              >
                {t('fleet.clear')}
              </Link>
            </div>
          ) : null}
          {/* The cards' names are level-3 headings: this one keeps the page's outline in order. */}
          <h2 className="sr-only">{t('fleet.resultsHeading')}</h2>
          <ul className={`mt-4 grid gap-6 ${criteria.view === 'grid' ? 'sm:grid-cols-2' : ''}`}>
            {vehicles.map((vehicle) => (
              <li key={vehicle.id}>
                <VehicleCard vehicle={vehicle} layout={criteria.view} />
              </li>
            ))}
          </ul>
          <Pagination page={page} pages={pages} />
        </div>
      </Form>
    </article>
  );
}

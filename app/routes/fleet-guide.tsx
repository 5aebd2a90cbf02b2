import { Link } from 'react-router';
import type { Route } from './+types/fleet-guide';
import { PageHero } from '~/components/content/page-hero';
import { VehicleCard } from '~/components/fleet/vehicle-card';
import { localeFromPath } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { listVehicleTypes } from '~/modules/fleet/fleet-list.server';
import { listFleetCategories, loadVehicleCards } from '~/modules/fleet/vehicle-cards.server';
import { pageMeta } from '~/utils/meta';

export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const [types, categories] = await Promise.all([listVehicleTypes(), listFleetCategories()]);
  // The optional segment names a vehicle type ('SUV Standard') or a fleet category tile.
  const filter = params.filter?.trim().toLowerCase();
  const type = filter ? types.find((candidate) => candidate.name.toLowerCase() === filter) : undefined;
  const category = filter && !type ? categories.find((candidate) => candidate.name.toLowerCase() === filter) : undefined;
  const vehicleTypeNames = type ? [type.name] : category?.vehicleTypeNames;
  const vehicles = await loadVehicleCards(locale, { vehicleTypeNames });
  return {
    vehicles,
    selected: type?.name ?? category?.name ?? null,
    selectedLabel: type ? localized(type.label, locale) : category ? localized(category.label, locale) : null,
    types: types.map((candidate) => ({ name: candidate.name, label: localized(candidate.label, locale) })),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  const title = args.loaderData?.selectedLabel ? `${args.loaderData.selectedLabel} – ${t('fleet.title')}` : t('fleet.title');
  return pageMeta(args, { title, description: t('fleet.description') });
};

export default function FleetGuide({ loaderData: { vehicles, selected, selectedLabel, types } }: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  const countLine = vehicles.length === 0 ? t('fleet.count.none') : vehicles.length === 1 ? t('fleet.count.one') : t('fleet.count.many', { n: vehicles.length });
  return (
    <article>
      <PageHero heading={selectedLabel ?? t('fleet.title')} intro={t('fleet.intro')} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <nav aria-label={t('fleet.allTypes')} className="-mx-4 overflow-x-auto px-4">
          <ul className="flex gap-2 pb-2">
            <li>
              <Link to={to('/fleet-guide')} aria-current={selected ? undefined : 'page'} className={`block rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap ring-1 ${selected ? 'bg-white text-navy-900 ring-slate-300' : 'bg-navy-900 text-white ring-navy-900'}`}>
                {t('fleet.allTypes')}
              </Link>
            </li>
            {types.map((type) => (
              <li key={type.name}>
                <Link
                  to={to(`/fleet-guide/${encodeURIComponent(type.name)}`)}
                  aria-current={selected === type.name ? 'page' : undefined}
                  className={`block rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap ring-1 ${selected === type.name ? 'bg-navy-900 text-white ring-navy-900' : 'bg-white text-navy-900 ring-slate-300'}`}
                >
                  {type.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p role="status" className="mt-6 font-semibold text-slate-800">
          {countLine}
        </p>
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {vehicles.map((vehicle) => (
            <li key={vehicle.id}>
              <VehicleCard vehicle={vehicle} />
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

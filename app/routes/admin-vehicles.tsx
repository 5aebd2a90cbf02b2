import '~/i18n/staff-messages';
import { Icon } from '~/components/icons/icon';
import { Form, Link, data } from 'react-router';
import type { Route } from './+types/admin-vehicles';
import { StaffPage, primaryButton, secondaryButton } from '~/components/content-admin/staff-page';
import { inputClass } from '~/components/forms/field';
import { VehiclesTable } from '~/components/vehicles-admin/vehicles-table';
import { localeFromPath } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { countForm } from '~/i18n/plural';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { type VehicleStatusFilter, listVehiclesForStaff } from '~/modules/vehicles/vehicle-admin.server';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';

const privateHeaders = { 'Cache-Control': 'private, no-store' };
const filters: VehicleStatusFilter[] = ['all', 'active', 'retired'];
const VEHICLE_SEARCH_MAX = 100;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'admin-vehicles');
  const locale = pageLocale(context);
  const asked = url.searchParams.get('status') as VehicleStatusFilter | null;
  const status = asked && filters.includes(asked) ? asked : 'all';
  const search = (url.searchParams.get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, VEHICLE_SEARCH_MAX);
  const vehicles = (await listVehiclesForStaff({ status, search })).map((vehicle) => ({
    id: vehicle.id,
    referenceNo: vehicle.referenceNo,
    brand: vehicle.brand,
    name: vehicle.name,
    typeLabel: localized(vehicle.vehicleTypeLabel, locale),
    active: vehicle.active,
    popular: vehicle.popular,
    image: vehicle.imageFileId ? `/media/${vehicle.imageFileId}?size=card` : undefined,
    dailyFils: vehicle.dailyFils,
    cars: vehicle.cars,
  }));
  return data({ vehicles, status, search }, { headers: privateHeaders });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: translator(localeFromPath(args.location.pathname))('vehicles.title'), noIndex: true });

/** Every vehicle model, offered and retired, with links to edit it, set its rates and cars, or add one. */
export default function AdminVehicles({ loaderData: { vehicles, status, search } }: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  const locale = useLocale();
  return (
    <StaffPage heading={t('vehicles.title')} intro={t('vehicles.intro')}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <Link to={to('/rent-a-car-form')} className={`${primaryButton} inline-flex items-center gap-2`}>
          <Icon name="plus" className="h-4 w-4" />
          {t('vehicles.add')}
        </Link>
        <Form key={`${status} ${search}`} method="get" role="search" className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor="vehicle-search" className="mb-1 block text-sm font-semibold text-navy-900">
              {t('vehicles.search')}
            </label>
            <input
              id="vehicle-search"
              type="search"
              name="q"
              defaultValue={search}
              maxLength={VEHICLE_SEARCH_MAX}
              aria-describedby="vehicle-search-hint"
              className={inputClass}
            />
            <p id="vehicle-search-hint" className="sr-only">
              {t('vehicles.search.hint')}
            </p>
          </div>
          <div>
            <label htmlFor="vehicle-status-filter" className="mb-1 block text-sm font-semibold text-navy-900">
              {t('vehicles.filter')}
            </label>
            <select id="vehicle-status-filter" name="status" defaultValue={status} className={inputClass}>
              {filters.map((filter) => (
                <option key={filter} value={filter}>
                  {t(`vehicles.filter.${filter}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={secondaryButton}>
            {t('vehicles.filter.apply')}
          </button>
        </Form>
      </div>
      <p className="font-semibold text-slate-700" role="status">
        {t(`vehicles.count.${countForm(locale, vehicles.length)}`, { n: vehicles.length })}
      </p>
      {vehicles.length === 0 ? (
        <p className="text-slate-700">
          {t('vehicles.none')}{' '}
          <Link to={to('/admin/vehicles')} className="font-semibold text-navy-800 underline">
            {t('vehicles.showAll')}
          </Link>
        </p>
      ) : (
        <VehiclesTable vehicles={vehicles} />
      )}
    </StaffPage>
  );
}

import '~/i18n/staff-messages';
import { Link } from 'react-router';
import { secondaryButton } from '~/components/content-admin/staff-page';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { formatAed } from '~/utils/money';

export type ListedVehicle = {
  id: number;
  referenceNo: string;
  brand: string;
  name: string;
  typeLabel: string;
  active: boolean;
  popular: boolean;
  image?: string;
  dailyFils: number | null;
  cars: number;
};

/** The fleet as staff see it: one row per model with its state, current daily rate and cars, and its two screens. */
export function VehiclesTable({ vehicles }: { vehicles: ListedVehicle[] }) {
  const t = useT();
  const to = useLocalePath();
  const locale = useLocale();
  const cell = 'px-3 py-3 align-middle';
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[720px] text-start text-sm">
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className={`${cell} text-start`}>
              {t('vehicles.col.vehicle')}
            </th>
            <th scope="col" className={`${cell} text-start`}>
              {t('vehicles.col.reference')}
            </th>
            <th scope="col" className={`${cell} text-start`}>
              {t('vehicles.col.type')}
            </th>
            <th scope="col" className={`${cell} text-end`}>
              {t('vehicles.col.daily')}
            </th>
            <th scope="col" className={`${cell} text-end`}>
              {t('vehicles.col.cars')}
            </th>
            <th scope="col" className={`${cell} text-start`}>
              {t('vehicles.col.status')}
            </th>
            <th scope="col" className={`${cell} text-start`}>
              {t('vehicles.col.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {vehicles.map((vehicle) => {
            const name = `${vehicle.brand} ${vehicle.name}`;
            return (
              <tr key={vehicle.id} className={vehicle.active ? '' : 'bg-slate-50 text-slate-600'}>
                <th scope="row" className={`${cell} text-start font-semibold text-navy-900`}>
                  <span className="flex items-center gap-3">
                    {vehicle.image ? (
                      <img
                        src={vehicle.image}
                        alt=""
                        width={80}
                        height={45}
                        loading="lazy"
                        className="h-[45px] w-20 shrink-0 rounded bg-slate-100 object-cover"
                      />
                    ) : (
                      <span className="h-[45px] w-20 shrink-0 rounded bg-slate-100" />
                    )}
                    <span dir="auto">
                      {name}
                      {vehicle.popular ? (
                        <span className="ms-2 rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold text-navy-900">
                          {t('vehicles.popularBadge')}
                        </span>
                      ) : null}
                    </span>
                  </span>
                </th>
                <td className={cell} dir="ltr">
                  {vehicle.referenceNo}
                </td>
                <td className={cell}>{vehicle.typeLabel}</td>
                <td className={`${cell} text-end whitespace-nowrap`}>
                  {vehicle.dailyFils ? formatAed(vehicle.dailyFils, locale) : t('vehicles.noRate')}
                </td>
                <td className={`${cell} text-end`}>{vehicle.cars}</td>
                <td className={cell}>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${vehicle.active ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-800'}`}
                  >
                    {t(vehicle.active ? 'vehicles.status.active' : 'vehicles.status.retired')}
                  </span>
                </td>
                <td className={cell}>
                  <span className="flex flex-wrap gap-2">
                    <Link
                      to={to(`/rent-a-car-form/${vehicle.id}`)}
                      className={`${secondaryButton} py-1 text-sm`}
                      aria-label={t('vehicles.editNamed', { name })}
                    >
                      {t('vehicles.edit')}
                    </Link>
                    <Link
                      to={to(`/admin/vehicles/${vehicle.id}/rates`)}
                      className={`${secondaryButton} py-1 text-sm whitespace-nowrap`}
                      aria-label={t('vehicles.ratesLinkNamed', { name })}
                    >
                      {t('vehicles.ratesLink')}
                    </Link>
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

// The sr-only names in the action links are absolutely placed: the scrolling wrapper is relative so they stay inside it.
import '~/i18n/preowned-messages';
import { Link } from 'react-router';
import { secondaryButton } from '~/components/content-admin/staff-page';
import { groupedNumber } from '~/components/preowned/format';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { preownedReference } from '~/modules/preowned/preowned-reference';
import type { PreownedCarState } from '~/modules/preowned/preowned-states';
import { formatAed } from '~/utils/money';

export type StaffListedCar = {
  id: number;
  name: string;
  bodyTypeLabel: string;
  priceFils: number;
  mileageKm: number;
  state: PreownedCarState;
  image: string | null;
};

const stateBadge: Record<PreownedCarState, string> = {
  available: 'bg-green-100 text-green-900',
  reserved: 'bg-sand-100 text-navy-900',
  sold: 'bg-navy-900 text-white',
  retired: 'bg-slate-200 text-slate-800',
};

/** The cars for sale as staff see them: one row per car with its reference, price, mileage and state. */
export function PreownedCarsTable({ cars }: { cars: StaffListedCar[] }) {
  const t = useT();
  const to = useLocalePath();
  const locale = useLocale();
  const cell = 'px-3 py-3 align-middle';
  return (
    <div className="relative overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[720px] text-start text-sm">
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className={`${cell} text-start`}>
              {t('preowned.admin.col.car')}
            </th>
            <th scope="col" className={`${cell} text-end`}>
              {t('preowned.admin.col.price')}
            </th>
            <th scope="col" className={`${cell} text-end`}>
              {t('preowned.admin.col.mileage')}
            </th>
            <th scope="col" className={`${cell} text-start`}>
              {t('preowned.admin.col.state')}
            </th>
            <th scope="col" className={`${cell} text-start`}>
              {t('preowned.admin.col.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {cars.map((car) => (
            <tr key={car.id} className={car.state === 'retired' ? 'bg-slate-50 text-slate-600' : ''}>
              <th scope="row" className={`${cell} text-start font-semibold text-navy-900`}>
                <span className="flex items-center gap-3">
                  {car.image ? (
                    <img
                      src={car.image}
                      alt=""
                      width={80}
                      height={45}
                      loading="lazy"
                      className="h-[45px] w-20 shrink-0 rounded bg-slate-100 object-cover"
                    />
                  ) : (
                    <span className="h-[45px] w-20 shrink-0 rounded bg-slate-100" />
                  )}
                  <span>
                    <bdi className="block">{car.name}</bdi>
                    <span className="text-xs font-normal text-slate-600">
                      <bdi>{preownedReference(car.id)}</bdi> · {car.bodyTypeLabel}
                    </span>
                  </span>
                </span>
              </th>
              <td className={`${cell} text-end whitespace-nowrap`}>{formatAed(car.priceFils, locale)}</td>
              <td className={`${cell} text-end whitespace-nowrap`}>
                <bdi>{t('preowned.km', { km: groupedNumber(car.mileageKm, locale) })}</bdi>
              </td>
              <td className={cell}>
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${stateBadge[car.state]}`}>
                  {t(`preowned.state.${car.state}`)}
                </span>
              </td>
              <td className={cell}>
                <span className="flex flex-wrap gap-2">
                  <Link to={to(`/preowned-car-form/${car.id}`)} className={`${secondaryButton} py-1 text-sm`}>
                    {t('preowned.admin.edit')}
                    <span className="sr-only">: {car.name}</span>
                  </Link>
                  {car.state !== 'retired' ? (
                    <Link
                      to={to(`/preowned-cars/${car.id}`)}
                      className={`${secondaryButton} py-1 text-sm whitespace-nowrap`}
                    >
                      {t('preowned.admin.viewPage')}
                      <span className="sr-only">: {car.name}</span>
                    </Link>
                  ) : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

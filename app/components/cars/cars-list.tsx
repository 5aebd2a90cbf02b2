import '~/i18n/staff-messages';
import { Link } from 'react-router';
import { panelClass } from '~/components/content-admin/staff-page';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import type { CarStatus, DueItem } from '~/modules/cars/car-rules';
import { formatCalendarDate } from '~/utils/dubai-time';
import { Plate, type PlateParts } from './plate';

export type CarRow = PlateParts & {
  id: number;
  model: string;
  branch: string;
  status: CarStatus;
  registrationExpiresOn: string;
  insuranceExpiresOn: string;
};

/** The cars found, sorted by plate: one card per car on a phone, a table from tablet width. */
export function CarsList({ cars }: { cars: CarRow[] }) {
  const t = useT();
  const to = useLocalePath();
  const locale = useLocale();
  const papers = (car: CarRow) =>
    `${formatCalendarDate(car.registrationExpiresOn, locale)} / ${formatCalendarDate(car.insuranceExpiresOn, locale)}`;
  return (
    <table className="w-full border-collapse text-start text-sm">
      <thead className="max-md:sr-only">
        <tr className="border-b border-slate-300 text-start">
          <th scope="col" className="p-2 text-start">
            {t('cars.col.plate')}
          </th>
          <th scope="col" className="p-2 text-start">
            {t('cars.col.model')}
          </th>
          <th scope="col" className="p-2 text-start">
            {t('cars.col.branch')}
          </th>
          <th scope="col" className="p-2 text-start">
            {t('cars.col.status')}
          </th>
          <th scope="col" className="p-2 text-start">
            {t('cars.col.papers')}
          </th>
        </tr>
      </thead>
      <tbody>
        {cars.map((car) => (
          <tr
            key={car.id}
            className="border-b border-slate-200 max-md:mb-3 max-md:block max-md:rounded-lg max-md:bg-white max-md:p-2"
          >
            <td className="p-2 max-md:block">
              <Link
                to={to(`/admin/cars/${car.id}`)}
                className="font-semibold text-navy-800 underline underline-offset-2"
              >
                <Plate plate={car} />
              </Link>
            </td>
            <td className="p-2 max-md:block">{car.model}</td>
            <td className="p-2 max-md:block">{car.branch}</td>
            <td className="p-2 max-md:block">{t(`cars.status.${car.status}`)}</td>
            <td className="p-2 max-md:block">{papers(car)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export type DueCar = PlateParts & {
  id: number;
  model: string;
  due: DueItem[];
  registrationExpiresOn: string;
  insuranceExpiresOn: string;
  nextServiceOn: string | null;
  nextServiceKm: number | null;
  odometerKm: number;
};

/** Registration and insurance expiries and services falling due in the next 30 days, car by car. */
export function DuePanel({ cars }: { cars: DueCar[] }) {
  const t = useT();
  const to = useLocalePath();
  const locale = useLocale();
  const line = (car: DueCar, item: DueItem) => {
    switch (item) {
      case 'registration':
        return t('cars.due.registration', { date: formatCalendarDate(car.registrationExpiresOn, locale) });
      case 'insurance':
        return t('cars.due.insurance', { date: formatCalendarDate(car.insuranceExpiresOn, locale) });
      case 'service_date':
        return t('cars.due.service_date', { date: formatCalendarDate(car.nextServiceOn ?? '', locale) });
      case 'service_km':
        return t('cars.due.service_km', {
          km: (car.nextServiceKm ?? 0).toLocaleString('en'),
          odometer: car.odometerKm.toLocaleString('en'),
        });
    }
  };
  return (
    <section aria-labelledby="cars-due-heading" className={panelClass}>
      <h2 id="cars-due-heading" className="mb-3 text-xl font-bold text-navy-900">
        {t('cars.due.heading')}
      </h2>
      {cars.length === 0 ? (
        <p className="text-slate-700">{t('cars.due.none')}</p>
      ) : (
        <ul className="space-y-2">
          {cars.map((car) => (
            <li key={car.id} className="border-s-4 border-sand-500 ps-3">
              <Link
                to={to(`/admin/cars/${car.id}`)}
                className="font-semibold text-navy-800 underline underline-offset-2"
              >
                <Plate plate={car} />
              </Link>{' '}
              <span className="text-slate-700">{car.model}</span>
              <ul className="text-sm text-slate-800">
                {car.due.map((item) => (
                  <li key={item}>{line(car, item)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

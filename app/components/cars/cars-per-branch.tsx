import '~/i18n/staff-messages';
import { Link } from 'react-router';
import { panelClass } from '~/components/content-admin/staff-page';
import { useLocalePath, useT } from '~/i18n/use-translation';

type Props = {
  vehicleId: number;
  branches: { branchId: number; label: string; cars: number }[];
  /** Whether the reader may open the cars screen, where cars are added, moved and retired. */
  mayOpenCars: boolean;
};

/** How many cars of the model each branch counts today, read from the cars' records. */
export function CarsPerBranch({ vehicleId, branches, mayOpenCars }: Props) {
  const t = useT();
  const to = useLocalePath();
  return (
    <section aria-labelledby="fleet-heading" className={panelClass}>
      <h2 id="fleet-heading" className="text-xl font-bold text-navy-900">
        {t('vehicles.fleet.heading')}
      </h2>
      <p className="mb-4 text-sm text-slate-700">{t('cars.perBranch.hint')}</p>
      <ul className="grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-4">
        {branches.map((branch) => (
          <li key={branch.branchId} className="flex justify-between gap-2 border-b border-slate-200 py-1">
            <span>{branch.label}</span>
            {mayOpenCars ? (
              <Link
                to={to(`/admin/cars?model=${vehicleId}&branch=${branch.branchId}`)}
                className="font-semibold text-navy-800 underline underline-offset-2"
                aria-label={t('cars.perBranch.link', { branch: branch.label, count: branch.cars })}
              >
                {branch.cars}
              </Link>
            ) : (
              <span className="font-semibold">{branch.cars}</span>
            )}
          </li>
        ))}
      </ul>
      {mayOpenCars ? (
        <p className="mt-4">
          <Link
            to={to(`/admin/cars?model=${vehicleId}`)}
            className="font-semibold text-navy-800 underline underline-offset-2"
          >
            {t('cars.perBranch.manage')}
          </Link>
        </p>
      ) : (
        <p className="mt-4 text-sm text-slate-700">{t('cars.perBranch.askAdmin')}</p>
      )}
    </section>
  );
}

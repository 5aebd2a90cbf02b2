import { Icon } from '~/components/icons/icon';
import { useT } from '~/i18n/use-translation';
import type { AcademicCar } from '~/modules/enquiries/academic-offer';

/** The academic promotion's four cars and its one-free-month offer. */
export function AcademicCars({ cars }: { cars: AcademicCar[] }) {
  const t = useT();
  return (
    <section aria-labelledby="academic-cars-heading" className="space-y-4">
      <h2 id="academic-cars-heading" className="text-2xl font-bold text-navy-900">
        {t('promotion.academicHeading')}
      </h2>
      <p className="flex items-start gap-3 rounded-xl bg-sand-100 p-4 font-semibold text-navy-900 ring-1 ring-sand-300">
        <Icon name="gift" className="mt-0.5 h-6 w-6 shrink-0 text-sand-700" />
        {t('promotion.academicOffer')}
      </p>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {cars.map((car) => (
          <li
            key={`${car.brand} ${car.name}`}
            className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
          >
            {car.image ? (
              <img
                src={car.image}
                alt=""
                width={640}
                height={360}
                loading="lazy"
                className="aspect-video w-full bg-slate-100 object-cover"
              />
            ) : (
              <div className="aspect-video bg-slate-100" />
            )}
            <div className="p-3">
              {/* Brand names stay left to right inside Arabic text. */}
              <p className="text-lg font-bold text-navy-900" dir="ltr">{`${car.brand} ${car.name}`}</p>
              {car.typeLabel ? <p className="text-sm text-slate-600">{car.typeLabel}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

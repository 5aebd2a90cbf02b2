import '~/i18n/preowned-messages';
import { Icon } from '~/components/icons/icon';
import type { IconName } from '~/components/icons/icon-names';
import { Link } from 'react-router';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import type { PreownedCarState } from '~/modules/preowned/preowned-states';
import { formatAedPlain } from '~/utils/money';
import { groupedNumber } from './format';

export type PreownedCardData = {
  id: number;
  make: string;
  model: string;
  modelYear: number;
  mileageKm: number;
  priceFils: number;
  bodyTypeLabel: string;
  emirateLabel: string;
  gccSpec: boolean;
  transmission: 'Automatic' | 'Manual';
  fuel: 'petrol' | 'diesel' | 'hybrid' | 'electric';
  state: PreownedCarState;
  image: string | null;
};

function Fact({ icon, children }: { icon: IconName; children: React.ReactNode }) {
  return (
    <li className="flex items-center gap-1.5 text-sm text-slate-700">
      <Icon name={icon} className="h-4 w-4 shrink-0 text-sand-700" />
      <span>{children}</span>
    </li>
  );
}

/** A car for sale in the list: its picture, year, make and model, the facts buyers compare, and the price the loudest. */
export function PreownedCard({ car }: { car: PreownedCardData }) {
  const t = useT();
  const to = useLocalePath();
  const locale = useLocale();
  const href = to(`/preowned-cars/${car.id}`);
  const name = `${car.modelYear} ${car.make} ${car.model}`;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="relative">
        {car.image ? (
          // The name below is the link for keyboards and screen readers; the picture is a larger target for pointers.
          <Link to={href} tabIndex={-1} aria-hidden="true" className="block">
            <img
              src={car.image}
              alt=""
              width={640}
              height={360}
              loading="lazy"
              className="aspect-[16/9] w-full bg-slate-100 object-cover"
            />
          </Link>
        ) : (
          <div className="aspect-[16/9] w-full bg-slate-100" />
        )}
        {car.state === 'reserved' ? (
          <p className="absolute start-3 top-3 rounded-md bg-sand-100 px-2 py-1 text-xs font-bold text-navy-900 shadow-sm">
            {t('preowned.state.reserved')}
          </p>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-bold tracking-wide text-sand-700 uppercase">{car.bodyTypeLabel}</p>
        <h3 className="mt-1 text-lg font-bold text-navy-900">
          <Link to={href} className="hover:underline">
            <bdi>{name}</bdi>
          </Link>
        </h3>
        <ul className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 border-y border-slate-100 py-3">
          <Fact icon="calendar-days">{car.modelYear}</Fact>
          <Fact icon="gauge">
            <bdi>{t('preowned.km', { km: groupedNumber(car.mileageKm, locale) })}</bdi>
          </Fact>
          <Fact icon="settings-2">
            {t(car.transmission === 'Manual' ? 'preowned.transmission.Manual' : 'preowned.transmission.Automatic')}
          </Fact>
          <Fact icon="fuel">{t(`preowned.fuel.${car.fuel}`)}</Fact>
          <Fact icon="map-pin">{car.emirateLabel}</Fact>
          <Fact icon="badge-check">{t(car.gccSpec ? 'preowned.gcc.yes' : 'preowned.gcc.no')}</Fact>
        </ul>
        <div className="mt-4 flex flex-1 items-end justify-between gap-3">
          <p className="text-sm text-slate-700">
            <span className="block text-2xl font-bold whitespace-nowrap text-navy-900">
              {formatAedPlain(car.priceFils, locale)}
            </span>
            <span>{t('preowned.vatIncluded')}</span>
          </p>
          <Link
            to={href}
            className="shrink-0 rounded-md bg-action-600 px-4 py-2 text-sm font-bold text-white hover:bg-action-700"
          >
            {t('preowned.viewCar')}
            <span className="sr-only">: {name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

import { Icon } from '~/components/icons/icon';
import type { IconName } from '~/components/icons/icon-names';
import { Link } from 'react-router';
import { BookingDialogLink } from '~/components/booking/booking-dialog';
import { useLocalePath, useT } from '~/i18n/use-translation';
import type { StartingPrice } from '~/modules/fleet/starting-rate';
import { StartingPriceText } from './starting-price';

export type VehicleCardData = {
  id: number;
  brand: string;
  name: string;
  vehicleType: string;
  typeLabel: string;
  seats: number;
  luggage: number;
  doors: number;
  airConditioned: boolean;
  transmission: 'Automatic' | 'Manual';
  image?: string;
  /** The card's picture at the sizes stored for it, for `srcset`. */
  imageSrcSet?: string;
  /** The 'from' price with VAT; null when the car is offered on request. */
  startingPrice: StartingPrice | null;
};

function Fact({ icon, label, value }: { icon: IconName; label: string; value: string | number }) {
  return (
    <li className="flex flex-col items-center gap-1 text-center">
      <Icon name={icon} className="h-5 w-5 text-sand-700" />
      <span className="text-[0.65rem] font-semibold tracking-wide text-slate-600 uppercase">{label}</span>
      <span className="text-sm font-bold text-navy-900">{value}</span>
    </li>
  );
}

/** The fleet card: the car large, its name in bold, five key facts, and the price as the loudest number. */
export function VehicleCard({
  vehicle,
  layout = 'grid',
  footer,
  pictureLinksTo = 'details',
  detailsTo,
}: {
  vehicle: VehicleCardData;
  layout?: 'grid' | 'list';
  footer?: React.ReactNode;
  /** The home page's Popular Now tiles lead to every car of the type; elsewhere the picture opens the car. */
  pictureLinksTo?: 'details' | 'type';
  /** Where the car's name and picture lead instead of its plain page: the priced results keep their search. */
  detailsTo?: string;
}) {
  const t = useT();
  const to = useLocalePath();
  const details = detailsTo ?? to(`/details/${vehicle.id}`);
  const typeGuide = to(`/fleet-guide/${encodeURIComponent(vehicle.vehicleType)}`);
  return (
    <article
      className={`flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 ${layout === 'list' ? 'sm:flex-row' : ''}`}
    >
      {vehicle.image ? (
        // The name below is the link for keyboards and screen readers; the picture is a larger target for pointers.
        <Link
          to={pictureLinksTo === 'type' ? typeGuide : details}
          tabIndex={-1}
          aria-hidden="true"
          className={`block ${layout === 'list' ? 'sm:w-72 sm:shrink-0 sm:self-center' : ''}`}
        >
          <img
            src={vehicle.image}
            srcSet={vehicle.imageSrcSet}
            sizes={layout === 'list' ? '(min-width: 640px) 288px, 100vw' : '(min-width: 640px) 480px, 100vw'}
            alt=""
            width={640}
            height={360}
            loading="lazy"
            className="aspect-[16/9] w-full bg-slate-100 object-cover"
          />
        </Link>
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        {/* At least 24 px tall, and the name's link below is an inline block so that an Arabic font's tall
            glyph boxes do not reach over it: a finger's target of its own (WCAG 2.2 target size). */}
        <p className="text-xs font-bold tracking-wide text-sand-700 uppercase">
          <Link
            to={typeGuide}
            className="flex min-h-6 w-fit items-center hover:underline"
            aria-label={t('vehicle.allOfType', { type: vehicle.typeLabel })}
          >
            {vehicle.typeLabel}
          </Link>
        </p>
        <h3 className="mt-1 text-lg font-bold text-navy-900">
          <Link to={details} className="inline-block hover:underline">
            {vehicle.brand} {vehicle.name}
          </Link>
        </h3>
        <ul className="mt-4 grid grid-cols-5 gap-1 border-y border-slate-100 py-3">
          <Fact icon="users" label={t('vehicle.seats')} value={vehicle.seats} />
          <Fact icon="briefcase" label={t('vehicle.luggage')} value={vehicle.luggage} />
          <Fact icon="door-open" label={t('vehicle.doors')} value={vehicle.doors} />
          <Fact
            icon="snowflake"
            label={t('vehicle.ac')}
            value={vehicle.airConditioned ? t('vehicle.yes') : t('vehicle.no')}
          />
          <Fact
            icon="gauge"
            label={t('vehicle.transmission')}
            value={vehicle.transmission === 'Automatic' ? t('vehicle.auto') : t('vehicle.manual')}
          />
        </ul>
        <div className="mt-4 flex flex-1 items-end justify-between gap-3">
          {footer ?? (
            <>
              {vehicle.startingPrice ? (
                <StartingPriceText
                  price={vehicle.startingPrice}
                  className="text-sm text-slate-700"
                  amountClassName="text-2xl"
                />
              ) : (
                <p className="text-sm text-slate-700">{t('vehicle.onRequest')}</p>
              )}
              {vehicle.startingPrice ? (
                <BookingDialogLink
                  vehicleType={vehicle.vehicleType}
                  className="shrink-0 rounded-md bg-action-600 px-4 py-2 text-sm font-bold text-white hover:bg-action-700"
                >
                  {t('vehicle.bookNow')}
                  <span className="sr-only">
                    : {vehicle.brand} {vehicle.name}
                  </span>
                </BookingDialogLink>
              ) : (
                <Link
                  to={`${to('/enquiry')}?${encodeURIComponent(`${vehicle.brand} ${vehicle.name}`)}`}
                  className="shrink-0 rounded-md border-2 border-navy-900 px-4 py-2 text-sm font-bold text-navy-900 hover:bg-navy-900 hover:text-white"
                >
                  {t('vehicle.enquireNow')}
                  <span className="sr-only">
                    : {vehicle.brand} {vehicle.name}
                  </span>
                </Link>
              )}
            </>
          )}
        </div>
      </div>
    </article>
  );
}

import { Icon } from '~/components/icons/icon';
import { Link, data } from 'react-router';
import type { Route } from './+types/vehicle-details';
import { BookingDialogLink } from '~/components/booking/booking-dialog';
import { RateTable } from '~/components/fleet/rate-table';
import { StartingPriceText } from '~/components/fleet/starting-price';
import { VehicleCard } from '~/components/fleet/vehicle-card';
import { VehicleGallery } from '~/components/fleet/vehicle-gallery';
import { VehicleTabs } from '~/components/fleet/vehicle-tabs';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { termsFor } from '~/modules/content/company.server';
import { loadVehicleDetails } from '~/modules/fleet/vehicle-details.server';
import { preownedSaleTermsAnchor } from '~/modules/preowned/sale-terms';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';
import { sharedPageHeaders } from '~/modules/site/shared-pages.server';

/** One vehicle model: its pictures, facts, description and the rental terms in short, then up to three like it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = pageLocale(context);
  const [details, terms] = await Promise.all([loadVehicleDetails(params.carId, locale), termsFor(locale)]);
  if (!details) throw data(null, { status: 404 });
  return {
    ...details,
    // Each section's heading and its first paragraph; the full text is one link away.
    // A rental car's page shows the rental terms only, not those of buying a pre-owned car.
    terms: terms
      .filter((section) => section.anchor !== preownedSaleTermsAnchor)
      .map((section) => ({
        id: section.id,
        heading: section.heading,
        summary: section.body.split(/\n\s*\n/)[0],
      })),
  };
}

// Made only of its address, language and reference data: shared between anonymous visitors (server/page-cache.ts).
export const headers: Route.HeadersFunction = () => sharedPageHeaders();

export const meta: Route.MetaFunction = (args) => {
  const vehicle = args.loaderData?.vehicle;
  if (!vehicle) return [];
  const description =
    vehicle.description.length > 160 ? `${vehicle.description.slice(0, 157).trimEnd()}…` : vehicle.description;
  return pageMeta(args, { title: `${vehicle.brand} ${vehicle.name}`, description });
};

export default function VehicleDetails({ loaderData: { vehicle, rates, similar, terms } }: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  const name = `${vehicle.brand} ${vehicle.name}`;
  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <nav aria-label={t('page.breadcrumb')}>
        <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-700">
          <li>
            <Link to={to('/cars-listing')} className="font-semibold text-navy-800 underline">
              {t('nav.fleetGuide')}
            </Link>
          </li>
          <li className="flex items-center gap-1">
            <Icon name="chevron-right" className="flip-rtl h-4 w-4 text-slate-500" />
            <span aria-current="page">
              <bdi>{name}</bdi>
            </span>
          </li>
        </ol>
      </nav>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center">
        <VehicleGallery images={vehicle.images} label={t('gallery.label', { name })} />
        <div>
          <p className="text-sm font-bold tracking-wide text-sand-700 uppercase">{vehicle.typeLabel}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
            <bdi>{name}</bdi>
          </h1>
          {vehicle.startingPrice ? (
            <StartingPriceText
              price={vehicle.startingPrice}
              className="mt-4 text-slate-700"
              amountClassName="text-4xl"
            />
          ) : (
            <p className="mt-4 text-lg font-semibold text-slate-700">{t('vehicle.onRequest')}</p>
          )}
          <div className="mt-6">
            {vehicle.startingPrice ? (
              <BookingDialogLink
                vehicleType={vehicle.vehicleType}
                vehicleModelId={vehicle.id}
                className="inline-block rounded-md bg-action-600 px-10 py-3 text-lg font-bold text-white hover:bg-action-700"
              >
                {t('details.rentIt')}
                <span className="sr-only">: {name}</span>
              </BookingDialogLink>
            ) : (
              <Link
                to={`${to('/enquiry')}?${encodeURIComponent(name)}`}
                className="inline-block rounded-md border-2 border-navy-900 px-8 py-3 text-lg font-bold text-navy-900 hover:bg-navy-900 hover:text-white"
              >
                {t('vehicle.enquireNow')}
                <span className="sr-only">: {name}</span>
              </Link>
            )}
          </div>
          <p className="mt-6 rounded-md bg-sand-100 p-3 text-sm text-slate-800">{t('price.categoryNote')}</p>
          {rates ? <RateTable rates={rates} /> : null}
        </div>
      </div>

      <div className="mt-12">
        <VehicleTabs vehicle={vehicle} description={vehicle.description} terms={terms} />
      </div>

      {similar.length > 0 ? (
        <section className="mt-14" aria-labelledby="similar-heading">
          <h2 id="similar-heading" className="text-2xl font-bold text-navy-900">
            {t('details.similar')}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {similar.map((other) => (
              <li key={other.id}>
                <VehicleCard vehicle={other} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

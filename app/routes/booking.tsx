import { Icon } from '~/components/icons/icon';
import { useEffect, useRef } from 'react';
import { Form, Link, data } from 'react-router';
import type { Route } from './+types/booking';
import { kmAllowance } from '~/modules/counter/return-charges';
import { chargeRules } from '~/modules/settings/charge-settings.server';
import { PageHero } from '~/components/content/page-hero';
import { FleetFilters } from '~/components/fleet/fleet-filters';
import { Pagination } from '~/components/fleet/pagination';
import { VehicleCard } from '~/components/fleet/vehicle-card';
import { localeFromPath } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { useLocalePath, useLocale, useT } from '~/i18n/use-translation';
import { countForm } from '~/i18n/plural';
import { dayCount } from '~/i18n/plural';
import { findEnquiry } from '~/modules/bookings/customer-steps/booking-enquiries.server';
import { priceVehicles } from '~/modules/bookings/customer-steps/price-vehicles.server';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import {
  fleetFacets,
  filterFleet,
  pageOf,
  priceOrders,
  readFleetCriteria,
  readPriceOrder,
  sortByPrice,
} from '~/modules/fleet/fleet-filter';
import { listBranches } from '~/modules/fleet/branches.server';
import { listVehicleTypes } from '~/modules/fleet/fleet-list.server';
import { loadVehicleCards } from '~/modules/fleet/vehicle-cards.server';
import { noExtras } from '~/modules/pricing/quote-booking';
import { formatKm } from '~/utils/money';
import { formatDeclaredPrice } from '~/modules/pricing/tax-view';
import { taxViewOf } from '~/modules/pricing/tax-view.server';
import { TaxViewToggle } from '~/components/booking/tax-view-toggle';
import { getUser } from '~/modules/auth/guards.server';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';
import { requirePublicKey } from '~/utils/http.server';
import { recordId } from '~/utils/record-id';
import { listSeparator } from '~/modules/bookings/records/postal-address';

/** After an enquiry: the cars of the chosen type with their total price for the enquiry's dates. */
export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const locale = pageLocale(context);
  const enquiry = await findEnquiry(requirePublicKey(params.id));
  if (!enquiry) throw data(null, { status: 404 });
  const [types, branches, vehicles, rules, taxView] = await Promise.all([
    listVehicleTypes(),
    listBranches(),
    loadVehicleCards(locale),
    chargeRules(),
    getUser(request).then((user) => taxViewOf(request, user?.id)),
  ]);
  const type =
    types.find((candidate) => candidate.name === (params.type ?? enquiry.vehicleType)) ??
    types.find((candidate) => candidate.name === enquiry.vehicleType)!;
  const criteria = readFleetCriteria(url.searchParams, [type.name]);
  // The car chosen on its page (RENT IT) leads the list; 'model' is taken by the model filter, hence 'choice'.
  const choice = recordId(url.searchParams.get('choice'));
  const filtered = filterFleet(vehicles, criteria);
  const chosen = filtered.find((vehicle) => vehicle.id === choice);
  const order = readPriceOrder(url.searchParams);
  const pickupBranch = branches.find((branch) => branch.id === enquiry.pickupBranchId)!;
  const dropoffBranch = branches.find((branch) => branch.id === enquiry.dropoffBranchId)!;
  const rest = filtered.filter((vehicle) => vehicle !== chosen);
  // In the fleet's order only the page shown is priced; in price order every car of the list is.
  const prices = await priceVehicles({
    vehicleModelIds: (order === 'recommended'
      ? pageOf([...(chosen ? [chosen] : []), ...rest], criteria.page).items
      : filtered
    ).map((vehicle) => vehicle.id),
    pickupBranch,
    dropoffBranch,
    collectionCity: enquiry.collectionCity,
    deliveryCity: enquiry.deliveryCity,
    youngDriver: enquiry.youngDriver,
    pickupAt: enquiry.pickupAt,
    dropoffAt: enquiry.dropoffAt,
    extras: noExtras,
    paymentMethod: 'card',
  });
  const bookableTotal = (vehicle: (typeof filtered)[number]) => {
    const price = prices.get(vehicle.id);
    return price?.available ? (price.quote?.totalFils ?? null) : null;
  };
  const matching = [...(chosen ? [chosen] : []), ...sortByPrice(rest, bookableTotal, order)];
  const { items, page, pages } = pageOf(matching, criteria.page);
  return {
    enquiryKey: enquiry.publicId,
    taxView,
    chosenId: chosen?.id ?? null,
    typeLabel: localized(type.label, locale),
    summary: {
      pickup: `${localized(pickupBranch.nameLabel, locale)}${listSeparator(locale)}${localized(pickupBranch.cityLabel, locale)} · ${formatDubaiDateTime(enquiry.pickupAt, locale)}`,
      dropoff: `${localized(dropoffBranch.nameLabel, locale)}${listSeparator(locale)}${localized(dropoffBranch.cityLabel, locale)} · ${formatDubaiDateTime(enquiry.dropoffAt, locale)}`,
    },
    vehicles: items.map((vehicle) => {
      const price = prices.get(vehicle.id);
      return {
        ...vehicle,
        totalFils: price?.quote?.totalFils ?? null,
        netFils: price?.quote?.grossFils ?? null,
        days: price?.quote?.days ?? null,
        // The kilometres the price includes, as the return will count them.
        kmIncluded: price?.quote ? kmAllowance(price.quote.days, rules.kmPerDay, rules.kmPerMonth) : null,
        available: price?.available ?? false,
      };
    }),
    total: matching.length,
    page,
    pages,
    criteria,
    order,
    filters: {
      ...fleetFacets(vehicles, criteria),
      types: types.map((candidate) => ({ name: candidate.name, label: localized(candidate.label, locale) })),
      chosen: { brands: criteria.brands, models: criteria.models, types: criteria.types },
    },
  };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  return pageMeta(args, {
    title: args.loaderData ? `${args.loaderData.typeLabel} – ${t('choose.title')}` : t('choose.title'),
    noIndex: true,
  });
};

export default function ChooseVehicle({ loaderData }: Route.ComponentProps) {
  const { enquiryKey, chosenId, typeLabel, summary, vehicles, total, page, pages, criteria, order, filters, taxView } =
    loaderData;
  const t = useT();
  const to = useLocalePath();
  const locale = useLocale();
  const chosenCard = useRef<HTMLDivElement>(null);
  // On a phone the filters come first: bring the car the visitor chose into view once, on arrival
  // (not again when they change a filter).
  useEffect(() => {
    const card = chosenCard.current;
    if (!card) return;
    card.focus({ preventScroll: true });
    card.scrollIntoView({ block: 'start' });
  }, []);
  const countLine = t(`fleet.count.${countForm(locale, total)}`, { n: total });
  return (
    <article>
      <PageHero heading={`${t('choose.title')}: ${typeLabel}`}>
        <dl className="mt-4 grid gap-2 text-slate-100 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-sand-200">{t('booking.pickupLocation')}</dt>
            <dd className="font-semibold">{summary.pickup}</dd>
          </div>
          <div>
            <dt className="text-sm text-sand-200">{t('booking.dropoffLocation')}</dt>
            <dd className="font-semibold">{summary.dropoff}</dd>
          </div>
        </dl>
      </PageHero>
      {taxView.canChoose ? (
        <div className="mx-auto max-w-7xl px-4 pt-6">
          <TaxViewToggle state={taxView} />
        </div>
      ) : null}
      <Form method="get" className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[280px_1fr]">
        <input type="hidden" name="view" value={criteria.view} />
        {chosenId ? <input type="hidden" name="choice" value={chosenId} /> : null}
        <div>
          <FleetFilters options={filters} />
        </div>
        <div>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <p role="status" className="font-semibold text-slate-800">
              {countLine}
            </p>
            <div className="flex items-end gap-2">
              <label className="grid gap-1 text-sm font-semibold text-slate-800">
                {t('choose.sortBy')}
                {/* A new order shows at once; without JavaScript the button beside it applies it. */}
                <select
                  name="sort"
                  defaultValue={order}
                  key={order}
                  onChange={(event) => event.currentTarget.form?.requestSubmit()}
                  className="rounded-md border border-slate-400 bg-white px-3 py-2 text-sm"
                >
                  {priceOrders.map((option) => (
                    <option key={option} value={option}>
                      {t(`choose.sort.${option}`)}
                    </option>
                  ))}
                </select>
              </label>
              <noscript>
                <button type="submit" className="rounded-md border border-navy-900 px-3 py-2 text-sm font-semibold">
                  {t('fleet.apply')}
                </button>
              </noscript>
            </div>
          </div>
          <ul className={`mt-4 grid gap-6 ${criteria.view === 'grid' ? 'sm:grid-cols-2' : ''}`}>
            {vehicles.map((vehicle) => {
              const bookable = vehicle.totalFils !== null && vehicle.available;
              const details = to(
                `/details-master/${enquiryKey}/${vehicle.id}/${encodeURIComponent(vehicle.brand)}/${encodeURIComponent(vehicle.name)}`,
              );
              const card = (
                <VehicleCard
                  vehicle={vehicle}
                  layout={criteria.view}
                  detailsTo={details}
                  footer={
                    bookable ? (
                      <>
                        <p className="text-sm text-slate-700">
                          <span className="block text-xl font-bold text-navy-900">
                            {formatDeclaredPrice(vehicle.netFils!, taxView.view, locale, t, vehicle.totalFils!)}
                          </span>
                          {t('choose.totalFor', { period: dayCount(t, locale, vehicle.days!) })}
                          <span className="block">{t('choose.kmIncluded', { km: formatKm(vehicle.kmIncluded!) })}</span>
                        </p>
                        <Link
                          to={details}
                          className="shrink-0 rounded-md bg-action-600 px-4 py-2 text-sm font-bold text-white hover:bg-action-700"
                        >
                          {t('vehicle.bookNow')}
                          <span className="sr-only">
                            : {vehicle.brand} {vehicle.name}
                          </span>
                        </Link>
                      </>
                    ) : (
                      <>
                        <p className="text-sm font-semibold text-slate-700">
                          {vehicle.totalFils === null ? t('vehicle.onRequest') : t('choose.notAvailable')}
                        </p>
                        <Link
                          to={`${to('/enquiry')}?${encodeURIComponent(`${vehicle.brand} ${vehicle.name}`)}`}
                          className="shrink-0 rounded-md border-2 border-navy-900 px-4 py-2 text-sm font-bold text-navy-900 hover:bg-navy-900 hover:text-white"
                        >
                          {t('vehicle.enquireNow')}
                          <span className="sr-only">
                            : {vehicle.brand} {vehicle.name}
                          </span>
                        </Link>
                      </>
                    )
                  }
                />
              );
              return (
                <li key={vehicle.id}>
                  {vehicle.id === chosenId ? (
                    <div
                      ref={chosenCard}
                      tabIndex={-1}
                      role="group"
                      aria-labelledby="chosen-vehicle"
                      className="scroll-mt-4 rounded-2xl bg-sand-100 p-2 ring-2 ring-sand-500 outline-offset-4 focus-visible:outline-2"
                    >
                      <p
                        id="chosen-vehicle"
                        className="mb-2 flex items-center gap-1.5 px-1 text-sm font-bold text-navy-900"
                      >
                        <Icon name="star" className="h-4 w-4 fill-sand-500 text-sand-700" />
                        {t('choose.yourChoice')}
                        <span className="sr-only">
                          : {vehicle.brand} {vehicle.name}
                        </span>
                      </p>
                      {card}
                    </div>
                  ) : (
                    card
                  )}
                </li>
              );
            })}
          </ul>
          <Pagination page={page} pages={pages} />
        </div>
      </Form>
    </article>
  );
}

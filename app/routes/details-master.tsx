import '~/i18n/booking-messages';
import { Form, Link, data, useNavigation } from 'react-router';
import type { Route } from './+types/details-master';
import { PriceBreakdownDialog } from '~/components/booking/price-breakdown';
import { VehicleCard } from '~/components/fleet/vehicle-card';
import { SubmitError } from '~/components/forms/submit-error';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { dayCount } from '~/i18n/plural';
import { requireUser } from '~/modules/auth/guards.server';
import { findEnquiry } from '~/modules/bookings/customer-steps/booking-enquiries.server';
import { selectVehicle } from '~/modules/bookings/customer-steps/select-vehicle.server';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { priceVehicles } from '~/modules/bookings/customer-steps/price-vehicles.server';
import { listBranches } from '~/modules/fleet/branches.server';
import { loadVehicleCards } from '~/modules/fleet/vehicle-cards.server';
import { type Quote, noExtras } from '~/modules/pricing/quote-booking';
import { formatAed } from '~/utils/money';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';
import { readFormOrNull, requirePublicKey, requireRecordId } from '~/utils/http.server';

/** One vehicle with its price for the enquiry's dates: total with VAT, the breakdown, and Select. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = pageLocale(context);
  const carId = requireRecordId(params.carId);
  const enquiry = await findEnquiry(requirePublicKey(params.bookingId));
  const vehicle = enquiry ? (await loadVehicleCards(locale)).find((candidate) => candidate.id === carId) : undefined;
  if (!enquiry || !vehicle) throw data(null, { status: 404 });
  const branches = await listBranches();
  const prices = await priceVehicles({
    vehicleModelIds: [vehicle.id],
    pickupBranch: branches.find((branch) => branch.id === enquiry.pickupBranchId)!,
    dropoffBranch: branches.find((branch) => branch.id === enquiry.dropoffBranchId)!,
    collectionCity: enquiry.collectionCity,
    deliveryCity: enquiry.deliveryCity,
    youngDriver: enquiry.youngDriver,
    pickupAt: enquiry.pickupAt,
    dropoffAt: enquiry.dropoffAt,
    extras: noExtras,
    paymentMethod: 'card',
  });
  const price = prices.get(vehicle.id)!;
  return {
    vehicle,
    quote: price.quote,
    available: price.available,
    otherVehicles: `/booking/${enquiry.publicId}/${encodeURIComponent(enquiry.vehicleType)}`,
  };
}

/** The total the page showed, in fils, as the Select form carries it; null when absent or not an amount. */
function seenTotal(form: FormData | null): number | null {
  const value = form?.get('quotedTotalFils');
  const fils = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(fils) ? fils : null;
}

/**
 * Select: signed-in, reviewed customers hold a car and go on to the bill; visitors log in and come
 * back here. The form carries the total the customer saw: a price changed since holds nothing and
 * is shown with a message, to be selected again at the new figure.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const locale = pageLocale(context);
  const t = translator(locale);
  const seen = seenTotal(await readFormOrNull(request));
  const result = await selectVehicle(
    user,
    requirePublicKey(params.bookingId),
    requireRecordId(params.carId),
    new Date(),
    seen,
  );
  if (result.ok)
    return redirectWithFlash(localizePath(`/bill/${result.bookingId}/${result.enquiryKey}/extrass`, locale), {
      kind: 'success',
      message: t('select.success'),
    });
  if (result.reason === 'not_found') throw data(null, { status: 404 });
  if (result.reason === 'price_changed')
    return data(
      {
        reason: result.reason,
        message: t('select.priceChanged', { total: formatAed(result.quote.totalFils, locale) }),
        quote: result.quote as Quote | null,
      },
      { status: 409 },
    );
  return data({ reason: result.reason, message: t(`select.${result.reason}`), quote: null }, { status: 409 });
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  const vehicle = args.loaderData?.vehicle;
  return pageMeta(args, { title: vehicle ? `${vehicle.brand} ${vehicle.name}` : t('choose.title'), noIndex: true });
};

export default function DetailsMaster({
  loaderData: { vehicle, quote: loadedQuote, available, otherVehicles },
  actionData,
}: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const to = useLocalePath();
  const selecting = useNavigation().state === 'submitting';
  // A price changed since the page was read is the one shown, and the one Select now confirms.
  const priceChanged = actionData?.reason === 'price_changed' ? actionData.quote : null;
  const quote = priceChanged ?? loadedQuote;
  return (
    <article className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[1fr_360px]">
      <div>
        <h1 className="mb-4 text-3xl font-bold text-navy-900">
          {vehicle.brand} {vehicle.name}
        </h1>
        <VehicleCard vehicle={vehicle} layout="grid" footer={<span className="sr-only">{t('details.specs')}</span>} />
      </div>
      <aside className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-4">
        <h2 className="text-lg font-bold text-navy-900">{t('price.payLater')}</h2>
        {quote ? (
          <>
            <p className="mt-4 text-sm text-slate-700">{t('price.totalInclVat')}</p>
            <p className="text-3xl font-bold text-navy-900">{formatAed(quote.totalFils, locale)}</p>
            <p className="mt-1 text-sm text-slate-700">
              {t('price.days', { period: dayCount(t, locale, quote.days), tier: t(`price.tier.${quote.tier}`) })}
            </p>
            <div className="mt-3">
              <PriceBreakdownDialog quote={quote} />
            </div>
            <Form method="post" className="mt-6">
              <input type="hidden" name="quotedTotalFils" value={quote.totalFils} />
              <button
                type="submit"
                disabled={!available || selecting}
                className="w-full rounded-md bg-action-600 px-4 py-3 font-bold text-white hover:bg-action-700 disabled:opacity-60"
                aria-describedby="select-note"
              >
                {priceChanged
                  ? t('select.atNewPrice', { total: formatAed(quote.totalFils, locale) })
                  : t('price.select')}
              </button>
            </Form>
            <p id="select-note" className="mt-2 text-sm text-slate-700">
              {available ? t('price.selectNote') : t('choose.notAvailable')}
            </p>
            {actionData ? (
              <SubmitError
                answer={actionData}
                className={
                  priceChanged
                    ? 'mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-semibold text-amber-900'
                    : 'mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900'
                }
              >
                <p>{actionData.message}</p>
                {actionData.reason === 'unavailable' ? (
                  <Link to={to(otherVehicles)} className="mt-2 inline-block font-semibold underline">
                    {t('select.otherVehicles')}
                  </Link>
                ) : actionData.reason === 'too_many_holds' ? (
                  <Link to={to('/my-history')} className="mt-2 inline-block font-semibold underline">
                    {t('history.title')}
                  </Link>
                ) : null}
              </SubmitError>
            ) : null}
          </>
        ) : (
          <p className="mt-4 text-slate-700">{t('vehicle.onRequest')}</p>
        )}
        <p className="mt-6 rounded-md bg-sand-100 p-3 text-sm text-slate-800">{t('price.categoryNote')}</p>
      </aside>
    </article>
  );
}

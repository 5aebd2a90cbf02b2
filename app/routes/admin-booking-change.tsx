import '~/i18n/staff-messages';
import '~/i18n/booking-messages';
import { Icon } from '~/components/icons/icon';
import { Link, data, redirect } from 'react-router';
import type { Route } from './+types/admin-booking-change';
import { ChangeBookingForm } from '~/components/booking/change-booking-form';
import { PageHero } from '~/components/content/page-hero';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { isolateLtr } from '~/i18n/isolate';
import { findBranchesByIds } from '~/modules/api/quote-lookups.server';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { changeBooking } from '~/modules/bookings/amendment-payment.server';
import { amendability, modelsAtBranch, quoteAmendment } from '~/modules/bookings/amendment-quotes.server';
import { readBooking } from '~/modules/bookings/booking-view.server';
import {
  type ChangeFormErrors,
  type ChangeFormValues,
  branchTimeChoices,
  changeFormValuesOf,
  changeInstants,
  readChangeForm,
} from '~/modules/bookings/change-form';
import { type ChangePreview, previewOf, refusalReply } from '~/modules/bookings/change-replies';
import { paymentClient } from '~/modules/payments/payment-client.server';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import { notFound, readFormOrNull, requireRecordId } from '~/utils/http.server';
import { pageMeta } from '~/utils/meta';
import { formatAed } from '~/utils/money';
import { pageLocale } from '~/utils/request-page';
import { listSeparator } from '~/modules/bookings/postal-address';

const privateHeaders = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaffScreen(request, 'admin-booking-change');
  const locale = pageLocale(context);
  const t = translator(locale);
  const booking = await readBooking(requireRecordId(params.bookingId));
  if (!booking || !booking.priceSnapshot) throw notFound();
  const [allowed, branches, models] = await Promise.all([
    amendability({ kind: 'staff', staffId: staff.id }, booking, new Date()),
    findBranchesByIds([booking.pickupBranchId, booking.dropoffBranchId]),
    modelsAtBranch(booking.pickupBranchId),
  ]);
  const hoursOf = (id: number) => branches.find((branch) => branch.id === id);
  const pickupHours = hoursOf(booking.pickupBranchId);
  const dropoffHours = hoursOf(booking.dropoffBranchId);
  const place = (city: { en: string; ar?: string }, name: { en: string; ar?: string }) =>
    `${localized(city, locale)} – ${localized(name, locale)}`;
  const vehicle = `${booking.brand} ${booking.model}`;
  return data(
    {
      id: booking.id,
      reference: booking.reference,
      summary: {
        vehicle,
        pickup: `${place(booking.pickupCity, booking.pickupBranch)}${listSeparator(locale)}${formatDubaiDateTime(booking.pickupAt, locale)}`,
        dropoff: `${place(booking.dropoffCity, booking.dropoffBranch)}${listSeparator(locale)}${formatDubaiDateTime(booking.dropoffAt, locale)}`,
        total: formatAed(booking.totalFils ?? 0, locale),
      },
      refusal: allowed.ok ? null : refusalReply(allowed, t).message,
      values: changeFormValuesOf({ ...booking, extras: booking.priceSnapshot.extras }),
      pickupTimes: pickupHours ? branchTimeChoices(pickupHours) : [],
      dropoffTimes: dropoffHours ? branchTimeChoices(dropoffHours) : [],
      // The booking's own model stays a choice even if the branch no longer stocks it.
      models: [
        ...(models.some((model) => model.id === booking.vehicleModelId)
          ? []
          : [{ id: booking.vehicleModelId, name: vehicle }]),
        ...models.map((model) => ({ id: model.id, name: `${model.brand} ${model.name}` })),
      ],
    },
    { headers: privateHeaders },
  );
}

type ActionReply = {
  values: ChangeFormValues;
  errors: ChangeFormErrors;
  message?: string;
  preview: ChangePreview | null;
};

/** preview: the new price and what it means for the money. confirm: the change at the figure shown. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaffScreen(request, 'admin-booking-change');
  const locale = pageLocale(context);
  const t = translator(locale);
  const bookingId = requireRecordId(params.bookingId);
  const here = localizePath(`/admin/bookings/${bookingId}/change`, locale);
  const bookingPage = localizePath(`/admin/bookings/${bookingId}`, locale);
  const form = await readFormOrNull(request);
  const values = form && readChangeForm(form);
  const booking = await readBooking(bookingId);
  if (!booking) throw notFound();
  if (!values) return redirect(here);
  const reply = (rest: Omit<ActionReply, 'values'>, status = 400) =>
    data<ActionReply>({ values, ...rest }, { status, headers: privateHeaders });
  const instants = changeInstants(values, t);
  if (!instants.ok) return reply({ errors: instants.errors, preview: null });
  const changeRequest = {
    bookingId,
    pickupAt: instants.pickupAt,
    dropoffAt: instants.dropoffAt,
    extras: values.extras,
    ...(values.vehicleModelId ? { vehicleModelId: values.vehicleModelId } : {}),
  };
  const actor = { kind: 'staff', staffId: staff.id } as const;
  const paymentMethod = booking.paymentMethod ?? 'card';

  if (form?.get('intent') === 'confirm') {
    const expected = Number(form.get('expected'));
    const result = Number.isSafeInteger(expected)
      ? await changeBooking(paymentClient(), actor, changeRequest, expected)
      : ({ ok: false, reason: 'unchanged' } as const);
    if (result.ok) {
      const values = { reference: booking.reference, amount: formatAed(Math.abs(expected), locale) };
      const message =
        result.kind === 'awaiting_payment'
          ? t('bookings.change.requested', values)
          : result.refundFils > 0
            ? t('bookings.change.appliedRefund', values)
            : t('bookings.change.applied', values);
      return redirectWithFlash(bookingPage, { kind: 'success', message });
    }
    if (result.reason === 'changed')
      return reply(
        { errors: {}, message: t('change.changedFigures'), preview: previewOf(result.quote, paymentMethod) },
        409,
      );
    return reply({ ...refusalReply(result, t), preview: null });
  }

  const quoted = await quoteAmendment(actor, changeRequest, new Date(), t);
  if (!quoted.ok) return reply({ ...refusalReply(quoted, t), preview: null });
  return reply({ errors: {}, preview: previewOf(quoted.quote, paymentMethod) }, 200);
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  return pageMeta(args, { title: t('change.title', { reference: args.data?.reference ?? '' }), noIndex: true });
};

/** Staff change a booking's dates, times, car or extras, priced again before they confirm. */
export default function AdminBookingChange({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  const locale = useLocale();
  const { summary, refusal } = loaderData;
  return (
    <article>
      <PageHero heading={t('change.title', { reference: isolateLtr(loaderData.reference, locale) })} />
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:py-10">
        <Link
          to={to(`/admin/bookings/${loaderData.id}`)}
          className="inline-flex items-center gap-1 font-semibold text-navy-800 underline underline-offset-2"
        >
          <Icon name="arrow-left" className="flip-rtl h-4 w-4" />
          {t('bookings.change.back')}
        </Link>
        <section
          aria-labelledby="change-current-title"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="change-current-title" className="text-xl font-bold text-navy-900">
            {t('bookings.change.current')}
          </h2>
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold text-slate-700">{t('change.vehicle')}</dt>
            <dd>{summary.vehicle}</dd>
            <dt className="font-semibold text-slate-700">{t('change.pickup')}</dt>
            <dd>{summary.pickup}</dd>
            <dt className="font-semibold text-slate-700">{t('change.dropoff')}</dt>
            <dd>{summary.dropoff}</dd>
            <dt className="font-semibold text-slate-700">{t('change.total')}</dt>
            <dd className="font-semibold">{summary.total}</dd>
          </dl>
          <p className="mt-4 text-sm text-slate-700">{t('bookings.change.terms')}</p>
        </section>
        {refusal ? (
          <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-900">
            {refusal}
          </p>
        ) : (
          <ChangeBookingForm
            by="staff"
            values={actionData?.values ?? loaderData.values}
            errors={actionData?.errors ?? {}}
            message={actionData?.message}
            preview={actionData?.preview ?? null}
            pickupTimes={loaderData.pickupTimes}
            dropoffTimes={loaderData.dropoffTimes}
            models={loaderData.models}
          />
        )}
      </div>
    </article>
  );
}

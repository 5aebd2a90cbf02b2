import '~/i18n/booking-messages';
import { Form, Link, data, redirect, redirectDocument } from 'react-router';
import type { Route } from './+types/change-booking';
import { ChangeBookingForm } from '~/components/booking/change-booking-form';
import { type ChangePreview, previewOf, refusalReply } from '~/modules/bookings/change-replies';
import { PageHero } from '~/components/content/page-hero';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { useLocale, useT } from '~/i18n/use-translation';
import { isolateLtr } from '~/i18n/isolate';
import { findBranchesByIds } from '~/modules/api/quote-lookups.server';
import { requireUser } from '~/modules/auth/guards.server';
import {
  changeBooking,
  declineAmendment,
  findCustomerAmendment,
  settleAmendmentPayment,
  startAmendmentPayment,
} from '~/modules/bookings/amendment-payment.server';
import { amendability, customerChangesUsed, quoteAmendment } from '~/modules/bookings/amendment-quotes.server';
import type { AmendResult } from '~/modules/bookings/booking-amendments.server';
import { waitingAmendment } from '~/modules/bookings/amendments-of-booking.server';
import { readBooking } from '~/modules/bookings/booking-view.server';
import {
  type ChangeFormErrors,
  type ChangeFormValues,
  branchTimeChoices,
  changeFormValuesOf,
  changeInstants,
  readChangeForm,
} from '~/modules/bookings/change-form';
import { env } from '~/modules/config/env.server';
import { paymentClient } from '~/modules/payments/payment-client.server';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import { notFound, readFormOrNull } from '~/utils/http.server';
import { pageMeta } from '~/utils/meta';
import { formatAed } from '~/utils/money';
import { recordId } from '~/utils/record-id';
import { pageLocale } from '~/utils/request-page';
import { listSeparator } from '~/modules/bookings/postal-address';

const privateHeaders = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const locale = pageLocale(context);
  const t = translator(locale);
  const bookingId = recordId(params.bookingId);
  if (bookingId === null) throw notFound();
  const history = localizePath('/my-history', locale);

  // Back from the provider's page after paying a change's difference: decided from the provider's answer.
  const paid = recordId(url.searchParams.get('paid'));
  if (paid !== null && (await findCustomerAmendment(user.id, paid)) === bookingId) {
    const settled = await settleAmendmentPayment(paymentClient(), paid);
    const booking = await readBooking(bookingId, { ownerId: user.id });
    const reference = booking?.reference ?? '';
    const here = localizePath(`/my-history/${bookingId}/change`, locale);
    if (settled === 'applied')
      return redirectWithFlash(history, { kind: 'success', message: t('change.paidApplied', { reference }) });
    if (settled === 'failed') return redirectWithFlash(here, { kind: 'error', message: t('change.paymentFailed') });
    if (settled === 'pending' || settled === 'unavailable')
      return redirectWithFlash(history, { kind: 'info', message: t('change.paymentPending') });
    return redirectWithFlash(history, { kind: 'error', message: t('change.lapsed') });
  }

  const booking = await readBooking(bookingId, { ownerId: user.id });
  if (!booking || !booking.priceSnapshot) throw notFound();
  const now = new Date();
  const [allowed, used, waiting, branches] = await Promise.all([
    amendability({ kind: 'customer', userId: user.id }, booking, now),
    customerChangesUsed(booking.id),
    waitingAmendment(booking.id, now),
    findBranchesByIds([booking.pickupBranchId, booking.dropoffBranchId]),
  ]);
  const hoursOf = (id: number) => branches.find((branch) => branch.id === id);
  const pickupHours = hoursOf(booking.pickupBranchId);
  const dropoffHours = hoursOf(booking.dropoffBranchId);
  const pickupPlace = `${localized(booking.pickupCity, locale)} – ${localized(booking.pickupBranch, locale)}`;
  const dropoffPlace = `${localized(booking.dropoffCity, locale)} – ${localized(booking.dropoffBranch, locale)}`;
  const when = (at: Date | string) => formatDubaiDateTime(at, locale);
  return data(
    {
      id: booking.id,
      reference: booking.reference,
      summary: {
        vehicle: `${booking.brand} ${booking.model}`,
        pickup: `${pickupPlace}${listSeparator(locale)}${when(booking.pickupAt)}`,
        dropoff: `${dropoffPlace}${listSeparator(locale)}${when(booking.dropoffAt)}`,
        total: formatAed(booking.totalFils ?? 0, locale),
      },
      refusal: allowed.ok ? null : refusalReply(allowed, t).message,
      used,
      paymentMethod: booking.paymentMethod ?? 'card',
      values: changeFormValuesOf({ ...booking, extras: booking.priceSnapshot.extras }),
      pickupTimes: pickupHours ? branchTimeChoices(pickupHours) : [],
      dropoffTimes: dropoffHours ? branchTimeChoices(dropoffHours) : [],
      waiting: waiting
        ? {
            id: waiting.id,
            vehicle: waiting.after.vehicle,
            pickup: when(waiting.after.pickupAt),
            dropoff: when(waiting.after.dropoffAt),
            amount: formatAed(waiting.differenceFils, locale),
            until: when(waiting.expiresAt!),
          }
        : null,
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

/**
 * preview: the new price with what it means for the money. confirm: the change at the figure shown
 * (paid through the provider first when it costs more). pay / decline: a change waiting for its
 * difference is paid now or given up.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const locale = pageLocale(context);
  const t = translator(locale);
  const bookingId = recordId(params.bookingId);
  if (bookingId === null) throw notFound();
  const form = await readFormOrNull(request);
  const here = localizePath(`/my-history/${bookingId}/change`, locale);
  const history = localizePath('/my-history', locale);
  const returnUrl = (amendmentId: number) => new URL(`${here}?paid=${amendmentId}`, env().APP_URL).toString();
  const intent = form?.get('intent');

  const pay = async (amendmentId: number) => {
    const started = await startAmendmentPayment(paymentClient(), {
      userId: user.id,
      amendmentId,
      locale,
      returnUrl: returnUrl(amendmentId),
    });
    if (started.ok) return redirectDocument(started.paymentUrl);
    const message = started.reason === 'provider' ? t('change.providerDown') : t('change.lapsed');
    return redirectWithFlash(here, { kind: 'error', message });
  };
  if (intent === 'pay' || intent === 'decline') {
    const amendmentId = recordId(form?.get('amendmentId'));
    if (amendmentId === null || (await findCustomerAmendment(user.id, amendmentId)) !== bookingId) throw notFound();
    if (intent === 'pay') return pay(amendmentId);
    await declineAmendment(user.id, amendmentId);
    return redirectWithFlash(history, { kind: 'success', message: t('change.declined') });
  }

  const values = form && readChangeForm(form);
  const booking = await readBooking(bookingId, { ownerId: user.id });
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
  };
  const actor = { kind: 'customer', userId: user.id } as const;
  const paymentMethod = booking.paymentMethod ?? 'card';

  if (intent === 'confirm') {
    const expected = Number(form?.get('expected'));
    const result: AmendResult = Number.isSafeInteger(expected)
      ? await changeBooking(paymentClient(), actor, changeRequest, expected)
      : { ok: false, reason: 'unchanged' };
    if (result.ok && result.kind === 'awaiting_payment') return pay(result.amendmentId);
    if (result.ok) {
      const message =
        result.refundFils > 0
          ? t('change.doneRefund', { reference: booking.reference, refund: formatAed(result.refundFils, locale) })
          : t('change.done', { reference: booking.reference });
      return redirectWithFlash(history, { kind: 'success', message });
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

export default function ChangeBooking({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { summary, waiting, refusal } = loaderData;
  const reference = isolateLtr(loaderData.reference, locale);
  return (
    <article>
      <PageHero heading={t('change.title', { reference })} />
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10">
        <section
          aria-labelledby="change-current-title"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="change-current-title" className="text-xl font-bold text-navy-900">
            {t('change.current')}
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
          <p className="mt-4 text-sm text-slate-700">{t('change.terms', { used: String(loaderData.used) })}</p>
        </section>
        {waiting ? (
          <section
            aria-labelledby="change-waiting-title"
            className="rounded-2xl bg-white p-5 shadow-sm ring-2 ring-action-600 sm:p-6"
          >
            <h2 id="change-waiting-title" className="text-xl font-bold text-navy-900">
              {t('change.waitingTitle')}
            </h2>
            <p className="mt-2 text-slate-800">{t('change.waitingWhat', waiting)}</p>
            <Form method="post" className="mt-4 flex flex-wrap items-center gap-4">
              <input type="hidden" name="amendmentId" value={waiting.id} />
              <button
                type="submit"
                name="intent"
                value="pay"
                className="rounded-md bg-action-600 px-5 py-2.5 font-bold text-white hover:bg-action-700"
              >
                {t('change.pay', { amount: waiting.amount })}
              </button>
              <button
                type="submit"
                name="intent"
                value="decline"
                className="font-semibold text-navy-800 underline underline-offset-2 hover:text-action-700"
              >
                {t('change.decline')}
              </button>
            </Form>
          </section>
        ) : null}
        {refusal ? (
          <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-900">
            {refusal}
          </p>
        ) : (
          <ChangeBookingForm
            by="customer"
            values={actionData?.values ?? loaderData.values}
            errors={actionData?.errors ?? {}}
            message={actionData?.message}
            preview={actionData?.preview ?? null}
            pickupTimes={loaderData.pickupTimes}
            dropoffTimes={loaderData.dropoffTimes}
          />
        )}
        <p>
          <Link
            to={localizePath('/my-history', locale)}
            className="font-semibold text-navy-800 underline underline-offset-2 hover:text-action-700"
          >
            {t('change.back')}
          </Link>
        </p>
      </div>
    </article>
  );
}

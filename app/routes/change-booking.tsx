import '~/i18n/booking-messages';
import { Form, Link, data, redirect, redirectDocument } from 'react-router';
import type { Route } from './+types/change-booking';
import { ChangeBookingPage } from '~/components/booking/change-booking-page';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useLocale, useT } from '~/i18n/use-translation';
import { requireUser } from '~/modules/auth/guards.server';
import {
  declineAmendment,
  findCustomerAmendment,
  settleAmendmentPayment,
  startAmendmentPayment,
} from '~/modules/bookings/amendments/amendment-payment.server';
import { customerChangesUsed } from '~/modules/bookings/amendments/amendment-quotes.server';
import { waitingAmendment } from '~/modules/bookings/amendments/amendments-of-booking.server';
import { readBooking } from '~/modules/bookings/records/booking-view.server';
import {
  answerChangeForm,
  changePageData,
  privateHeaders,
  readChangeableBooking,
} from '~/modules/bookings/amendments/change-booking-page.server';
import { env } from '~/modules/config/env.server';
import { paymentClient } from '~/modules/payments/provider/payment-client.server';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import { notFound, readFormOrNull } from '~/utils/http.server';
import { pageMeta } from '~/utils/meta';
import { formatAed } from '~/utils/money';
import { recordId } from '~/utils/record-id';
import { pageLocale } from '~/utils/request-page';

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

  const actor = { kind: 'customer', userId: user.id } as const;
  const booking = await readChangeableBooking(bookingId, actor);
  const now = new Date();
  const [page, used, waiting] = await Promise.all([
    changePageData(booking, actor, locale, t, now),
    customerChangesUsed(booking.id),
    waitingAmendment(booking.id, now),
  ]);
  const when = (at: Date | string) => formatDubaiDateTime(at, locale);
  return data(
    {
      ...page.head,
      used,
      paymentMethod: booking.paymentMethod ?? 'card',
      ...page.form,
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

  const answer = await answerChangeForm(form, { bookingId, actor: { kind: 'customer', userId: user.id }, t });
  if (answer.kind === 'unread') return redirect(here);
  if (answer.kind === 'reply') return data(answer.reply, { status: answer.status, headers: privateHeaders });
  const { result, reference } = answer;
  if (result.kind === 'awaiting_payment') return pay(result.amendmentId);
  const message =
    result.refundFils > 0
      ? t('change.doneRefund', { reference, refund: formatAed(result.refundFils, locale) })
      : t('change.done', { reference });
  return redirectWithFlash(history, { kind: 'success', message });
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  return pageMeta(args, { title: t('change.title', { reference: args.data?.reference ?? '' }), noIndex: true });
};

export default function ChangeBooking({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { waiting } = loaderData;
  return (
    <ChangeBookingPage
      by="customer"
      page={loaderData}
      reply={actionData}
      currentTitle={t('change.current')}
      terms={t('change.terms', { used: String(loaderData.used) })}
      backBelow={
        <p>
          <Link
            to={localizePath('/my-history', locale)}
            className="font-semibold text-navy-800 underline underline-offset-2 hover:text-action-700"
          >
            {t('change.back')}
          </Link>
        </p>
      }
    >
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
    </ChangeBookingPage>
  );
}

import '~/i18n/booking-messages';
import '~/i18n/accounts-messages';
import { Form, Link, data, redirectDocument } from 'react-router';
import type { Route } from './+types/manage-booking';
import { CancelPanel } from '~/components/account/cancel-panel';
import { ManagedBookingView } from '~/components/account/managed-booking-view';
import { PageHero } from '~/components/content/page-hero';
import { localeFromPath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { cancelByCustomer } from '~/modules/bookings/cancellations/customer-cancellation.server';
import { resumeCardPayment } from '~/modules/bookings/customer-steps/card-payment.server';
import { openManageLink } from '~/modules/bookings/manage-links/manage-links.server';
import { managedBooking } from '~/modules/bookings/managed-by-link/managed-booking.server';
import { paymentClient } from '~/modules/payments/provider/payment-client.server';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { whatsappNumber } from '~/modules/site/site-settings.server';
import { bookingChatUrl } from '~/modules/site/whatsapp-chat';
import { WhatsappChatLink } from '~/components/booking/whatsapp-chat-link';
import { clientAddress, readFormOrNull } from '~/utils/http.server';
import { formatAed } from '~/utils/money';
import { cancelledMessage } from '~/modules/bookings/cancellations/cancellation-outcome';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';

/**
 * One booking opened from the link in its mails, without signing in: what the customer's history
 * shows of it, with the same pay, cancel and invoice steps. A wrong, revoked or worn-out link gets
 * one answer, the expired page, which names no booking.
 */

// The token is in the path: never cached, never sent on as a referrer.
const privateHeaders = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };

const expired = () => data({ expired: true as const }, { status: 404, headers: privateHeaders });

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const locale = pageLocale(context);
  const link = await openManageLink(params.token, clientAddress(request));
  const booking = link && (await managedBooking(link, locale, url.searchParams.has('cancel')));
  if (!booking) return expired();
  const chatUrl = bookingChatUrl(await whatsappNumber(), booking.reference, locale, translator(locale));
  return data({ expired: false as const, token: params.token, booking, chatUrl }, { headers: privateHeaders });
}

/** Cancel: under the terms, at the refund shown (as the signed-in cancel). Pay: back to the card payment left unfinished. */
export async function action({ request, params, context, url }: Route.ActionArgs) {
  const link = await openManageLink(params.token, clientAddress(request));
  if (!link) return expired();
  const locale = pageLocale(context);
  const t = translator(locale);
  const form = await readFormOrNull(request);
  const back = url.pathname;
  if (form?.get('intent') === 'pay') {
    const resumed = await resumeCardPayment(paymentClient(), link.bookingId);
    if (resumed.kind === 'pay') return redirectDocument(resumed.paymentUrl);
    return redirectWithFlash(back, { kind: 'info', message: t('manage.paymentSettled') });
  }
  const expectedRefundFils = Number(form?.get('refund'));
  if (form?.get('intent') !== 'cancel' || link.ownerId === null || !Number.isSafeInteger(expectedRefundFils))
    return redirectWithFlash(back, { kind: 'error', message: t('history.cannotCancel') });
  const result = await cancelByCustomer(paymentClient(), {
    userId: link.ownerId,
    bookingId: link.bookingId,
    expectedRefundFils,
  });
  if (!result.ok && result.reason === 'changed')
    return redirectWithFlash(`${back}?cancel=1#cancel-booking`, {
      kind: 'error',
      message: t(result.offer.rule === 'free' ? 'history.cancelFiguresChanged' : 'history.cancelChanged'),
    });
  if (!result.ok) return redirectWithFlash(back, { kind: 'error', message: t('history.cannotCancel') });
  return redirectWithFlash(back, { kind: 'success', message: cancelledMessage(result, t, locale) });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  const data = args.loaderData;
  return pageMeta(args, {
    title: data && !data.expired ? t('manage.title', { reference: data.booking.reference }) : t('manage.expired.title'),
    noIndex: true,
  });
};

export default function ManageBooking({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const to = useLocalePath();
  if (loaderData.expired)
    return (
      <article>
        <PageHero heading={t('manage.expired.title')} />
        <div className="mx-auto max-w-2xl space-y-4 px-4 py-8">
          <p>{t('manage.expired.body')}</p>
          <Link to={to('/login')} className="inline-block rounded-md bg-navy-900 px-5 py-2.5 font-bold text-white">
            {t('manage.expired.signIn')}
          </Link>
        </div>
      </article>
    );
  const { booking, token, chatUrl } = loaderData;
  return (
    <article>
      <PageHero heading={t('manage.title', { reference: booking.reference })}>
        <p className="mt-3">{t('manage.intro')}</p>
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        {booking.offer ? <CancelPanel booking={booking.offer} keepHref="." /> : null}
        <ManagedBookingView booking={booking} documentsPath={`/bookings/manage/${token}/documents`} />
        {booking.awaitingPaymentFils !== null ? (
          <Form method="post" reloadDocument className="space-y-2">
            <p>{t('manage.awaitingPayment', { amount: formatAed(booking.awaitingPaymentFils, locale) })}</p>
            <button
              type="submit"
              name="intent"
              value="pay"
              className="rounded-md bg-navy-900 px-5 py-2.5 font-bold text-white"
            >
              {t('manage.payNow')}
            </button>
          </Form>
        ) : null}
        {booking.cancellable && !booking.offer ? (
          <p className="space-y-1">
            <Link
              to="?cancel=1#cancel-booking"
              className="inline-block rounded-md bg-red-700 px-5 py-2.5 font-bold text-white hover:bg-red-800"
            >
              {t('manage.cancel')}
            </Link>
            <span className="block text-sm text-slate-700">{t('manage.cancelNote')}</span>
          </p>
        ) : null}
        <p>
          <WhatsappChatLink href={chatUrl} reference={booking.reference} />
        </p>
        <p>
          <Link to={to('/my-history')} className="font-semibold text-navy-800 underline underline-offset-2">
            {t('manage.signIn')}
          </Link>
        </p>
      </div>
    </article>
  );
}

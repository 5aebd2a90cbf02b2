import '~/i18n/booking-messages';
import '~/i18n/accounts-messages';
import { Icon } from '~/components/icons/icon';
import { Form, Link, data } from 'react-router';
import type { Route } from './+types/my-history';
import { PageHero } from '~/components/content/page-hero';
import { Pagination } from '~/components/fleet/pagination';
import type { MessageKey } from '~/i18n/en';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { useLocale, useT } from '~/i18n/use-translation';
import { requireUser } from '~/modules/auth/guards.server';
import { cancelUnpaidBooking } from '~/modules/bookings/customer-steps/bill.server';
import { billPath } from '~/modules/bookings/bill-path';
import { findBookingHistory } from '~/modules/bookings/customer-steps/customer-bookings.server';
import { cancelByCustomer, cancellationOffer } from '~/modules/bookings/cancellations/customer-cancellation.server';
import { paymentClient } from '~/modules/payments/provider/payment-client.server';
import { CancelPanel } from '~/components/account/cancel-panel';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { whatsappNumber } from '~/modules/site/site-settings.server';
import { bookingChatUrl } from '~/modules/site/whatsapp-chat';
import { WhatsappChatLink } from '~/components/booking/whatsapp-chat-link';
import { readFormData } from '~/utils/http.server';
import { recordId } from '~/utils/record-id';
import { creditNotesOf, invoiceNumbersOf, replacedInvoicesOf } from '~/modules/invoices/issued-invoices.server';
import { customerMayAmend } from '~/modules/bookings/amendments/amendment-terms';
import { customerPaymentStatus } from '~/modules/payments/customer-payment-status';
import { refundTotalsOf } from '~/modules/payments/refunds.server';
import { toDubaiParts, formatDubaiDateTime } from '~/utils/dubai-time';
import { formatAed } from '~/utils/money';
import { formatDeclaredPrice } from '~/modules/pricing/tax-view';
import { taxViewOf } from '~/modules/pricing/tax-view.server';
import { TaxViewToggle } from '~/components/booking/tax-view-toggle';
import { cancelledMessage } from '~/modules/bookings/cancellations/cancellation-outcome';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';
import { BookingReference } from '~/components/booking/booking-reference';
import { keptPersonalPageHeaders } from '~/modules/auth/personal-pages.server';

const PAGE_SIZE = 5;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const locale = pageLocale(context);
  const requested = Number(url.searchParams.get('page') ?? '1');
  const page = Number.isSafeInteger(requested) && requested > 0 ? requested : 1;
  const now = new Date();
  const { rows, total } = await findBookingHistory(user.id, page, PAGE_SIZE, now);
  const ids = rows.map((row) => row.id);
  const [invoices, creditNotes, replaced, refunds, chatNumber, taxView] = await Promise.all([
    invoiceNumbersOf(ids),
    creditNotesOf(ids),
    replacedInvoicesOf(ids),
    refundTotalsOf(ids),
    whatsappNumber(),
    taxViewOf(request, user.id),
  ]);
  const t = translator(locale);
  const noRefunds = { refundedFils: 0, cardPendingFils: 0, counterOwedFils: 0 };
  // Words for the month, so the date reads the same way round in an Arabic sentence.
  const when = (at: Date) => formatDubaiDateTime(at, locale);
  const comma = locale === 'ar' ? '، ' : ', ';
  // ?cancel=<id>: the terms' figures for cancelling one of the bookings on this page, to confirm.
  const cancelRow = rows.find((row) => row.id === recordId(url.searchParams.get('cancel')));
  const offer = cancelRow ? await cancellationOffer(user.id, cancelRow.id, now) : undefined;
  return data(
    {
      page,
      taxView,
      pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
      cancelling:
        cancelRow && offer
          ? {
              id: cancelRow.id,
              reference: cancelRow.reference,
              vehicle: `${cancelRow.brand} ${cancelRow.model}`,
              pickup: `${localized(cancelRow.pickupCity, locale)} – ${localized(cancelRow.pickupBranch, locale)}${comma}${when(cancelRow.pickupAt)}`,
              ...offer,
            }
          : null,
      total,
      bookings: rows.map((row) => ({
        id: row.id,
        reference: row.reference,
        chatUrl: bookingChatUrl(chatNumber, row.reference, locale, t),
        vehicle: `${row.brand} ${row.model}`,
        pickup: `${localized(row.pickupCity, locale)} – ${localized(row.pickupBranch, locale)}${comma}${when(row.pickupAt)}`,
        dropoff: `${localized(row.dropoffCity, locale)} – ${localized(row.dropoffBranch, locale)}${comma}${when(row.dropoffAt)}`,
        paymentMethod: row.paymentMethod,
        totalFils: row.totalFils ?? 0,
        netFils: row.netFils,
        status: row.status,
        payment: customerPaymentStatus(row, refunds.get(row.id) ?? noRefunds),
        heldUntil: row.status === 'draft' && row.holdExpiresAt ? toDubaiParts(row.holdExpiresAt).time : null,
        invoiceNumber: invoices.get(row.id) ?? null,
        creditNotes: creditNotes.get(row.id) ?? [],
        // The invoice of a booking cancelled before it was paid, cancelled by a credit note of its own.
        cancellationCreditNoteNumber: row.cancellationCreditNoteNumber,
        // Invoices a change replaced, each with the credit note that cancelled it.
        replaced: replaced.get(row.id) ?? [],
        // Unfinished bookings go on where they stopped: a held car at its extras, an unpaid one at its result page (Pay or Cancel).
        resume:
          row.status === 'draft'
            ? billPath(row, 'extrass', locale)
            : row.status === 'awaiting_payment' || row.status === 'payment_failed'
              ? billPath(row, 'success', locale)
              : null,
        removable: row.status === 'draft' || row.status === 'payment_failed',
        cancellable: row.status === 'confirmed' && row.pickupAt > now,
        // Offered only when the terms allow the customer a change now (not paid at the counter, 48 h ahead, under two changes).
        changeable: customerMayAmend(row, row.customerChanges, now).ok,
      })),
    },
    // The figures of a cancellation to confirm are worked out afresh each time; the list may be kept (decision 090).
    { headers: cancelRow ? { 'Cache-Control': 'private, no-store' } : keptPersonalPageHeaders },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * Remove: lets go of a held car, or gives up a booking whose payment failed. Cancel: cancels a
 * confirmed booking under the terms, with the refund the customer was shown.
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  const user = await requireUser(request);
  const locale = pageLocale(context);
  const t = translator(locale);
  const form = await readFormData(request);
  const bookingId = recordId(form.get('bookingId'));
  if (form.get('intent') === 'cancel') {
    const list = new URL(url);
    list.searchParams.delete('cancel');
    const back = list.pathname + list.search;
    const expectedRefundFils = Number(form.get('refund'));
    if (bookingId === null || !Number.isSafeInteger(expectedRefundFils))
      return redirectWithFlash(back, { kind: 'error', message: t('history.cannotCancel') });
    const result = await cancelByCustomer(paymentClient(), { userId: user.id, bookingId, expectedRefundFils });
    if (!result.ok && result.reason === 'changed')
      return redirectWithFlash(`${back}${back.includes('?') ? '&' : '?'}cancel=${bookingId}#cancel-booking`, {
        kind: 'error',
        // Only the 24-hour line passing changes the terms' figure; anything else was a stale or altered form.
        message: t(result.offer.rule === 'free' ? 'history.cancelFiguresChanged' : 'history.cancelChanged'),
      });
    if (!result.ok) return redirectWithFlash(back, { kind: 'error', message: t('history.cannotCancel') });
    return redirectWithFlash(back, { kind: 'success', message: cancelledMessage(result, t, locale) });
  }
  const removed =
    form.get('intent') === 'remove' && bookingId !== null && (await cancelUnpaidBooking(user.id, bookingId));
  return redirectWithFlash(
    url.pathname + url.search,
    removed ? { kind: 'success', message: t('history.removed') } : { kind: 'error', message: t('history.notRemoved') },
  );
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  return pageMeta(args, { title: t('history.title'), noIndex: true });
};

export default function MyHistory({
  loaderData: { bookings, page, pages, cancelling, taxView },
}: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const cancelLink = (id: number) =>
    `?${new URLSearchParams({ ...(page > 1 ? { page: String(page) } : {}), cancel: String(id) })}#cancel-booking`;
  // A table cell from tablet width; on a phone, a line with its column's name before it.
  const cell =
    'px-4 py-3 max-md:flex max-md:gap-3 max-md:py-1 max-md:before:w-32 max-md:before:shrink-0 max-md:before:font-sans max-md:before:font-semibold max-md:before:text-slate-600 max-md:before:content-[attr(data-label)]';
  return (
    <article>
      <PageHero heading={t('history.title')} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <TaxViewToggle state={taxView} />
        {cancelling ? <CancelPanel booking={cancelling} keepHref={page > 1 ? `?page=${page}` : '.'} /> : null}
        {bookings.length === 0 ? (
          <p className="text-slate-700">{t('history.none')}</p>
        ) : (
          <div className="relative rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 md:overflow-x-auto">
            {/*
              relative: the table's visually hidden texts stay inside this box instead of widening the page.
              On a phone each booking is a block of labelled lines (the label comes from data-label), so
              nothing scrolls sideways; from tablet width it is a table.
            */}
            <table className="w-full text-start text-sm md:min-w-[64rem]">
              <caption className="sr-only">{t('history.title')}</caption>
              <thead className="bg-sand-100 text-navy-900 max-md:sr-only">
                <tr>
                  {(
                    [
                      'account.bookings.reference',
                      'account.bookings.vehicle',
                      'account.bookings.pickup',
                      'account.bookings.dropoff',
                      'history.paymentMethod',
                      'account.bookings.total',
                      'history.paymentStatus',
                      'history.invoice',
                      'history.next',
                    ] as const
                  ).map((heading) => (
                    <th key={heading} scope="col" className="px-4 py-3 text-start font-semibold">
                      {t(heading)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 max-md:block">
                {bookings.map((booking) => (
                  <tr key={booking.id} className="max-md:block max-md:py-3">
                    <th
                      scope="row"
                      data-label={t('account.bookings.reference')}
                      className={`${cell} text-start font-mono font-semibold text-navy-900`}
                    >
                      <BookingReference reference={booking.reference} />
                    </th>
                    <td data-label={t('account.bookings.vehicle')} className={cell}>
                      {booking.vehicle}
                    </td>
                    <td data-label={t('account.bookings.pickup')} className={cell}>
                      {booking.pickup}
                    </td>
                    <td data-label={t('account.bookings.dropoff')} className={cell}>
                      {booking.dropoff}
                    </td>
                    <td data-label={t('history.paymentMethod')} className={cell}>
                      {booking.paymentMethod
                        ? t(booking.paymentMethod === 'card' ? 'payment.card' : 'payment.payOnPickup')
                        : '–'}
                    </td>
                    <td data-label={t('account.bookings.total')} className={`${cell} whitespace-nowrap md:text-end`}>
                      {booking.netFils === null
                        ? formatAed(booking.totalFils, locale)
                        : formatDeclaredPrice(booking.netFils, taxView.view, locale, t, booking.totalFils)}
                    </td>
                    <td data-label={t('history.paymentStatus')} className={cell}>
                      {booking.heldUntil ? (
                        t('history.heldUntil', { time: booking.heldUntil })
                      ) : booking.payment.kind === 'bookingState' ? (
                        t(`account.bookingStatus.${booking.status}` as MessageKey)
                      ) : (
                        <div>
                          <p className="font-semibold text-navy-900">
                            {t(`history.pay.${booking.payment.kind}`, {
                              amount:
                                'amountFils' in booking.payment ? formatAed(booking.payment.amountFils, locale) : '',
                            })}
                          </p>
                          <p className="text-slate-600">{t(`account.bookingStatus.${booking.status}` as MessageKey)}</p>
                        </div>
                      )}
                    </td>
                    <td data-label={t('history.invoice')} className={`${cell} md:whitespace-nowrap`}>
                      <div className="min-w-0">
                        {booking.invoiceNumber === null ? (
                          '–'
                        ) : (
                          // A file download, not a page: the browser fetches it directly.
                          <a
                            href={`/invoices/${booking.id}`}
                            download
                            className="inline-flex items-center gap-1.5 font-semibold text-navy-800 underline underline-offset-2 hover:text-action-700"
                          >
                            <Icon name="download" className="size-4 shrink-0" />
                            {t('history.downloadInvoice')}
                            <span className="sr-only"> {t('history.invoiceOf', { reference: booking.reference })}</span>
                          </a>
                        )}
                        {booking.replaced.map((change) => (
                          <div key={change.amendmentId}>
                            <a
                              href={`/invoices/${booking.id}?number=${change.invoiceNumber}`}
                              download
                              className="mt-1 flex items-center gap-1.5 font-semibold text-navy-800 underline underline-offset-2 hover:text-action-700"
                            >
                              <Icon name="download" className="size-4 shrink-0" />
                              {t('history.downloadReplacedInvoice', { number: change.invoiceNumber })}
                              <span className="sr-only">
                                {' '}
                                {t('history.invoiceOf', { reference: booking.reference })}
                              </span>
                            </a>
                            <a
                              href={`/change-credit-notes/${change.amendmentId}`}
                              download
                              className="mt-1 flex items-center gap-1.5 font-semibold text-navy-800 underline underline-offset-2 hover:text-action-700"
                            >
                              <Icon name="download" className="size-4 shrink-0" />
                              {t('history.downloadCreditNote', { number: change.creditNoteNumber })}
                              <span className="sr-only">
                                {' '}
                                {t('history.invoiceOf', { reference: booking.reference })}
                              </span>
                            </a>
                          </div>
                        ))}
                        {booking.cancellationCreditNoteNumber !== null ? (
                          <a
                            href={`/cancellation-credit-notes/${booking.id}`}
                            download
                            className="mt-1 flex items-center gap-1.5 font-semibold text-navy-800 underline underline-offset-2 hover:text-action-700"
                          >
                            <Icon name="download" className="size-4 shrink-0" />
                            {t('history.downloadCreditNote', { number: booking.cancellationCreditNoteNumber })}
                            <span className="sr-only"> {t('history.invoiceOf', { reference: booking.reference })}</span>
                          </a>
                        ) : null}
                        {booking.creditNotes.map((note) => (
                          <a
                            key={note.refundId}
                            href={`/credit-notes/${note.refundId}`}
                            download
                            className="mt-1 flex items-center gap-1.5 font-semibold text-navy-800 underline underline-offset-2 hover:text-action-700"
                          >
                            <Icon name="download" className="size-4 shrink-0" />
                            {t('history.downloadCreditNote', { number: note.number })}
                            <span className="sr-only"> {t('history.invoiceOf', { reference: booking.reference })}</span>
                          </a>
                        ))}
                      </div>
                    </td>
                    <td data-label={t('history.next')} className={cell}>
                      <div className="flex flex-wrap items-center gap-3">
                        {booking.resume ? (
                          <Link
                            to={booking.resume}
                            className="font-semibold text-navy-800 underline underline-offset-2 hover:text-action-700"
                          >
                            {t('history.resume')}
                            <span className="sr-only"> {booking.reference}</span>
                          </Link>
                        ) : null}
                        {booking.removable ? (
                          <Form method="post">
                            <input type="hidden" name="bookingId" value={booking.id} />
                            <button
                              type="submit"
                              name="intent"
                              value="remove"
                              className="font-semibold text-red-800 underline underline-offset-2 hover:text-red-900"
                            >
                              {t('history.remove')}
                              <span className="sr-only"> {booking.reference}</span>
                            </button>
                          </Form>
                        ) : null}
                        {booking.changeable ? (
                          <Link
                            to={localizePath(`/my-history/${booking.id}/change`, locale)}
                            className="font-semibold text-navy-800 underline underline-offset-2 hover:text-action-700"
                          >
                            {t('history.change')}
                            <span className="sr-only"> {t('history.changeOf', { reference: booking.reference })}</span>
                          </Link>
                        ) : null}
                        {booking.cancellable ? (
                          <Link
                            to={cancelLink(booking.id)}
                            className="font-semibold text-red-800 underline underline-offset-2 hover:text-red-900"
                          >
                            {t('history.cancel')}
                            <span className="sr-only"> {booking.reference}</span>
                          </Link>
                        ) : null}
                        <WhatsappChatLink
                          href={booking.chatUrl}
                          reference={booking.reference}
                          className="inline-flex items-center gap-1 font-semibold text-emerald-900 underline underline-offset-2 hover:text-emerald-700"
                        />
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pagination page={page} pages={pages} />
      </div>
    </article>
  );
}

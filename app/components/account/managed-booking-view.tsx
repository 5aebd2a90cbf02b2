import { Icon } from '~/components/icons/icon';
import { priceLineLabel } from '~/i18n/price-line';
import type { MessageKey } from '~/i18n/en';
import { isolateLtr } from '~/i18n/isolate';
import { useLocale, useT } from '~/i18n/use-translation';
import type { managedBooking } from '~/modules/bookings/managed-by-link/managed-booking.server';
import { formatAed } from '~/utils/money';

type Managed = NonNullable<Awaited<ReturnType<typeof managedBooking>>>;

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';
const heading = 'mb-3 text-xl font-bold text-navy-900';
const download =
  'flex items-center gap-1.5 font-semibold text-navy-800 underline underline-offset-2 hover:text-action-700';

/** The booking a mailed link opened: its facts, price lines, payment and documents, as the customer's history tells them. */
export function ManagedBookingView({ booking, documentsPath }: { booking: Managed; documentsPath: string }) {
  const t = useT();
  const locale = useLocale();
  const aed = (fils: number) => formatAed(fils, locale);
  const comma = locale === 'ar' ? '، ' : ', ';
  const status = t(`account.bookingStatus.${booking.status}` as MessageKey);
  const payment =
    booking.payment.kind === 'bookingState'
      ? status
      : t(`history.pay.${booking.payment.kind}`, {
          amount: 'amountFils' in booking.payment ? aed(booking.payment.amountFils) : '',
        });
  const facts: Array<[string, string]> = [
    [t('manage.reference'), isolateLtr(booking.reference, locale)],
    [t('manage.status'), status],
    [t('manage.vehicle'), booking.vehicle],
    [t('manage.pickup'), `${booking.pickup}${comma}${booking.pickupAt}`],
    [t('manage.dropoff'), `${booking.dropoff}${comma}${booking.dropoffAt}`],
  ];
  return (
    <>
      {booking.status === 'cancelled' ? (
        <p role="status" className="rounded-md bg-slate-100 px-4 py-3 font-semibold text-navy-900">
          {t('manage.cancelled')}
        </p>
      ) : null}
      <section aria-labelledby="managed-details" className={card}>
        <h2 id="managed-details" className={heading}>
          {t('manage.details')}
        </h2>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-slate-700">{label}</dt>
              <dd className="mb-2 sm:mb-0">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-slate-600">{t('manage.timesNote')}</p>
      </section>
      {booking.quote ? (
        <section aria-labelledby="managed-price" className={card}>
          <h2 id="managed-price" className={heading}>
            {t('manage.price')}
          </h2>
          <table className="w-full">
            <tbody>
              {booking.quote.lines.map((line) => (
                <tr key={line.code}>
                  <th scope="row" className="py-1 text-start font-normal">
                    {priceLineLabel(t, locale, line)}
                  </th>
                  <td className="py-1 text-end">{aed(line.amountFils)}</td>
                </tr>
              ))}
              <tr className="border-t border-slate-300">
                <th scope="row" className="py-1 text-start font-normal">
                  {t('price.gross')}
                </th>
                <td className="py-1 text-end">{aed(booking.quote.grossFils)}</td>
              </tr>
              <tr>
                <th scope="row" className="py-1 text-start font-normal">
                  {t('price.vat')}
                </th>
                <td className="py-1 text-end">{aed(booking.quote.vatFils)}</td>
              </tr>
              <tr className="border-t border-slate-300">
                <th scope="row" className="py-1 text-start font-bold">
                  {t('price.total')}
                </th>
                <td className="py-1 text-end font-bold">{aed(booking.quote.totalFils)}</td>
              </tr>
            </tbody>
          </table>
        </section>
      ) : null}
      <section aria-labelledby="managed-payment" className={card}>
        <h2 id="managed-payment" className={heading}>
          {t('manage.payment')}
        </h2>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          {booking.paymentMethod ? (
            <div className="contents">
              <dt className="font-semibold text-slate-700">{t('manage.paymentMethod')}</dt>
              <dd className="mb-2 sm:mb-0">
                {t(booking.paymentMethod === 'card' ? 'payment.card' : 'payment.payOnPickup')}
              </dd>
            </div>
          ) : null}
          <div className="contents">
            <dt className="font-semibold text-slate-700">{t('manage.paymentStatus')}</dt>
            <dd>{payment}</dd>
          </div>
        </dl>
        {booking.invoiceNumber !== null || booking.creditNotes.length > 0 ? (
          <>
            <h3 className="mt-4 mb-2 font-bold text-navy-900">{t('manage.documents')}</h3>
            <ul className="space-y-2">
              {booking.invoiceNumber !== null ? (
                <li>
                  <a href={`${documentsPath}/invoice`} download className={download}>
                    <Icon name="download" className="size-4 shrink-0" />
                    {t('manage.downloadInvoice', { number: booking.invoiceNumber })}
                  </a>
                </li>
              ) : null}
              {booking.cancellationCreditNoteNumber !== null ? (
                <li>
                  <a href={`${documentsPath}/cancellation-credit-note`} download className={download}>
                    <Icon name="download" className="size-4 shrink-0" />
                    {t('history.downloadCreditNote', { number: booking.cancellationCreditNoteNumber })}
                  </a>
                </li>
              ) : null}
              {booking.creditNotes.map((note) => (
                <li key={note.refundId}>
                  <a href={`${documentsPath}/credit-note/${note.refundId}`} download className={download}>
                    <Icon name="download" className="size-4 shrink-0" />
                    {t('history.downloadCreditNote', { number: note.number })}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </>
  );
}

import '~/i18n/staff-messages';
import { priceLineLabel } from '~/i18n/price-line';
import '~/i18n/booking-messages';
import { Icon } from '~/components/icons/icon';
import type { ReactNode } from 'react';
import type { BookingCustomerDetails, CounterPaymentMethod } from '~/db/schema';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import type { MessageKey } from '~/i18n/en';
import { useLocale, useT } from '~/i18n/use-translation';
import type { PaymentSummary } from '~/modules/bookings/booking-search';
import type { ProviderOrder } from '~/modules/bookings/staff-actions/staff-booking-details.server';
import type { QuoteLineCode } from '~/modules/pricing/quote-booking';
import { formatAed } from '~/utils/money';
import { BookingRefunds, type CounterRefundReply, type RefundRow } from './booking-refunds';
import { counterMethodLabels } from './counter-payment-form';
import { EarlierPaymentOrders, type PaymentOrderRow } from './earlier-payment-orders';

export const cardClass = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';

/** Label / value pairs as a description list, two columns from tablet width. */
export function Facts({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-600">{label}</dt>
          <dd className="min-w-0 break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export type CustomerFacts = { name: string; email: string; phone: string; locale: string } | null;

export function PeopleSection({
  customer,
  driver,
  driverAddress,
}: {
  customer: CustomerFacts;
  driver: BookingCustomerDetails | null;
  /** Written by postal-address.ts in the reader's language. */
  driverAddress: string | null;
}) {
  const t = useT();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="customer-heading" className={cardClass}>
        <h2 id="customer-heading" className="mb-3 text-xl font-bold text-navy-900">
          {t('bookings.detail.customer')}
        </h2>
        {customer ? (
          <Facts
            items={[
              [t('bookings.detail.name'), <bdi key="n">{customer.name}</bdi>],
              [t('bookings.detail.email'), <bdi key="e">{customer.email}</bdi>],
              [
                t('bookings.detail.phone'),
                <bdi key="p" dir="ltr">
                  {customer.phone}
                </bdi>,
              ],
              [t('bookings.detail.language'), t(customer.locale === 'ar' ? 'inbox.language.ar' : 'inbox.language.en')],
            ]}
          />
        ) : (
          <p className="text-slate-700">{t('bookings.noAccount')}</p>
        )}
      </section>
      <section aria-labelledby="driver-heading" className={cardClass}>
        <h2 id="driver-heading" className="mb-3 text-xl font-bold text-navy-900">
          {t('bookings.detail.driver')}
        </h2>
        {driver ? (
          <Facts
            items={[
              [t('bookings.detail.name'), <bdi key="n">{`${driver.firstName} ${driver.lastName}`}</bdi>],
              [t('bookings.detail.email'), <bdi key="e">{driver.email}</bdi>],
              [
                t('bookings.detail.phone'),
                <bdi key="p" dir="ltr">
                  {driver.mobile}
                </bdi>,
              ],
              [t('bookings.detail.birthDate'), driver.birthDate],
              [t('bookings.detail.address'), <bdi key="a">{driverAddress}</bdi>],
              ...(driver.company
                ? ([[t('bookings.detail.company'), <bdi key="c">{driver.company}</bdi>]] as const)
                : []),
              ...(driver.trn ? ([[t('bookings.detail.trn'), <bdi key="t">{driver.trn}</bdi>]] as const) : []),
              ...(driver.comments
                ? ([[t('bookings.detail.comments'), <bdi key="m">{driver.comments}</bdi>]] as const)
                : []),
              ...(driver.hasFazaa || driver.hasEsaad
                ? ([
                    [
                      t('bookings.detail.discounts'),
                      [driver.hasFazaa ? 'Fazaa' : '', driver.hasEsaad ? 'Esaad' : ''].filter(Boolean).join(', '),
                    ],
                  ] as const)
                : []),
            ]}
          />
        ) : (
          <p className="text-slate-700">{t('bookings.detail.noDriver')}</p>
        )}
      </section>
    </div>
  );
}

export type QuoteFacts = {
  days: number;
  lines: { code: QuoteLineCode; amountFils: number }[];
  grossFils: number;
  vatFils: number;
  totalFils: number;
} | null;

/** The price lines that are extras the customer chose. */
export const extraCodes: QuoteLineCode[] = ['cdw', 'scdw', 'pai', 'gps', 'additional_driver', 'baby_seat'];

/** The extras chosen and every price line, VAT and total set apart, from the booking's own snapshot. */
export function PriceSection({ quote }: { quote: QuoteFacts }) {
  const t = useT();
  const locale = useLocale();
  const extras = quote ? quote.lines.filter((line) => extraCodes.includes(line.code)) : [];
  return (
    <section aria-labelledby="price-heading" className={cardClass}>
      <h2 id="price-heading" className="mb-3 text-xl font-bold text-navy-900">
        {t('bookings.detail.price')}
      </h2>
      {quote ? (
        <>
          <p className="mb-3 text-slate-800">
            <span className="font-semibold text-slate-600">{t('bookings.detail.extras')}:</span>{' '}
            {extras.length
              ? extras.map((line) => t(`price.line.${line.code}` as MessageKey)).join(', ')
              : t('bookings.detail.noExtras')}
          </p>
          <table className="w-full text-sm" aria-labelledby="price-heading">
            <tbody>
              {quote.lines.map((line) => (
                <tr key={line.code} className="border-b border-slate-100">
                  <th scope="row" className="py-1.5 text-start font-normal">
                    {priceLineLabel(t, locale, line)}
                  </th>
                  <td className="py-1.5 text-end whitespace-nowrap">{formatAed(line.amountFils, locale)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row" className="pt-3 text-start font-normal">
                  {t('price.gross')}
                </th>
                <td className="pt-3 text-end whitespace-nowrap">{formatAed(quote.grossFils, locale)}</td>
              </tr>
              <tr>
                <th scope="row" className="py-1 text-start font-normal">
                  {t('price.vat')}
                </th>
                <td className="py-1 text-end whitespace-nowrap">{formatAed(quote.vatFils, locale)}</td>
              </tr>
              <tr className="border-t-2 border-navy-900 text-base font-bold text-navy-900">
                <th scope="row" className="pt-2 text-start">
                  {t('price.total')}
                </th>
                <td className="pt-2 text-end whitespace-nowrap">{formatAed(quote.totalFils, locale)}</td>
              </tr>
            </tbody>
          </table>
        </>
      ) : (
        <p className="text-slate-700">{t('bookings.detail.noPrice')}</p>
      )}
    </section>
  );
}

export type PaymentFacts = {
  id: number;
  reference: string;
  paymentMethod: 'card' | 'pay_on_pickup' | null;
  paymentStatus: string | null;
  paymentSummary: PaymentSummary;
  invoiceNumber: number | null;
  /** The credit note that cancelled the invoice of a booking cancelled before it was paid. */
  cancellationCreditNoteNumber: number | null;
  /** A pay-on-pick-up booking's payment taken at the counter: how, when and by whom. */
  counter: { method: CounterPaymentMethod; at: string; by: string } | null;
};

/** How it is paid, what we last stored, what the provider says now, and the tax invoice. */
export function PaymentSection({
  payment,
  provider,
  earlierOrders,
  refunds,
  refundReply,
}: {
  payment: PaymentFacts;
  provider: ProviderOrder | null;
  earlierOrders: readonly PaymentOrderRow[];
  refunds: readonly RefundRow[];
  refundReply?: CounterRefundReply;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="payment-heading" className={cardClass}>
      <h2 id="payment-heading" className="mb-3 text-xl font-bold text-navy-900">
        {t('bookings.detail.payment')}
      </h2>
      <Facts
        items={[
          [
            t('bookings.detail.paymentMethod'),
            payment.paymentMethod
              ? t(payment.paymentMethod === 'card' ? 'payment.card' : 'payment.payOnPickup')
              : t('bookings.payment.none'),
          ],
          [t('bookings.detail.paymentStatus'), t(`bookings.payment.${payment.paymentSummary}` as MessageKey)],
          ...(payment.counter
            ? ([
                [
                  t('bookings.counter.title'),
                  t('bookings.counter.paidFacts', {
                    method: t(counterMethodLabels[payment.counter.method]),
                    when: formatDubaiDateTime(payment.counter.at, locale),
                    name: payment.counter.by,
                  }),
                ],
              ] as const)
            : []),
          ...(payment.paymentStatus
            ? ([[t('bookings.detail.storedState'), <code key="s">{payment.paymentStatus}</code>]] as const)
            : []),
        ]}
      />
      <h3 className="mt-5 mb-2 font-bold text-navy-900">{t('bookings.detail.provider')}</h3>
      {!provider ? (
        <p className="text-slate-700">{t('bookings.detail.noOrder')}</p>
      ) : provider.ok ? (
        <>
          <Facts
            items={[
              [
                t('bookings.detail.orderRef'),
                <code key="r" className="break-all">
                  {provider.reference}
                </code>,
              ],
              [t('bookings.detail.orderState'), <code key="s">{provider.state}</code>],
              [
                t('bookings.detail.orderAmount'),
                provider.currency === 'AED'
                  ? formatAed(provider.amountFils, locale)
                  : `${provider.currency} ${provider.amountFils / 100}`,
              ],
            ]}
          />
          {provider.matchesBooking ? null : (
            <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-amber-200">
              {t('bookings.detail.orderMismatch')}
            </p>
          )}
        </>
      ) : (
        <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-amber-200">
          {t('bookings.detail.providerError', { problem: provider.problem })}
        </p>
      )}
      <EarlierPaymentOrders orders={earlierOrders} />
      <BookingRefunds refunds={refunds} reply={refundReply} />
      <h3 className="mt-5 mb-2 font-bold text-navy-900">{t('bookings.detail.invoice')}</h3>
      {payment.invoiceNumber === null ? (
        <p className="text-slate-700">{t('bookings.detail.noInvoice')}</p>
      ) : (
        // A file download, not a page: the browser fetches it directly.
        <a
          href={`/invoices/${payment.id}`}
          className="inline-flex items-center gap-1.5 font-semibold text-navy-800 underline underline-offset-2 hover:text-action-700"
        >
          <Icon name="file-text" className="size-4 shrink-0" />
          {t('bookings.detail.invoiceLink', { number: payment.invoiceNumber })}
        </a>
      )}
      {payment.cancellationCreditNoteNumber !== null ? (
        <a
          href={`/cancellation-credit-notes/${payment.id}`}
          className="mt-2 flex items-center gap-1.5 font-semibold text-navy-800 underline underline-offset-2 hover:text-action-700"
        >
          <Icon name="file-text" className="size-4 shrink-0" />
          {t('bookings.refunds.unpaidCreditNote', { number: payment.cancellationCreditNoteNumber })}
        </a>
      ) : null}
    </section>
  );
}

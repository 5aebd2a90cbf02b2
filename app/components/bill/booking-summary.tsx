import '~/i18n/booking-messages';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import { PriceTable } from '~/components/booking/price-breakdown';
import { dayCount } from '~/i18n/plural';
import { useLocale, useT } from '~/i18n/use-translation';
import { damageCover, type DamageCover, type Quote } from '~/modules/pricing/quote-booking';
import type { MessageKey } from '~/i18n/en';

const summaryCoverWords: Record<DamageCover, MessageKey> = {
  none: 'summary.noCover',
  cdw: 'summary.excessWithCdw',
  scdw: 'summary.zeroExcess',
};
import { formatAed, formatAedPlain, formatKm } from '~/utils/money';
import type { TaxView } from '~/modules/pricing/tax-view';
import { listSeparator } from '~/modules/bookings/records/postal-address';

export type BookingSummaryData = {
  pickup: string;
  pickupAt: string;
  dropoff: string;
  dropoffAt: string;
  /** The address the car is delivered to at pick-up; null when it is taken at the branch. */
  delivery: string | null;
  /** The price paying by card; paying on pick-up adds 10% of the car's rental. */
  quote: Quote;
  payOnPickupTotalFils: number;
  oneDayFils: number;
  /** The deposit of this car's class and the days after return within which it is released. */
  deposit: { amountFils: number; releaseDays: number };
  /** The class's CDW excess, and the kilometres included with the price of one more (with VAT). */
  terms: { cdwExcessFils: number; kmPerDay: number; kmPerMonth: number; extraKmFils: number };
};

/** Everything the customer is agreeing to, on one card before "Book now": where, when, how long, every price line, the deposit and the cancellation terms. */
export function BookingSummary({ summary, view = 'with_vat' }: { summary: BookingSummaryData; view?: TaxView }) {
  const t = useT();
  const locale = useLocale();
  const aed = (fils: number) => formatAed(fils, locale);
  const facts = [
    [t('summary.pickup'), `${summary.pickup}${listSeparator(locale)}${formatDubaiDateTime(summary.pickupAt, locale)}`],
    [
      t('summary.dropoff'),
      `${summary.dropoff}${listSeparator(locale)}${formatDubaiDateTime(summary.dropoffAt, locale)}`,
    ],
    ...(summary.delivery ? ([[t('summary.delivery'), summary.delivery]] as const) : []),
    [
      t('summary.rental'),
      t('price.days', { period: dayCount(t, locale, summary.quote.days), tier: t(`price.tier.${summary.quote.tier}`) }),
    ],
  ] as const;
  return (
    <section aria-labelledby="booking-summary-title" className="mb-6">
      <h2 id="booking-summary-title" className="mb-3 text-lg font-bold text-navy-900">
        {t('summary.heading')}
      </h2>
      <dl className="space-y-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="font-semibold text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 mb-1 text-sm font-semibold text-slate-600">{t('summary.priceByCard')}</h3>
      <PriceTable quote={summary.quote} view={view} />
      <ul className="mt-3 space-y-2 text-sm text-slate-700">
        <li>{t('summary.payOnPickup', { total: aed(summary.payOnPickupTotalFils) })}</li>
        <li>
          {t('summary.deposit', {
            amount: aed(summary.deposit.amountFils),
            days: dayCount(t, locale, summary.deposit.releaseDays),
          })}
        </li>
        <li>
          {t(summaryCoverWords[damageCover(summary.quote.lines)], {
            excess: formatAedPlain(summary.terms.cdwExcessFils, locale),
          })}
        </li>
        <li>
          {t('rates.km', {
            perDay: formatKm(summary.terms.kmPerDay),
            perMonth: formatKm(summary.terms.kmPerMonth),
            extra: aed(summary.terms.extraKmFils),
          })}
        </li>
        <li>{t('summary.cancellation', { day: aed(summary.oneDayFils) })}</li>
      </ul>
    </section>
  );
}

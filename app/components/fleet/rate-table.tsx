import { dayCount } from '~/i18n/plural';
import { useLocale, useT } from '~/i18n/use-translation';
import type { RateTable as Rates } from '~/modules/fleet/rate-table';
import { formatAed, formatAedPlain, formatKm } from '~/utils/money';

/** The car's day price for each length of rental with VAT, the kilometres included and the CDW with its excess. */
export function RateTable({ rates }: { rates: Rates }) {
  const t = useT();
  const locale = useLocale();
  const aed = (fils: number) => formatAed(fils, locale);
  return (
    <section aria-labelledby="rates-heading" className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="rates-heading" className="text-base font-bold text-navy-900">
        {t('rates.heading')}
      </h2>
      <table className="mt-2 w-full text-sm">
        <caption className="sr-only">{t('rates.caption')}</caption>
        <thead>
          <tr className="text-slate-600">
            <th scope="col" className="py-1 text-start font-semibold">
              {t('rates.length')}
            </th>
            <th scope="col" className="py-1 text-end font-semibold">
              {t('rates.perDay')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rates.rows.map((row) => (
            <tr key={row.tier} className="border-t border-slate-100">
              <th scope="row" className="py-1.5 text-start font-normal text-slate-800">
                {row.toDays === null
                  ? t('rates.orMore', { period: dayCount(t, locale, row.fromDays) })
                  : t('rates.range', { from: row.fromDays, to: dayCount(t, locale, row.toDays) })}
              </th>
              <td className="py-1.5 text-end font-bold whitespace-nowrap text-navy-900">{aed(row.perDayFils)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-3 space-y-1 text-sm text-slate-700">
        <li>
          {t('rates.km', {
            perDay: formatKm(rates.kmPerDay),
            perMonth: formatKm(rates.kmPerMonth),
            extra: aed(rates.extraKmFils),
          })}
        </li>
        {rates.cdwFromPerDayFils === null ? null : (
          <li>
            {t('rates.cdw', {
              price: aed(rates.cdwFromPerDayFils),
              excess: formatAedPlain(rates.cdwExcessFils, locale),
            })}
          </li>
        )}
        {rates.scdwPerDayFils === null ? null : <li>{t('rates.scdw', { price: aed(rates.scdwPerDayFils) })}</li>}
      </ul>
    </section>
  );
}

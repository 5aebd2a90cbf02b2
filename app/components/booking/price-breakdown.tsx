import { Icon } from '~/components/icons/icon';
import { priceLineLabel } from '~/i18n/price-line';
import { useRef } from 'react';
import { invokerCommandsSupported } from '~/components/frame/invoker-commands';
import { useLocale, useT } from '~/i18n/use-translation';
import { dayCount } from '~/i18n/plural';
import type { Quote } from '~/modules/pricing/quote-booking';
import type { TaxView } from '~/modules/pricing/tax-view';
import { formatAed } from '~/utils/money';

/**
 * Every line of the price as a plain two-column table, with VAT and the total set apart. The lines
 * are always before VAT (the tax breakdown the invoice prints); the tax-exclusive view says so and
 * names the subtotal as the total before VAT, beside the total with VAT that is paid.
 */
export function PriceTable({ quote, view = 'with_vat' }: { quote: Quote; view?: TaxView }) {
  const t = useT();
  const locale = useLocale();
  const exclusive = view === 'excl_vat';
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('price.breakdown')}</caption>
      {exclusive ? (
        <thead>
          <tr>
            <td />
            <th scope="col" className="pb-1 text-end text-xs font-semibold text-slate-600">
              {t('price.amountsExclVat')}
            </th>
          </tr>
        </thead>
      ) : null}
      <tbody>
        {quote.lines.map((line) => (
          <tr key={line.code} className="border-b border-slate-100">
            <th scope="row" className="py-2 text-start font-normal text-slate-700">
              {priceLineLabel(t, locale, line)}
            </th>
            <td className="py-2 text-end font-semibold whitespace-nowrap">{formatAed(line.amountFils, locale)}</td>
          </tr>
        ))}
        <tr className="border-t-2 border-slate-300">
          <th scope="row" className={`pt-3 text-start text-slate-700 ${exclusive ? 'font-semibold' : 'font-normal'}`}>
            {t(exclusive ? 'price.totalExclVat' : 'price.gross')}
          </th>
          <td className={`pt-3 text-end whitespace-nowrap ${exclusive ? 'font-semibold' : ''}`}>
            {formatAed(quote.grossFils, locale)}
          </td>
        </tr>
        <tr>
          <th scope="row" className="py-1 text-start font-normal text-slate-700">
            {t('price.vat')}
          </th>
          <td className="py-1 text-end whitespace-nowrap">{formatAed(quote.vatFils, locale)}</td>
        </tr>
        <tr className="text-base">
          <th scope="row" className="pt-2 text-start font-bold text-navy-900">
            {t(exclusive ? 'price.totalWithVat' : 'price.total')}
          </th>
          <td className="pt-2 text-end font-bold whitespace-nowrap text-navy-900">
            {formatAed(quote.totalFils, locale)}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** The price's lines in a dialog; its buttons open and close it before the page's script has run too. */
export function PriceBreakdownDialog({ quote }: { quote: Quote }) {
  const t = useT();
  const locale = useLocale();
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button
        type="button"
        commandfor="price-breakdown"
        command="show-modal"
        className="font-semibold text-navy-800 underline"
        onClick={() => {
          if (!invokerCommandsSupported()) dialog.current?.showModal();
        }}
      >
        {t('price.breakdown')}
      </button>
      <dialog
        ref={dialog}
        id="price-breakdown"
        aria-labelledby="price-breakdown-title"
        className="m-auto w-[min(28rem,92vw)] rounded-2xl p-6 backdrop:bg-navy-900/60"
      >
        <div className="mb-4 flex items-center justify-between">
          <h2 id="price-breakdown-title" className="text-lg font-bold text-navy-900">
            {t('price.breakdown')}
          </h2>
          <button
            type="button"
            commandfor="price-breakdown"
            command="close"
            className="rounded-md p-1 hover:bg-slate-100"
            aria-label={t('price.close')}
            onClick={() => {
              if (!invokerCommandsSupported()) dialog.current?.close();
            }}
          >
            <Icon name="x" className="h-5 w-5" />
          </button>
        </div>
        <p className="mb-3 text-sm text-slate-700">
          {t('price.days', { period: dayCount(t, locale, quote.days), tier: t(`price.tier.${quote.tier}`) })}
        </p>
        <PriceTable quote={quote} />
      </dialog>
    </>
  );
}

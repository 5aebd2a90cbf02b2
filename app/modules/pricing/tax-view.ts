import type { Locale } from '~/i18n/locale';
import type { Translate } from '~/i18n/translate';
import { priceWithVat } from '~/modules/pricing/quote-booking';
import { formatAed } from '~/utils/money';

/**
 * Which way a signed-in customer reads prices on their own booking pages (decision 084): with VAT,
 * as every declared price is, or, for a business that gave its TRN, before VAT marked as such with
 * the with-VAT figure beside it.
 */
export const TAX_VIEWS = ['with_vat', 'excl_vat'] as const;
export type TaxView = (typeof TAX_VIEWS)[number];

/**
 * The view a page shows: the tax-exclusive one only when the account holds a TRN and its holder
 * chose it. The choice is a cookie the browser sends, so it alone never shows anyone a price before VAT.
 */
export function taxViewFor(accountTrn: string | null | undefined, chosen: unknown): TaxView {
  return accountTrn?.trim() && chosen === 'excl_vat' ? 'excl_vat' : 'with_vat';
}

/**
 * A price as the page's view tells it: with VAT ("AED 57.75"), or before VAT marked as such with
 * the with-VAT figure still given ("AED 55.00 excl. VAT · AED 57.75 with VAT"). The with-VAT figure
 * is `priceWithVat` of the net unless the caller holds the exact one (a total, or a sum of lines).
 */
export function formatDeclaredPrice(
  netFils: number,
  view: TaxView,
  locale: Locale,
  t: Translate,
  withVatFils: number = priceWithVat(netFils),
): string {
  if (view === 'with_vat') return formatAed(withVatFils, locale);
  return t('price.exclVatAndWithVat', { net: formatAed(netFils, locale), withVat: formatAed(withVatFils, locale) });
}

import type { Locale } from '~/i18n/locale';

/** Formats integer fils as AED for display: 'AED 1,234.50' in English, Western digits with د.إ in Arabic. */
export function formatAed(fils: number, locale: Locale, options: { wholeDirhams?: boolean } = {}): string {
  const digits = options.wholeDirhams ? 0 : 2;
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-AE' : 'en-AE', {
    style: 'currency',
    currency: 'AED',
    currencyDisplay: locale === 'ar' ? 'symbol' : 'code',
    numberingSystem: 'latn',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(fils / 100);
}

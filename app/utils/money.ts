import type { Locale } from '~/i18n/locale';

type AedOptions = { wholeDirhams?: boolean };

// Making a number format costs far more than using one, and a fleet page shows dozens of prices: each is made once.
const numberFormats = new Map<string, Intl.NumberFormat>();

const numberFormat = (locale: Locale, style: 'currency' | 'decimal', { wholeDirhams }: AedOptions) => {
  const digits = wholeDirhams ? 0 : 2;
  const key = `${locale} ${style} ${digits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'ar' ? 'ar-AE' : 'en-AE', {
      style,
      ...(style === 'currency' ? { currency: 'AED', currencyDisplay: locale === 'ar' ? 'symbol' : 'code' } : {}),
      numberingSystem: 'latn',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    numberFormats.set(key, format);
  }
  return format;
};

/**
 * Formats integer fils as AED for display, the site's one money format: 'AED 1,234.50' in English,
 * Western digits with د.إ in Arabic. `wholeDirhams` drops the fils for figures that are whole by
 * nature, such as a daily rate: 'AED 66'.
 */
export function formatAed(fils: number, locale: Locale, options: AedOptions = {}): string {
  return numberFormat(locale, 'currency', options).format(fils / 100);
}

/**
 * An amount without its fils when it has none ('AED 1,500', but 'AED 156.45'): for figures staff type
 * as round numbers (an excess, a car's sale price) that may still carry fils once VAT is added.
 */
export function formatAedPlain(fils: number, locale: Locale): string {
  return formatAed(fils, locale, { wholeDirhams: fils % 100 === 0 });
}

/** Kilometres in Western digits with thousands commas ('4,000'), as the site writes numbers in both languages. */
export function formatKm(km: number): string {
  return numberFormat('en', 'decimal', { wholeDirhams: true }).format(km);
}

/**
 * The same digits as `formatAed` in English without the currency ('1,234.50'), for the one place
 * whose column headings already say AED: the tax invoice, where every amount needs two decimals.
 */
export function formatAedDigits(fils: number): string {
  if (!Number.isSafeInteger(fils)) throw new RangeError(`Not an amount in fils: ${fils}`);
  return numberFormat('en', 'decimal', {}).format(fils / 100);
}

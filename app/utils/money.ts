import type { Locale } from '~/i18n/locale';

type AedOptions = { wholeDirhams?: boolean };

// The digits are written here rather than by Intl.NumberFormat: a browser makes its first Arabic
// currency format by loading ICU's locale data, 8 ms on a fast machine in the middle of hydrating a
// page of prices, and the server's and the browser's ICU need not agree on a character. The output
// is Intl's for en-AE and ar-AE (Western digits), which money.test.ts checks across the range.

/** A whole number in Western digits with thousands commas: '1,234,567'. */
const groupThousands = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A negative amount keeps its sign even when it rounds to nothing, as Intl writes it ('-AED 0'). */
const isNegative = (value: number) => value < 0 || Object.is(value, -0);

/** The magnitude of an amount in fils as digits: '1,234.50', or rounded half up to whole dirhams: '1,235'. */
function amountDigits(fils: number, wholeDirhams: boolean): string {
  const magnitude = Math.abs(fils);
  if (wholeDirhams) return groupThousands(Math.round(magnitude / 100));
  const wholeFils = Math.round(magnitude);
  return `${groupThousands(Math.floor(wholeFils / 100))}.${String(wholeFils % 100).padStart(2, '0')}`;
}

/**
 * Formats integer fils as AED for display, the site's one money format: 'AED 1,234.50' in English,
 * Western digits with د.إ in Arabic. `wholeDirhams` drops the fils for figures that are whole by
 * nature, such as a daily rate: 'AED 66'.
 */
export function formatAed(fils: number, locale: Locale, { wholeDirhams = false }: AedOptions = {}): string {
  const digits = amountDigits(fils, wholeDirhams);
  // English: a no-break space after AED. Arabic: right-to-left mark, a left-to-right mark before a minus, the amount, a no-break space, د.إ.
  if (locale === 'ar') return `\u200f${isNegative(fils) ? '\u200e-' : ''}${digits}\u00a0د.إ.\u200f`;
  return `${isNegative(fils) ? '-' : ''}AED\u00a0${digits}`;
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
  return `${isNegative(km) ? '-' : ''}${groupThousands(Math.round(Math.abs(km)))}`;
}

/**
 * The same digits as `formatAed` in English without the currency ('1,234.50'), for the one place
 * whose column headings already say AED: the tax invoice, where every amount needs two decimals.
 */
export function formatAedDigits(fils: number): string {
  if (!Number.isSafeInteger(fils)) throw new RangeError(`Not an amount in fils: ${fils}`);
  return `${isNegative(fils) ? '-' : ''}${amountDigits(fils, false)}`;
}

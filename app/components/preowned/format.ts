import type { Locale } from '~/i18n/locale';

/** Kilometres with Western digits and grouping in both languages ('45,000'), as UAE sites show them. */
export const groupedNumber = (value: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'ar' ? 'ar-AE' : 'en-AE', {
    numberingSystem: 'latn',
    maximumFractionDigits: 0,
  }).format(value);

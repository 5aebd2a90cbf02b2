import type { Locale } from '~/i18n/locale';
import { dayCount } from '~/i18n/plural';
import { translator } from '~/i18n/translate';
import type { StartingPrice } from '~/modules/fleet/starting-rate';
import { formatAedPlain } from '~/utils/money';

/**
 * The price line written over an offer's banner in the page's language: its computed 'from' price with
 * VAT ('From AED 140.81 a day, VAT included'), or none for an offer that prices nothing. The banners
 * carry no words, so Arabic visitors never read an English price in a picture.
 */
export function offerPriceLine(from: StartingPrice | null, locale: Locale): string | null {
  if (!from) return null;
  const t = translator(locale);
  const price = formatAedPlain(from.perDayFils, locale);
  return from.fromDays > 1
    ? t('offers.price.fromDays', { price, period: dayCount(t, locale, from.fromDays) })
    : t('offers.price.from', { price });
}

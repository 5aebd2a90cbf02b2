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

/**
 * An offer's words with `{offerPrice}` replaced by the sentence of its price line: the very figure and VAT
 * wording the page shows over the banner, so the copy cannot quote another price than the offer computes
 * (decision 083). The placeholder stands for a whole sentence, so an offer that prices nothing can drop
 * it, with the space before it. The other placeholders (the settings' figures) are left for `fillCopy`.
 */
export function withOfferPrice(text: string, from: StartingPrice | null, locale: Locale): string {
  const line = offerPriceLine(from, locale);
  return line === null ? text.replaceAll(/[ \t]*\{offerPrice\}/g, '') : text.replaceAll('{offerPrice}', `${line}.`);
}

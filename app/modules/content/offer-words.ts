import type { Locale } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { formatAed } from '~/utils/money';

/**
 * The price line written over an offer's banner in the page's language ('AED 149 per day',
 * '149 د.إ يومياً'), from the site's one money format; none when the offer names no price. The
 * banners themselves carry no words, so Arabic visitors never read an English price in a picture.
 */
export function offerPriceLine(
  offer: { priceFils: number | null; pricePer: 'day' | 'week' | 'month' | null },
  locale: Locale,
): string | null {
  if (offer.priceFils === null || offer.pricePer === null) return null;
  const price = formatAed(offer.priceFils, locale, { wholeDirhams: offer.priceFils % 100 === 0 });
  return translator(locale)(`offers.price.${offer.pricePer}`, { price });
}

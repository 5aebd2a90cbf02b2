import type { Locale } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { formatAedPlain } from '~/utils/money';
import { priceWithVat } from '~/modules/pricing/quote-booking';

/**
 * The price line written over an offer's banner in the page's language, with VAT ('AED 156.45 a
 * day, VAT included'), from the site's one money format; none when the offer names no price. The
 * banners themselves carry no words, so Arabic visitors never read an English price in a picture.
 */
export function offerPriceLine(
  offer: { priceFils: number | null; pricePer: 'day' | 'week' | 'month' | null },
  locale: Locale,
): string | null {
  if (offer.priceFils === null || offer.pricePer === null) return null;
  // Staff type the offer's price before VAT, as every figure of the back office; visitors read it with VAT.
  const withVat = priceWithVat(offer.priceFils);
  const price = formatAedPlain(withVat, locale);
  return translator(locale)(`offers.price.${offer.pricePer}`, { price });
}

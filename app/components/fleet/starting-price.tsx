import type { Locale } from '~/i18n/locale';
import { dayCount } from '~/i18n/plural';
import type { Translate } from '~/i18n/translate';
import { useLocale, useT } from '~/i18n/use-translation';
import type { StartingPrice } from '~/modules/fleet/starting-rate';
import { formatAed } from '~/utils/money';

/** What the price is: 'a day, VAT included', or 'a day on rentals of 22 days or more, VAT included'. */
function whatItIs(t: Translate, locale: Locale, price: StartingPrice): string {
  return price.fromDays > 1
    ? t('vehicle.perDayFrom', { period: dayCount(t, locale, price.fromDays) })
    : t('vehicle.perDayVat');
}

/** The whole 'from' price in one line of text, for a list of facts. */
export function startingPriceSentence(t: Translate, locale: Locale, price: StartingPrice): string {
  return `${t('vehicle.startingFrom')} ${formatAed(price.perDayFils, locale)} ${whatItIs(t, locale, price)}`;
}

/** The 'from' price of a card or car page: the amount the loudest, what it is said below it. */
export function StartingPriceText({
  price,
  className,
  amountClassName,
}: {
  price: StartingPrice;
  className: string;
  amountClassName: string;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <p className={className}>
      <span className="block">{t('vehicle.startingFrom')}</span>
      <span className={`font-bold whitespace-nowrap text-navy-900 ${amountClassName}`}>
        {formatAed(price.perDayFils, locale)}
      </span>
      <span className="block text-xs">{whatItIs(t, locale, price)}</span>
    </p>
  );
}

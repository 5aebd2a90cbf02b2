import type { Locale } from '~/i18n/locale';
import { dayCount } from '~/i18n/plural';
import { translator } from '~/i18n/translate';
import {
  ONE_WAY_OTHER_CITY_FILS,
  ONE_WAY_SAME_CITY_FILS,
  PAY_ON_PICKUP_PERCENT,
  VAT_RATE_PERCENT,
  priceWithVat,
} from '~/modules/pricing/quote-booking';
import type { ChargeRules } from '~/modules/settings/charge-settings-form';
import { LATE_HOURS_MAKING_A_DAY, LATE_HOUR_PERCENT } from '~/modules/counter/return-charges';
import { formatAedPlain } from '~/utils/money';

/** What the copy's figures are made from: the settings, the rate cards in force and the deposits per class. */
export type CopyFigureSources = {
  rules: ChargeRules;
  /** The lowest of the offered rate cards (before VAT): what the copy may say an extra costs "from". */
  gpsDailyFils: number;
  babySeatDailyFils: number;
  additionalDriverFils: number;
  /** The lowest day rates (before VAT) of the offered rate cards for weekly and monthly rentals. */
  weeklyDayLowestFils: number;
  monthlyDayLowestFils: number;
  /** The smallest and largest deposit of a vehicle class (a deposit is not a price: no VAT). */
  depositLowestFils: number;
  depositHighestFils: number;
};

/** The month the offers' copy prices: 30 days, as the monthly rate's rentals are quoted. */
const DAYS_IN_A_MONTH_OF_COPY = 30;

const count = (value: number) => new Intl.NumberFormat('en-US').format(value);
const percent = (value: number) => `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value)}%`;

/**
 * The figures written copy quotes by {placeholder} (FAQ, terms, guides, blog posts), as a customer
 * reads them: every price with its VAT (decision 076), in the page's money format, whole dirhams
 * without fils. One list, so the copy and the quotes cannot disagree.
 */
export function copyFigures(sources: CopyFigureSources, locale: Locale): Record<string, string> {
  const { rules } = sources;
  const money = (fils: number) => formatAedPlain(fils, locale);
  const price = (netFils: number) => money(priceWithVat(netFils));
  return {
    vatPercent: percent(VAT_RATE_PERCENT),
    gpsPerDay: price(sources.gpsDailyFils),
    babySeatPerDay: price(sources.babySeatDailyFils),
    additionalDriverFee: price(sources.additionalDriverFils),
    oneWaySameCity: price(ONE_WAY_SAME_CITY_FILS),
    oneWayOtherCity: price(ONE_WAY_OTHER_CITY_FILS),
    payOnPickupPercent: percent(PAY_ON_PICKUP_PERCENT),
    cleaningFee: price(rules.cleaningFeeFils),
    trafficFineFee: price(rules.trafficFineFeeFils),
    municipalFineFee: price(rules.municipalFineFeeFils),
    omanInsurancePerWeek: price(rules.omanInsurancePerWeekFils),
    // The service charge carries VAT, the toll does not (decision 060): 10% of the toll is 10.5% with VAT.
    salikServiceCharge: percent((rules.salikFeePercent * (100 + VAT_RATE_PERCENT)) / 100),
    fuelServicePercent: percent(rules.fuelServicePercent),
    kmPerDay: count(rules.kmPerDay),
    kmPerMonth: count(rules.kmPerMonth),
    // The offers' 'from' figures: the cheapest offered car's day on a weekly or monthly rental, and that
    // monthly day over 30 days with the VAT of the whole, as a quote of the month works it out.
    weeklyDayFrom: price(sources.weeklyDayLowestFils),
    monthlyDayFrom: price(sources.monthlyDayLowestFils),
    monthFrom: price(sources.monthlyDayLowestFils * DAYS_IN_A_MONTH_OF_COPY),
    depositLowest: money(sources.depositLowestFils),
    depositHighest: money(sources.depositHighestFils),
    // '30 days', and in Arabic the plural form the number takes ('30 يوماً', '7 أيام').
    depositReleasePeriod: dayCount(translator(locale), locale, rules.depositReleaseDays),
    // The late return: the grace is a setting, the hourly share and the hours making a day are the rule's own.
    lateReturnGraceMinutes: count(rules.lateReturnGraceMinutes),
    lateHourPercent: percent(LATE_HOUR_PERCENT),
    lateHoursMakingADay: count(LATE_HOURS_MAKING_A_DAY),
  };
}

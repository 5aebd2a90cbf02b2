import { type CopyFigureSources, copyFigures } from '~/content/copy-figures';
import type { CopyFacts } from '~/content/fill-copy';
import { hotlines } from '~/components/frame/navigation';
import type { Locale } from '~/i18n/locale';
import { seededChargeRules } from '~/modules/settings/charge-settings-form';

/** What the copy's figures are made from on a freshly seeded site: the seeded settings, rate cards and deposits. */
export const seededCopyFigureSources: CopyFigureSources = {
  rules: seededChargeRules,
  gpsDailyFils: 4_000,
  babySeatDailyFils: 3_000,
  additionalDriverFils: 5_000,
  // The Kia Picanto's weekly and monthly day rates, the lowest offered.
  weeklyDayLowestFils: 7_900,
  monthlyDayLowestFils: 5_500,
  depositLowestFils: 200_000,
  depositHighestFils: 250_000,
};

/** The facts written copy is filled with on a freshly seeded site. */
export function seededCopyFacts(locale: Locale): CopyFacts {
  return {
    phones: { hotlineAbuDhabiAlAin: hotlines.abuDhabiAlAin, hotlineDubaiNorthern: hotlines.dubaiNorthern },
    figures: copyFigures(seededCopyFigureSources, locale),
  };
}

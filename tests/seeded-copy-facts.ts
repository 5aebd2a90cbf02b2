import { copyFigures } from '~/content/copy-figures';
import type { CopyFacts } from '~/content/fill-copy';
import { hotlines } from '~/components/frame/navigation';
import type { Locale } from '~/i18n/locale';
import { seededChargeRules } from '~/modules/settings/charge-settings-form';

/** The facts written copy is filled with on a freshly seeded site. */
export function seededCopyFacts(locale: Locale): CopyFacts {
  return {
    phones: { hotlineAbuDhabiAlAin: hotlines.abuDhabiAlAin, hotlineDubaiNorthern: hotlines.dubaiNorthern },
    figures: copyFigures(
      {
        rules: seededChargeRules,
        gpsDailyFils: 4_000,
        babySeatDailyFils: 3_000,
        additionalDriverFils: 5_000,
        depositLowestFils: 200_000,
        depositHighestFils: 250_000,
      },
      locale,
    ),
  };
}

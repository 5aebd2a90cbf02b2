import { db } from '~/db/client.server';
import { vehicleTypes } from '~/db/schema';
import { type CopyFigureSources, copyFigures } from '~/content/copy-figures';
import type { CopyFacts } from '~/content/fill-copy';
import type { Locale } from '~/i18n/locale';
import { cachedReference } from '~/modules/cache/reference-cache.server';
import { offeredRateCards } from '~/modules/pricing/rate-cards.server';
import { chargeRules } from '~/modules/settings/charge-settings.server';
import { siteHotlines } from '~/modules/settings/company-settings.server';

const lowest = (values: number[]) => {
  const positive = values.filter((value) => value > 0);
  return positive.length ? Math.min(...positive) : 0;
};

/** The figures' sources, read once per generation of reference data (a settings or rate change drops them). */
function copyFigureSources(): Promise<CopyFigureSources> {
  return cachedReference('copy-figure-sources', async () => {
    const [rules, { cards }, deposits] = await Promise.all([
      chargeRules(),
      offeredRateCards(),
      db().select({ depositFils: vehicleTypes.depositFils }).from(vehicleTypes),
    ]);
    const offered = [...cards.values()];
    const depositFils = deposits.map((type) => type.depositFils);
    return {
      rules,
      gpsDailyFils: lowest(offered.map((card) => card.gps.dailyFils)),
      babySeatDailyFils: lowest(offered.map((card) => card.babySeatFils)),
      additionalDriverFils: lowest(offered.map((card) => card.additionalDriverFils)),
      weeklyDayLowestFils: lowest(offered.map((card) => card.weeklyFils)),
      monthlyDayLowestFils: lowest(offered.map((card) => card.monthlyFils)),
      depositLowestFils: lowest(depositFils),
      depositHighestFils: Math.max(0, ...depositFils),
    };
  });
}

/** What written copy's {placeholders} are filled with, in the page's language: hotlines, prices, fees and limits. */
export async function copyFacts(locale: Locale): Promise<CopyFacts> {
  const [hotlines, sources] = await Promise.all([siteHotlines(), copyFigureSources()]);
  return {
    phones: { hotlineAbuDhabiAlAin: hotlines.abuDhabiAlAin, hotlineDubaiNorthern: hotlines.dubaiNorthern },
    figures: copyFigures(sources, locale),
  };
}

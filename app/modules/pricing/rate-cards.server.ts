import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { db as appDb } from '~/db/client.server';
import { rateCards, vehicleModels, vehicleTypes } from '~/db/schema';
import { cachedReference } from '~/modules/cache/reference-cache.server';
import type { RateCard } from './quote-booking';

type RateCardRow = typeof rateCards.$inferSelect;

/** A stored rate card as the quote reads it, with its class's super CDW day price (0 where not sold). */
export function toRateCard(row: RateCardRow, scdwDailyFils: number, youngDriverDailyFils = 0): RateCard {
  return {
    dailyFils: row.dailyFils,
    weeklyFils: row.weeklyFils,
    monthlyFils: row.monthlyFils,
    cdw: { dailyFils: row.cdwDailyFils, weeklyFils: row.cdwWeeklyFils, monthlyFils: row.cdwMonthlyFils },
    pai: { dailyFils: row.paiDailyFils, weeklyFils: row.paiWeeklyFils, monthlyFils: row.paiMonthlyFils },
    gps: { dailyFils: row.gpsDailyFils, weeklyFils: row.gpsWeeklyFils, monthlyFils: row.gpsMonthlyFils },
    additionalDriverFils: row.additionalDriverFils,
    babySeatFils: row.babySeatFils,
    scdwDailyFils,
    youngDriverDailyFils,
  };
}

/** The card in force: the newest, unless its rate is 0, then the one before it (the spec's rule). */
function cardInForce(newestFirst: RateCard[]): RateCard | null {
  const [first, second] = newestFirst;
  if (first && first.monthlyFils > 0) return first;
  if (second && second.monthlyFils > 0) return second;
  return null;
}

/** Each model's rate card in force; models without a usable card are absent (they are offered on enquiry). */
export async function rateCardsInForce(
  vehicleModelIds: number[],
  db: Database = appDb(),
): Promise<Map<number, RateCard>> {
  const result = new Map<number, RateCard>();
  if (vehicleModelIds.length === 0) return result;
  const rows = await db
    .select({
      card: rateCards,
      scdwDailyFils: vehicleTypes.scdwDailyFils,
      youngDriverDailyFils: vehicleTypes.youngDriverDailyFils,
    })
    .from(rateCards)
    .innerJoin(vehicleModels, eq(vehicleModels.id, rateCards.vehicleModelId))
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicleModels.vehicleTypeId))
    .where(inArray(rateCards.vehicleModelId, vehicleModelIds))
    .orderBy(desc(rateCards.createdAt), desc(rateCards.id));
  for (const id of vehicleModelIds) {
    const card = cardInForce(
      rows
        .filter((row) => row.card.vehicleModelId === id)
        .map((row) => toRateCard(row.card, row.scdwDailyFils, row.youngDriverDailyFils)),
    );
    if (card) result.set(id, card);
  }
  return result;
}

export type OfferedRateCards = {
  /** Every model still offered (retired ones keep their bookings but take no new ones). */
  offered: Set<number>;
  /** The rate card in force of each offered model that has one; the others are offered on enquiry. */
  cards: Map<number, RateCard>;
};

/**
 * The offered models and their rate cards in force, from the reference cache: what the prices
 * shown on pages and given by the API read, with no query per price. A rate change is seen at once
 * on the instance that saved it and on the others when the database notifies it (decision 048);
 * taking a car (Select) and changing a booking read rateCardsInForce from the database.
 */
export function offeredRateCards(): Promise<OfferedRateCards> {
  return cachedReference('offered-rate-cards', async () => {
    const models = await appDb()
      .select({ id: vehicleModels.id })
      .from(vehicleModels)
      .where(eq(vehicleModels.active, true));
    const ids = models.map((model) => model.id);
    return { offered: new Set(ids), cards: await rateCardsInForce(ids) };
  });
}

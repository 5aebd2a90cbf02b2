import { and, eq, gte, isNotNull, or } from 'drizzle-orm';
import { type Database, db } from '~/db/client.server';
import { offers, vehicleModels } from '~/db/schema';
import { cachedReference } from '~/modules/cache/reference-cache.server';
import { dubaiToday } from '~/utils/dubai-time';
import type { PricedOffers } from './offer-rules';

async function load(database: Database, today: string): Promise<PricedOffers> {
  const [rows, models] = await Promise.all([
    database
      .select({
        id: offers.id,
        title: offers.title,
        active: offers.active,
        startDate: offers.startDate,
        endDate: offers.endDate,
        discountPercent: offers.discountPercent,
        discountFilsPerDay: offers.discountFilsPerDay,
        vehicleTypeIds: offers.vehicleTypeIds,
        vehicleModelIds: offers.vehicleModelIds,
        branchIds: offers.branchIds,
        minDays: offers.minDays,
      })
      .from(offers)
      .where(
        and(
          eq(offers.active, true),
          gte(offers.endDate, today),
          or(isNotNull(offers.discountPercent), isNotNull(offers.discountFilsPerDay)),
        ),
      )
      .orderBy(offers.id),
    database.select({ id: vehicleModels.id, typeId: vehicleModels.vehicleTypeId }).from(vehicleModels),
  ]);
  return { offers: rows, classOf: new Map(models.map((model) => [model.id, model.typeId])) };
}

/**
 * The priced offers that have not ended, and each model's class: read once per reference-cache
 * generation, as rate cards are, because every quote weighs them (decision 083). A staff save drops
 * the cache. Taking a car reads them in its own transaction (`database`), as it reads the rate card.
 */
export function pricedOffers(database?: Database): Promise<PricedOffers> {
  const today = dubaiToday();
  return database ? load(database, today) : cachedReference(`priced-offers:${today}`, () => load(db(), today));
}

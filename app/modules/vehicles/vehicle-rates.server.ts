import { asc, desc, eq } from 'drizzle-orm';
import { db as appDb } from '~/db/client.server';
import { branches, rateCards } from '~/db/schema';
import { recordChange } from '~/modules/audit/audit-trail.server';
import { forgetReferenceData } from '~/modules/cache/reference-cache.server';
import { countedCarsByBranch } from '~/modules/cars/car-stock.server';
import { dubaiToday } from '~/utils/dubai-time';
import { type RateCardInput, type RatesInput, rateAmounts } from './rates-form';

/** The model's newest rate card (what the form starts from), or null when it has none yet. */
export async function findNewestRateCard(
  vehicleModelId: number,
): Promise<(RateCardInput & { id: number; createdAt: Date }) | null> {
  const [row] = await appDb()
    .select()
    .from(rateCards)
    .where(eq(rateCards.vehicleModelId, vehicleModelId))
    .orderBy(desc(rateCards.createdAt), desc(rateCards.id))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    createdAt: row.createdAt,
    ...(Object.fromEntries(rateAmounts.map((key) => [key, row[key]])) as RateCardInput),
  };
}

/** Every branch with the cars of the model it counts today (0 when none): read from the cars' records. */
export async function listCarsPerBranch(vehicleModelId: number) {
  const [rows, counted] = await Promise.all([
    appDb()
      .select({ branchId: branches.id, cityLabel: branches.cityLabel, nameLabel: branches.nameLabel })
      .from(branches)
      .orderBy(asc(branches.sortOrder)),
    countedCarsByBranch(vehicleModelId, dubaiToday()),
  ]);
  return rows.map((row) => ({ ...row, cars: counted.get(row.branchId) ?? 0 }));
}

const sameCard = (a: RateCardInput, b: RateCardInput) => rateAmounts.every((key) => a[key] === b[key]);

/**
 * Saves the rates. A changed rate card is a new row: prices for new quotes come from the newest
 * card, while every booking keeps the price snapshot it was made with. Recorded in the audit
 * trail, in the same transaction.
 */
export async function saveRates(
  actorId: number,
  vehicleModelId: number,
  input: RatesInput,
): Promise<{ rateCardId: number | null }> {
  const outcome = await appDb().transaction(async (tx) => {
    const [newest] = await tx
      .select()
      .from(rateCards)
      .where(eq(rateCards.vehicleModelId, vehicleModelId))
      .orderBy(desc(rateCards.createdAt), desc(rateCards.id))
      .limit(1);
    let rateCardId: number | null = null;
    if (!newest || !sameCard(newest, input.card)) {
      const [row] = await tx
        .insert(rateCards)
        .values({ vehicleModelId, ...input.card })
        .returning({ id: rateCards.id });
      rateCardId = row.id;
      const changes = Object.fromEntries(
        rateAmounts
          .filter((key) => !newest || newest[key] !== input.card[key])
          .map((key) => [key, { from: newest ? newest[key] : null, to: input.card[key] }]),
      );
      await recordChange(
        {
          actorId,
          entity: 'rate_card',
          entityId: vehicleModelId,
          action: 'created',
          changes: { rateCardId, ...changes },
        },
        tx,
      );
    }
    return { rateCardId };
  });
  // Prices and starting rates come through the reference cache: this instance drops it now, the others when the database notifies the change.
  if (outcome.rateCardId !== null) forgetReferenceData();
  return outcome;
}

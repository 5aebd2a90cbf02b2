import { and, asc, desc, eq } from 'drizzle-orm';
import { db as appDb } from '~/db/client.server';
import { branchFleet, branches, rateCards } from '~/db/schema';
import { recordChange } from '~/modules/audit/audit-trail.server';
import { forgetReferenceData } from '~/modules/cache/reference-cache.server';
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

/** Every branch with the number of cars of the model it holds (0 when none). */
export async function listBranchFleet(vehicleModelId: number) {
  const rows = await appDb()
    .select({
      branchId: branches.id,
      city: branches.city,
      cityLabel: branches.cityLabel,
      nameLabel: branches.nameLabel,
      cars: branchFleet.cars,
    })
    .from(branches)
    .leftJoin(branchFleet, and(eq(branchFleet.branchId, branches.id), eq(branchFleet.vehicleModelId, vehicleModelId)))
    .orderBy(asc(branches.sortOrder));
  return rows.map((row) => ({ ...row, cars: row.cars ?? 0 }));
}

const sameCard = (a: RateCardInput, b: RateCardInput) => rateAmounts.every((key) => a[key] === b[key]);

/**
 * Saves the rates and the branch stock. A changed rate card is a new row: prices for new quotes
 * come from the newest card, while every booking keeps the price snapshot it was made with.
 * Stock counts are changed in place. Both are recorded in the audit trail, in the same transaction.
 */
export async function saveRatesAndFleet(
  actorId: number,
  vehicleModelId: number,
  input: RatesInput,
): Promise<{ rateCardId: number | null; fleetChanged: boolean }> {
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
    const current = await tx
      .select({ branchId: branchFleet.branchId, cars: branchFleet.cars })
      .from(branchFleet)
      .where(eq(branchFleet.vehicleModelId, vehicleModelId));
    const fleetChanges: Record<string, { from: number; to: number }> = {};
    for (const { branchId, cars } of input.fleet) {
      const before = current.find((row) => row.branchId === branchId)?.cars ?? 0;
      if (before === cars) continue;
      await tx
        .insert(branchFleet)
        .values({ branchId, vehicleModelId, cars })
        .onConflictDoUpdate({ target: [branchFleet.branchId, branchFleet.vehicleModelId], set: { cars } });
      fleetChanges[`branch ${branchId}`] = { from: before, to: cars };
    }
    const fleetChanged = Object.keys(fleetChanges).length > 0;
    if (fleetChanged)
      await recordChange(
        { actorId, entity: 'branch_fleet', entityId: vehicleModelId, action: 'updated', changes: fleetChanges },
        tx,
      );
    return { rateCardId, fleetChanged };
  });
  // Prices and starting rates come through the reference cache: this instance drops it now, the others when the database notifies the change.
  if (outcome.rateCardId !== null || outcome.fleetChanged) forgetReferenceData();
  return outcome;
}

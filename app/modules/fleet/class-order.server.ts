import { eq } from 'drizzle-orm';
import { type Database, db as appDb } from '~/db/client.server';
import { vehicleModels, vehicleTypes } from '~/db/schema';
import { rateCardsInForce } from '~/modules/pricing/rate-cards.server';
import { classRates, isHigherClass } from './class-order';

/**
 * The classes above a booked one (class-order.ts), the nearest first: each with its name in both
 * languages and the youngest renter it takes without a surcharge. Read from the models on sale and
 * their rate cards in force, so a change of rates moves a class at once.
 */
export async function classesAbove(bookedTypeId: number, db: Database = appDb()) {
  const [models, types] = await Promise.all([
    db
      .select({ id: vehicleModels.id, vehicleTypeId: vehicleModels.vehicleTypeId })
      .from(vehicleModels)
      .where(eq(vehicleModels.active, true)),
    db
      .select({ id: vehicleTypes.id, label: vehicleTypes.label, minimumRenterAge: vehicleTypes.minimumRenterAge })
      .from(vehicleTypes),
  ]);
  const cards = await rateCardsInForce(
    models.map((model) => model.id),
    db,
  );
  const rates = classRates(
    models.map((model) => ({ vehicleTypeId: model.vehicleTypeId, dailyFils: cards.get(model.id)?.dailyFils ?? 0 })),
  );
  return types
    .filter((type) => isHigherClass(rates, type.id, bookedTypeId))
    .map((type) => ({ ...type, dailyFils: rates.get(type.id)! }))
    .sort((a, b) => a.dailyFils - b.dailyFils || a.id - b.id);
}

import { eq } from 'drizzle-orm';
import { type Database, db } from '~/db/client.server';
import { vehicleModels, vehicleTypes } from '~/db/schema';

/**
 * The deposit offered for a booking, by its car's class (decision 056): the class's own amount
 * (seeded AED 2,000; SUV, Luxury and sports AED 2,500). The one place that decides it, so a later
 * rule (a member's discount, a longer rental) changes only this function.
 */
export async function depositAmountFor(
  booking: { vehicleModelId: number },
  database: Database = db(),
): Promise<number> {
  const [row] = await database
    .select({ depositFils: vehicleTypes.depositFils })
    .from(vehicleModels)
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicleModels.vehicleTypeId))
    .where(eq(vehicleModels.id, booking.vehicleModelId));
  if (!row) throw new Error(`No vehicle model ${booking.vehicleModelId}`);
  return row.depositFils;
}

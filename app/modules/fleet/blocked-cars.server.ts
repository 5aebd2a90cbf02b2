import { and, asc, eq, gt } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { blockedCars, branches } from '~/db/schema';
import { dubaiToday } from '~/utils/dubai-time';
import { countedCarsByBranch } from '~/modules/cars/car-stock.server';
import type { BlockCarsInput } from './blocked-cars-form';

/** The cars each branch holds of a model today, by branch id: what a block may take out. */
export function stockOfModel(vehicleModelId: number): Promise<Map<number, number>> {
  return countedCarsByBranch(vehicleModelId, dubaiToday());
}

/** Takes cars of a model at a branch out of availability; bookings already made are not touched. */
export async function blockCars(actorId: number, vehicleModelId: number, input: BlockCarsInput) {
  const [row] = await db()
    .insert(blockedCars)
    .values({ ...input, vehicleModelId, createdBy: actorId })
    .returning({ id: blockedCars.id });
  return row.id;
}

/** Blocks of a model that have not ended yet, soonest first, with their branch. */
export function currentBlocks(vehicleModelId: number, now = new Date()) {
  return db()
    .select({
      id: blockedCars.id,
      cars: blockedCars.cars,
      startsAt: blockedCars.startsAt,
      endsAt: blockedCars.endsAt,
      reason: blockedCars.reason,
      note: blockedCars.note,
      cityLabel: branches.cityLabel,
      nameLabel: branches.nameLabel,
    })
    .from(blockedCars)
    .innerJoin(branches, eq(branches.id, blockedCars.branchId))
    .where(and(eq(blockedCars.vehicleModelId, vehicleModelId), gt(blockedCars.endsAt, now)))
    .orderBy(asc(blockedCars.startsAt), asc(blockedCars.id));
}

/** Gives the cars back to availability; false when no such block of this model exists. */
export async function unblockCars(vehicleModelId: number, blockId: number): Promise<boolean> {
  const removed = await db()
    .delete(blockedCars)
    .where(and(eq(blockedCars.id, blockId), eq(blockedCars.vehicleModelId, vehicleModelId)))
    .returning({ id: blockedCars.id });
  return removed.length > 0;
}

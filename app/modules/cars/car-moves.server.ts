import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { fleetCars } from '~/db/schema';
import { recordChange } from '~/modules/audit/audit-trail.server';
import { type CarStatus, canMoveCar, carStatuses } from './car-rules';

/**
 * The one writer of a car's status. Locks the car, checks the move against the car's state table,
 * updates only from a state that may move there, and records who moved it and why in the audit
 * history, all in one transaction (a savepoint inside the caller's). Answers whether the car moved:
 * a move the table does not allow, or a car already moved by someone else, changes nothing.
 * Hand-over moves a car `on_rent`, its return `available`.
 */
export async function moveCarStatus(
  db: Database,
  carId: number,
  to: CarStatus,
  by: number | null,
  reason: string | null,
): Promise<boolean> {
  const allowedFrom = carStatuses.filter((from) => canMoveCar(from, to));
  if (allowedFrom.length === 0) return false;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: fleetCars.status })
      .from(fleetCars)
      .where(eq(fleetCars.id, carId))
      .for('update');
    if (!before || !canMoveCar(before.status, to)) return false;
    const moved = await tx
      .update(fleetCars)
      .set({ status: to, updatedAt: sql`now()` })
      .where(and(eq(fleetCars.id, carId), inArray(fleetCars.status, allowedFrom)))
      .returning({ id: fleetCars.id });
    if (moved.length === 0) return false;
    await recordChange(
      {
        actorId: by,
        entity: 'car',
        entityId: carId,
        action: 'status',
        changes: { status: { from: before.status, to } },
        reason,
      },
      tx,
    );
    return true;
  });
}

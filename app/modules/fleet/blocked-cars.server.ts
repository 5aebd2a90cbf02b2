import { and, asc, eq, gt, inArray, lt, or } from 'drizzle-orm';
import { type Database, db } from '~/db/client.server';
import { blockedCars, bookings, branches, fleetCars, users, vehicleModels } from '~/db/schema';
import { stockStatuses } from '~/modules/cars/car-rules';
import { countedCarsByBranch, lockModelAtBranch } from '~/modules/cars/car-stock.server';
import { dubaiToday } from '~/utils/dubai-time';
import { recordChange } from '~/modules/audit/audit-trail.server';
import { liveHold } from '~/modules/bookings/states/booking-states';
import { heldModelId, holdingStatuses } from './availability.server';
import { blockCapacity } from './block-capacity';
import type { BlockCarsInput } from './blocked-cars-form';

/**
 * The cars each branch counts of a model for a period ending at `until` (today when not given), by
 * branch id: what a block may take out. A car whose papers run out within the period does not count.
 */
export function stockOfModel(
  vehicleModelId: number,
  database: Database = db(),
  until = new Date(),
): Promise<Map<number, number>> {
  // A block ends at midnight: its last day is the one before.
  return countedCarsByBranch(vehicleModelId, dubaiToday(new Date(until.getTime() - 1)), database);
}

/** A booking that holds one of the cars a block would take, with what staff need to reach the customer. */
export type BookingInTheWay = {
  id: number;
  reference: string;
  pickupAt: Date;
  dropoffAt: Date;
  customerName: string;
  phone: string;
  email: string;
};

export type BlockCheck = { blockable: number; inTheWay: BookingInTheWay[] };

/**
 * What holds cars of the model at the branch during the block's period, and how many of the
 * wanted cars can still be blocked (block-capacity.ts); read in the caller's transaction.
 */
export async function checkBlock(
  database: Database,
  vehicleModelId: number,
  input: Pick<BlockCarsInput, 'branchId' | 'cars' | 'startsAt' | 'endsAt'>,
  now = new Date(),
): Promise<BlockCheck> {
  const stock = (await stockOfModel(vehicleModelId, database, input.endsAt)).get(input.branchId) ?? 0;
  const here = (table: typeof bookings | typeof blockedCars) =>
    table === bookings
      ? // A booking out in a car of another model holds that model's car, not one of its own (decision 087).
        and(eq(bookings.pickupBranchId, input.branchId), eq(heldModelId(database), vehicleModelId))
      : and(eq(blockedCars.branchId, input.branchId), eq(blockedCars.vehicleModelId, vehicleModelId));
  const held = await database
    .select({
      id: bookings.id,
      reference: bookings.reference,
      pickupAt: bookings.pickupAt,
      dropoffAt: bookings.dropoffAt,
      blockedUntil: bookings.blockedUntil,
      driver: bookings.customerDetails,
      fullName: users.fullName,
      userPhone: users.phone,
      userEmail: users.email,
    })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        here(bookings),
        gt(bookings.blockedUntil, input.startsAt),
        lt(bookings.pickupAt, input.endsAt),
        or(inArray(bookings.status, [...holdingStatuses]), liveHold(now)),
      ),
    );
  const blocks = await database
    .select({ cars: blockedCars.cars, startsAt: blockedCars.startsAt, endsAt: blockedCars.endsAt })
    .from(blockedCars)
    .where(and(here(blockedCars), gt(blockedCars.endsAt, input.startsAt), lt(blockedCars.startsAt, input.endsAt)));
  const capacity = blockCapacity({
    stock,
    bookings: held.map((row) => ({
      bookingId: row.id,
      startsAt: row.pickupAt.getTime(),
      endsAt: row.blockedUntil.getTime(),
    })),
    blocks: blocks.map((block) => ({
      cars: block.cars,
      startsAt: block.startsAt.getTime(),
      endsAt: block.endsAt.getTime(),
    })),
    startsAt: input.startsAt.getTime(),
    endsAt: input.endsAt.getTime(),
    cars: input.cars,
  });
  const byId = new Map(held.map((row) => [row.id, row]));
  return {
    blockable: capacity.blockable,
    inTheWay: capacity.inTheWay.map((id) => {
      const row = byId.get(id)!;
      return {
        id,
        reference: row.reference,
        pickupAt: row.pickupAt,
        dropoffAt: row.dropoffAt,
        customerName: row.driver ? `${row.driver.firstName} ${row.driver.lastName}` : (row.fullName ?? ''),
        phone: row.driver?.mobile ?? row.userPhone ?? '',
        email: row.driver?.email ?? row.userEmail ?? '',
      };
    }),
  };
}

export type BlockResult = { ok: true; blockId: number } | ({ ok: false } & BlockCheck);

/**
 * Takes cars of a model at a branch out of availability, only if at no moment of the period the
 * bookings holding cars there, earlier blocks and these cars together exceed the branch's stock.
 * Checked and written under the model's lock at the branch, so parallel bookings and blocks take
 * turns; recorded in the history with who blocked them and why.
 */
export async function blockCars(
  actorId: number,
  vehicleModelId: number,
  input: BlockCarsInput,
  now = new Date(),
): Promise<BlockResult> {
  return db().transaction(async (tx): Promise<BlockResult> => {
    await lockModelAtBranch(tx, input.branchId, vehicleModelId);
    const check = await checkBlock(tx, vehicleModelId, input, now);
    if (check.inTheWay.length > 0 || check.blockable < input.cars) return { ok: false, ...check };
    const [row] = await tx
      .insert(blockedCars)
      .values({ ...input, vehicleModelId, createdBy: actorId })
      .returning({ id: blockedCars.id });
    await recordChange(
      {
        actorId,
        entity: 'car_block',
        entityId: row.id,
        action: 'blocked',
        changes: await blockSummary(tx, vehicleModelId, input, 'to'),
        reason: input.note,
      },
      tx,
    );
    return { ok: true, blockId: row.id };
  });
}

/** A block as its history entry shows it: the model, the branch's cars, the days and the reason. */
async function blockSummary(
  tx: Database,
  vehicleModelId: number,
  block: Pick<BlockCarsInput, 'branchId' | 'cars' | 'startsAt' | 'endsAt' | 'reason' | 'note'>,
  side: 'from' | 'to',
) {
  const [model] = await tx
    .select({ brand: vehicleModels.brand, name: vehicleModels.name })
    .from(vehicleModels)
    .where(eq(vehicleModels.id, vehicleModelId));
  const change = (value: unknown) => (side === 'to' ? { from: null, to: value } : { from: value, to: null });
  return {
    vehicle: change(model ? `${model.brand} ${model.name}` : String(vehicleModelId)),
    [`branch ${block.branchId}`]: change(block.cars),
    firstDay: change(block.startsAt.toISOString()),
    // The last day blocked is the day before the block ends at midnight.
    lastDay: change(new Date(block.endsAt.getTime() - 86_400_000).toISOString()),
    blockReason: change(block.reason),
    note: change(block.note),
  };
}

/** Blocks that have not ended yet, soonest first, with their model, branch and who made them; of one model when given. */
export function currentBlocks(vehicleModelId?: number, now = new Date()) {
  return db()
    .select({
      id: blockedCars.id,
      vehicleModelId: blockedCars.vehicleModelId,
      vehicle: vehicleModels.name,
      brand: vehicleModels.brand,
      branchId: blockedCars.branchId,
      cars: blockedCars.cars,
      startsAt: blockedCars.startsAt,
      endsAt: blockedCars.endsAt,
      reason: blockedCars.reason,
      note: blockedCars.note,
      cityLabel: branches.cityLabel,
      nameLabel: branches.nameLabel,
      blockedBy: users.fullName,
    })
    .from(blockedCars)
    .innerJoin(branches, eq(branches.id, blockedCars.branchId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, blockedCars.vehicleModelId))
    .leftJoin(users, eq(users.id, blockedCars.createdBy))
    .where(
      and(
        vehicleModelId === undefined ? undefined : eq(blockedCars.vehicleModelId, vehicleModelId),
        gt(blockedCars.endsAt, now),
      ),
    )
    .orderBy(asc(blockedCars.startsAt), asc(blockedCars.id));
}

/**
 * Gives the cars back to availability, recorded with who gave them back; false when no such block
 * exists (of this model, when one is given).
 */
export async function unblockCars(actorId: number, blockId: number, vehicleModelId?: number): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [removed] = await tx
      .delete(blockedCars)
      .where(
        and(
          eq(blockedCars.id, blockId),
          vehicleModelId === undefined ? undefined : eq(blockedCars.vehicleModelId, vehicleModelId),
        ),
      )
      .returning();
    if (!removed) return false;
    await recordChange(
      {
        actorId,
        entity: 'car_block',
        entityId: removed.id,
        action: 'given_back',
        changes: await blockSummary(tx, removed.vehicleModelId, removed, 'from'),
      },
      tx,
    );
    return true;
  });
}

/** The models some branch holds cars of, by brand and name: those staff may block. */
export function modelsInStock() {
  return db()
    .selectDistinct({ id: vehicleModels.id, brand: vehicleModels.brand, name: vehicleModels.name })
    .from(fleetCars)
    .innerJoin(vehicleModels, eq(vehicleModels.id, fleetCars.vehicleModelId))
    .where(inArray(fleetCars.status, [...stockStatuses]))
    .orderBy(asc(vehicleModels.brand), asc(vehicleModels.name));
}

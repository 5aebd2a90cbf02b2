import { eq } from 'drizzle-orm';
import { type Database, db as appDb } from '~/db/client.server';
import { vehicleModels, vehicleTypes } from '~/db/schema';
import { meetsMinimumAge } from '~/modules/bookings/renter-age';
import { carsReadyForHandover } from '~/modules/cars/cars-for-handover.server';
import { lockModelAtBranch } from '~/modules/cars/car-stock.server';
import { carsAvailable, turnaroundMinutes } from '~/modules/fleet/availability.server';
import { classesAbove } from '~/modules/fleet/class-order.server';
import { dubaiToday } from '~/utils/dubai-time';

/**
 * The cars the hand-over offers for a booking (decisions 067 and 087), in the order staff look at
 * them: the booked model's, then other models of its class (a swap), then cars of higher classes (an
 * upgrade, at the booked price), the nearest class first. A lower class is never offered.
 */

/** How a car stands to the booking: the model booked, another of its class, or a higher class. */
export type HandOverCarKind = 'booked' | 'swap' | 'upgrade';

export type HandOverBooking = {
  id: number;
  vehicleModelId: number;
  pickupBranchId: number;
  pickupAt: Date;
  dropoffAt: Date;
  /** The driver's birth date ('YYYY-MM-DD') as the booking or the account has it, if known. */
  birthDate: string | null;
};

/**
 * From hand-over the booking holds a car of the model that goes out instead of its own
 * (heldModelId), from now or its pick-up, whichever is first, to its drop-off or now, whichever is
 * later: another model's car is offered only while that model has one free at the branch for it.
 */
function rentalFromNow(booking: HandOverBooking, now: Date) {
  return {
    pickupAt: new Date(Math.min(now.getTime(), booking.pickupAt.getTime())),
    dropoffAt: new Date(Math.max(now.getTime(), booking.dropoffAt.getTime())),
  };
}

/** Models among these that have no car free at the branch for the booking, were it to take one now. */
async function modelsWithoutAFreeCar(
  booking: HandOverBooking,
  vehicleModelIds: number[],
  turnaround: number,
  now: Date,
  db: Database,
): Promise<Set<number>> {
  if (vehicleModelIds.length === 0) return new Set();
  const free = await carsAvailable(
    {
      vehicleModelIds,
      branchId: booking.pickupBranchId,
      ...rentalFromNow(booking, now),
      turnaroundMinutes: turnaround,
      now,
      exceptBookingId: booking.id,
    },
    db,
  );
  return new Set(vehicleModelIds.filter((id) => (free.get(id) ?? 0) < 1));
}

/**
 * The cars ready at the pick-up branch for the booking, each with how it stands to it and its class.
 * A car of another model is left out when its model has no car free for the rental (it would take a
 * car promised to someone else), and a higher class when the driver is younger than it takes (or,
 * with no birth date known, when it asks an older driver than the booked class).
 */
export async function carsForHandOver(booking: HandOverBooking, now: Date, db: Database = appDb()) {
  const [booked] = await db
    .select({ id: vehicleTypes.id, label: vehicleTypes.label, minimumRenterAge: vehicleTypes.minimumRenterAge })
    .from(vehicleModels)
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicleModels.vehicleTypeId))
    .where(eq(vehicleModels.id, booking.vehicleModelId));
  const pickupDay = dubaiToday(booking.pickupAt);
  const oldEnough = (minimumAge: number) =>
    booking.birthDate
      ? meetsMinimumAge(booking.birthDate, pickupDay, minimumAge)
      : minimumAge <= booked.minimumRenterAge;
  const above = (await classesAbove(booked.id, db)).filter((type) => oldEnough(type.minimumRenterAge));
  // The booked class first, then those above it, the nearest first.
  const classes = new Map([booked, ...above].map((type, rank) => [type.id, { label: type.label, rank }]));
  const cars = await carsReadyForHandover(
    {
      branchId: booking.pickupBranchId,
      vehicleTypeIds: [...classes.keys()],
      dropoffDay: dubaiToday(booking.dropoffAt),
    },
    db,
  );
  const otherModels = [...new Set(cars.map((car) => car.vehicleModelId))].filter((id) => id !== booking.vehicleModelId);
  const promised = await modelsWithoutAFreeCar(booking, otherModels, await turnaroundMinutes(), now, db);
  const kindOf = (car: (typeof cars)[number]): HandOverCarKind =>
    car.vehicleModelId === booking.vehicleModelId ? 'booked' : car.vehicleTypeId === booked.id ? 'swap' : 'upgrade';
  const order: Record<HandOverCarKind, number> = { booked: 0, swap: 1, upgrade: 2 };
  return cars
    .filter((car) => !promised.has(car.vehicleModelId))
    .map((car) => ({ ...car, kind: kindOf(car), classLabel: classes.get(car.vehicleTypeId)!.label }))
    .sort(
      (a, b) =>
        order[a.kind] - order[b.kind] || classes.get(a.vehicleTypeId)!.rank - classes.get(b.vehicleTypeId)!.rank,
    );
}

/**
 * Under the model's lock at the branch, in the hand-over's transaction: whether a car of another
 * model than booked may still go out, that model having a car free for the rental now that holds,
 * booking changes and blocks wait for this transaction. The booked model needs no look: the booking
 * holds one of its cars already. The turnaround is read before the transaction, which must make no
 * other query (the embedded database has one connection).
 */
export async function otherModelStillFree(
  tx: Database,
  booking: HandOverBooking,
  vehicleModelId: number,
  turnaround: number,
  now: Date,
): Promise<boolean> {
  await lockModelAtBranch(tx, booking.pickupBranchId, vehicleModelId);
  return !(await modelsWithoutAFreeCar(booking, [vehicleModelId], turnaround, now, tx)).has(vehicleModelId);
}

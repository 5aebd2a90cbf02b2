import { eq } from 'drizzle-orm';
import { db } from '../../app/db/client.server';
import { bookings, fleetCars, users } from '../../app/db/schema';
import { addCars } from '../factories/cars';
import { addRental } from '../factories/rentals';
import { insertConfirmedBooking } from './fixture-bookings';
import { TOLLS_RENTAL } from './fixture-references';

const DAY_MS = 86_400_000;

/**
 * A rental that ended before the run, which no journey can make (a car goes out on its pick-up
 * day): the Salik and fines import charges its trips. Called after the other fixtures, once the
 * seed is in.
 */
export async function insertRentalForTolls(now = new Date()) {
  const outAt = new Date(now.getTime() - 20 * DAY_MS);
  const booking = await insertConfirmedBooking({
    reference: TOLLS_RENTAL.reference,
    branch: 'Dubai_Ittihad Road',
    pickupAt: outAt,
    paymentMethod: 'card',
  });
  if (!booking) return;
  await db().update(bookings).set({ status: 'completed' }).where(eq(bookings.id, booking.id));
  const [row] = await db()
    .select({ modelId: bookings.vehicleModelId, branchId: bookings.pickupBranchId })
    .from(bookings)
    .where(eq(bookings.id, booking.id));
  const [staff] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.ae'));
  const [carId] = await addCars(row.branchId, row.modelId, 1, {
    plateEmirate: TOLLS_RENTAL.plate.emirate,
    plateCode: TOLLS_RENTAL.plate.code,
    plateNumber: TOLLS_RENTAL.plate.number,
    vin: 'TSTSALXK000007007',
  });
  // Out of the counts other journeys make of the branch's cars.
  await db().update(fleetCars).set({ status: 'retired' }).where(eq(fleetCars.id, carId));
  await addRental({
    bookingId: booking.id,
    fleetCarId: carId,
    staffId: staff.id,
    outAt,
    inAt: new Date(now.getTime() - 18 * DAY_MS),
  });
}

import { and, eq, gt } from 'drizzle-orm';
import { db } from '../../app/db/client.server';
import { type BookingCustomerDetails, branches, fleetCars, rateCards } from '../../app/db/schema';
import { setStock } from './cars';
import { createEnquiry } from '../../app/modules/bookings/customer-steps/booking-enquiries.server';

/** The driver of every test booking. */
export const testDriver: BookingCustomerDetails = {
  firstName: 'Sara',
  lastName: 'Customer',
  email: 'sara@example.ae',
  streetAddress: 'Sheikh Zayed Road 12',
  poBox: '12345',
  emirate: 'Dubai',
  city: 'Dubai',
  mobile: '+971501234567',
  birthDate: '1990-05-14',
  company: null,
  comments: null,
  hasFazaa: false,
  hasEsaad: false,
};

/**
 * A model with a daily rate that the Dubai Ittihad Road branch stocks, given `cars` of it there.
 * Needs the seed.
 */
export async function bookableModel(cars: number) {
  const [{ id: branchId }] = await db()
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.value, 'Dubai_Ittihad Road'));
  const [{ id: modelId }] = await db()
    .selectDistinct({ id: fleetCars.vehicleModelId })
    .from(fleetCars)
    .innerJoin(rateCards, eq(rateCards.vehicleModelId, fleetCars.vehicleModelId))
    .where(and(eq(fleetCars.homeBranchId, branchId), gt(rateCards.dailyFils, 0), gt(rateCards.gpsDailyFils, 0)))
    .orderBy(fleetCars.vehicleModelId)
    .limit(1);
  await setStock(branchId, modelId, cars);
  return { branchId, modelId };
}

export { setStock };

/** An enquiry for an Economy car at Dubai Ittihad Road, for the given times. */
export function enquiryAt(
  userId: number | null,
  pickupAt: Date,
  dropoffAt: Date,
  delivery: { city: string; address: string } | null = null,
) {
  return createEnquiry(
    {
      firstName: 'Sara',
      lastName: 'Customer',
      email: 'sara@example.ae',
      phone: '+971501234567',
      vehicleType: 'Economy',
      pickupLocation: 'Dubai_Ittihad Road',
      dropoffLocation: 'Dubai_Ittihad Road',
      collectionCity: null,
      returnAddress: null,
      flightNumber: null,
      deliveryCity: delivery?.city ?? null,
      deliveryAddress: delivery?.address ?? null,
      pickupAt,
      dropoffAt,
      ageGroup: '25+',
      residency: 'resident',
    },
    { locale: 'en', userId },
  );
}

/** The same, pick-up at 10:00 Dubai time `daysAhead` days from now, for `days` days. */
export function enquiryFor(userId: number | null, daysAhead: number, days = 1) {
  const pickupAt = new Date(Date.now() + daysAhead * 86_400_000);
  pickupAt.setUTCHours(6, 0, 0, 0);
  return enquiryAt(userId, pickupAt, new Date(pickupAt.getTime() + days * 86_400_000));
}

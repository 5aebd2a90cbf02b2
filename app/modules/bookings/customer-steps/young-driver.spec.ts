import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { withTestDatabase } from '../../../../tests/setup/test-database';
import { bookableModel, enquiryFor, setStock } from '../../../../tests/factories/bookings';
import { routeArgs } from '../../../../tests/factories/route-args';
import { bookingEnquiries, bookings, users, vehicleModels, vehicleTypes } from '~/db/schema';
import { seedDatabase } from '~/db/seed/index.server';
import { createSession } from '~/modules/auth/sessions.server';
import { forgetReferenceData } from '~/modules/cache/reference-cache.server';
import { action } from '~/routes/bill';
import { findCustomerBooking } from './bill.server';
import { findEnquiry } from './booking-enquiries.server';
import { selectVehicle } from './select-vehicle.server';

const database = withTestDatabase();
const db = () => database.handle().db;
let modelId: number;
let branchId: number;
/** 22 years and two months ago: 22 at a pick-up days away, under the class's 23 and over its young-driver 21. */
const birthDate = (() => {
  const day = new Date();
  day.setUTCDate(1);
  day.setUTCFullYear(day.getUTCFullYear() - 22, day.getUTCMonth() - 2);
  return day.toISOString().slice(0, 10);
})();
let young: { id: number; reviewStatus: 'approved' };

beforeAll(async () => {
  await seedDatabase(db());
  ({ branchId, modelId } = await bookableModel(5));
  // The model's class takes drivers from 21 with AED 30 a day before VAT; its minimum stays 23.
  const [model] = await db()
    .select({ typeId: vehicleModels.vehicleTypeId })
    .from(vehicleModels)
    .where(eq(vehicleModels.id, modelId));
  await db()
    .update(vehicleTypes)
    .set({ minimumRenterAge: 23, youngDriverMinimumAge: 21, youngDriverDailyFils: 3_000 })
    .where(eq(vehicleTypes.id, model.typeId));
  forgetReferenceData();
  const [row] = await db()
    .insert(users)
    .values({
      fullName: 'Omar Young',
      email: 'omar@example.ae',
      phone: '+971501234568',
      passwordHash: 'x',
      reviewStatus: 'approved',
      birthDate,
    })
    .returning({ id: users.id });
  young = { id: row.id, reviewStatus: 'approved' };
});

async function held(ageGroup: '21-22' | '25+') {
  await setStock(branchId, modelId, 5);
  const enquiryKey = await enquiryFor(young.id, 6, 2);
  await db().update(bookingEnquiries).set({ ageGroup }).where(eq(bookingEnquiries.publicId, enquiryKey));
  await db()
    .update(bookings)
    .set({ holdExpiresAt: new Date(0) })
    .where(and(eq(bookings.userId, young.id), eq(bookings.status, 'draft')));
  const selected = await selectVehicle(young, enquiryKey, modelId);
  if (!selected.ok) throw new Error(selected.reason);
  return { bookingId: selected.bookingId, enquiryKey };
}

async function sendPersonalStep(bookingId: number, enquiryKey: string) {
  const cookie = (await createSession(young.id, ['customer'], null)).split(';')[0];
  const body = new URLSearchParams({
    intent: 'personal',
    firstName: 'Omar',
    lastName: 'Young',
    email: 'omar@example.ae',
    mobile: '+971501234568',
    birthDate,
    streetAddress: 'Sheikh Zayed Road 12',
    poBox: '12345',
    emirate: 'Dubai',
    city: 'Dubai',
    paymentMethod: 'pay_on_pickup',
    acceptTerms: 'on',
  });
  const request = new Request(`http://localhost/bill/${bookingId}/${enquiryKey}/personal`, {
    method: 'POST',
    body,
    headers: { Cookie: cookie },
  });
  return action(routeArgs(request, { bookingId: String(bookingId), enquiryId: enquiryKey, tab: 'personal' }));
}

const lineCodes = async (bookingId: number) =>
  (await findCustomerBooking(young.id, bookingId))!.priceSnapshot.quote.lines.map((line) => line.code);

describe('the young-driver surcharge', () => {
  test('a 21-22 search is priced with the surcharge a day, and a 22-year-old books at that price', async () => {
    const { bookingId, enquiryKey } = await held('21-22');
    expect((await findEnquiry(enquiryKey))!.youngDriver).toBe(true);
    const booking = (await findCustomerBooking(young.id, bookingId))!;
    expect(booking.priceSnapshot.quote.lines).toContainEqual({ code: 'young_driver', amountFils: 6_000 });
    const answer = (await sendPersonalStep(bookingId, enquiryKey)) as Response;
    expect(answer.status).toBe(302);
    expect((await findCustomerBooking(young.id, bookingId))!.status).toBe('confirmed');
  });

  test('a search that said 25+ for a 22-year-old: the birth date adds the surcharge, says so and does not book', async () => {
    const { bookingId, enquiryKey } = await held('25+');
    expect(await lineCodes(bookingId)).not.toContain('young_driver');
    const answer = (await sendPersonalStep(bookingId, enquiryKey)) as { init: { status: number }; data: unknown };
    expect(answer.init.status).toBe(409);
    expect(JSON.stringify(answer.data)).toContain('Drivers under 23 pay the young-driver surcharge for this car');
    const after = (await findCustomerBooking(young.id, bookingId))!;
    expect(after.status).toBe('draft');
    expect(await lineCodes(bookingId)).toContain('young_driver');
    // Sent again with the new price shown, it books.
    expect(((await sendPersonalStep(bookingId, enquiryKey)) as Response).status).toBe(302);
  });
});

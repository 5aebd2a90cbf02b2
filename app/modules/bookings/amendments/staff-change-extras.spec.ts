import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { type TestAccount, createAccount, routeArgs, settle } from '../../../../tests/factories/accounts';
import { bookableModel, enquiryFor, testDriver } from '../../../../tests/factories/bookings';
import { withTestDatabase } from '../../../../tests/setup/test-database';
import { bookings, promoCodes, vehicleModels, vehicleTypes } from '~/db/schema';
import { seedDatabase } from '~/db/seed/index.server';
import * as adminBookingChange from '~/routes/admin-booking-change';
import { dubaiToday, toDubaiParts } from '~/utils/dubai-time';
import { addDays } from '~/utils/form-rules';
import { findCustomerBooking } from '../customer-steps/bill.server';
import { confirmPayOnPickup } from '../customer-steps/personal-step.server';
import { selectVehicle } from '../customer-steps/select-vehicle.server';
import { readPriceSnapshot } from '../records/price-snapshot-schema';
import { type AmendmentActor, type AmendmentRequest, quoteAmendment } from './amendment-quotes.server';
import { amendBooking } from './booking-amendments.server';

/**
 * Staff change a booking's delivery, promo code and driver as the walk-in form takes them: priced again
 * through the one quote, the code checked as a staff booking checks it, the driver's age deciding the
 * young-driver surcharge; a customer's own change keeps all three as booked.
 */
const database = withTestDatabase();
const db = () => database.handle().db;

let customer: TestAccount;
let staff: AmendmentActor;
let staffCookie: string;
let modelId: number;
let classId: number;
let day = 3;

beforeAll(async () => {
  await seedDatabase(db());
  ({ modelId } = await bookableModel(30));
  [{ classId }] = await db()
    .select({ classId: vehicleModels.vehicleTypeId })
    .from(vehicleModels)
    .where(eq(vehicleModels.id, modelId));
  customer = await createAccount({ reviewStatus: 'approved' });
  const admin = await createAccount({ roles: ['admin'] });
  staff = { kind: 'staff', staffId: admin.id };
  staffCookie = admin.cookie;
  await db()
    .insert(promoCodes)
    .values([
      { code: 'COUNTER10', percentOff: 10, validFrom: dubaiToday(), validUntil: addDays(dubaiToday(), 60) },
      {
        code: 'ONCEONLY',
        amountOffFils: 5_000,
        validFrom: dubaiToday(),
        validUntil: addDays(dubaiToday(), 60),
        maxUses: 1,
      },
    ]);
});

/** A confirmed two-day booking paid at pick-up, some days ahead, driven by `birthDate`. */
async function booked(birthDate = testDriver.birthDate) {
  const enquiryId = await enquiryFor(customer.id, (day += 4), 2);
  const selected = await selectVehicle({ id: customer.id, reviewStatus: 'approved' }, enquiryId, modelId);
  if (!selected.ok) throw new Error(selected.reason);
  const booking = (await findCustomerBooking(customer.id, selected.bookingId))!;
  const done = await confirmPayOnPickup(customer.id, booking, { ...testDriver, birthDate });
  if (!done.ok) throw new Error(done.reason);
  return (await findCustomerBooking(customer.id, selected.bookingId))!;
}

const sameRental = (booking: Awaited<ReturnType<typeof booked>>): AmendmentRequest => ({
  bookingId: booking.id,
  pickupAt: booking.pickupAt,
  dropoffAt: booking.dropoffAt,
  extras: booking.priceSnapshot.extras,
});
const row = async (bookingId: number) => (await db().select().from(bookings).where(eq(bookings.id, bookingId)))[0];
const codes = (lines: readonly { code: string }[]) => lines.map((line) => line.code);

describe('staff change delivery, promo code and driver', () => {
  test('delivery to another city and a code: priced again with their lines, then written to the booking', async () => {
    const booking = await booked();
    const request = {
      ...sameRental(booking),
      delivery: { city: 'Abu Dhabi', address: 'Villa 3, Khalifa City' },
      promoCode: 'counter10',
    };
    const quoted = await quoteAmendment(staff, request);
    if (!quoted.ok) throw new Error(quoted.reason);
    const { lines } = quoted.quote.after.priceSnapshot.quote;
    const base = lines.find((line) => line.code === 'base')!.amountFils;
    // Delivery from the Dubai branch to another city: AED 200 before VAT; the code takes 10% of the rental.
    expect(lines).toContainEqual({ code: 'delivery', amountFils: 20_000 });
    expect(lines).toContainEqual({ code: 'promo_discount', amountFils: -Math.round(base / 10) });
    expect(quoted.quote.after.priceSnapshot.promo).toMatchObject({ code: 'COUNTER10', percentOff: 10 });

    const result = await amendBooking(staff, request, quoted.quote.differenceFils);
    expect(result).toMatchObject({ ok: true, kind: 'applied' });
    const changed = await row(booking.id);
    const [code] = await db().select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.code, 'COUNTER10'));
    expect(changed).toMatchObject({
      deliveryCity: 'Abu Dhabi',
      deliveryAddress: 'Villa 3, Khalifa City',
      promoCodeId: code.id,
      totalFils: quoted.quote.after.totalFils,
    });
    expect(readPriceSnapshot(changed.priceSnapshot, 'changed').deliveryCity).toBe('Abu Dhabi');

    // A customer's own change of dates later keeps the delivery and the code as booked.
    const later = await quoteAmendment(
      { kind: 'customer', userId: customer.id },
      { ...sameRental(booking), dropoffAt: new Date(booking.dropoffAt.getTime() + 86_400_000) },
    );
    if (!later.ok) throw new Error(later.reason);
    expect(codes(later.quote.after.priceSnapshot.quote.lines)).toEqual(
      expect.arrayContaining(['delivery', 'promo_discount']),
    );
    expect(later.quote.after).toMatchObject({ delivery: { city: 'Abu Dhabi' }, promoCodeId: code.id });

    // Staff take both off again: the lines go, and so does the code's use.
    const off = { ...sameRental(booking), delivery: null, promoCode: null };
    const plain = await quoteAmendment(staff, off);
    if (!plain.ok) throw new Error(plain.reason);
    expect(codes(plain.quote.after.priceSnapshot.quote.lines)).not.toContain('delivery');
    expect(await amendBooking(staff, off, plain.quote.differenceFils)).toMatchObject({ ok: true });
    expect(await row(booking.id)).toMatchObject({ deliveryCity: null, deliveryAddress: null, promoCodeId: null });
  });

  test('a code that is not valid, or whose last use another booking holds, is refused and nothing changes', async () => {
    const booking = await booked();
    expect(await quoteAmendment(staff, { ...sameRental(booking), promoCode: 'NOPE' })).toEqual({
      ok: false,
      reason: 'promo',
      refusal: 'unknown',
    });
    const other = await booked();
    const once = { ...sameRental(other), promoCode: 'ONCEONLY' };
    const quoted = await quoteAmendment(staff, once);
    if (!quoted.ok) throw new Error(quoted.reason);
    expect(await amendBooking(staff, once, quoted.quote.differenceFils)).toMatchObject({ ok: true });
    expect(await quoteAmendment(staff, { ...sameRental(booking), promoCode: 'onceonly' })).toEqual({
      ok: false,
      reason: 'promo',
      refusal: 'used_up',
    });
    // The booking that holds it keeps it through another change.
    const again = await quoteAmendment(staff, { ...once, extras: { ...once.extras, gps: !once.extras.gps } });
    expect(again.ok).toBe(true);
    expect((await row(booking.id)).promoCodeId).toBeNull();
  });

  test('the driver’s birth date decides the young-driver surcharge for the car’s class, and is written to the booking', async () => {
    const [was] = await db()
      .select({
        minimumRenterAge: vehicleTypes.minimumRenterAge,
        youngDriverMinimumAge: vehicleTypes.youngDriverMinimumAge,
        youngDriverDailyFils: vehicleTypes.youngDriverDailyFils,
      })
      .from(vehicleTypes)
      .where(eq(vehicleTypes.id, classId));
    await db()
      .update(vehicleTypes)
      .set({ minimumRenterAge: 25, youngDriverMinimumAge: 21, youngDriverDailyFils: 3_000 })
      .where(eq(vehicleTypes.id, classId));
    try {
      const booking = await booked();
      const pickupDay = toDubaiParts(booking.pickupAt).date;
      const twentyTwo = `${Number(pickupDay.slice(0, 4)) - 22}-01-01`;
      const young = { ...sameRental(booking), driverBirthDate: twentyTwo };
      const quoted = await quoteAmendment(staff, young);
      if (!quoted.ok) throw new Error(quoted.reason);
      // Two days at AED 30 before VAT.
      expect(quoted.quote.after.priceSnapshot.quote.lines).toContainEqual({ code: 'young_driver', amountFils: 6_000 });
      expect(quoted.quote.after.priceSnapshot.youngDriver).toBe(true);
      expect(await amendBooking(staff, young, quoted.quote.differenceFils)).toMatchObject({ ok: true });
      expect((await row(booking.id)).customerDetails?.birthDate).toBe(twentyTwo);

      // The customer's own change of dates keeps the surcharge the driver's age calls for.
      const later = await quoteAmendment(
        { kind: 'customer', userId: customer.id },
        { ...sameRental(booking), dropoffAt: new Date(booking.dropoffAt.getTime() + 86_400_000) },
      );
      if (!later.ok) throw new Error(later.reason);
      expect(codes(later.quote.after.priceSnapshot.quote.lines)).toContain('young_driver');

      // Twenty: under the youngest the class takes.
      const twenty = `${Number(pickupDay.slice(0, 4)) - 20}-01-01`;
      expect(await quoteAmendment(staff, { ...sameRental(booking), driverBirthDate: twenty })).toEqual({
        ok: false,
        reason: 'too_young',
        age: 21,
      });
    } finally {
      await db().update(vehicleTypes).set(was).where(eq(vehicleTypes.id, classId));
    }
  });

  test('the staff page’s form: a refused code comes back at its field with everything typed kept; a good one is priced', async () => {
    const booking = await booked();
    const pickup = toDubaiParts(booking.pickupAt);
    const dropoff = toDubaiParts(booking.dropoffAt);
    const post = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      const request = new Request(`http://localhost/admin/bookings/${booking.id}/change`, {
        method: 'POST',
        body,
        headers: { Cookie: staffCookie, 'Sec-Fetch-Mode': 'navigate' },
      });
      return settle(() => adminBookingChange.action(routeArgs(request, { bookingId: String(booking.id) })));
    };
    const form = {
      intent: 'preview',
      pickupDate: pickup.date,
      pickupTime: pickup.time,
      dropoffDate: dropoff.date,
      dropoffTime: dropoff.time,
      vehicleModelId: String(modelId),
      deliver: 'on',
      deliveryCity: 'Dubai',
      deliveryAddress: 'Marina Gate 2, flat 1204',
      driverBirthDate: testDriver.birthDate,
    };
    const missing = await post({ ...form, deliveryAddress: '' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      errors: { deliveryAddress: 'Please input the address we deliver the car to!' },
      values: { deliver: true, deliveryCity: 'Dubai' },
    });
    const refused = await post({ ...form, promoCode: 'NOT-A-CODE' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errors: { promoCode: 'This promo code is not valid.' },
      values: { promoCode: 'NOT-A-CODE', deliveryAddress: 'Marina Gate 2, flat 1204' },
      preview: null,
    });
    const priced = await post({ ...form, promoCode: 'counter10' });
    expect(priced.status).toBe(200);
    const { preview } = priced.body as { preview: { quote: { lines: { code: string; amountFils: number }[] } } };
    // Delivery within the pick-up's city: AED 100 before VAT.
    expect(preview.quote.lines).toContainEqual({ code: 'delivery', amountFils: 10_000 });
    expect(codes(preview.quote.lines)).toContain('promo_discount');
  });
});

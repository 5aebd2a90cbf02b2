import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { withTestDatabase } from '../../../../tests/setup/test-database';
import { setStock } from '../../../../tests/factories/cars';
import { seedDatabase } from '~/db/seed/index.server';
import {
  accountEvents,
  bookingEvents,
  bookings,
  branches,
  fleetCars,
  outboxMessages,
  promoCodes,
  users,
  vehicleModels,
  vehicleTypes,
} from '~/db/schema';
import { noExtras } from '~/modules/pricing/quote-booking';
import type { StaffBookingInput } from './staff-booking-form';
import { bookForCustomer } from './staff-booking.server';

const database = withTestDatabase();
const db = () => database.handle().db;
const at = (iso: string) => new Date(`${iso}+04:00`);
// A Monday morning at the counter; the customer takes the car at 11:00 the same day.
const now = at('2027-03-01T09:30:00');
let branchId: number;
let modelId: number;
let staffId: number;

const documents = {
  birthDate: '1990-05-01',
  licenceNumber: 'DXB-123456',
  licenceExpiry: '2030-01-01',
  passportNumber: '784-1990-1234567-1',
  passportExpiry: '2031-01-01',
};

const input = (overrides: Partial<StaffBookingInput> = {}): StaffBookingInput => ({
  channel: 'walk_in',
  customer: { kind: 'new', fullName: 'Walk In', email: 'walk.in@example.ae', phone: '+971501112233' },
  documents,
  address: {
    residency: 'resident',
    streetAddress: 'Sheikh Zayed Road',
    poBox: '1234',
    emirate: 'Dubai',
    city: 'Dubai',
    comments: null,
  },
  pickupBranchId: branchId,
  dropoffBranchId: branchId,
  vehicleModelId: modelId,
  pickupAt: at('2027-03-01T11:00:00'),
  dropoffAt: at('2027-03-03T11:00:00'),
  extras: { ...noExtras, fullInsurance: true },
  delivery: null,
  promoCode: null,
  youngDriver: false,
  payment: 'pay_on_pickup',
  ...overrides,
});

beforeAll(async () => {
  await seedDatabase(db(), { today: now });
  [{ id: branchId }] = await db()
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.value, 'Dubai_Ittihad Road'));
  [{ vehicleModelId: modelId }] = await db()
    .select({ vehicleModelId: fleetCars.vehicleModelId })
    .from(fleetCars)
    .where(eq(fleetCars.homeBranchId, branchId))
    .limit(1);
  await setStock(branchId, modelId, 3);
  [{ id: staffId }] = await db()
    .insert(users)
    .values({
      fullName: 'Counter Staff',
      email: 'counter@example.ae',
      phone: '+971500000009',
      passwordHash: 'x',
      roles: ['admin'],
    })
    .returning({ id: users.id });
});

const bookingRow = async (bookingId: number) =>
  (await db().select().from(bookings).where(eq(bookings.id, bookingId)))[0];

describe('staff book for a walk-in or phone customer', () => {
  test('given an approved customer found by staff, should confirm a same-day booking made by staff on the phone', async () => {
    const [customer] = await db()
      .insert(users)
      .values({
        fullName: 'Known Customer',
        email: 'known@example.ae',
        phone: '+971502223344',
        passwordHash: 'x',
        reviewStatus: 'approved',
        birthDate: '1985-02-02',
      })
      .returning({ id: users.id });
    const result = await bookForCustomer(
      input({ channel: 'phone', customer: { kind: 'existing', userId: customer.id }, documents: null }),
      staffId,
      null,
      now,
    );
    expect(result).toMatchObject({ ok: true, customerCreated: false });
    if (!result.ok) return;
    const row = await bookingRow(result.bookingId);
    expect(row).toMatchObject({
      userId: customer.id,
      status: 'confirmed',
      channel: 'phone',
      createdBy: staffId,
      paymentMethod: 'pay_on_pickup',
      counterPaidAt: null,
    });
    expect(row.invoiceNumber).not.toBeNull();
    expect(row.priceSnapshot?.quote.lines.map((line) => line.code)).toEqual(['base', 'cdw', 'pay_on_pickup']);
    const [event] = await db()
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, result.bookingId), eq(bookingEvents.toStatus, 'confirmed')));
    expect(event).toMatchObject({ actorId: staffId, actorKind: 'staff', reason: 'booked by phone' });
    const mails = await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, 'known@example.ae'));
    expect(mails).toHaveLength(1);
  });

  test('given a new customer at the counter, should make an approved account with the documents seen and no known password', async () => {
    const result = await bookForCustomer(input(), staffId, null, now);
    expect(result).toMatchObject({ ok: true, customerCreated: true });
    if (!result.ok) return;
    const [account] = await db().select().from(users).where(eq(users.email, 'walk.in@example.ae'));
    expect(account).toMatchObject({
      ...documents,
      reviewStatus: 'approved',
      reviewedBy: staffId,
      phone: '+971501112233',
    });
    expect(account.passwordHash).toMatch(/^\$argon2id\$/);
    const events = await db().select().from(accountEvents).where(eq(accountEvents.userId, account.id));
    expect(events.map((event) => [event.kind, event.actorId])).toEqual([
      ['registered', staffId],
      ['approved', staffId],
    ]);
    expect(await bookingRow(result.bookingId)).toMatchObject({
      userId: account.id,
      channel: 'walk_in',
      status: 'confirmed',
    });
    // The same email again is the same customer: found, not made twice.
    expect(await bookForCustomer(input(), staffId, null, now)).toEqual({ ok: false, reason: 'email_taken' });
  });

  test('given payment at the counter, should confirm and record the payment in one step', async () => {
    const result = await bookForCustomer(
      input({
        customer: { kind: 'new', fullName: 'Cash Payer', email: 'cash@example.ae', phone: '+971503334455' },
        payment: 'counter_card',
      }),
      staffId,
      null,
      now,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const row = await bookingRow(result.bookingId);
    expect(row).toMatchObject({ status: 'confirmed', counterPaymentMethod: 'card', counterPaidBy: staffId });
    expect(row.counterPaidAt).toEqual(now);
  });

  test('given the model fully booked at the branch, should refuse and make no account', async () => {
    // Three cars, three bookings above: none left for the same days.
    const result = await bookForCustomer(
      input({ customer: { kind: 'new', fullName: 'Too Late', email: 'late@example.ae', phone: '+971504445566' } }),
      staffId,
      null,
      now,
    );
    expect(result).toEqual({ ok: false, reason: 'unavailable' });
    expect(await db().select().from(users).where(eq(users.email, 'late@example.ae'))).toEqual([]);
  });

  test('given a total read out that is no longer the price, should hold nothing and give the new price', async () => {
    await setStock(branchId, modelId, 4);
    const result = await bookForCustomer(
      input({
        customer: { kind: 'new', fullName: 'Old Price', email: 'old.price@example.ae', phone: '+971505556677' },
      }),
      staffId,
      1,
      now,
    );
    expect(result).toMatchObject({ ok: false, reason: 'price_changed' });
  });
});

describe('staff price what customers can buy', () => {
  const later = { pickupAt: at('2027-03-10T11:00:00'), dropoffAt: at('2027-03-12T11:00:00') };

  test('given delivery, a promo code and a young driver, should book with their lines and keep the code', async () => {
    await setStock(branchId, modelId, 10);
    const [{ typeId }] = await db()
      .select({ typeId: vehicleModels.vehicleTypeId })
      .from(vehicleModels)
      .where(eq(vehicleModels.id, modelId));
    const [type] = await db().select().from(vehicleTypes).where(eq(vehicleTypes.id, typeId));
    await db()
      .update(vehicleTypes)
      .set({ youngDriverMinimumAge: Math.min(21, type.minimumRenterAge - 1), youngDriverDailyFils: 3_000 })
      .where(eq(vehicleTypes.id, typeId));
    const [code] = await db()
      .insert(promoCodes)
      .values({ code: 'COUNTER10', percentOff: 10, validFrom: '2027-01-01', validUntil: '2027-12-31' })
      .returning({ id: promoCodes.id });
    const result = await bookForCustomer(
      input({
        ...later,
        customer: { kind: 'new', fullName: 'Young Guest', email: 'young.guest@example.ae', phone: '+971506667788' },
        delivery: { city: 'Abu Dhabi', address: 'Villa 3, Khalifa City' },
        promoCode: 'counter10',
        youngDriver: true,
      }),
      staffId,
      null,
      now,
    );
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    const row = await bookingRow(result.bookingId);
    expect(row).toMatchObject({
      status: 'confirmed',
      deliveryCity: 'Abu Dhabi',
      deliveryAddress: 'Villa 3, Khalifa City',
      promoCodeId: code.id,
    });
    const lines = row.priceSnapshot!.quote.lines;
    expect(lines.map((line) => line.code)).toEqual(
      expect.arrayContaining(['base', 'young_driver', 'promo_discount', 'delivery']),
    );
    expect(lines.find((line) => line.code === 'young_driver')?.amountFils).toBe(6_000);
    expect(lines.find((line) => line.code === 'delivery')?.amountFils).toBe(20_000);
    expect(row.priceSnapshot!.promo?.code).toBe('COUNTER10');
  });

  test('given a code the customer may not use, should refuse it by reason and make no account', async () => {
    await db()
      .insert(promoCodes)
      .values({ code: 'FUTURE', percentOff: 5, validFrom: '2099-01-01', validUntil: '2099-12-31' });
    const newcomer = { kind: 'new', fullName: 'Code Tryer', email: 'code.tryer@example.ae', phone: '+971507778899' };
    for (const [promoCode, refusal] of [
      ['NOSUCHCODE', 'unknown'],
      ['future', 'not_yet'],
    ] as const) {
      const result = await bookForCustomer(
        input({ ...later, customer: newcomer as StaffBookingInput['customer'], promoCode }),
        staffId,
        null,
        now,
      );
      expect(result).toEqual({ ok: false, reason: 'promo', refusal });
    }
    expect(await db().select().from(users).where(eq(users.email, 'code.tryer@example.ae'))).toEqual([]);
  });
});

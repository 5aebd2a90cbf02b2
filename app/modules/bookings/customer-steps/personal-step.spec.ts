import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { withTestDatabase } from '../../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { forgetReferenceData } from '~/modules/cache/reference-cache.server';
import { bookingEnquiries, bookings, settings, users } from '~/db/schema';
import { translator } from '~/i18n/translate';
import { invoiceSource } from '~/modules/invoices/issued-invoices.server';
import { buildTaxInvoice } from '~/modules/invoices/tax-invoice';
import { personalSchema } from './personal-form';
import { bookableModel, enquiryFor, setStock, testDriver } from '../../../../tests/factories/bookings';
import { findCustomerBooking } from './bill.server';
import { confirmPayOnPickup, personalStepDefaults, personalStepRules } from './personal-step.server';
import { repriceSnapshot } from '../records/price-snapshot';
import { readPriceSnapshot } from '../records/price-snapshot-schema';
import { selectVehicle } from './select-vehicle.server';

const database = withTestDatabase();
const db = () => database.handle().db;
let modelId: number;
let branchId: number;
let owner: { id: number; reviewStatus: 'approved' };

const driver = testDriver;

beforeAll(async () => {
  await seedDatabase(db());
  ({ branchId, modelId } = await bookableModel(5));
  const [row] = await db()
    .insert(users)
    .values({
      fullName: 'Sara Customer',
      email: 'sara@example.ae',
      phone: '+971501234567',
      passwordHash: 'x',
      reviewStatus: 'approved',
    })
    .returning({ id: users.id });
  owner = { id: row.id, reviewStatus: 'approved' };
});

async function draft(daysAhead: number, cars = 5, residency: 'resident' | 'visitor' = 'resident') {
  await setStock(branchId, modelId, cars);
  const enquiryId = await enquiryFor(owner.id, daysAhead, 2);
  if (residency === 'visitor')
    await db().update(bookingEnquiries).set({ residency }).where(eq(bookingEnquiries.publicId, enquiryId));
  // A customer holds at most two cars: the earlier tests' holds are let go first.
  await db()
    .update(bookings)
    .set({ holdExpiresAt: new Date(0) })
    .where(and(eq(bookings.userId, owner.id), eq(bookings.status, 'draft')));
  const selected = await selectVehicle(owner, enquiryId, modelId);
  if (!selected.ok) throw new Error(selected.reason);
  return (await findCustomerBooking(owner.id, selected.bookingId))!;
}

describe('the personal step: pay on pick-up', () => {
  test('confirms at once with the driver, the 10% added, an invoice number and a recorded move', async () => {
    const booking = await draft(5);
    expect(await confirmPayOnPickup(owner.id, booking, driver)).toEqual({ ok: true });
    const [row] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({
      status: 'confirmed',
      paymentMethod: 'pay_on_pickup',
      customerDetails: driver,
      holdExpiresAt: null,
    });
    expect(row.invoiceNumber).toBeGreaterThan(100000);
    const snapshot = readPriceSnapshot(row.priceSnapshot, 'the booking');
    const base = snapshot.quote.lines.find((line) => line.code === 'base')!.amountFils;
    expect(snapshot.quote.lines.find((line) => line.code === 'pay_on_pickup')!.amountFils).toBe(Math.round(base / 10));
    expect(row.totalFils).toBe(snapshot.quote.totalFils);
    // Submitting again (a second tab, a replay) changes nothing.
    expect(await confirmPayOnPickup(owner.id, booking, driver)).toEqual({ ok: false, reason: 'not_found' });
  });

  test('a Fazaa card ticked takes the percentage set in the company settings off the rental; none set, nothing', async () => {
    // As the settings page saves them: written, then the cached reference data forgotten.
    const setRates = async (fazaa: number, esaad: number) => {
      await Promise.all(
        [
          ['fazaaDiscountPercent', fazaa],
          ['esaadDiscountPercent', esaad],
        ].map(([key, value]) =>
          db()
            .update(settings)
            .set({ value })
            .where(eq(settings.key, key as string)),
        ),
      );
      forgetReferenceData();
    };
    const priceOf = async (booking: { id: number }) =>
      readPriceSnapshot(
        (await db().select().from(bookings).where(eq(bookings.id, booking.id)))[0].priceSnapshot,
        'the booking',
      ).quote;

    await setRates(10, 15);
    const member = await draft(12);
    const plain = repriceSnapshot(member.priceSnapshot, { paymentMethod: 'pay_on_pickup' }).quote;
    expect(await confirmPayOnPickup(owner.id, member, { ...driver, hasFazaa: true })).toEqual({ ok: true });
    const base = plain.lines.find((line) => line.code === 'base')!.amountFils;
    const discounted = await priceOf(member);
    expect(discounted.lines).toContainEqual({
      code: 'fazaa_discount',
      amountFils: -Math.floor((base * 10 + 50) / 100),
    });
    expect(discounted.totalFils).toBeLessThan(plain.totalFils);

    // Both cards: the larger discount, not both.
    const both = await draft(14);
    await confirmPayOnPickup(owner.id, both, { ...driver, hasFazaa: true, hasEsaad: true });
    expect((await priceOf(both)).lines.map((line) => line.code)).toEqual(['base', 'pay_on_pickup', 'esaad_discount']);

    // The owner sets none: a tick changes nothing.
    await setRates(0, 0);
    const unoffered = await draft(16);
    await confirmPayOnPickup(owner.id, unoffered, { ...driver, hasFazaa: true });
    expect(await priceOf(unoffered)).toEqual(
      repriceSnapshot(unoffered.priceSnapshot, { paymentMethod: 'pay_on_pickup' }).quote,
    );
    await setRates(10, 10);
  });

  test('after the hold has run out the booking cannot be confirmed', async () => {
    const booking = await draft(6);
    expect(await confirmPayOnPickup(owner.id, booking, driver, new Date(Date.now() + 31 * 60_000))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  test('after a failed payment the car must still be free', async () => {
    const booking = await draft(20, 1);
    await db().update(bookings).set({ status: 'payment_failed' }).where(eq(bookings.id, booking.id));
    const other = await draft(20, 1); // the released car is taken by the same customer's second booking
    expect(other.status).toBe('draft');
    expect(await confirmPayOnPickup(owner.id, booking, driver)).toEqual({ ok: false, reason: 'unavailable' });
  });

  test('the rules come from the vehicle type and the pick-up day in Dubai', async () => {
    const booking = await draft(8);
    await db().update(users).set({ birthDate: '1990-05-14' }).where(eq(users.id, owner.id));
    const rules = await personalStepRules(booking, owner.id);
    expect(rules.verifiedBirthDate).toBe('1990-05-14');
    await db().update(users).set({ reviewStatus: 'pending' }).where(eq(users.id, owner.id));
    expect((await personalStepRules(booking, owner.id)).verifiedBirthDate).toBeNull();
    await db().update(users).set({ reviewStatus: 'approved' }).where(eq(users.id, owner.id));
    expect(rules.emirates).toContain('Dubai');
    expect([23, 25]).toContain(rules.minimumAge);
    expect(rules.pickupDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('a visitor’s booking', () => {
  test('asks for the home address, keeps it on the booking and prints it on the tax invoice', async () => {
    const booking = await draft(9, 5, 'visitor');
    const rules = await personalStepRules(booking, owner.id);
    expect(rules.residency).toBe('visitor');
    const form = {
      firstName: 'Claire',
      lastName: 'Martin',
      email: 'claire@example.fr',
      mobile: '+33612345678',
      birthDate: '1988-02-03',
      streetAddress: '14 Rue des Lilas',
      city: 'Lyon',
      country: 'FR',
      postcode: '69003',
      paymentMethod: 'pay_on_pickup',
      acceptTerms: 'on',
    };
    const parsed = personalSchema({ t: translator('en'), ...rules, phoneToE164: (input) => input }).safeParse(form);
    if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
    expect(await confirmPayOnPickup(owner.id, booking, parsed.data.details)).toEqual({ ok: true });

    const [row] = await db()
      .select({ details: bookings.customerDetails })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(row!.details).toMatchObject({
      residency: 'visitor',
      streetAddress: '14 Rue des Lilas',
      city: 'Lyon',
      country: 'FR',
      postcode: '69003',
      poBox: '',
      emirate: '',
    });
    const invoice = buildTaxInvoice((await invoiceSource(booking.id))!);
    expect(invoice.customer.address).toEqual(['14 Rue des Lilas', 'Lyon 69003', 'France']);
  });
});

describe('the personal step starts from the previous booking', () => {
  let customer: { id: number; reviewStatus: 'approved' };
  let other: { id: number; reviewStatus: 'approved' };

  beforeAll(async () => {
    const rows = await db()
      .insert(users)
      .values([
        {
          fullName: 'Omar Repeat',
          email: 'omar@example.ae',
          phone: '+971502223333',
          passwordHash: 'x',
          reviewStatus: 'approved',
        },
        {
          fullName: 'Noor Other',
          email: 'noor@example.ae',
          phone: '+971504445555',
          passwordHash: 'x',
          reviewStatus: 'approved',
        },
      ] as const)
      .returning({ id: users.id });
    customer = { id: rows[0].id, reviewStatus: 'approved' };
    other = { id: rows[1].id, reviewStatus: 'approved' };
  });

  async function heldFor(user: { id: number; reviewStatus: 'approved' }, daysAhead: number) {
    await setStock(branchId, modelId, 5);
    await db()
      .update(bookings)
      .set({ holdExpiresAt: new Date(0) })
      .where(and(eq(bookings.userId, user.id), eq(bookings.status, 'draft')));
    const selected = await selectVehicle(user, await enquiryFor(user.id, daysAhead, 2), modelId);
    if (!selected.ok) throw new Error(selected.reason);
    return (await findCustomerBooking(user.id, selected.bookingId))!;
  }

  /** A booking of theirs that went through the personal step with these details, made at `createdAt`. */
  async function pastBooking(
    user: { id: number; reviewStatus: 'approved' },
    details: Partial<typeof driver>,
    createdAt: Date,
  ) {
    const booking = await heldFor(user, 40);
    await db()
      .update(bookings)
      .set({ customerDetails: { ...driver, ...details }, createdAt })
      .where(eq(bookings.id, booking.id));
  }

  test('a first booking starts from the account alone', async () => {
    const booking = await heldFor(customer, 10);
    const defaults = await personalStepDefaults(customer.id, booking, null);
    expect(defaults).toMatchObject({ firstName: 'Omar', lastName: 'Repeat', email: 'omar@example.ae' });
    expect(defaults.streetAddress).toBeUndefined();
  });

  test('the next booking is filled in with the address, company and birth date of the most recent one', async () => {
    await pastBooking(
      customer,
      { streetAddress: 'Old Street 1', city: 'Sharjah', emirate: 'Sharjah' },
      new Date('2026-01-01T10:00:00Z'),
    );
    await pastBooking(
      customer,
      {
        streetAddress: 'Al Wasl Road 7',
        poBox: '5566',
        emirate: 'Dubai',
        city: 'Dubai',
        company: 'Repeat Trading',
        birthDate: '1985-02-03',
        comments: 'Late flight',
      },
      new Date('2026-02-01T10:00:00Z'),
    );
    // Another customer's newer booking is never theirs to see.
    await pastBooking(other, { streetAddress: 'Not Yours 9' }, new Date('2026-03-01T10:00:00Z'));

    const booking = await heldFor(customer, 12);
    const defaults = await personalStepDefaults(customer.id, booking, null);
    expect(defaults).toMatchObject({
      firstName: 'Omar',
      email: 'omar@example.ae',
      mobile: '+971502223333',
      streetAddress: 'Al Wasl Road 7',
      poBox: '5566',
      emirate: 'Dubai',
      city: 'Dubai',
      company: 'Repeat Trading',
      birthDate: '1985-02-03',
    });
    // A note was for that trip only.
    expect(defaults.comments).toBeUndefined();
  });

  test("the account's own birth date wins over an earlier booking's", async () => {
    await db().update(users).set({ birthDate: '1984-12-24' }).where(eq(users.id, customer.id));
    const booking = await heldFor(customer, 14);
    expect(await personalStepDefaults(customer.id, booking, null)).toMatchObject({
      birthDate: '1984-12-24',
      streetAddress: 'Al Wasl Road 7',
    });
  });

  test('a draft kept for this booking wins, and the earlier address is not mixed into it', async () => {
    const booking = await heldFor(customer, 16);
    const defaults = await personalStepDefaults(customer.id, booking, { city: 'Ajman', poBox: '777' });
    expect(defaults).toMatchObject({ city: 'Ajman', poBox: '777', firstName: 'Omar' });
    expect(defaults.streetAddress).toBeUndefined();
  });

  test('details already saved on this booking are shown as they are', async () => {
    const booking = await heldFor(customer, 18);
    const saved = { ...booking, customerDetails: { ...driver, streetAddress: 'Saved Street 3', company: null } };
    expect(await personalStepDefaults(customer.id, saved, null)).toMatchObject({
      streetAddress: 'Saved Street 3',
      company: '',
    });
  });
});

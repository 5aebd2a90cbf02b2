import { and, asc, eq, gt } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import { type TestAccount, createAccount } from '../../../tests/factories/accounts';
import { testDriver } from '../../../tests/factories/bookings';
import { addCars } from '../../../tests/factories/cars';
import { branchId as branchIdOf, insertBooking } from '../../../tests/factories/staff-bookings';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import {
  auditEvents,
  bookingEvents,
  bookings,
  fleetCars,
  rateCards,
  rentals,
  users,
  vehicleModels,
  vehicleTypes,
} from '~/db/schema';
import { priceSnapshot } from '~/modules/bookings/records/price-snapshot';
import { freeCarsInLedger } from '~/modules/fleet/availability-ledger';
import { loadAvailabilityLedger } from '~/modules/fleet/availability-ledger.server';
import { carsAvailable } from '~/modules/fleet/availability.server';
import { checkBlock } from '~/modules/fleet/blocked-cars.server';
import { recordCounterDeposit } from '~/modules/payments/deposits.server';
import { noExtras } from '~/modules/pricing/quote-booking';
import { rateCardsInForce } from '~/modules/pricing/rate-cards.server';
import { quoteAmendment } from '~/modules/bookings/amendments/amendment-quotes.server';
import { addDays } from '~/modules/cars/car-rules';
import { dubaiDateTime, dubaiToday } from '~/utils/dubai-time';
import { type HandOverForm, licenceKey } from './hand-over-form';
import { handOverCar, handOverSheet } from './hand-over.server';
import { rentalRecordOf } from './rental-record.server';
import { returnSheet } from './return-car.server';

/*
 * Upgrades at the counter (decision 087): a car of a higher class goes out for a booking at the
 * booked price, with a note, recorded as an upgrade; a lower class is never offered; and from then
 * on the booking holds the higher class's car, not one of its booked model.
 */

const database = withTestDatabase();
const db = () => database.handle().db;
const HOUR = 3_600_000;
const BRANCH = 'Sharjah_MG Showroom';

let admin: TestAccount;
let customer: TestAccount;
let licence: string;
let signaturePng: Buffer;
let branchId: number;
/** A Standard model (booked), a Luxury one (higher) and an Economy one (lower), each with a day rate. */
const models = { standard: 0, luxury: 0, economy: 0 };
const classes = { standard: 0, luxury: 0 };

async function modelOfClass(name: string) {
  const [row] = await db()
    .select({ id: vehicleModels.id, vehicleTypeId: vehicleModels.vehicleTypeId })
    .from(vehicleModels)
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicleModels.vehicleTypeId))
    .innerJoin(rateCards, eq(rateCards.vehicleModelId, vehicleModels.id))
    .where(and(eq(vehicleTypes.name, name), eq(vehicleModels.active, true), gt(rateCards.dailyFils, 0)))
    .orderBy(asc(vehicleModels.id))
    .limit(1);
  return row;
}

beforeAll(async () => {
  await seedDatabase(db());
  branchId = await branchIdOf(BRANCH);
  const [standard, luxury, economy] = await Promise.all(['Standard', 'Luxury', 'Economy'].map(modelOfClass));
  Object.assign(models, { standard: standard.id, luxury: luxury.id, economy: economy.id });
  Object.assign(classes, { standard: standard.vehicleTypeId, luxury: luxury.vehicleTypeId });
  admin = await createAccount({ roles: ['admin'], reviewStatus: 'approved', fullName: 'Desk Admin' });
  customer = await createAccount({ reviewStatus: 'approved', fullName: 'Sara Customer' });
  [{ licence }] = (await db()
    .select({ licence: users.licenceNumber })
    .from(users)
    .where(eq(users.id, customer.id))) as { licence: string }[];
  signaturePng = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
});

/**
 * The branch holds exactly these cars of the three models, and nothing there is booked: earlier
 * tests' bookings are cancelled and their cars retired (their rentals keep them as records).
 */
async function stock(cars: { standard: number; luxury: number; economy: number }) {
  await db().update(bookings).set({ status: 'cancelled' }).where(eq(bookings.pickupBranchId, branchId));
  for (const [key, count] of Object.entries(cars)) {
    const modelId = models[key as keyof typeof models];
    await db()
      .update(fleetCars)
      .set({ status: 'retired' })
      .where(and(eq(fleetCars.homeBranchId, branchId), eq(fleetCars.vehicleModelId, modelId)));
    await addCars(branchId, modelId, count);
  }
}

/** A confirmed, paid booking of the Standard model picking up now for a day, priced, its deposit held. */
async function standardBooking(driver = testDriver) {
  const pickupAt = new Date();
  const dropoffAt = new Date(pickupAt.getTime() + 24 * HOUR);
  const rateCard = (await rateCardsInForce([models.standard])).get(models.standard)!;
  const place = { value: BRANCH, city: 'Sharjah' };
  const snapshot = priceSnapshot({
    rateCard,
    pickupBranch: place,
    dropoffBranch: place,
    collectionCity: null,
    pickupAt,
    dropoffAt,
    extras: noExtras,
    paymentMethod: 'card',
  });
  const booking = await insertBooking({
    status: 'confirmed',
    userId: customer.id,
    vehicleModelId: models.standard,
    branch: BRANCH,
    pickupAt,
    dropoffAt,
    customerDetails: driver,
    paymentMethod: 'card',
    paymentStatus: 'paid',
    totalFils: snapshot.quote.totalFils,
  });
  await db().update(bookings).set({ priceSnapshot: snapshot }).where(eq(bookings.id, booking.id));
  expect(
    await recordCounterDeposit({ bookingId: booking.id, amountFils: 200_000, tender: 'cash', staffId: admin.id }),
  ).toMatchObject({ ok: true });
  return { ...booking, pickupAt, dropoffAt, totalFils: snapshot.quote.totalFils, snapshot };
}

const formFor = (carId: number, overrides: Partial<HandOverForm> = {}): HandOverForm => ({
  carId,
  upgradeNote: '',
  odometerKm: 20_000,
  fuelEighths: 8,
  licenceSeen: licenceKey(licence),
  signature: 'data:image/png;base64,',
  counterMethod: '',
  damage: [],
  ...overrides,
});

const handOver = (bookingId: number, form: HandOverForm) =>
  handOverCar({
    bookingId,
    actorId: admin.id,
    form,
    signaturePng,
    photos: [],
    plateText: (car) => `${car.plateEmirate} ${car.plateCode} ${car.plateNumber}`,
  });

/** Free cars of each model at the branch for a rental, by the statement and by the ledger (they must agree). */
async function freeCars(pickupAt: Date, dropoffAt: Date) {
  const now = new Date();
  const request = {
    vehicleModelIds: [models.standard, models.luxury],
    branchId,
    pickupAt,
    dropoffAt,
    turnaroundMinutes: 120,
    now,
  };
  const statement = await carsAvailable(request);
  expect(freeCarsInLedger(await loadAvailabilityLedger(db(), now), request)).toEqual(statement);
  return { standard: statement.get(models.standard), luxury: statement.get(models.luxury) };
}

describe('the hand-over sheet', () => {
  test('offers the booked model first, then a higher class marked as an upgrade, and never a lower class', async () => {
    await stock({ standard: 1, luxury: 1, economy: 1 });
    const { id } = await standardBooking();
    const cars = (await handOverSheet(id))!.cars;
    const ours = cars.filter((car) => Object.values(models).includes(car.vehicleModelId));
    expect(ours.map((car) => [car.vehicleModelId, car.kind])).toEqual([
      [models.standard, 'booked'],
      [models.luxury, 'upgrade'],
    ]);
    expect(ours[1].classLabel).toEqual({ en: 'Luxury', ar: 'فاخرة' });
    // Every car offered is of the booked class or above it: nothing of Economy, Compact or Intermediate.
    expect(cars.every((car) => car.kind !== 'upgrade' || car.vehicleTypeId !== classes.standard)).toBe(true);
    expect(cars.some((car) => car.vehicleModelId === models.economy)).toBe(false);
  });

  test('leaves out a higher class the driver is too young for', async () => {
    await stock({ standard: 1, luxury: 1, economy: 0 });
    // 24 on the pick-up day: old enough for Standard (23), not for Luxury (25).
    const year = new Date().getUTCFullYear() - 24;
    const { id } = await standardBooking({ ...testDriver, birthDate: `${year}-01-01` });
    const cars = (await handOverSheet(id))!.cars;
    expect(cars.some((car) => car.vehicleModelId === models.luxury)).toBe(false);
    const [luxuryCar] = await db()
      .select({ id: fleetCars.id })
      .from(fleetCars)
      .where(and(eq(fleetCars.homeBranchId, branchId), eq(fleetCars.vehicleModelId, models.luxury)));
    expect(await handOver(id, formFor(luxuryCar.id, { upgradeNote: 'Out of Standard cars' }))).toEqual({
      ok: false,
      reason: 'car',
    });
  });
});

describe('a hand-over', () => {
  test('refuses a car of a lower class, and a higher class without a note, writing nothing', async () => {
    await stock({ standard: 1, luxury: 1, economy: 1 });
    const { id } = await standardBooking();
    const [economyCar] = await addCars(branchId, models.economy, 1);
    expect(await handOver(id, formFor(economyCar, { upgradeNote: 'Customer asked for a smaller car' }))).toEqual({
      ok: false,
      reason: 'car',
    });
    const luxuryCar = (await handOverSheet(id))!.cars.find((car) => car.vehicleModelId === models.luxury)!;
    expect(await handOver(id, formFor(luxuryCar.id))).toEqual({ ok: false, reason: 'upgrade_note' });
    expect(await db().select().from(rentals).where(eq(rentals.bookingId, id))).toEqual([]);
    const [row] = await db().select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id));
    expect(row.status).toBe('confirmed');
  });

  test('of a higher class with a note is recorded as an upgrade to that class, at the booked price and terms', async () => {
    await stock({ standard: 2, luxury: 1, economy: 0 });
    const booking = await standardBooking();
    const luxuryCar = (await handOverSheet(booking.id))!.cars.find((car) => car.kind === 'upgrade')!;
    const note = 'No Standard car back from service; Luxury at no charge';

    const result = await handOver(booking.id, formFor(luxuryCar.id, { upgradeNote: note }));
    expect(result).toMatchObject({ ok: true });

    const [rental] = await db().select().from(rentals).where(eq(rentals.bookingId, booking.id));
    expect(rental).toMatchObject({ fleetCarId: luxuryCar.id, upgradeNote: note, upgradedToTypeId: classes.luxury });
    const [car] = await db().select({ status: fleetCars.status }).from(fleetCars).where(eq(fleetCars.id, luxuryCar.id));
    expect(car.status).toBe('on_rent');
    // The booking keeps its model, price and snapshot: the customer pays what they booked.
    const [after] = await db()
      .select({
        status: bookings.status,
        vehicleModelId: bookings.vehicleModelId,
        totalFils: bookings.totalFils,
        priceSnapshot: bookings.priceSnapshot,
      })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(after).toEqual({
      status: 'active',
      vehicleModelId: models.standard,
      totalFils: booking.totalFils,
      priceSnapshot: booking.snapshot,
    });
    // The history and the car's audit trail say it was an upgrade, to which class and why.
    const [event] = await db()
      .select({ reason: bookingEvents.reason, details: bookingEvents.details })
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, booking.id), eq(bookingEvents.toStatus, 'active')));
    expect(event.reason).toContain(`upgrade to Luxury: ${note}`);
    expect(event.details).toMatchObject({ action: 'pickup', upgrade: { vehicleTypeId: classes.luxury, note } });
    const audit = await db()
      .select({ reason: auditEvents.reason })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'car'), eq(auditEvents.entityId, String(luxuryCar.id))));
    expect(audit.map((row) => row.reason)).toContainEqual(expect.stringContaining('upgrade to Luxury'));
    // The staff page reads the class in both languages, and the return charges the booked class's terms.
    expect((await rentalRecordOf(booking.id))?.upgradedTo).toEqual({ en: 'Luxury', ar: 'فاخرة' });
    const [standardClass] = await db()
      .select({ extraKmFils: vehicleTypes.extraKmFils, cdwExcessFils: vehicleTypes.cdwExcessFils })
      .from(vehicleTypes)
      .where(eq(vehicleTypes.id, classes.standard));
    expect((await returnSheet(booking.id))?.terms).toMatchObject(standardClass);
  });
});

describe('availability after an upgrade', () => {
  test('counts the booking against the higher class’s car it has out, and gives the booked model its car back', async () => {
    await stock({ standard: 2, luxury: 1, economy: 0 });
    const booking = await standardBooking();
    const during = [new Date(booking.pickupAt.getTime() + HOUR), new Date(booking.dropoffAt.getTime() - HOUR)] as const;
    expect(await freeCars(...during)).toEqual({ standard: 1, luxury: 1 });

    const luxuryCar = (await handOverSheet(booking.id))!.cars.find((car) => car.kind === 'upgrade')!;
    expect(await handOver(booking.id, formFor(luxuryCar.id, { upgradeNote: 'Upgrade' }))).toMatchObject({ ok: true });

    // Luxury's one car is out for the rental; both Standard cars stand at the branch for others.
    expect(await freeCars(...during)).toEqual({ standard: 2, luxury: 0 });
    // After the drop-off and turnaround the Luxury car is expected back.
    const later = new Date(booking.dropoffAt.getTime() + 3 * HOUR);
    expect(await freeCars(later, new Date(later.getTime() + 24 * HOUR))).toEqual({ standard: 2, luxury: 1 });
    // Blocking the Luxury car during the rental finds the booking that has it.
    const block = await checkBlock(db(), models.luxury, {
      branchId,
      cars: 1,
      startsAt: during[0],
      endsAt: during[1],
    });
    expect(block.inTheWay.map((row) => row.id)).toEqual([booking.id]);
  });

  test('offers no car of a higher class whose cars are all promised for the rental, and refuses one forced through', async () => {
    await stock({ standard: 1, luxury: 1, economy: 0 });
    const booking = await standardBooking();
    // Someone booked the branch's one Luxury car from tomorrow morning, inside this rental.
    await insertBooking({
      status: 'confirmed',
      vehicleModelId: models.luxury,
      branch: BRANCH,
      pickupAt: new Date(booking.pickupAt.getTime() + 12 * HOUR),
      dropoffAt: new Date(booking.pickupAt.getTime() + 60 * HOUR),
    });
    const cars = (await handOverSheet(booking.id))!.cars;
    expect(cars.some((car) => car.vehicleModelId === models.luxury)).toBe(false);
    const [luxuryCar] = await db()
      .select({ id: fleetCars.id })
      .from(fleetCars)
      .where(and(eq(fleetCars.homeBranchId, branchId), eq(fleetCars.vehicleModelId, models.luxury)));
    expect(await handOver(booking.id, formFor(luxuryCar.id, { upgradeNote: 'Upgrade' }))).toEqual({
      ok: false,
      reason: 'car',
    });
  });

  test('two counters upgrading to the class’s last free car at once: one goes out, the other is refused under the lock', async () => {
    await stock({ standard: 2, luxury: 2, economy: 0 });
    const [first, second] = [await standardBooking(), await standardBooking()];
    // One of the two Luxury cars is promised to a booking during both rentals: one is free for them.
    await insertBooking({
      status: 'confirmed',
      vehicleModelId: models.luxury,
      branch: BRANCH,
      pickupAt: new Date(first.pickupAt.getTime() + 2 * HOUR),
      dropoffAt: new Date(first.pickupAt.getTime() + 30 * HOUR),
    });
    const luxuryCars = (await handOverSheet(first.id))!.cars.filter((car) => car.vehicleModelId === models.luxury);
    expect(luxuryCars).toHaveLength(2);
    const results = await Promise.all(
      [first, second].map((booking, index) =>
        handOver(booking.id, formFor(luxuryCars[index].id, { upgradeNote: 'Upgrade' })),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: 'car' }]);
    const during = [new Date(first.pickupAt.getTime() + 3 * HOUR), new Date(first.pickupAt.getTime() + 20 * HOUR)];
    expect((await freeCars(during[0], during[1])).luxury).toBe(0);
  });

  test('an extension keeps the higher class’s car: it needs a car of that class free for the added days, not one of the booked model', async () => {
    await stock({ standard: 2, luxury: 1, economy: 0 });
    const booking = await standardBooking();
    const luxuryCar = (await handOverSheet(booking.id))!.cars.find((car) => car.kind === 'upgrade')!;
    expect(await handOver(booking.id, formFor(luxuryCar.id, { upgradeNote: 'Upgrade' }))).toMatchObject({ ok: true });
    // Two days later at noon, when the branch is open.
    const request = {
      bookingId: booking.id,
      pickupAt: booking.pickupAt,
      dropoffAt: dubaiDateTime(addDays(dubaiToday(), 2), '12:00')!,
      extras: noExtras,
      extension: { payment: 'cash' as const },
    };
    const staff = { kind: 'staff' as const, staffId: admin.id };
    expect(await quoteAmendment(staff, request)).toMatchObject({ ok: true });
    // The branch's one Luxury car is booked from after this rental's drop-off; both Standard cars stay free.
    await insertBooking({
      status: 'confirmed',
      vehicleModelId: models.luxury,
      branch: BRANCH,
      pickupAt: new Date(booking.dropoffAt.getTime() + 3 * HOUR),
      dropoffAt: new Date(booking.dropoffAt.getTime() + 56 * HOUR),
    });
    expect(await quoteAmendment(staff, request)).toEqual({ ok: false, reason: 'unavailable' });
  });
});

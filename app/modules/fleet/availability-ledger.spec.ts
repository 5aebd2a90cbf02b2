import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { addCars, setStock } from '../../../tests/factories/cars';
import { createAccount } from '../../../tests/factories/accounts';
import { addRental } from '../../../tests/factories/rentals';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { blockedCars, bookingStatuses, bookings, branches, fleetCars, rentals } from '~/db/schema';
import { moveCarStatus } from '~/modules/cars/car-moves.server';
import { carStatuses } from '~/modules/cars/car-rules';
import { dubaiToday } from '~/utils/dubai-time';
import { freeCarsInLedger } from './availability-ledger';
import {
  AVAILABILITY_CHANNEL,
  availabilityLedgerInUse,
  carsAvailableForQuote,
  loadAvailabilityLedger,
} from './availability-ledger.server';
import { carsAvailable } from './availability.server';

// The ledger is used only while reference data is cached (tests turn the cache off elsewhere).
vi.mock('~/modules/cache/reference-cache.server', async (original) => ({
  ...(await original<typeof import('~/modules/cache/reference-cache.server')>()),
  referenceCacheSeconds: () => 30,
}));

const database = withTestDatabase();
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const now = new Date('2027-02-01T05:00:00Z');
let branchIds: number[];
let modelIds: number[];
let sequence = 0;
let staffId: number;

beforeAll(async () => {
  const db = database.handle().db;
  await seedDatabase(db, { today: now });
  // Two branches: the second may not hold the models at all, and then none is free there.
  const two = await db.select({ id: branches.id }).from(branches).orderBy(branches.id).limit(2);
  branchIds = two.map((row) => row.id);
  const stocked = await db
    .selectDistinct({ id: fleetCars.vehicleModelId })
    .from(fleetCars)
    .where(eq(fleetCars.homeBranchId, branchIds[0]))
    .orderBy(fleetCars.vehicleModelId)
    .limit(3);
  modelIds = stocked.map((row) => row.id);
  // Small stock, so bookings and blocks use it up often.
  for (const modelId of modelIds) await setStock(branchIds[0], modelId, 2);
  ({ id: staffId } = await createAccount({ roles: ['admin'], reviewStatus: 'approved' }));
});

const hoursAfterNow = (hours: number) => new Date(now.getTime() + hours * HOUR);

const bookingArbitrary = fc.record({
  branch: fc.nat({ max: 1 }),
  model: fc.nat({ max: 2 }),
  // A few days, in whole hours, so rentals meet bookings and blocks at their very edges too.
  startHour: fc.integer({ min: -48, max: 120 }),
  lengthHours: fc.integer({ min: 1, max: 48 }),
  status: fc.constantFrom(...bookingStatuses),
  holdMinutes: fc.constantFrom(-30, 0, 30),
});
const blockArbitrary = fc.record({
  branch: fc.nat({ max: 1 }),
  model: fc.nat({ max: 2 }),
  startHour: fc.integer({ min: -48, max: 120 }),
  lengthHours: fc.integer({ min: 1, max: 48 }),
  cars: fc.integer({ min: 1, max: 2 }),
});
// Cars of every state, with papers ending before, during or after the rentals asked about (days from now).
const carArbitrary = fc.record({
  branch: fc.nat({ max: 1 }),
  model: fc.nat({ max: 2 }),
  status: fc.constantFrom(...carStatuses),
  registrationDays: fc.integer({ min: -1, max: 8 }),
  insuranceDays: fc.integer({ min: -1, max: 8 }),
});
// A car handed over for a booking, out or back: of any model, so some bookings hold another model's car (decision 087).
const rentalArbitrary = fc.record({ booking: fc.nat({ max: 39 }), car: fc.nat({ max: 15 }), returned: fc.boolean() });
const requestArbitrary = fc.record({
  branch: fc.nat({ max: 1 }),
  startHour: fc.integer({ min: 1, max: 120 }),
  lengthHours: fc.integer({ min: 1, max: 48 }),
  turnaroundMinutes: fc.constantFrom(0, 60, 120),
  except: fc.boolean(),
});

describe('the availability ledger', () => {
  test('given random cars, bookings, holds, blocks and cars out, it finds as many free cars as the availability statement, for every rental', async () => {
    const db = database.handle().db;
    await fc.assert(
      fc.asyncProperty(
        fc.array(carArbitrary, { maxLength: 16 }),
        fc.array(bookingArbitrary, { maxLength: 40 }),
        fc.array(blockArbitrary, { maxLength: 6 }),
        fc.array(rentalArbitrary, { maxLength: 6 }),
        fc.array(requestArbitrary, { minLength: 10, maxLength: 10 }),
        async (cars, booked, blocked, handedOver, requests) => {
          await db.delete(rentals);
          await db.delete(bookings).where(inArray(bookings.vehicleModelId, modelIds));
          await db.delete(blockedCars).where(inArray(blockedCars.vehicleModelId, modelIds));
          await db.delete(fleetCars).where(inArray(fleetCars.vehicleModelId, modelIds));
          const carIds = !cars.length
            ? []
            : await db
                .insert(fleetCars)
                .values(
                  cars.map((car) => ({
                    plateEmirate: 'Ajman' as const,
                    plateCode: 'L',
                    plateNumber: ++sequence,
                    vin: `LDG${String(sequence).padStart(14, '0')}`,
                    colour: 'White',
                    vehicleModelId: modelIds[car.model],
                    homeBranchId: branchIds[car.branch],
                    status: car.status,
                    registrationExpiresOn: dubaiToday(new Date(now.getTime() + car.registrationDays * DAY)),
                    insuranceExpiresOn: dubaiToday(new Date(now.getTime() + car.insuranceDays * DAY)),
                  })),
                )
                .returning({ id: fleetCars.id });
          const inserted = booked.length
            ? await db
                .insert(bookings)
                .values(
                  booked.map((booking) => ({
                    reference: `LEDGER-${++sequence}`,
                    vehicleModelId: modelIds[booking.model],
                    pickupBranchId: branchIds[booking.branch],
                    dropoffBranchId: branchIds[booking.branch],
                    pickupAt: hoursAfterNow(booking.startHour),
                    dropoffAt: hoursAfterNow(booking.startHour + booking.lengthHours),
                    blockedUntil: hoursAfterNow(booking.startHour + booking.lengthHours + 2),
                    status: booking.status,
                    holdExpiresAt: new Date(now.getTime() + booking.holdMinutes * 60_000),
                  })),
                )
                .returning({ id: bookings.id })
            : [];
          if (blocked.length)
            await db.insert(blockedCars).values(
              blocked.map((block) => ({
                branchId: branchIds[block.branch],
                vehicleModelId: modelIds[block.model],
                cars: block.cars,
                startsAt: hoursAfterNow(block.startHour),
                endsAt: hoursAfterNow(block.startHour + block.lengthHours),
                reason: 'maintenance' as const,
              })),
            );
          const rented = new Set<number>();
          for (const rental of handedOver) {
            const booking = inserted[rental.booking];
            const car = carIds[rental.car];
            if (!booking || !car || rented.has(booking.id)) continue;
            rented.add(booking.id);
            await addRental({
              bookingId: booking.id,
              fleetCarId: car.id,
              staffId,
              outAt: now,
              inAt: rental.returned ? hoursAfterNow(1) : null,
            });
          }
          const ledger = await loadAvailabilityLedger(db, now);
          for (const request of requests) {
            const rental = {
              vehicleModelIds: modelIds,
              branchId: branchIds[request.branch],
              pickupAt: hoursAfterNow(request.startHour),
              dropoffAt: hoursAfterNow(request.startHour + request.lengthHours),
              turnaroundMinutes: request.turnaroundMinutes,
              now,
              exceptBookingId: request.except && inserted.length ? inserted[0].id : undefined,
            };
            expect(freeCarsInLedger(ledger, rental)).toEqual(await carsAvailable(rental, db));
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  test('given a booking, a block or a car change, the database says so on the channel; other booking and car updates say nothing', async () => {
    const handle = database.handle();
    let told = 0;
    const stop = await handle.listen(
      AVAILABILITY_CHANNEL,
      () => told++,
      () => {},
    );
    const toldAfter = async (change: () => Promise<unknown>) => {
      const before = told;
      await change();
      // PostgreSQL delivers on the listening connection a moment after the commit.
      for (let waited = 0; waited < 2_000 && told === before; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
      return told > before;
    };
    let bookingId = 0;
    const insertBooking = async () => {
      const [row] = await handle.db
        .insert(bookings)
        .values({
          reference: `LEDGER-${++sequence}`,
          vehicleModelId: modelIds[0],
          pickupBranchId: branchIds[0],
          dropoffBranchId: branchIds[0],
          pickupAt: hoursAfterNow(10),
          dropoffAt: hoursAfterNow(20),
          blockedUntil: hoursAfterNow(22),
          status: 'confirmed',
        })
        .returning({ id: bookings.id });
      bookingId = row.id;
    };
    expect(await toldAfter(insertBooking)).toBe(true);
    expect(
      await toldAfter(() => handle.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, bookingId))),
    ).toBe(true);
    expect(await toldAfter(() => handle.db.update(bookings).set({ rating: 5 }).where(eq(bookings.id, bookingId)))).toBe(
      false,
    );
    expect(
      await toldAfter(() =>
        handle.db.insert(blockedCars).values({
          branchId: branchIds[0],
          vehicleModelId: modelIds[0],
          cars: 1,
          startsAt: hoursAfterNow(1),
          endsAt: hoursAfterNow(5),
          reason: 'maintenance',
        }),
      ),
    ).toBe(true);
    let carIds: number[] = [];
    expect(await toldAfter(async () => (carIds = await addCars(branchIds[0], modelIds[1], 1)))).toBe(true);
    expect(await toldAfter(() => moveCarStatus(handle.db, carIds[0], 'in_service', null, 'brakes'))).toBe(true);
    expect(
      await toldAfter(() =>
        handle.db.update(fleetCars).set({ insuranceExpiresOn: '2027-01-01' }).where(eq(fleetCars.id, carIds[0])),
      ),
    ).toBe(true);
    expect(
      await toldAfter(() => handle.db.update(fleetCars).set({ odometerKm: 12_345 }).where(eq(fleetCars.id, carIds[0]))),
    ).toBe(false);
    expect(await toldAfter(() => handle.db.delete(fleetCars).where(eq(fleetCars.id, carIds[0])))).toBe(true);
    await stop();
  });

  test('given a quote while listening, it comes from the kept ledger, read again once a change is notified', async () => {
    const db = database.handle().db;
    await db.delete(bookings).where(inArray(bookings.vehicleModelId, modelIds));
    await db.delete(blockedCars).where(inArray(blockedCars.vehicleModelId, modelIds));
    await setStock(branchIds[0], modelIds[2], 1);
    const realNow = new Date();
    const rental = {
      vehicleModelIds: [modelIds[2]],
      branchId: branchIds[0],
      pickupAt: new Date(realNow.getTime() + 30 * 24 * HOUR),
      dropoffAt: new Date(realNow.getTime() + 32 * 24 * HOUR),
      turnaroundMinutes: 120,
      now: realNow,
    };
    const quoted = async () => (await carsAvailableForQuote(rental)).get(modelIds[2]);
    // The first quote starts listening and reads the database meanwhile.
    expect(await quoted()).toBe(1);
    for (let waited = 0; waited < 2_000 && !availabilityLedgerInUse(); waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(availabilityLedgerInUse()).toBe(true);
    expect(await quoted()).toBe(1);
    // A booking written with triggers off (as no real write is) proves the quote is answered from memory.
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.insert(bookings).values({
        reference: `LEDGER-${++sequence}`,
        vehicleModelId: modelIds[2],
        pickupBranchId: branchIds[0],
        dropoffBranchId: branchIds[0],
        pickupAt: rental.pickupAt,
        dropoffAt: rental.dropoffAt,
        blockedUntil: new Date(rental.dropoffAt.getTime() + 2 * HOUR),
        status: 'confirmed',
      });
    });
    expect((await carsAvailable(rental)).get(modelIds[2])).toBe(0);
    expect(await quoted()).toBe(1);
    // Any notified change makes the next quote read the ledger again.
    await db.update(fleetCars).set({ colour: 'Blue' }).where(eq(fleetCars.vehicleModelId, modelIds[2]));
    await addCars(branchIds[1], modelIds[2], 1);
    let free = await quoted();
    for (let waited = 0; waited < 2_000 && free !== 0; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      free = await quoted();
    }
    expect(free).toBe(0);
  });
});

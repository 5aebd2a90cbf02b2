import { asc, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { addCars } from '../../../tests/factories/cars';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { blockedCars, bookings, branches, fleetCars, vehicleModels } from '~/db/schema';
import { fleetUtilisation } from './fleet-utilisation.server';
import { periodHolding } from './report-period';
import { figuresOf, sumCarDays } from './utilisation-figures';

const database = withTestDatabase();
const at = (iso: string) => new Date(`${iso}+04:00`);
let branchA: number;
let branchB: number;
let modelOne: number;
let modelTwo: number;
let sequence = 0;

async function book(
  branchId: number,
  modelId: number,
  pickup: string,
  dropoff: string,
  status: (typeof bookings.$inferInsert)['status'],
  price: { grossFils: number } | { totalFils: number },
) {
  await database
    .handle()
    .db.insert(bookings)
    .values({
      reference: `U-${++sequence}`,
      vehicleModelId: modelId,
      pickupBranchId: branchId,
      dropoffBranchId: branchId,
      pickupAt: at(pickup),
      dropoffAt: at(dropoff),
      blockedUntil: at(dropoff),
      status,
      ...('grossFils' in price
        ? { priceSnapshot: { quote: { grossFils: price.grossFils } } as never, totalFils: price.grossFils * 1.05 }
        : { totalFils: price.totalFils }),
    });
}

/**
 * February 2027 (28 days, starting on a Monday). Branch A holds model one: two cars with papers
 * valid all month, one whose insurance ends on the 10th, one in the workshop; and one car of model
 * two. Branch B holds one car of model one and one whose registration ended in January.
 */
beforeAll(async () => {
  const db = database.handle().db;
  await seedDatabase(db, { today: at('2027-01-15T09:00:00') });
  await db.delete(blockedCars);
  await db.delete(fleetCars);
  [{ id: branchA }, { id: branchB }] = await db
    .select({ id: branches.id })
    .from(branches)
    .orderBy(asc(branches.sortOrder), asc(branches.id))
    .limit(2);
  [{ id: modelOne }, { id: modelTwo }] = await db
    .select({ id: vehicleModels.id })
    .from(vehicleModels)
    .orderBy(asc(vehicleModels.brand), asc(vehicleModels.name), asc(vehicleModels.id))
    .limit(2);
  const valid = { registrationExpiresOn: '2028-01-01', insuranceExpiresOn: '2028-01-01' };
  await addCars(branchA, modelOne, 2, valid);
  await addCars(branchA, modelOne, 1, { ...valid, insuranceExpiresOn: '2027-02-10' });
  const [workshop] = await addCars(branchA, modelOne, 1, valid);
  await db.update(fleetCars).set({ status: 'in_service' }).where(eq(fleetCars.id, workshop));
  await addCars(branchA, modelTwo, 1, valid);
  await addCars(branchB, modelOne, 1, valid);
  await addCars(branchB, modelOne, 1, { ...valid, registrationExpiresOn: '2027-01-31' });
  await db.insert(blockedCars).values([
    // Any part of a day blocks the day: the 5th, 6th and 7th.
    {
      branchId: branchA,
      vehicleModelId: modelOne,
      cars: 1,
      startsAt: at('2027-02-05T10:00:00'),
      endsAt: at('2027-02-07T09:00:00'),
      reason: 'maintenance',
    },
    // Two cars blocked where one is in stock: the day counts zero, not minus one.
    {
      branchId: branchA,
      vehicleModelId: modelTwo,
      cars: 2,
      startsAt: at('2027-02-20T10:00:00'),
      endsAt: at('2027-02-20T14:00:00'),
      reason: 'maintenance',
    },
  ]);

  // Model one at A: 4 charged days from 30 January, 2 of them in February; half its 400.00 AED.
  await book(branchA, modelOne, '2027-01-30T10:00:00', '2027-02-03T10:00:00', 'completed', { grossFils: 40_000 });
  // 3 days and 30 minutes of grace: 3 days, 315.00 AED with VAT, 300.00 before it.
  await book(branchA, modelOne, '2027-02-10T09:00:00', '2027-02-13T09:30:00', 'active', { totalFils: 31_500 });
  // Never went out: not counted.
  await book(branchA, modelOne, '2027-02-15T10:00:00', '2027-02-17T10:00:00', 'confirmed', { totalFils: 99_999 });
  await book(branchA, modelOne, '2027-02-15T10:00:00', '2027-02-20T10:00:00', 'cancelled', { totalFils: 99_999 });
  // Model two at A: 5 days from the 26th, 3 in February (300.00 of 500.00); a same-day rental, 1 day.
  await book(branchA, modelTwo, '2027-02-26T12:00:00', '2027-03-03T12:00:00', 'completed', { grossFils: 50_000 });
  await book(branchA, modelTwo, '2027-02-14T08:00:00', '2027-02-14T18:00:00', 'completed', { totalFils: 10_500 });
  // Model one at B: 7 days; and a one-day rental charged for 31 January, though returned on 1 February.
  await book(branchB, modelOne, '2027-02-01T00:30:00', '2027-02-08T01:00:00', 'completed', { grossFils: 70_000 });
  await book(branchB, modelOne, '2027-01-31T20:00:00', '2027-02-01T18:00:00', 'completed', { totalFils: 21_000 });
});

const cell = (rows: Awaited<ReturnType<typeof fleetUtilisation>>, branchId: number, modelId: number) => {
  const row = rows.find((r) => r.branchId === branchId && r.vehicleModelId === modelId);
  return (
    row && { availableCarDays: row.availableCarDays, onRentCarDays: row.onRentCarDays, revenueFils: row.revenueFils }
  );
};

describe('fleet utilisation', () => {
  test('given February, should count each branch and model by hand', async () => {
    const rows = await fleetUtilisation(periodHolding('month', '2027-02-14'), { branchId: null });
    // 2 cars × 28 days + 10 days of the car insured to the 10th − 3 blocked days.
    expect(cell(rows, branchA, modelOne)).toEqual({ availableCarDays: 63, onRentCarDays: 5, revenueFils: 50_000 });
    // 28 days − the 20th, blocked.
    expect(cell(rows, branchA, modelTwo)).toEqual({ availableCarDays: 27, onRentCarDays: 4, revenueFils: 40_000 });
    expect(cell(rows, branchB, modelOne)).toEqual({ availableCarDays: 28, onRentCarDays: 7, revenueFils: 70_000 });
    expect(rows).toHaveLength(3);

    expect(figuresOf(cell(rows, branchA, modelOne)!)).toMatchObject({
      utilisationPercent: 7.9,
      revenuePerCarDayFils: 794,
    });
    expect(figuresOf(cell(rows, branchA, modelTwo)!)).toMatchObject({
      utilisationPercent: 14.8,
      revenuePerCarDayFils: 1481,
    });
    expect(figuresOf(sumCarDays(rows))).toEqual({
      availableCarDays: 118,
      onRentCarDays: 16,
      revenueFils: 160_000,
      utilisationPercent: 13.6,
      revenuePerCarDayFils: 1356,
    });
  });

  test('given the first week of February at branch A, should clip rentals and blocks to the week', async () => {
    const rows = await fleetUtilisation(periodHolding('week', '2027-02-03'), { branchId: branchA });
    // Three cars valid all week, less the three blocked days.
    expect(cell(rows, branchA, modelOne)).toEqual({ availableCarDays: 18, onRentCarDays: 2, revenueFils: 20_000 });
    expect(cell(rows, branchA, modelTwo)).toEqual({ availableCarDays: 7, onRentCarDays: 0, revenueFils: 0 });
    expect(rows.every((row) => row.branchId === branchA)).toBe(true);
  });

  test('given a month with no fleet at a branch, should answer nothing for it', async () => {
    const db = database.handle().db;
    const [other] = await db
      .select({ id: branches.id })
      .from(branches)
      .where(ne(branches.id, branchA))
      .orderBy(asc(branches.sortOrder), asc(branches.id))
      .offset(1)
      .limit(1);
    expect(await fleetUtilisation(periodHolding('month', '2027-02-01'), { branchId: other.id })).toEqual([]);
  });
});

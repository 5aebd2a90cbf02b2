import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { branchId, insertBooking } from '../../../tests/factories/staff-bookings';
import { addCars } from '../../../tests/factories/cars';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { fleetCars, vehicleModels } from '~/db/schema';
import { chartRange } from './booking-search';
import { bookingStats } from './booking-stats.server';

const database = withTestDatabase();
const db = () => database.handle().db;

/** A Dubai wall-clock time (UTC+4, no daylight saving). */
const dubai = (date: string, time: string) => new Date(`${date}T${time}:00+04:00`);

let ittihad: number;
let ibnBattuta: number;
let modelA: { id: number; typeId: number };
let modelB: { id: number; typeId: number };

beforeAll(async () => {
  await seedDatabase(db());
  ittihad = await branchId('Dubai_Ittihad Road');
  ibnBattuta = await branchId('Dubai_Ibn Battuta');
  const stocked = (branch: number) =>
    db()
      .select({ id: vehicleModels.id, typeId: vehicleModels.vehicleTypeId })
      .from(fleetCars)
      .innerJoin(vehicleModels, eq(vehicleModels.id, fleetCars.vehicleModelId))
      .where(and(eq(fleetCars.homeBranchId, branch), eq(vehicleModels.active, true)));
  [modelA] = await stocked(ittihad);
  modelB = (await stocked(ibnBattuta)).find((model) => model.typeId !== modelA.typeId)!;
  // Known stock: 2 cars at Ittihad Road, 1 at Ibn Battuta, none anywhere else.
  await db().delete(fleetCars);
  await addCars(ittihad, modelA.id, 2);
  await addCars(ibnBattuta, modelB.id, 1);

  const a = { vehicleModelId: modelA.id, branch: 'Dubai_Ittihad Road' };
  const b = { vehicleModelId: modelB.id, branch: 'Dubai_Ibn Battuta' };
  // Counted, picked up inside 1-10 March 2027.
  await insertBooking({
    ...a,
    status: 'confirmed',
    pickupAt: dubai('2027-03-02', '10:00'),
    dropoffAt: dubai('2027-03-04', '10:00'),
    totalFils: 500_00,
  });
  await insertBooking({
    ...a,
    status: 'completed',
    pickupAt: dubai('2027-03-02', '12:00'),
    dropoffAt: dubai('2027-03-03', '12:00'),
    totalFils: 300_00,
  });
  await insertBooking({
    ...b,
    status: 'active',
    pickupAt: dubai('2027-03-09', '10:00'),
    dropoffAt: dubai('2027-03-13', '10:00'),
    totalFils: 1_000_00,
  });
  // Half past midnight in Dubai is still the evening before in UTC: it counts on 1 March.
  await insertBooking({
    ...b,
    status: 'confirmed',
    pickupAt: dubai('2027-03-01', '00:30'),
    dropoffAt: dubai('2027-03-01', '02:30'),
    totalFils: 100_00,
  });
  // Picked up before the range: not a booking of the range, but its car is out on 1-2 March.
  await insertBooking({
    ...a,
    status: 'confirmed',
    pickupAt: dubai('2027-02-27', '10:00'),
    dropoffAt: dubai('2027-03-02', '10:00'),
    totalFils: 9_999_00,
  });
  // Never rentals: not counted anywhere.
  for (const status of ['cancelled', 'draft', 'awaiting_payment', 'payment_failed'] as const) {
    await insertBooking({
      ...a,
      status,
      pickupAt: dubai('2027-03-05', '10:00'),
      dropoffAt: dubai('2027-03-08', '10:00'),
      totalFils: 7_777_00,
    });
  }
  // After the range.
  await insertBooking({ ...a, status: 'confirmed', pickupAt: dubai('2027-03-11', '00:00'), totalFils: 8_888_00 });
});

describe('booking figures for a range of Dubai days', () => {
  test('bookings and revenue per pick-up day, zero days included, only bookings going ahead', async () => {
    const stats = await bookingStats(chartRange({ from: '2027-03-01', to: '2027-03-10' }));
    expect(stats.range).toEqual({ from: '2027-03-01', to: '2027-03-10', days: 10 });
    expect(stats.perDay).toHaveLength(10);
    const busy = stats.perDay.filter((day) => day.bookings > 0);
    expect(busy).toEqual([
      { day: '2027-03-01', bookings: 1, revenueFils: 100_00 },
      { day: '2027-03-02', bookings: 2, revenueFils: 800_00 },
      { day: '2027-03-09', bookings: 1, revenueFils: 1_000_00 },
    ]);
    expect(stats.totals).toEqual({ bookings: 4, revenueFils: 1_900_00 });
  });

  test('bookings by pick-up branch and by vehicle type, every branch and type listed', async () => {
    const stats = await bookingStats(chartRange({ from: '2027-03-01', to: '2027-03-10' }));
    const byBranch = new Map(stats.byBranch.map((row) => [row.branchId, row.bookings]));
    expect(byBranch.get(ittihad)).toBe(2);
    expect(byBranch.get(ibnBattuta)).toBe(2);
    expect(stats.byBranch.reduce((sum, row) => sum + row.bookings, 0)).toBe(4);
    expect(stats.byBranch.length).toBeGreaterThanOrEqual(9);
    const byType = new Map(stats.byVehicleType.map((row) => [row.typeId, row.bookings]));
    expect(byType.get(modelA.typeId)).toBe(2);
    expect(byType.get(modelB.typeId)).toBe(2);
    expect(stats.byVehicleType).toHaveLength(12);
  });

  test('utilisation: car-days booked inside the range over cars × days', async () => {
    const stats = await bookingStats(chartRange({ from: '2027-03-01', to: '2027-03-10' }));
    const of = (id: number) => stats.utilisation.find((row) => row.branchId === id)!;
    // Ittihad Road: 2 + 1 days, plus 1 day 10 hours of the rental that started in February.
    expect(of(ittihad)).toMatchObject({ bookedCarDays: 4.42, availableCarDays: 20 });
    expect(of(ittihad).rate).toBeCloseTo(4.42 / 20, 5);
    // Ibn Battuta: 2 hours, plus 1 day 14 hours up to the end of 10 March.
    expect(of(ibnBattuta)).toMatchObject({ bookedCarDays: 1.67, availableCarDays: 10 });
    const elsewhere = stats.utilisation.filter((row) => row.branchId !== ittihad && row.branchId !== ibnBattuta);
    for (const row of elsewhere) expect(row).toMatchObject({ bookedCarDays: 0, availableCarDays: 0, rate: 0 });
  });

  test('a narrower range cuts rentals at its edges', async () => {
    const stats = await bookingStats(chartRange({ from: '2027-03-03', to: '2027-03-03' }));
    expect(stats.totals.bookings).toBe(0);
    // One car out all day (the 2-4 March rental) and the 2-3 March one until noon.
    expect(stats.utilisation.find((row) => row.branchId === ittihad)).toMatchObject({
      bookedCarDays: 1.5,
      availableCarDays: 2,
      rate: 0.75,
    });
  });
});

describe('the charts range', () => {
  test('defaults to 30 days back and 30 ahead of today in Dubai', () => {
    // 22:30 UTC on 23 Nov is already 24 Nov in Dubai.
    const range = chartRange({ from: '', to: '' }, new Date('2026-11-23T22:30:00Z'));
    expect(range.from).toBe('2026-10-25');
    expect(range.to).toBe('2026-12-24');
    expect(range.days).toHaveLength(61);
    expect(range.start.toISOString()).toBe('2026-10-24T20:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-12-24T20:00:00.000Z');
  });
});

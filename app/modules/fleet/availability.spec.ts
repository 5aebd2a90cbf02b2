import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { addCars, setStock } from '../../../tests/factories/cars';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { blockedCars, bookings, branches, fleetCars } from '~/db/schema';
import { moveCarStatus } from '~/modules/cars/car-moves.server';
import { carsAvailable } from './availability.server';

const database = withTestDatabase();
const at = (iso: string) => new Date(`${iso}+04:00`);
const now = at('2027-02-01T09:00:00');
let branchId: number;
let modelId: number;
let otherModelId: number;
let sequence = 0;

beforeAll(async () => {
  const db = database.handle().db;
  await seedDatabase(db, { today: now });
  [{ id: branchId }] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.value, 'Dubai_Ittihad Road'));
  [{ vehicleModelId: modelId }, { vehicleModelId: otherModelId }] = await db
    .selectDistinct({ vehicleModelId: fleetCars.vehicleModelId })
    .from(fleetCars)
    .where(eq(fleetCars.homeBranchId, branchId))
    .orderBy(fleetCars.vehicleModelId)
    .limit(2);
  await setStock(branchId, modelId, 2);
});

async function book(
  pickup: string,
  dropoff: string,
  status: (typeof bookings.$inferInsert)['status'],
  holdExpiresAt: Date | null = null,
) {
  const dropoffAt = at(dropoff);
  await database
    .handle()
    .db.insert(bookings)
    .values({
      reference: `T-${++sequence}`,
      vehicleModelId: modelId,
      pickupBranchId: branchId,
      dropoffBranchId: branchId,
      pickupAt: at(pickup),
      dropoffAt,
      blockedUntil: new Date(dropoffAt.getTime() + 120 * 60_000),
      status,
      holdExpiresAt,
    });
}

const free = async (pickup: string, dropoff: string) =>
  (
    await carsAvailable({
      vehicleModelIds: [modelId],
      branchId,
      pickupAt: at(pickup),
      dropoffAt: at(dropoff),
      turnaroundMinutes: 120,
      now,
    })
  ).get(modelId);

describe('cars available at a branch', () => {
  test('given no bookings, all the branch holds are free', async () => {
    expect(await free('2027-03-01T10:00:00', '2027-03-03T10:00:00')).toBe(2);
  });

  test('given holding bookings, they block their dates plus the turnaround, and others do not', async () => {
    await book('2027-03-01T10:00:00', '2027-03-03T10:00:00', 'confirmed');
    await book('2027-03-01T10:00:00', '2027-03-03T10:00:00', 'cancelled');
    await book('2027-03-01T10:00:00', '2027-03-03T10:00:00', 'payment_failed');
    await book('2027-03-01T10:00:00', '2027-03-03T10:00:00', 'draft', at('2027-02-01T08:30:00')); // hold expired
    expect(await free('2027-03-02T10:00:00', '2027-03-04T10:00:00')).toBe(1);
    // the returned car is back in service two hours after drop-off
    expect(await free('2027-03-03T11:59:00', '2027-03-05T10:00:00')).toBe(1);
    expect(await free('2027-03-03T12:00:00', '2027-03-05T10:00:00')).toBe(2);
    // and a rental ending (plus turnaround) before the booked pick-up does not clash
    expect(await free('2027-02-27T10:00:00', '2027-03-01T08:00:00')).toBe(2);
    expect(await free('2027-02-27T10:00:00', '2027-03-01T08:01:00')).toBe(1);
  });

  test('given a live draft hold and a confirmed booking, nothing is left', async () => {
    await book('2027-03-02T10:00:00', '2027-03-02T18:00:00', 'draft', at('2027-02-01T09:30:00'));
    expect(await free('2027-03-02T09:00:00', '2027-03-02T20:00:00')).toBe(0);
  });

  test('given cars staff blocked for part of the rental or its turnaround, they are not free; before or after, they are', async () => {
    const block = (starts: string, ends: string, cars: number) =>
      database
        .handle()
        .db.insert(blockedCars)
        .values({
          branchId,
          vehicleModelId: modelId,
          cars,
          startsAt: at(starts),
          endsAt: at(ends),
          reason: 'maintenance',
        });
    await block('2027-04-05T00:00:00', '2027-04-07T00:00:00', 1);
    expect(await free('2027-04-01T10:00:00', '2027-04-03T10:00:00')).toBe(2);
    expect(await free('2027-04-06T10:00:00', '2027-04-08T10:00:00')).toBe(1);
    // The rental's drop-off plus the two-hour turnaround reaches into the block.
    expect(await free('2027-04-03T10:00:00', '2027-04-04T23:00:00')).toBe(1);
    expect(await free('2027-04-07T00:00:00', '2027-04-09T10:00:00')).toBe(2);
    // Blocks add up with each other and with bookings, never below none.
    await block('2027-04-06T00:00:00', '2027-04-06T12:00:00', 1);
    expect(await free('2027-04-06T08:00:00', '2027-04-06T10:00:00')).toBe(0);
    await book('2027-04-06T10:00:00', '2027-04-06T18:00:00', 'confirmed');
    expect(await free('2027-04-06T08:00:00', '2027-04-06T20:00:00')).toBe(0);
  });

  test('a model the branch does not hold has none', async () => {
    const result = await carsAvailable({
      vehicleModelIds: [999_999],
      branchId,
      pickupAt: at('2027-03-01T10:00:00'),
      dropoffAt: at('2027-03-02T10:00:00'),
      turnaroundMinutes: 120,
      now,
    });
    expect(result.get(999_999)).toBe(0);
  });

  test('given cars in service, retired, or with papers ending before or during the rental, only the others count', async () => {
    const db = database.handle().db;
    await setStock(branchId, otherModelId, 1);
    const [inService, retired] = await addCars(branchId, otherModelId, 2);
    expect(await moveCarStatus(db, inService, 'in_service', null, 'gearbox')).toBe(true);
    expect(await moveCarStatus(db, retired, 'retired', null, 'sold')).toBe(true);
    // Registration ended before the rental; insurance ends on 2027-05-10, in the middle of the next rental.
    await addCars(branchId, otherModelId, 1, { registrationExpiresOn: '2027-04-30' });
    await addCars(branchId, otherModelId, 1, { insuranceExpiresOn: '2027-05-10' });
    // An on-rent car belongs to the stock (its booking keeps it busy for its own dates).
    const [onRent] = await addCars(branchId, otherModelId, 1);
    expect(await moveCarStatus(db, onRent, 'on_rent', null, 'handed over')).toBe(true);
    const freeOther = async (pickup: string, dropoff: string) =>
      (
        await carsAvailable({
          vehicleModelIds: [otherModelId],
          branchId,
          pickupAt: at(pickup),
          dropoffAt: at(dropoff),
          turnaroundMinutes: 120,
          now,
        })
      ).get(otherModelId);
    // Papers valid through the drop-off day count, the last valid day included.
    expect(await freeOther('2027-05-08T10:00:00', '2027-05-10T22:00:00')).toBe(3);
    expect(await freeOther('2027-05-08T10:00:00', '2027-05-11T09:00:00')).toBe(2);
    // Back from the workshop, the car counts again.
    expect(await moveCarStatus(db, inService, 'available', null, 'repaired')).toBe(true);
    expect(await freeOther('2027-05-08T10:00:00', '2027-05-11T09:00:00')).toBe(3);
  });
});

import { beforeAll, describe, expect, test } from 'vitest';
import { type TestAccount, createAccount, routeArgs, settle } from '../../../../tests/factories/accounts';
import { bookableModel, testDriver } from '../../../../tests/factories/bookings';
import { branchId, insertBooking } from '../../../../tests/factories/staff-bookings';
import { addCars } from '../../../../tests/factories/cars';
import { addRental } from '../../../../tests/factories/rentals';
import { withTestDatabase } from '../../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import type { BookingStatus } from '~/db/schema';
import * as todayRoute from '~/routes/admin-today';
import { todaySheet } from './today-sheet.server';
import { sheetDays } from './today-sheet';

const database = withTestDatabase();
const db = () => database.handle().db;

let admin: TestAccount;
let customer: TestAccount;
let modelId: number;
const hour = 60 * 60 * 1000;
// 08:00 in Dubai on 26 November 2026.
const now = new Date('2026-11-26T04:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * hour);

beforeAll(async () => {
  await seedDatabase(db());
  ({ modelId } = await bookableModel(5));
  admin = await createAccount({ roles: ['admin'], reviewStatus: 'approved', fullName: 'Desk Admin' });
  customer = await createAccount({ reviewStatus: 'approved', fullName: 'Sara Customer' });
});

const booking = (
  status: BookingStatus,
  pickupAt: Date,
  dropoffAt: Date,
  extra: { branch?: string; dropoffBranch?: string; delivery?: { city: string; address: string } } = {},
) =>
  insertBooking({
    status,
    userId: customer.id,
    vehicleModelId: modelId,
    pickupAt,
    dropoffAt,
    customerDetails: testDriver,
    paymentMethod: 'pay_on_pickup',
    ...extra,
  });

describe("the branches' daily sheet", () => {
  test("lists today's and tomorrow's pick-ups and returns per branch, what is late, and unpaid holds", async () => {
    const pickupToday = await booking('confirmed', at(3), at(51));
    const pickupLateToday = await booking('confirmed', at(-1), at(47));
    const returnToday = await booking('active', at(-72), at(6), { dropoffBranch: 'Abu Dhabi_Mussafah' });
    const pickupTomorrow = await booking('confirmed', at(26), at(50));
    const returnTomorrow = await booking('active', at(-24), at(30));
    const notCollected = await booking('confirmed', at(-30), at(20));
    const overdue = await booking('active', at(-96), at(-20));
    const held = await booking('awaiting_payment', at(72), at(96));
    // Not on the sheet: next week's pick-up, a cancelled one today. A return done today stays on it, as done.
    await booking('confirmed', at(24 * 7), at(24 * 8));
    await booking('cancelled', at(2), at(30));
    const returnedToday = await booking('completed', at(-48), at(1));

    const sheet = await todaySheet(now);
    const ids = (entries: { booking: { id: number } }[]) => entries.map((entry) => entry.booking.id);
    const [today, tomorrow] = sheet.days;
    expect(today.date).toBe('2026-11-26');
    const ittihad = await branchId('Dubai_Ittihad Road');
    const mina = await branchId('Abu Dhabi_Mussafah');
    expect(today.branches.map((branch) => [branch.branchId, ids(branch.entries)])).toEqual(
      expect.arrayContaining([
        [ittihad, [pickupLateToday.id, returnedToday.id, pickupToday.id]],
        [mina, [returnToday.id]],
      ]),
    );
    expect(today.branches).toHaveLength(2);
    expect(tomorrow.branches.map((branch) => ids(branch.entries))).toEqual([[pickupTomorrow.id, returnTomorrow.id]]);
    expect(ids(sheet.notCollected)).toEqual([notCollected.id]);
    expect(ids(sheet.overdue)).toEqual([overdue.id]);
    expect(sheet.holds.map((row) => row.id)).toEqual([held.id]);
    const done = today.branches.flatMap((branch) => branch.entries).filter((entry) => entry.done);
    // Inserted as returned, with no move in its history: done, by nobody known.
    expect(done.map((entry) => [entry.booking.id, entry.move, entry.done])).toEqual([
      [returnedToday.id, 'return', { at: null, by: null }],
    ]);

    // One branch: only its entries, late ones and holds; an unknown branch shows them all.
    const atMussafah = await todaySheet(now, null, String(mina));
    expect(atMussafah.branchId).toBe(mina);
    expect(atMussafah.days[0].branches.map((branch) => [branch.branchId, ids(branch.entries)])).toEqual([
      [mina, [returnToday.id]],
    ]);
    expect(atMussafah.days[1].branches).toEqual([]);
    expect([...atMussafah.notCollected, ...atMussafah.overdue, ...atMussafah.holds]).toEqual([]);
    const unknown = await todaySheet(now, null, '99999');
    expect(unknown.branchId).toBeNull();
    expect(unknown.days[0].branches).toHaveLength(2);
  });
});

describe('the Today page', () => {
  const load = (cookie: string) =>
    settle(() =>
      todayRoute.loader(routeArgs(new Request('http://localhost/admin/today', { headers: { Cookie: cookie } }))),
    );
  type Row = { id: number; move: string; next: string[]; due: string | null; assignedCar: string | null };
  const rowsOf = (body: unknown) => {
    const page = body as { days: { branches: { rows: Row[] }[] }[]; notCollected: Row[]; overdue: Row[] };
    return [
      ...page.days.flatMap((day) => day.branches.flatMap((branch) => branch.rows)),
      ...page.notCollected,
      ...page.overdue,
    ];
  };

  test('each row leads to the counter screen it is ready for: the hand-over on its day with the money due, the return while on rent', async () => {
    const goingOut = await booking('confirmed', new Date(), new Date(Date.now() + 30 * hour));
    const comingBack = await booking('active', new Date(Date.now() - 30 * hour), new Date());
    // Noon tomorrow in Dubai, whatever the hour the test runs at (30 hours on is the day after from 18:00).
    const tomorrowNoon = new Date(sheetDays(new Date())[1].start.getTime() + 12 * hour);
    const tomorrow = await booking('confirmed', tomorrowNoon, new Date(tomorrowNoon.getTime() + 30 * hour));
    const rows = rowsOf((await load(admin.cookie)).body);
    const row = (id: number, move: string) => rows.find((entry) => entry.id === id && entry.move === move);
    expect(row(goingOut.id, 'pickup')).toMatchObject({ next: ['pickup'], due: expect.stringMatching(/AED/) });
    expect(row(comingBack.id, 'return')).toMatchObject({ next: ['return'], due: null });
    // Not handed over a day ahead.
    expect(row(tomorrow.id, 'pickup')).toMatchObject({ next: [] });
  });

  test('a booking handed over shows the car that went out, by plate, on its pick-up and its return; one not yet handed over shows none', async () => {
    const pickedUp = await booking('active', new Date(Date.now() - 60_000), new Date(Date.now() + 2 * hour));
    const waiting = await booking('confirmed', new Date(Date.now() + hour), new Date(Date.now() + 3 * hour));
    const [carId] = await addCars(await branchId('Dubai_Ittihad Road'), modelId, 1, {
      plateEmirate: 'Sharjah',
      plateCode: '3',
      plateNumber: 48_215,
    });
    await addRental({ bookingId: pickedUp.id, fleetCarId: carId, staffId: admin.id, outAt: new Date() });

    const sheet = await todaySheet();
    const entries = sheet.days.flatMap((day) => day.branches.flatMap((branch) => branch.entries));
    const car = { plateEmirate: 'Sharjah', plateCode: '3', plateNumber: 48_215 };
    expect(entries.filter((entry) => entry.booking.id === pickedUp.id).map((entry) => [entry.move, entry.car])).toEqual(
      [
        ['pickup', car],
        ['return', car],
      ],
    );
    expect(entries.find((entry) => entry.booking.id === waiting.id)?.car).toBeNull();

    const rows = rowsOf((await load(admin.cookie)).body);
    expect(rows.find((row) => row.id === pickedUp.id && row.move === 'pickup')?.assignedCar).toBe('Sharjah 3 48215');
    expect(rows.find((row) => row.id === waiting.id)?.assignedCar).toBeNull();
  });

  test('a car delivered at pick-up shows the address on its pick-up row, not on its return', async () => {
    const delivery = { city: 'Dubai', address: 'Atlantis The Palm, room 1204' };
    const delivered = await booking('confirmed', new Date(Date.now() + hour), new Date(Date.now() + 3 * hour), {
      delivery,
    });
    const rows = rowsOf((await load(admin.cookie)).body) as (Row & { delivery: string | null })[];
    const row = (move: string) => rows.find((entry) => entry.id === delivered.id && entry.move === move);
    expect(row('pickup')?.delivery).toBe('Atlantis The Palm, room 1204, Dubai');
    expect(row('return')?.delivery ?? null).toBeNull();
  });

  test('the loader gives the sheet to admins only', async () => {
    const page = await load(admin.cookie);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ days: [{ heading: 'today.day.today' }, { heading: 'today.day.tomorrow' }] });
    expect((await load(customer.cookie)).status).toBe(403);
  });
});

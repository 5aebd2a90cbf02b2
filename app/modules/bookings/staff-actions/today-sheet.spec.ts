import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { type TestAccount, createAccount, routeArgs, settle } from '../../../../tests/factories/accounts';
import { bookableModel, testDriver } from '../../../../tests/factories/bookings';
import { branchId, insertBooking } from '../../../../tests/factories/staff-bookings';
import { withTestDatabase } from '../../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { type BookingStatus, bookingEvents, bookings } from '~/db/schema';
import * as todayRoute from '~/routes/admin-today';
import { todaySheet } from './today-sheet.server';

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
  extra: { branch?: string; dropoffBranch?: string } = {},
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
  const post = (body: Record<string, string>, cookie = admin.cookie) =>
    settle(() =>
      todayRoute.action(
        routeArgs(
          new Request('http://localhost/admin/today', {
            method: 'POST',
            body: new URLSearchParams(body),
            headers: { Cookie: cookie },
          }),
        ),
      ),
    );
  const statusOf = async (id: number) =>
    (await db().select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0].status;

  test('marks a pick-up and a return from the sheet, recorded with who did it', async () => {
    const pickup = await booking('confirmed', new Date(), new Date(Date.now() + 30 * hour));
    // Money is due at pick-up: the hand-over alone is refused and says how much.
    const refused = await post({ intent: 'pickup', bookingId: String(pickup.id) });
    expect(refused).toMatchObject({ status: 302, location: '/admin/today' });
    expect(await statusOf(pickup.id)).toBe('confirmed');
    // Taken in the same step, with the day and branch the sheet showed.
    const ittihad = await branchId('Dubai_Ittihad Road');
    expect(
      await post({ intent: 'pickup', method: 'card', bookingId: String(pickup.id), branch: String(ittihad), date: '' }),
    ).toMatchObject({
      status: 302,
      location: `/admin/today?branch=${ittihad}`,
    });
    expect(await statusOf(pickup.id)).toBe('active');
    const [paid] = await db()
      .select({ method: bookings.counterPaymentMethod, by: bookings.counterPaidBy })
      .from(bookings)
      .where(eq(bookings.id, pickup.id));
    expect(paid).toEqual({ method: 'card', by: admin.id });
    expect(await post({ intent: 'return', bookingId: String(pickup.id) })).toMatchObject({ status: 302 });
    expect(await statusOf(pickup.id)).toBe('completed');
    const events = await db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, pickup.id));
    expect(events.map((event) => [event.toStatus, event.actorId, event.reason])).toEqual([
      ['confirmed', admin.id, null],
      ['active', admin.id, 'Marked on the Today sheet'],
      ['completed', admin.id, 'Marked on the Today sheet'],
    ]);
    // Done, it stays on today's sheet: picked up and returned, when and by whom.
    const sheet = await todaySheet();
    const entries = sheet.days[0].branches.flatMap((branch) => branch.entries);
    const mine = entries.filter((entry) => entry.booking.id === pickup.id);
    expect(mine.map((entry) => [entry.move, entry.done?.by])).toEqual([['pickup', 'Desk Admin']]);
  });

  test('a step the booking is not ready for, an unknown step or booking changes nothing and says so', async () => {
    const pickup = await booking('confirmed', new Date(Date.now() + hour), new Date(Date.now() + 30 * hour));
    for (const body of <Record<string, string>[]>[
      { intent: 'return', bookingId: String(pickup.id) },
      { intent: 'cancel', bookingId: String(pickup.id) },
      // A no-show is confirmed on the booking's page, after it says what happens to the money.
      { intent: 'noShow', bookingId: String(pickup.id) },
      { intent: 'pickup', bookingId: '99999999999' },
      { intent: 'pickup', bookingId: 'abc' },
      {},
    ]) {
      const result = await post(body);
      expect(result, JSON.stringify(body)).toMatchObject({ status: 302, location: '/admin/today' });
    }
    expect(await statusOf(pickup.id)).toBe('confirmed');
  });

  test('the loader gives the sheet to admins only', async () => {
    const load = (cookie: string) =>
      settle(() =>
        todayRoute.loader(routeArgs(new Request('http://localhost/admin/today', { headers: { Cookie: cookie } }))),
      );
    const page = await load(admin.cookie);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ days: [{ heading: 'today.day.today' }, { heading: 'today.day.tomorrow' }] });
    expect((await load(customer.cookie)).status).toBe(403);
  });
});

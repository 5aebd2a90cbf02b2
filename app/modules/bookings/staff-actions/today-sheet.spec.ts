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
    // Not on the sheet: next week's pick-up, a cancelled one today, a completed return today.
    await booking('confirmed', at(24 * 7), at(24 * 8));
    await booking('cancelled', at(2), at(30));
    await booking('completed', at(-48), at(1));

    const sheet = await todaySheet(now);
    const ids = (entries: { booking: { id: number } }[]) => entries.map((entry) => entry.booking.id);
    const [today, tomorrow] = sheet.days;
    expect(today.date).toBe('2026-11-26');
    const ittihad = await branchId('Dubai_Ittihad Road');
    const mina = await branchId('Abu Dhabi_Mussafah');
    expect(today.branches.map((branch) => [branch.branchId, ids(branch.entries)])).toEqual(
      expect.arrayContaining([
        [ittihad, [pickupLateToday.id, pickupToday.id]],
        [mina, [returnToday.id]],
      ]),
    );
    expect(today.branches).toHaveLength(2);
    expect(tomorrow.branches.map((branch) => ids(branch.entries))).toEqual([[pickupTomorrow.id, returnTomorrow.id]]);
    expect(ids(sheet.notCollected)).toEqual([notCollected.id]);
    expect(ids(sheet.overdue)).toEqual([overdue.id]);
    expect(sheet.holds.map((row) => row.id)).toEqual([held.id]);
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
    const pickup = await booking('confirmed', new Date(Date.now() + hour), new Date(Date.now() + 30 * hour));
    expect(await post({ intent: 'pickup', bookingId: String(pickup.id) })).toMatchObject({
      status: 302,
      location: '/admin/today',
    });
    expect(await statusOf(pickup.id)).toBe('active');
    expect(await post({ intent: 'return', bookingId: String(pickup.id) })).toMatchObject({ status: 302 });
    expect(await statusOf(pickup.id)).toBe('completed');
    const events = await db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, pickup.id));
    expect(events.map((event) => [event.toStatus, event.actorId, event.reason])).toEqual([
      ['active', admin.id, 'Marked on the Today sheet'],
      ['completed', admin.id, 'Marked on the Today sheet'],
    ]);
  });

  test('a step the booking is not ready for, an unknown step or booking changes nothing and says so', async () => {
    const pickup = await booking('confirmed', new Date(Date.now() + hour), new Date(Date.now() + 30 * hour));
    for (const body of <Record<string, string>[]>[
      { intent: 'return', bookingId: String(pickup.id) },
      { intent: 'cancel', bookingId: String(pickup.id) },
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

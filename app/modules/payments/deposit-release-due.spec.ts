import { asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type TestAccount, createAccount } from '../../../tests/factories/accounts';
import { cardBooking } from '../../../tests/factories/invoices';
import { addRental } from '../../../tests/factories/rentals';
import { type RunningSandbox, startPaymentSandbox } from '../../../tests/setup/payment-sandbox';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { bookingDeposits, bookings, depositEvents, fleetCars, outboxMessages, settings } from '~/db/schema';
import { releaseDueDeposits } from './deposit-release-due.server';
import { confirmCardDeposit, recordCounterDeposit, startCardDeposit } from './deposits.server';
import { SANDBOX_TEST_CARDS } from './provider/sandbox/sandbox-settings';

/**
 * The terms, the FAQ and the deposit mail promise a deposit still held is released within the days
 * the settings give after the car's return (30 seeded): the minute loop keeps that promise.
 */
const database = withTestDatabase();
const db = () => database.handle().db;
const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2027-05-01T08:00:00Z');
const daysBefore = (days: number) => new Date(now.getTime() - days * DAY_MS);

let admin: TestAccount;
let customer: TestAccount;
let payments: RunningSandbox;
let carsTaken = 0;

beforeAll(async () => {
  await seedDatabase(db());
  [admin, customer] = await Promise.all([
    createAccount({ roles: ['admin'], reviewStatus: 'approved' }),
    createAccount({ reviewStatus: 'approved' }),
  ]);
  payments = await startPaymentSandbox(3000);
});

afterAll(async () => {
  await payments.close();
});

/** A booking whose car went out 40 days before `now` and came back `returnedDaysAgo` days before it, with its deposit. */
async function returnedWithDeposit(returnedDaysAgo: number | null, method: 'card' | 'counter' = 'card') {
  const booking = await cardBooking(customer.id);
  if (method === 'card') {
    const started = await startCardDeposit(
      { bookingId: booking.id, amountFils: 200_000, staffId: admin.id, returnUrl: 'http://localhost:3000/' },
      payments.client,
    );
    if (!started.ok) throw new Error(started.reason);
    await payments.pay(started.paymentUrl, SANDBOX_TEST_CARDS.approved);
    await confirmCardDeposit({ bookingId: booking.id }, payments.client);
  } else {
    await recordCounterDeposit({ bookingId: booking.id, amountFils: 200_000, tender: 'cash', staffId: admin.id });
  }
  // A seeded car of another model (each new booking restocks its own), one per rental: rentals of one car never overlap.
  const [{ modelId }] = await db()
    .select({ modelId: bookings.vehicleModelId })
    .from(bookings)
    .where(eq(bookings.id, booking.id));
  const [{ id: carId }] = await db()
    .select({ id: fleetCars.id })
    .from(fleetCars)
    .where(ne(fleetCars.vehicleModelId, modelId))
    .orderBy(asc(fleetCars.id))
    .offset(carsTaken++)
    .limit(1);
  await addRental({
    bookingId: booking.id,
    fleetCarId: carId,
    staffId: admin.id,
    outAt: daysBefore(40),
    inAt: returnedDaysAgo === null ? null : daysBefore(returnedDaysAgo),
  });
  return booking;
}

const depositState = async (bookingId: number) =>
  (await db().select().from(bookingDeposits).where(eq(bookingDeposits.bookingId, bookingId)))[0];

describe('deposits released when the terms say', () => {
  test('a card deposit held 29 days after return is released, once, by the system, with its mail; younger ones and cash wait', async () => {
    const due = await returnedWithDeposit(29);
    const recent = await returnedWithDeposit(10);
    const stillOut = await returnedWithDeposit(null);
    const cash = await returnedWithDeposit(35, 'counter');

    // Two instances' minute loops at the same moment release it once.
    const [first, second] = await Promise.all([
      releaseDueDeposits(payments.client, now),
      releaseDueDeposits(payments.client, now),
    ]);
    expect(first.released + second.released).toBe(1);

    expect(await depositState(due.id)).toMatchObject({ state: 'released', releasedFils: 200_000 });
    for (const waiting of [recent, stillOut, cash]) expect((await depositState(waiting.id)).state).toBe('held');
    const [release] = await db()
      .select({ actorKind: depositEvents.actorKind, actorId: depositEvents.actorId })
      .from(depositEvents)
      .innerJoin(bookingDeposits, eq(bookingDeposits.id, depositEvents.depositId))
      .where(eq(bookingDeposits.bookingId, due.id))
      .orderBy(asc(depositEvents.id))
      .then((events) => events.slice(-1));
    expect(release).toEqual({ actorKind: 'system', actorId: null });
    const mails = await db().select({ subject: outboxMessages.subject }).from(outboxMessages);
    expect(
      mails.filter((mail) => mail.subject?.includes(`Deposit for booking ${due.reference} released`)),
    ).toHaveLength(1);

    expect(await releaseDueDeposits(payments.client, now)).toEqual({ released: 0 });
  });

  test('follows the release time the owner sets: after 10 days, the 10-day-old return is due', async () => {
    const recent = await returnedWithDeposit(10);
    await db().update(settings).set({ value: 10 }).where(eq(settings.key, 'depositReleaseDays'));
    expect(await releaseDueDeposits(payments.client, now)).toEqual({ released: expect.any(Number) });
    expect((await depositState(recent.id)).state).toBe('released');
  });
});

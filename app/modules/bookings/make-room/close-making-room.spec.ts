import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { type TestAccount, createAccount, routeArgs, settle } from '../../../../tests/factories/accounts';
import { bookableModel, enquiryFor, testDriver } from '../../../../tests/factories/bookings';
import { withTestDatabase } from '../../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { branchClosures, bookings, outboxMessages } from '~/db/schema';
import * as adminSettings from '~/routes/admin-settings';
import { dubaiToday, toDubaiParts } from '~/utils/dubai-time';
import { findCustomerBooking } from '../customer-steps/bill.server';
import { confirmPayOnPickup } from '../customer-steps/personal-step.server';
import { selectVehicle } from '../customer-steps/select-vehicle.server';

const database = withTestDatabase();
const db = () => database.handle().db;
const DAY = 86_400_000;

let owner: TestAccount;
let customer: TestAccount;
let branchId: number;
let modelId: number;
let daysAhead = 4;

beforeAll(async () => {
  await seedDatabase(db());
  ({ branchId, modelId } = await bookableModel(5));
  owner = await createAccount({ roles: ['owner'], reviewStatus: 'approved' });
  customer = await createAccount({ reviewStatus: 'approved', fullName: 'Sara Customer' });
});

/** A pay-on-pick-up booking made through the journey: 2 days from 10:00 Dubai time. */
async function confirmedBooking() {
  const enquiryId = await enquiryFor(customer.id, (daysAhead += 5), 2);
  const selected = await selectVehicle({ id: customer.id, reviewStatus: 'approved' }, enquiryId, modelId);
  if (!selected.ok) throw new Error(selected.reason);
  const booking = (await findCustomerBooking(customer.id, selected.bookingId))!;
  const done = await confirmPayOnPickup(customer.id, booking, testDriver);
  if (!done.ok) throw new Error(done.reason);
  return booking;
}

const close = (day: string, extra: Record<string, string> = {}, branch = String(branchId)) =>
  settle(() =>
    adminSettings.action(
      routeArgs(
        new Request('http://localhost/admin/settings', {
          method: 'POST',
          body: new URLSearchParams({
            intent: 'closures',
            closureBranch: branch,
            firstDate: day,
            lastDate: day,
            reason: 'National Day',
            reasonAr: 'اليوم الوطني',
            ...extra,
          }),
          headers: { Cookie: owner.cookie },
        }),
      ),
    ),
  );
const closuresOn = (day: string) => db().select().from(branchClosures).where(eq(branchClosures.firstDate, day));
const mailsAbout = (reference: string) =>
  db()
    .select({ subject: outboxMessages.subject, text: outboxMessages.text })
    .from(outboxMessages)
    .where(like(outboxMessages.subject, `%${reference}%`));

describe('closures see the bookings on their days', () => {
  test('a closure on a pick-up day is refused with the booking and its customer; on an empty day it is added in both languages', async () => {
    const booking = await confirmedBooking();
    const day = dubaiToday(booking.pickupAt);
    for (const branch of [String(branchId), 'all']) {
      const refused = await close(day, {}, branch);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        affected: [
          {
            id: booking.id,
            reference: booking.reference,
            customerName: 'Sara Customer',
            email: testDriver.email,
            phone: testDriver.mobile,
          },
        ],
      });
    }
    // The return day too.
    expect((await close(dubaiToday(new Date(booking.pickupAt.getTime() + 2 * DAY)))).status).toBe(400);
    expect(await closuresOn(day)).toEqual([]);

    const empty = dubaiToday(new Date(booking.pickupAt.getTime() - DAY));
    expect((await close(empty)).status).toBe(302);
    expect(await closuresOn(empty)).toEqual([
      expect.objectContaining({ reason: { en: 'National Day', ar: 'اليوم الوطني' } }),
    ]);
  });

  test('cancelling in the same step: the booking is cancelled, the customer mailed, and the closure added', async () => {
    const booking = await confirmedBooking();
    const day = dubaiToday(booking.pickupAt);
    expect((await close(day, { [`room.${booking.id}`]: 'cancel' })).status).toBe(302);
    const [row] = await db().select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking.id));
    expect(row.status).toBe('cancelled');
    expect(await closuresOn(day)).toHaveLength(1);
    expect(await mailsAbout(booking.reference)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          subject: `Your booking ${booking.reference} is cancelled`,
          text: expect.stringContaining('closed on that day (National Day)'),
        }),
      ]),
    );
  });

  test('moving to after the closure in the same step: the booking starts the next day at the same time, the customer mailed', async () => {
    const booking = await confirmedBooking();
    const day = dubaiToday(booking.pickupAt);
    const before = (await mailsAbout(booking.reference)).length;
    expect((await close(day, { [`room.${booking.id}`]: 'later' })).status).toBe(302);
    const [row] = await db()
      .select({ status: bookings.status, pickupAt: bookings.pickupAt, dropoffAt: bookings.dropoffAt })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(row.status).toBe('confirmed');
    expect(row.pickupAt).toEqual(new Date(booking.pickupAt.getTime() + DAY));
    expect(toDubaiParts(row.pickupAt).time).toBe(toDubaiParts(booking.pickupAt).time);
    expect(await closuresOn(day)).toHaveLength(1);
    const mails = await mailsAbout(booking.reference);
    expect(mails.length).toBeGreaterThan(before);
    // The customer reads the new times and why they changed, in both of the site's languages.
    expect(mails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          subject: `Your booking ${booking.reference} is changed`,
          text: expect.stringMatching(/Reason: our branch is closed on that day \(National Day\) \/ .*اليوم الوطني/),
        }),
      ]),
    );
  });
});

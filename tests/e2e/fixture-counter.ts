import { db } from '../../app/db/client.server';
import { users } from '../../app/db/schema';
import { dubaiDateTime, dubaiToday } from '../../app/utils/dubai-time';
import { addDays } from '../../app/modules/cars/car-rules';
import { insertConfirmedBooking, listening, payByCard, seeded } from './fixture-bookings';
import {
  BLOCKED_MODEL,
  COUNTER_BRANCH,
  COUNTER_CUSTOMERS,
  COUNTER_MODEL,
  COUNTER_REPEATS,
  counterSet,
} from './fixture-references';

/*
 * The bookings of the counter journeys (counter-*.test.ts), one set for each repeat of a test in a
 * run, of two customers of their own: no-shows three hours late, pick-ups today and tomorrow, and
 * bookings on days staff then block cars or close the branch. None of them can be made through the
 * site, which books pick-ups 24 hours ahead and never in the past.
 */

const HOUR_MS = 3_600_000;

/** The counter journeys' customers: approved, with a licence on file for the hand-over. They never sign in. */
async function insertCustomers() {
  await db()
    .insert(users)
    .values(
      Object.entries(COUNTER_CUSTOMERS).map(([locale, customer], index) => ({
        fullName: `${customer.firstName} ${customer.lastName}`,
        email: customer.email,
        phone: `+97150300000${index}`,
        passwordHash: 'never-signs-in',
        roles: ['customer' as const],
        reviewStatus: 'approved' as const,
        locale,
        birthDate: '1988-03-09',
        licenceNumber: customer.licence,
        licenceExpiry: '2034-01-31',
        passportNumber: `PC${index}77001`,
        passportExpiry: '2034-06-30',
      })),
    )
    .onConflictDoNothing();
}

/** 10:00 in Dubai, some days from today. */
const tenOClock = (now: Date, daysAhead: number) => dubaiDateTime(addDays(dubaiToday(now), daysAhead), '10:00')!;

export async function insertCounterBookings(now = new Date()) {
  await seeded();
  await listening();
  await insertCustomers();
  const { en, ar } = COUNTER_CUSTOMERS;
  const at = { branch: COUNTER_BRANCH.value, model: COUNTER_MODEL };
  for (let repeat = 0; repeat < COUNTER_REPEATS; repeat++) {
    const set = counterSet(repeat);
    const threeHoursAgo = new Date(now.getTime() - 3 * HOUR_MS);
    const card = await insertConfirmedBooking({
      ...at,
      reference: set.noShowCard,
      pickupAt: threeHoursAgo,
      paymentMethod: 'card',
      customer: en,
    });
    if (card) await payByCard(card, set.noShowCard, en.email);
    await insertConfirmedBooking({
      ...at,
      reference: set.noShowDesk,
      pickupAt: threeHoursAgo,
      paymentMethod: 'pay_on_pickup',
      customer: ar,
    });
    // A few minutes after the server starts: on today's sheet, not yet late.
    const soon = new Date(now.getTime() + 5 * 60_000);
    await insertConfirmedBooking({
      ...at,
      reference: set.pickupToday,
      pickupAt: soon,
      paymentMethod: 'pay_on_pickup',
      customer: en,
    });
    await insertConfirmedBooking({
      ...at,
      reference: set.pickupTomorrow,
      pickupAt: tenOClock(now, 1),
      paymentMethod: 'pay_on_pickup',
      customer: en,
    });
    await insertConfirmedBooking({
      reference: set.pickupElsewhere,
      branch: 'Abu Dhabi_Al Salam Branch',
      model: COUNTER_MODEL,
      pickupAt: soon,
      paymentMethod: 'pay_on_pickup',
      customer: en,
    });
    for (const reference of set.blockedDays)
      await insertConfirmedBooking({
        branch: COUNTER_BRANCH.value,
        model: BLOCKED_MODEL,
        reference,
        pickupAt: tenOClock(now, set.blockDaysAhead),
        days: 3,
        paymentMethod: 'pay_on_pickup',
        customer: en,
      });
    for (const reference of [set.closedDayMoved, set.closedDayCancelled])
      await insertConfirmedBooking({
        ...at,
        reference,
        pickupAt: tenOClock(now, set.closureDaysAhead),
        paymentMethod: 'pay_on_pickup',
        customer: en,
      });
  }
}

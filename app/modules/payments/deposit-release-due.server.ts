import { and, eq, inArray, lte } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { bookingDeposits, rentals } from '~/db/schema';
import { chargeRules } from '~/modules/settings/charge-settings.server';
import { HOLDING_STATES } from './deposit-states';
import { releaseDeposit } from './deposits.server';
import type { NgeniusHoldClient } from './provider/ngenius-client.server';
import { paymentClient } from './provider/payment-client.server';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Deposits released in one pass; the next minute takes the rest. */
const BATCH = 20;

/**
 * Keeps the promise of the terms, the FAQ and the deposit mails: a deposit still held on the card
 * is released within the days the settings give after the car's return (decision 077). Every
 * instance's minute loop runs this; staff may keep a deposit after return for tolls and fines to
 * come, and this releases it a day before that time runs out. A release is a conditional move under
 * the deposit's row lock, so two instances never release one deposit twice. Cash left at the
 * counter is handed back by a person: it stays on the booking page for staff.
 */
export async function releaseDueDeposits(client: NgeniusHoldClient = paymentClient(), now = new Date()) {
  const { depositReleaseDays } = await chargeRules();
  const returnedBy = new Date(now.getTime() - Math.max(0, depositReleaseDays - 1) * DAY_MS);
  const due = await db()
    .select({ bookingId: bookingDeposits.bookingId })
    .from(bookingDeposits)
    .innerJoin(rentals, eq(rentals.bookingId, bookingDeposits.bookingId))
    .where(
      and(
        eq(bookingDeposits.method, 'card'),
        inArray(bookingDeposits.state, [...HOLDING_STATES]),
        lte(rentals.returnedAt, returnedBy),
      ),
    )
    .limit(BATCH);
  let released = 0;
  for (const { bookingId } of due) {
    const outcome = await releaseDeposit({ bookingId, staffId: null }, client);
    if (outcome.ok) released += 1;
  }
  return { released };
}

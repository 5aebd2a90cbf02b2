import { eq, sql } from 'drizzle-orm';
import { type Database, db } from '~/db/client.server';
import { type BookingStatus, type CounterPaymentMethod, bookingEvents, bookings } from '~/db/schema';
import { MAX_RECORD_ID } from '~/utils/record-id';

/** A pay-on-pick-up booking is paid at the branch once it is confirmed: at pick-up, or later at the latest on return. */
export const counterPayableStates = ['confirmed', 'active', 'completed'] as const satisfies readonly BookingStatus[];

export type CounterPaymentResult =
  | { ok: true; reference: string; amountFils: number }
  | { ok: false; reason: 'not_found' }
  /**
   * already: the payment was recorded before (a second click, or a colleague); nothing changed.
   * not_pay_on_pickup: the booking is paid by card through the provider, not at the counter.
   * refused: the booking is not in a state in which the car is handed over (not yet confirmed, or cancelled).
   */
  | {
      ok: false;
      reason: 'already' | 'not_pay_on_pickup' | 'refused';
      reference: string;
      status: BookingStatus;
    };

/**
 * Staff record the payment of a pay-on-pick-up booking taken at the counter, in cash or by card
 * on the branch's terminal: the booking's whole total, once, with who took it and when. It is
 * written under the booking's row lock with its own line in the booking's history, and from then
 * on the booking and its tax invoice say Paid.
 */
export async function recordCounterPayment(
  input: { bookingId: number; method: CounterPaymentMethod; actorId: number; note: string },
  now = new Date(),
): Promise<CounterPaymentResult> {
  if (!Number.isInteger(input.bookingId) || input.bookingId < 1 || input.bookingId > MAX_RECORD_ID)
    return { ok: false, reason: 'not_found' };
  return db().transaction((tx) => takeCounterPayment(tx, input, now));
}

/**
 * The counter payment inside the caller's transaction, so that a hand-over can take the money and
 * move the booking as one step: both or neither.
 */
export async function takeCounterPayment(
  tx: Database,
  input: { bookingId: number; method: CounterPaymentMethod; actorId: number; note: string },
  now: Date,
): Promise<CounterPaymentResult> {
  const [row] = await tx
    .select({
      reference: bookings.reference,
      status: bookings.status,
      paymentMethod: bookings.paymentMethod,
      counterPaidAt: bookings.counterPaidAt,
      totalFils: bookings.totalFils,
    })
    .from(bookings)
    .where(eq(bookings.id, input.bookingId))
    .for('update');
  if (!row) return { ok: false, reason: 'not_found' };
  const refusal = { reference: row.reference, status: row.status };
  if (row.counterPaidAt) return { ok: false, reason: 'already', ...refusal };
  if (row.paymentMethod !== 'pay_on_pickup' || row.totalFils === null)
    return { ok: false, reason: 'not_pay_on_pickup', ...refusal };
  if (!(counterPayableStates as readonly string[]).includes(row.status))
    return { ok: false, reason: 'refused', ...refusal };
  await tx
    .update(bookings)
    .set({
      counterPaidAt: now,
      counterPaymentMethod: input.method,
      counterPaidBy: input.actorId,
      updatedAt: sql`now()`,
    })
    .where(eq(bookings.id, input.bookingId));
  await tx.insert(bookingEvents).values({
    bookingId: input.bookingId,
    actorId: input.actorId,
    actorKind: 'staff',
    fromStatus: row.status,
    toStatus: row.status,
    reason: input.note || null,
    details: { counterPayment: { method: input.method, amountFils: row.totalFils } },
  });
  return { ok: true, reference: row.reference, amountFils: row.totalFils };
}

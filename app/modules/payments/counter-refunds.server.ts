import { and, eq, sql } from 'drizzle-orm';
import { type Database, db } from '~/db/client.server';
import { type CounterPaymentMethod, type RefundReason, bookingRefunds, bookings, bookingEvents } from '~/db/schema';
import { moveRefund, refundRecorded } from './payment-moves.server';
import { sendRefundMail } from './refund-mail.server';
import { actorOf, reducesInvoice } from './refunds.server';

/**
 * Records giving back money the customer paid at the branch: owed until staff pay it out there and
 * confirm it. The tax credit note is numbered at once, in the cancelling transaction: the invoice is
 * reduced by the cancellation itself, and the customer is given the note with it.
 */
export async function recordCounterRefund(
  tx: Database,
  refund: { bookingId: number; amountFils: number; actorId: number | null; reason: RefundReason },
): Promise<number> {
  if (!Number.isSafeInteger(refund.amountFils) || refund.amountFils <= 0)
    throw new RangeError('A refund is a positive number of fils.');
  const [booking] = await tx
    .select({ invoiceNumber: bookings.invoiceNumber })
    .from(bookings)
    .where(eq(bookings.id, refund.bookingId));
  const [row] = await tx
    .insert(bookingRefunds)
    .values({
      bookingId: refund.bookingId,
      method: 'counter',
      amountFils: refund.amountFils,
      requestedBy: refund.actorId,
      reason: refund.reason,
      ...(booking?.invoiceNumber != null && reducesInvoice(refund.reason)
        ? { creditNoteNumber: sql`nextval('credit_note_number_seq')` }
        : {}),
    })
    .returning({ id: bookingRefunds.id });
  await refundRecorded(tx, {
    id: row.id,
    bookingId: refund.bookingId,
    actor: actorOf(refund.actorId),
    details: { method: 'counter', amountFils: refund.amountFils },
  });
  return row.id;
}

export type CounterRefundPaidOut =
  | { ok: true; amountFils: number }
  /** not_found: no such counter refund on this booking. already: a colleague confirmed it first. */
  | { ok: false; reason: 'not_found' | 'already' };

/**
 * Staff confirm that a counter refund owed was paid out at the branch, in cash or to a card on the
 * branch's terminal: once, with who and how, in the booking's history and a mail to the customer.
 */
export async function confirmCounterRefundPaidOut(
  input: { bookingId: number; refundId: number; method: CounterPaymentMethod; actorId: number },
  now = new Date(),
): Promise<CounterRefundPaidOut> {
  const done = await db().transaction(async (tx) => {
    const refund = await moveRefund(tx, {
      refundId: input.refundId,
      to: 'refunded',
      from: ['pending'],
      where: and(eq(bookingRefunds.bookingId, input.bookingId), eq(bookingRefunds.method, 'counter')),
      set: { refundedAt: now, paidOutMethod: input.method, paidOutBy: input.actorId },
      actor: { kind: 'staff', id: input.actorId },
      reason: 'paid out at the branch',
    });
    if (!refund) return undefined;
    const [booking] = await tx
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, input.bookingId));
    await tx.insert(bookingEvents).values({
      bookingId: input.bookingId,
      actorId: input.actorId,
      actorKind: 'staff',
      fromStatus: booking.status,
      toStatus: booking.status,
      details: { counterRefund: { refundId: input.refundId, method: input.method, amountFils: refund.amountFils } },
    });
    // The customer's mail is written with the pay-out it announces.
    await sendRefundMail(input.bookingId, input.refundId, refund.amountFils, tx);
    return refund;
  });
  if (!done) {
    const [row] = await db()
      .select({ state: bookingRefunds.state })
      .from(bookingRefunds)
      .where(
        and(
          eq(bookingRefunds.id, input.refundId),
          eq(bookingRefunds.bookingId, input.bookingId),
          eq(bookingRefunds.method, 'counter'),
        ),
      );
    return { ok: false, reason: row ? 'already' : 'not_found' };
  }
  return { ok: true, amountFils: done.amountFils };
}

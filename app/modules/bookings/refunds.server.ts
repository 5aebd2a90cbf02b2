import { and, eq, gt, inArray, isNotNull, lt, notExists, or, sql } from 'drizzle-orm';
import { type Database, db } from '~/db/client.server';
import { type RefundReason, bookingRefunds, bookings } from '~/db/schema';
import { logger } from '~/modules/config/logger.server';
import { type NgeniusClient, PaymentProviderError, paymentOutcome } from '~/modules/payments/ngenius-client.server';
import { sendRefundMail } from './refund-mail.server';

/** An attempt still unanswered after this long is taken to have died, and may be tried again. */
export const REFUND_ATTEMPT_LEASE_SECONDS = 120;

/** Records a refund to be made, inside the transaction that cancels the booking and so promises it. */
export async function recordRefund(
  tx: Database,
  refund: { bookingId: number; orderRef: string; amountFils: number; actorId: number | null; reason?: RefundReason },
): Promise<number> {
  if (!Number.isSafeInteger(refund.amountFils) || refund.amountFils <= 0)
    throw new RangeError('A refund is a positive number of fils.');
  const [row] = await tx
    .insert(bookingRefunds)
    .values({
      bookingId: refund.bookingId,
      orderRef: refund.orderRef,
      amountFils: refund.amountFils,
      requestedBy: refund.actorId,
      reason: refund.reason ?? 'cancellation',
    })
    .returning({ id: bookingRefunds.id });
  return row.id;
}

export type RefundOutcome = 'refunded' | 'failed' | 'pending' | 'busy' | 'not_found';

/**
 * Makes a recorded refund with the provider. One attempt at a time (a lease on the row), and never
 * twice: an earlier attempt whose answer was lost may have gone through, so the order is read
 * first and the refund counts as made when the provider has given back more than our refunded
 * rows explain. A refusal leaves it 'failed' for staff to retry; no answer leaves it 'pending' for
 * the reconciler. The customer is mailed once, by whichever attempt marks it refunded.
 */
export async function makeRefund(client: NgeniusClient, refundId: number): Promise<RefundOutcome> {
  const [claimed] = await db()
    .update(bookingRefunds)
    .set({ state: 'pending', attempts: sql`${bookingRefunds.attempts} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(bookingRefunds.id, refundId),
        or(
          eq(bookingRefunds.state, 'failed'),
          and(
            eq(bookingRefunds.state, 'pending'),
            or(
              eq(bookingRefunds.attempts, 0),
              lt(bookingRefunds.updatedAt, sql`now() - make_interval(secs => ${REFUND_ATTEMPT_LEASE_SECONDS})`),
            ),
          ),
        ),
      ),
    )
    .returning();
  if (!claimed) {
    const [row] = await db()
      .select({ state: bookingRefunds.state })
      .from(bookingRefunds)
      .where(eq(bookingRefunds.id, refundId));
    if (!row) return 'not_found';
    return row.state === 'pending' ? 'busy' : row.state;
  }

  try {
    const order = await client.readOrder(claimed.orderRef);
    const [known] = await db()
      .select({ fils: sql<number>`coalesce(sum(${bookingRefunds.amountFils}), 0)::int` })
      .from(bookingRefunds)
      .where(and(eq(bookingRefunds.orderRef, claimed.orderRef), eq(bookingRefunds.state, 'refunded')));
    if (order.refundedFils - known.fils >= claimed.amountFils) return await markRefunded(claimed, order.state);
    const done = await client.refundOrder(claimed.orderRef, claimed.amountFils);
    return await markRefunded(claimed, done.state);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    const state = error.kind === 'rejected' ? 'failed' : 'pending';
    await db()
      .update(bookingRefunds)
      .set({ state, lastError: error.message.slice(0, 500), updatedAt: sql`now()` })
      .where(and(eq(bookingRefunds.id, claimed.id), eq(bookingRefunds.state, 'pending')));
    logger().warn({ err: error, refundId }, `refund #${refundId} of booking #${claimed.bookingId}: ${state}`);
    return state;
  }
}

async function markRefunded(refund: typeof bookingRefunds.$inferSelect, paymentState: string): Promise<RefundOutcome> {
  const moved = await db().transaction(async (tx) => {
    const [row] = await tx
      .update(bookingRefunds)
      .set({ state: 'refunded', lastError: null, refundedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(bookingRefunds.id, refund.id), eq(bookingRefunds.state, 'pending')))
      .returning({ id: bookingRefunds.id });
    if (!row) return false;
    // The stored payment state follows the provider's, so lists and exports say Refunded.
    const [booking] = await tx
      .update(bookings)
      .set({ paymentState, updatedAt: sql`now()` })
      .where(and(eq(bookings.id, refund.bookingId), eq(bookings.paymentOrderRef, refund.orderRef)))
      .returning({ invoiceNumber: bookings.invoiceNumber });
    // Money given back on an invoiced booking reduces that invoice: a tax credit note, numbered now.
    if (booking?.invoiceNumber != null) {
      await tx
        .update(bookingRefunds)
        .set({ creditNoteNumber: sql`nextval('credit_note_number_seq')` })
        .where(eq(bookingRefunds.id, refund.id));
    }
    return true;
  });
  if (moved) {
    try {
      await sendRefundMail(refund.bookingId, refund.id, refund.amountFils);
    } catch (error) {
      logger().error({ err: error }, `refund #${refund.id}: mailing the customer failed`);
    }
  }
  return 'refunded';
}

/** The refunds of a booking, oldest first, for its staff page. */
export function refundsOfBooking(bookingId: number) {
  return db()
    .select({
      id: bookingRefunds.id,
      amountFils: bookingRefunds.amountFils,
      state: bookingRefunds.state,
      lastError: bookingRefunds.lastError,
      attempts: bookingRefunds.attempts,
      createdAt: bookingRefunds.createdAt,
      refundedAt: bookingRefunds.refundedAt,
      creditNoteNumber: bookingRefunds.creditNoteNumber,
      reason: bookingRefunds.reason,
    })
    .from(bookingRefunds)
    .where(eq(bookingRefunds.bookingId, bookingId))
    .orderBy(bookingRefunds.id);
}

/** The reconciler's part: refunds left unanswered (a timeout, a crash) are tried again once their lease ran out. */
export async function retryPendingRefunds(client: NgeniusClient) {
  const open = await db()
    .select({ id: bookingRefunds.id })
    .from(bookingRefunds)
    .where(
      and(
        eq(bookingRefunds.state, 'pending'),
        lt(bookingRefunds.updatedAt, sql`now() - make_interval(secs => ${REFUND_ATTEMPT_LEASE_SECONDS})`),
      ),
    );
  let refunded = 0;
  for (const { id } of open) if ((await makeRefund(client, id)) === 'refunded') refunded++;
  return { refunded, tried: open.length };
}

/** Bookings that stopped waiting for their card payment: a payment arriving now was not asked for. */
const NOT_WAITING = ['cancelled', 'payment_failed'] as const;
/** How long after a booking stops waiting the reconciler still looks at its order for a late payment. */
export const STRAY_CAPTURE_WINDOW_HOURS = 2;

/**
 * A card payment taken on the order of a booking that was no longer waiting for it (cancelled when
 * its hold ran out, or failed and left): the money is given back at once, in full, one automatic
 * refund per order (the booking's row lock makes parallel callers take turns). 'none' when nothing
 * was paid, or it is already being given back.
 */
export async function refundStrayCapture(client: NgeniusClient, bookingId: number): Promise<RefundOutcome | 'none'> {
  const [booking] = await db()
    .select({ status: bookings.status, orderRef: bookings.paymentOrderRef })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking?.orderRef || !(NOT_WAITING as readonly string[]).includes(booking.status)) return 'none';
  let order;
  try {
    order = await client.readOrder(booking.orderRef);
  } catch (error) {
    if (error instanceof PaymentProviderError) return 'none';
    throw error;
  }
  const left = order.amount.value - order.refundedFils;
  if (paymentOutcome(order.state) !== 'paid' || left <= 0) return 'none';
  const orderRef = booking.orderRef;
  const refundId = await db().transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: bookings.status, orderRef: bookings.paymentOrderRef })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update');
    if (!locked || locked.orderRef !== orderRef || !(NOT_WAITING as readonly string[]).includes(locked.status))
      return null;
    const [existing] = await tx
      .select({ id: bookingRefunds.id })
      .from(bookingRefunds)
      .where(eq(bookingRefunds.orderRef, orderRef))
      .limit(1);
    if (existing) return null;
    return recordRefund(tx, { bookingId, orderRef, amountFils: left, actorId: null, reason: 'stray_capture' });
  });
  if (refundId === null) return 'none';
  logger().warn(
    { bookingId, orderRef, amountFils: left },
    `booking #${bookingId}: a card payment arrived after it stopped waiting; refunding it`,
  );
  return makeRefund(client, refundId);
}

/** The reconciler's part: orders of bookings that stopped waiting lately, checked for a payment that came anyway. */
export async function refundStrayCaptures(client: NgeniusClient, now = new Date()) {
  const since = new Date(now.getTime() - STRAY_CAPTURE_WINDOW_HOURS * 3_600_000);
  const candidates = await db()
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, [...NOT_WAITING]),
        eq(bookings.paymentMethod, 'card'),
        isNotNull(bookings.paymentOrderRef),
        gt(bookings.updatedAt, since),
        notExists(
          db()
            .select({ id: bookingRefunds.id })
            .from(bookingRefunds)
            .where(eq(bookingRefunds.orderRef, bookings.paymentOrderRef)),
        ),
      ),
    );
  let refunded = 0;
  for (const { id } of candidates) if ((await refundStrayCapture(client, id)) === 'refunded') refunded++;
  return { checked: candidates.length, refunded };
}

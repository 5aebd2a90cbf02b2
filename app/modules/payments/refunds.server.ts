import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { type Database, db } from '~/db/client.server';
import { type RefundReason, bookingAmendments, bookingPaymentOrders, bookingRefunds, bookings } from '~/db/schema';
import { logger } from '~/modules/config/logger.server';
import {
  type NgeniusClient,
  type OrderReading,
  PaymentProviderError,
} from '~/modules/payments/provider/ngenius-client.server';
import {
  type MoneyActor,
  moveBookingPayment,
  moveRefund,
  notePaymentOrder,
  refundRecorded,
} from '~/modules/payments/payment-moves.server';
import { MONEY_TO_GIVE_BACK } from '~/modules/payments/payment-states';
import { sendRefundMail } from './refund-mail.server';
import type { RefundTotals } from './customer-payment-status';

/** An attempt still unanswered after this long is taken to have died, and may be tried again. */
const REFUND_ATTEMPT_LEASE_SECONDS = 120;

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
  await refundRecorded(tx, {
    id: row.id,
    bookingId: refund.bookingId,
    actor: actorOf(refund.actorId),
    details: { method: 'card', orderRef: refund.orderRef, amountFils: refund.amountFils },
  });
  return row.id;
}

export const actorOf = (staffId: number | null): MoneyActor =>
  staffId ? { kind: 'staff', id: staffId } : { kind: 'system' };

/** Refunds under the terms reduce the booking's invoice; a change's difference and a stray payment do not. */
export const reducesInvoice = (reason: RefundReason) => reason === 'cancellation' || reason === 'no_show';

/**
 * Records giving back `amountFils` of what the customer paid by card for a booking. The booking
 * may have been paid by more than one order (its own, and the difference of a change to it), and
 * the provider refunds each order only up to what it took, so the amount is shared out: the
 * newest payment first, each up to what it took less what is already being given back from it.
 */
export async function recordCardRefunds(
  tx: Database,
  refund: { bookingId: number; amountFils: number; actorId: number | null; reason: RefundReason },
): Promise<{ id: number; amountFils: number }[]> {
  const [booking] = await tx
    .select({ orderRef: bookings.paymentOrderRef })
    .from(bookings)
    .where(eq(bookings.id, refund.bookingId));
  const paid = await tx
    .select({
      orderRef: bookingPaymentOrders.orderRef,
      amountFils: bookingPaymentOrders.amountFils,
      givenBack: sql<number>`coalesce((select sum(${bookingRefunds.amountFils}) from ${bookingRefunds} where ${bookingRefunds.orderRef} = ${bookingPaymentOrders.orderRef}), 0)::int`,
    })
    .from(bookingPaymentOrders)
    .leftJoin(bookingAmendments, eq(bookingAmendments.id, bookingPaymentOrders.amendmentId))
    .where(
      and(
        eq(bookingPaymentOrders.bookingId, refund.bookingId),
        inArray(bookingPaymentOrders.status, MONEY_TO_GIVE_BACK),
        or(
          booking?.orderRef ? eq(bookingPaymentOrders.orderRef, booking.orderRef) : undefined,
          and(eq(bookingAmendments.state, 'applied'), eq(bookingAmendments.orderRef, bookingPaymentOrders.orderRef)),
        ),
      ),
    )
    .orderBy(sql`${bookingPaymentOrders.id} desc`);
  const shares: { orderRef: string; amountFils: number }[] = [];
  let left = refund.amountFils;
  for (const order of paid) {
    const share = Math.min(left, order.amountFils - Number(order.givenBack));
    if (share > 0) shares.push({ orderRef: order.orderRef, amountFils: share });
    left -= Math.max(0, share);
  }
  // Bookings paid before their orders were kept as rows: the rest is asked of the booking's own order.
  if (left > 0 && booking?.orderRef) shares.push({ orderRef: booking.orderRef, amountFils: left });
  const recorded: { id: number; amountFils: number }[] = [];
  for (const share of shares)
    recorded.push({
      id: await recordRefund(tx, {
        ...share,
        bookingId: refund.bookingId,
        actorId: refund.actorId,
        reason: refund.reason,
      }),
      amountFils: share.amountFils,
    });
  return recorded;
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
  const claimed = await moveRefund(db(), {
    refundId,
    to: 'pending',
    where: and(
      // A counter refund is paid out by staff at the branch, never through the provider.
      eq(bookingRefunds.method, 'card'),
      or(
        eq(bookingRefunds.state, 'failed'),
        eq(bookingRefunds.attempts, 0),
        lt(bookingRefunds.updatedAt, sql`now() - make_interval(secs => ${REFUND_ATTEMPT_LEASE_SECONDS})`),
      ),
    ),
    set: { attempts: sql`${bookingRefunds.attempts} + 1` },
    actor: { kind: 'system' },
    reason: 'attempt',
  });
  if (!claimed) {
    const [row] = await db()
      .select({ state: bookingRefunds.state, method: bookingRefunds.method })
      .from(bookingRefunds)
      .where(eq(bookingRefunds.id, refundId));
    if (!row) return 'not_found';
    // Owed at the branch: it stays pending until staff pay it out there.
    if (row.method === 'counter') return row.state === 'refunded' ? 'refunded' : 'pending';
    return row.state === 'pending' ? 'busy' : row.state;
  }

  const orderRef = claimed.orderRef!;
  try {
    const order = await client.readOrder(orderRef);
    const [known] = await db()
      .select({ fils: sql<number>`coalesce(sum(${bookingRefunds.amountFils}), 0)::int` })
      .from(bookingRefunds)
      .where(and(eq(bookingRefunds.orderRef, orderRef), eq(bookingRefunds.state, 'refunded')));
    if (order.refundedFils - known.fils >= claimed.amountFils)
      return await markRefunded({ ...claimed, orderRef }, order);
    const done = await client.refundOrder(orderRef, claimed.amountFils);
    return await markRefunded({ ...claimed, orderRef }, done);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    const state = error.kind === 'rejected' ? 'failed' : 'pending';
    await moveRefund(db(), {
      refundId: claimed.id,
      to: state,
      from: ['pending'],
      set: { lastError: error.message.slice(0, 500) },
      actor: { kind: 'provider' },
      reason: `payment provider ${error.kind}`,
    });
    logger().warn({ err: error, refundId }, `refund #${refundId} of booking #${claimed.bookingId}: ${state}`);
    return state;
  }
}

/** Makes the refunds recorded together; 'refunded' only when every one of them was made. */
export async function makeRefunds(client: NgeniusClient, refunds: { id: number }[]): Promise<RefundOutcome> {
  const outcomes: RefundOutcome[] = [];
  for (const refund of refunds) outcomes.push(await makeRefund(client, refund.id));
  return outcomes.find((outcome) => outcome !== 'refunded') ?? 'refunded';
}

async function markRefunded(
  refund: typeof bookingRefunds.$inferSelect & { orderRef: string },
  reading: OrderReading,
): Promise<RefundOutcome> {
  await db().transaction(async (tx) => {
    const row = await moveRefund(tx, {
      refundId: refund.id,
      to: 'refunded',
      from: ['pending'],
      set: { lastError: null, refundedAt: sql`now()` },
      actor: { kind: 'provider' },
    });
    if (!row) return false;
    // The booking's payment follows its order's, so lists and exports say Refunded; a change's
    // difference given back leaves the booking paid in full at its new price.
    if (refund.reason !== 'amendment')
      await moveBookingPayment(tx, {
        bookingId: refund.bookingId,
        to: reading.status,
        orderRef: refund.orderRef,
        actor: { kind: 'provider' },
      });
    const [booking] = await tx
      .select({ invoiceNumber: bookings.invoiceNumber })
      .from(bookings)
      .where(eq(bookings.id, refund.bookingId));
    await notePaymentOrder(refund.orderRef, reading, tx);
    // Money given back under the terms on an invoiced booking reduces that invoice: a tax credit
    // note, numbered now. A change's difference is covered by the change's own credit note and new
    // invoice, and a stray payment was never part of the invoice.
    if (booking?.invoiceNumber != null && reducesInvoice(refund.reason)) {
      await tx
        .update(bookingRefunds)
        .set({ creditNoteNumber: sql`nextval('credit_note_number_seq')` })
        .where(eq(bookingRefunds.id, refund.id));
    }
    await sendRefundMail(refund.bookingId, refund.id, refund.amountFils, tx);
    return true;
  });
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
      method: bookingRefunds.method,
      paidOutMethod: bookingRefunds.paidOutMethod,
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
        eq(bookingRefunds.method, 'card'),
        eq(bookingRefunds.state, 'pending'),
        lt(bookingRefunds.updatedAt, sql`now() - make_interval(secs => ${REFUND_ATTEMPT_LEASE_SECONDS})`),
      ),
    );
  let refunded = 0;
  for (const { id } of open) if ((await makeRefund(client, id)) === 'refunded') refunded++;
  return { refunded, tried: open.length };
}

/**
 * What was given back, is on its way, or is owed at the branch, for each of some bookings, under the
 * terms (cancellations and no-shows): a duplicate payment's refund or a change's difference leaves the
 * booking paid, so they are not counted here.
 */
export async function refundTotalsOf(bookingIds: number[]): Promise<Map<number, RefundTotals>> {
  const totals = new Map<number, RefundTotals>();
  if (bookingIds.length === 0) return totals;
  const rows = await db()
    .select({
      bookingId: bookingRefunds.bookingId,
      refundedFils: sql<number>`coalesce(sum(${bookingRefunds.amountFils}) filter (where ${bookingRefunds.state} = 'refunded'), 0)::int`,
      cardPendingFils: sql<number>`coalesce(sum(${bookingRefunds.amountFils}) filter (where ${bookingRefunds.state} <> 'refunded' and ${bookingRefunds.method} = 'card'), 0)::int`,
      counterOwedFils: sql<number>`coalesce(sum(${bookingRefunds.amountFils}) filter (where ${bookingRefunds.state} <> 'refunded' and ${bookingRefunds.method} = 'counter'), 0)::int`,
    })
    .from(bookingRefunds)
    .where(
      and(inArray(bookingRefunds.bookingId, bookingIds), inArray(bookingRefunds.reason, ['cancellation', 'no_show'])),
    )
    .groupBy(bookingRefunds.bookingId);
  for (const { bookingId, ...row } of rows)
    totals.set(bookingId, {
      refundedFils: Number(row.refundedFils),
      cardPendingFils: Number(row.cardPendingFils),
      counterOwedFils: Number(row.counterOwedFils),
    });
  return totals;
}

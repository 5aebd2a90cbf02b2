import { and, eq, lt, sql } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { bookingAmendments, bookings } from '~/db/schema';
import type { Locale } from '~/i18n/locale';
import { logger } from '~/modules/config/logger.server';
import { type NgeniusClient, PaymentProviderError } from '~/modules/payments/provider/ngenius-client.server';
import { moveAmendments, notePaymentOrder, recordPaymentOrder } from '~/modules/payments/payment-moves.server';
import { createBookingOrder } from '~/modules/payments/payment-orders.server';
import { paymentOutcome } from '~/modules/payments/payment-states';
import { type AmendResult, amendBooking, applyPaidAmendment, lapseAmendments } from './booking-amendments.server';
import type { AmendmentActor, AmendmentRequest } from './amendment-quotes.server';
import { type RefundOutcome, makeRefunds } from '~/modules/payments/refunds.server';
import { refundStrayCapture } from '~/modules/payments/stray-captures.server';

/**
 * Changes the booking (see amendBooking, which also writes the customer's mail) and does what the
 * change promises: a difference given back is asked of the provider.
 */
export async function changeBooking(
  client: NgeniusClient,
  actor: AmendmentActor,
  request: AmendmentRequest,
  expectedDifferenceFils: number,
  now = new Date(),
): Promise<AmendResult & { refund?: RefundOutcome }> {
  const result = await amendBooking(actor, request, expectedDifferenceFils, now);
  if (!result.ok) return result;
  if (result.kind === 'applied' && result.refunds.length > 0)
    return { ...result, refund: await makeRefunds(client, result.refunds) };
  return result;
}

export type StartAmendmentPaymentResult =
  { ok: true; paymentUrl: string } | { ok: false; reason: 'not_found' | 'expired' | 'provider' };

/**
 * Sends the customer to the provider's page to pay a change's difference: a new order for exactly
 * that amount each time (an earlier one left open is no longer counted on, and a late payment on it
 * is given back by the stray-payment watch).
 */
export async function startAmendmentPayment(
  client: NgeniusClient,
  args: { userId: number; amendmentId: number; locale: Locale; returnUrl: string },
  now = new Date(),
): Promise<StartAmendmentPaymentResult> {
  const [row] = await db()
    .select({
      bookingId: bookingAmendments.bookingId,
      state: bookingAmendments.state,
      expiresAt: bookingAmendments.expiresAt,
      differenceFils: bookingAmendments.differenceFils,
      reference: bookings.reference,
      details: bookings.customerDetails,
    })
    .from(bookingAmendments)
    .innerJoin(bookings, eq(bookings.id, bookingAmendments.bookingId))
    .where(and(eq(bookingAmendments.id, args.amendmentId), eq(bookings.userId, args.userId)));
  if (!row || !row.details) return { ok: false, reason: 'not_found' };
  if (row.state !== 'awaiting_payment' || !row.expiresAt || row.expiresAt <= now)
    return { ok: false, reason: 'expired' };
  const { details } = row;
  try {
    const order = await createBookingOrder(client, {
      amountFils: row.differenceFils,
      reference: row.reference,
      details,
      locale: args.locale,
      returnUrl: args.returnUrl,
    });
    // Kept before the change names it, so an order is never paid without a row to watch it by.
    await recordPaymentOrder({
      bookingId: row.bookingId,
      orderRef: order.reference,
      amountFils: row.differenceFils,
      reading: order,
      amendmentId: args.amendmentId,
    });
    await db()
      .update(bookingAmendments)
      .set({ orderRef: order.reference })
      .where(and(eq(bookingAmendments.id, args.amendmentId), eq(bookingAmendments.state, 'awaiting_payment')));
    return { ok: true, paymentUrl: order.paymentUrl };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    logger().warn({ err: error, amendmentId: args.amendmentId }, 'creating the order for a change failed');
    return { ok: false, reason: 'provider' };
  }
}

export type AmendmentSettleResult = 'applied' | 'failed' | 'pending' | 'lapsed' | 'unavailable';

/**
 * Decides a change waiting for its difference from what the provider says about its order (never
 * from the return URL): paid for the exact difference, it is applied and the customer mailed once.
 * A payment that can no longer be used is given back at once. Safe to run any number of times.
 */
export async function settleAmendmentPayment(
  client: NgeniusClient,
  amendmentId: number,
  now = new Date(),
): Promise<AmendmentSettleResult> {
  const [amendment] = await db().select().from(bookingAmendments).where(eq(bookingAmendments.id, amendmentId));
  if (!amendment) return 'lapsed';
  if (amendment.state === 'applied') return 'applied';
  if (amendment.state === 'lapsed') {
    // Paid all the same (a page left open): given back at once rather than at the reconciler's next round.
    if (amendment.orderRef) await refundStrayCapture(client, amendment.bookingId, now);
    return 'lapsed';
  }
  if (!amendment.orderRef) return 'pending';
  let order;
  try {
    order = await client.readOrder(amendment.orderRef);
  } catch (error) {
    if (error instanceof PaymentProviderError) return 'unavailable';
    throw error;
  }
  await notePaymentOrder(order.reference, order);
  if (order.amount.currencyCode !== 'AED' || order.amount.value !== amendment.differenceFils) return 'lapsed';
  const outcome = paymentOutcome(order.status);
  if (outcome === 'failed') return 'failed';
  if (outcome === 'pending') return 'pending';
  const applied = await applyPaidAmendment(amendmentId, now);
  if (applied === 'applied') return 'applied';
  if (applied === 'lapsed') {
    await refundStrayCapture(client, amendment.bookingId, now);
    return 'lapsed';
  }
  const [again] = await db()
    .select({ state: bookingAmendments.state })
    .from(bookingAmendments)
    .where(eq(bookingAmendments.id, amendmentId));
  return again?.state === 'applied' ? 'applied' : 'lapsed';
}

/**
 * The reconciler's part: changes waiting for a difference are settled from their orders (the
 * customer may never have come back), and those whose time ran out unpaid lapse.
 */
export async function reconcileAmendments(client: NgeniusClient, now = new Date()) {
  const waiting = await db()
    .select({ id: bookingAmendments.id, bookingId: bookingAmendments.bookingId, orderRef: bookingAmendments.orderRef })
    .from(bookingAmendments)
    .where(eq(bookingAmendments.state, 'awaiting_payment'));
  let applied = 0;
  for (const amendment of waiting)
    if (amendment.orderRef && (await settleAmendmentPayment(client, amendment.id, now)) === 'applied') applied++;
  const lapsed = await moveAmendments(db(), {
    to: 'lapsed',
    where: lt(bookingAmendments.expiresAt, sql`${now.toISOString()}::timestamptz`),
    set: { lapsedReason: 'expired', expiresAt: null },
    actor: { kind: 'system' },
    reason: 'expired',
  });
  return { applied, lapsed: lapsed.length };
}

/** The booking of a change, when it is this customer's; undefined for anyone else's. */
export async function findCustomerAmendment(userId: number, amendmentId: number) {
  const [row] = await db()
    .select({ bookingId: bookingAmendments.bookingId })
    .from(bookingAmendments)
    .innerJoin(bookings, eq(bookings.id, bookingAmendments.bookingId))
    .where(and(eq(bookingAmendments.id, amendmentId), eq(bookings.userId, userId)));
  return row?.bookingId;
}

/** The customer turns down a change waiting for its difference (theirs, or one staff proposed). */
export async function declineAmendment(userId: number, amendmentId: number) {
  const [row] = await db()
    .select({ bookingId: bookingAmendments.bookingId })
    .from(bookingAmendments)
    .innerJoin(bookings, eq(bookings.id, bookingAmendments.bookingId))
    .where(and(eq(bookingAmendments.id, amendmentId), eq(bookings.userId, userId)));
  if (!row) return false;
  const lapsed = await lapseAmendments(db(), { bookingId: row.bookingId, amendmentId }, 'declined', {
    kind: 'customer',
  });
  return lapsed.length > 0;
}

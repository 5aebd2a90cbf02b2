import { eq } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { bookingRefunds, bookings } from '~/db/schema';
import { logger } from '~/modules/config/logger.server';
import { type NgeniusClient, PaymentProviderError } from '~/modules/payments/provider/ngenius-client.server';
import { notePaymentOrder } from '~/modules/payments/payment-moves.server';
import { paymentOutcome } from '~/modules/payments/payment-states';
import { amendmentCountsOn, orderIsWanted, unwantedOrders } from './payment-orders.server';
import { type RefundOutcome, makeRefund, recordRefund } from './refunds.server';

type StrayOutcome = RefundOutcome | 'none';

/**
 * A card payment taken on an order its booking no longer counts on (the booking was cancelled when
 * its hold ran out or failed, or a retry made a newer order) is given back at once, in full: one
 * automatic refund per order, decided under the booking's row lock so parallel callers take turns
 * with each other and with a payment confirming the booking. 'none' when nothing was paid.
 */
async function refundUnwantedOrder(
  client: NgeniusClient,
  order: { bookingId: number; orderRef: string },
): Promise<StrayOutcome> {
  let read;
  try {
    read = await client.readOrder(order.orderRef);
  } catch (error) {
    if (error instanceof PaymentProviderError) return 'none';
    throw error;
  }
  await notePaymentOrder(order.orderRef, read);
  const left = read.capturedFils - read.refundedFils;
  if (paymentOutcome(read.status) !== 'paid' || left <= 0) return 'none';
  const refundId = await db().transaction(async (tx) => {
    const [locked] = await tx
      .select({
        status: bookings.status,
        paymentOrderRef: bookings.paymentOrderRef,
        paymentMethod: bookings.paymentMethod,
        confirmedAt: bookings.confirmedAt,
      })
      .from(bookings)
      .where(eq(bookings.id, order.bookingId))
      .for('update');
    if (!locked || orderIsWanted(locked, order.orderRef) || (await amendmentCountsOn(order.orderRef, tx))) return null;
    const [existing] = await tx
      .select({ id: bookingRefunds.id })
      .from(bookingRefunds)
      .where(eq(bookingRefunds.orderRef, order.orderRef))
      .limit(1);
    if (existing) return null;
    return recordRefund(tx, { ...order, amountFils: left, actorId: null, reason: 'stray_capture' });
  });
  if (refundId === null) return 'none';
  logger().warn(
    { ...order, amountFils: left },
    `booking #${order.bookingId}: a card payment arrived on an order it no longer waited for; refunding it`,
  );
  return makeRefund(client, refundId);
}

/** On the customer's return from the provider: any order of this booking paid though unwanted is refunded now. */
export async function refundStrayCapture(
  client: NgeniusClient,
  bookingId: number,
  now = new Date(),
): Promise<StrayOutcome> {
  const outcomes: StrayOutcome[] = [];
  for (const order of await unwantedOrders({ now, bookingId })) outcomes.push(await refundUnwantedOrder(client, order));
  return outcomes.find((outcome) => outcome === 'refunded') ?? outcomes.find((outcome) => outcome !== 'none') ?? 'none';
}

/** The reconciler's part: every unwanted order in the watch window is read, its state kept, and a payment on it refunded. */
export async function refundStrayCaptures(client: NgeniusClient, now = new Date()) {
  const orders = await unwantedOrders({ now });
  let refunded = 0;
  for (const order of orders) if ((await refundUnwantedOrder(client, order)) === 'refunded') refunded++;
  return { checked: orders.length, refunded };
}

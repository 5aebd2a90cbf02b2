import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '~/db/client.server';
import { bookingEvents, users } from '~/db/schema';
import { type NgeniusClient, PaymentProviderError } from '~/modules/payments/provider/ngenius-client.server';
import { readBooking } from '../records/booking-view.server';
import { logger } from '~/modules/config/logger.server';

const actor = alias(users, 'actor');

/** Everything staff see about one booking: the booking, its customer, car, branches and every change of state. */
export async function findBookingForStaff(bookingId: number) {
  const booking = await readBooking(bookingId);
  if (!booking) return undefined;
  const history = await db()
    .select({
      id: bookingEvents.id,
      createdAt: bookingEvents.createdAt,
      fromStatus: bookingEvents.fromStatus,
      toStatus: bookingEvents.toStatus,
      reason: bookingEvents.reason,
      details: bookingEvents.details,
      actorId: bookingEvents.actorId,
      actorKind: bookingEvents.actorKind,
      actorName: actor.fullName,
    })
    .from(bookingEvents)
    .leftJoin(actor, eq(actor.id, bookingEvents.actorId))
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(desc(bookingEvents.createdAt), desc(bookingEvents.id))
    .limit(200);
  return { booking, history };
}

export type ProviderOrder =
  | { ok: true; reference: string; state: string; amountFils: number; currency: string; matchesBooking: boolean }
  | { ok: false; reference: string; problem: 'timeout' | 'unavailable' | 'rejected' | 'malformed' };

/**
 * The card payment as the provider has it now (not the state we last stored), so staff can see
 * what really happened, e.g. a payment taken after the booking was cancelled. Any failure to
 * read it is a message on the page, never an error page.
 */
export async function readProviderOrder(
  client: NgeniusClient,
  booking: { paymentOrderRef: string | null; totalFils: number | null; reference: string },
): Promise<ProviderOrder | null> {
  if (!booking.paymentOrderRef) return null;
  try {
    const order = await client.readOrder(booking.paymentOrderRef);
    return {
      ok: true,
      reference: order.reference,
      state: order.providerState,
      amountFils: order.amount.value,
      currency: order.amount.currencyCode,
      matchesBooking:
        order.amount.currencyCode === 'AED' &&
        order.amount.value === booking.totalFils &&
        (order.merchantOrderReference === null || order.merchantOrderReference === booking.reference),
    };
  } catch (error) {
    if (error instanceof PaymentProviderError)
      return { ok: false, reference: booking.paymentOrderRef, problem: error.kind };
    logger().error({ err: error }, `reading the payment order ${booking.paymentOrderRef} failed`);
    return { ok: false, reference: booking.paymentOrderRef, problem: 'unavailable' };
  }
}

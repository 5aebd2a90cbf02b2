import { and, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import { type Database, db } from '~/db/client.server';
import {
  type BookingCustomerDetails,
  bookingAmendments,
  bookingPaymentOrders,
  bookingRefunds,
  bookings,
} from '~/db/schema';
import type { Locale } from '~/i18n/locale';
import type { NgeniusClient } from './provider/ngenius-client.server';

/**
 * How long after its creation an order is watched for a payment the booking no longer waits for.
 * A booking stops waiting at most an hour after its order was made (the 30-minute hold and the
 * reconciler's 30-minute grace), so this leaves three hours for a payment finishing late.
 */
export const ORDER_WATCH_HOURS = 4;

/**
 * An order with the provider for `amountFils` of a booking (its total, or a change's difference),
 * named by the booking's reference and billed to the driver it names, in the customer's language.
 */
export function createBookingOrder(
  client: NgeniusClient,
  order: { amountFils: number; reference: string; details: BookingCustomerDetails; locale: Locale; returnUrl: string },
) {
  const { details } = order;
  return client.createOrder({
    amountFils: order.amountFils,
    merchantOrderReference: order.reference,
    emailAddress: details.email,
    billingAddress: {
      firstName: details.firstName,
      lastName: details.lastName,
      address1: details.streetAddress,
      city: details.city,
      countryCode: 'AE',
    },
    language: order.locale,
    redirectUrl: order.returnUrl,
  });
}

/** Every order of a booking, oldest first, for its staff page. */
export function paymentOrdersOfBooking(bookingId: number) {
  return db()
    .select({
      orderRef: bookingPaymentOrders.orderRef,
      amountFils: bookingPaymentOrders.amountFils,
      status: bookingPaymentOrders.status,
      providerState: bookingPaymentOrders.providerState,
      capturedFils: bookingPaymentOrders.capturedFils,
      refundedFils: bookingPaymentOrders.refundedFils,
      amendmentId: bookingPaymentOrders.amendmentId,
      createdAt: bookingPaymentOrders.createdAt,
      updatedAt: bookingPaymentOrders.updatedAt,
    })
    .from(bookingPaymentOrders)
    .where(eq(bookingPaymentOrders.bookingId, bookingId))
    .orderBy(bookingPaymentOrders.id);
}

/**
 * Whether the booking still counts on this order: it is the order the booking waits for, or the
 * card payment that confirmed it. A payment on any other order was not asked for.
 */
export const orderIsWanted = (
  booking: { status: string; paymentOrderRef: string | null; paymentMethod: string | null; confirmedAt: Date | null },
  orderRef: string,
) =>
  booking.paymentOrderRef === orderRef &&
  (booking.status === 'awaiting_payment' || (booking.paymentMethod === 'card' && booking.confirmedAt !== null));

/** A change's order is counted on while the change waits for it, and once it paid the change. */
export async function amendmentCountsOn(orderRef: string, tx: Database = db()) {
  const [row] = await tx
    .select({ id: bookingAmendments.id })
    .from(bookingAmendments)
    .where(
      and(eq(bookingAmendments.orderRef, orderRef), inArray(bookingAmendments.state, ['awaiting_payment', 'applied'])),
    );
  return row !== undefined;
}

/** The same rules in SQL, for finding the orders to watch. */
const orderIsUnwanted = sql`not (${bookings.paymentOrderRef} is not distinct from ${bookingPaymentOrders.orderRef} and (${bookings.status} = 'awaiting_payment' or (${bookings.paymentMethod} = 'card' and ${bookings.confirmedAt} is not null))) and not exists (select 1 from ${bookingAmendments} where ${bookingAmendments.orderRef} = ${bookingPaymentOrders.orderRef} and ${bookingAmendments.state} in ('awaiting_payment', 'applied'))`;

/**
 * Orders, made in the watch window, that their booking no longer counts on and that nothing has
 * been refunded from yet: where a late payment would be money nobody asked for.
 */
export function unwantedOrders(filter: { now: Date; bookingId?: number }) {
  const since = new Date(filter.now.getTime() - ORDER_WATCH_HOURS * 3_600_000);
  return db()
    .select({ bookingId: bookingPaymentOrders.bookingId, orderRef: bookingPaymentOrders.orderRef })
    .from(bookingPaymentOrders)
    .innerJoin(bookings, eq(bookings.id, bookingPaymentOrders.bookingId))
    .where(
      and(
        filter.bookingId === undefined ? undefined : eq(bookingPaymentOrders.bookingId, filter.bookingId),
        gt(bookingPaymentOrders.createdAt, since),
        orderIsUnwanted,
        notExists(
          db()
            .select({ id: bookingRefunds.id })
            .from(bookingRefunds)
            .where(eq(bookingRefunds.orderRef, bookingPaymentOrders.orderRef)),
        ),
      ),
    )
    .orderBy(bookingPaymentOrders.id);
}

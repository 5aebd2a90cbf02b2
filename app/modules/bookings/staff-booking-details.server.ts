import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '~/db/client.server';
import { bookingEvents, bookings, branches, users, vehicleModels, vehicleTypes } from '~/db/schema';
import { type NgeniusClient, PaymentProviderError } from '~/modules/payments/ngenius-client.server';
import type { PriceSnapshot } from './price-snapshot';
import { logger } from '~/modules/config/logger.server';

const pickupBranch = alias(branches, 'pickup_branch');
const dropoffBranch = alias(branches, 'dropoff_branch');
const actor = alias(users, 'actor');
const counterStaff = alias(users, 'counter_staff');

/** Everything staff see about one booking: the booking, its customer, car, branches and every change of state. */
export async function findBookingForStaff(bookingId: number) {
  if (!Number.isSafeInteger(bookingId) || bookingId <= 0) return undefined;
  const [booking] = await db()
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      pickupAt: bookings.pickupAt,
      dropoffAt: bookings.dropoffAt,
      collectionCity: bookings.collectionCity,
      holdExpiresAt: bookings.holdExpiresAt,
      paymentMethod: bookings.paymentMethod,
      paymentOrderRef: bookings.paymentOrderRef,
      paymentState: bookings.paymentState,
      counterPaidAt: bookings.counterPaidAt,
      counterPaymentMethod: bookings.counterPaymentMethod,
      counterPaidByName: counterStaff.fullName,
      priceSnapshot: bookings.priceSnapshot,
      totalFils: bookings.totalFils,
      driver: bookings.customerDetails,
      confirmedAt: bookings.confirmedAt,
      invoiceNumber: bookings.invoiceNumber,
      rating: bookings.rating,
      createdAt: bookings.createdAt,
      userId: bookings.userId,
      customerName: users.fullName,
      customerEmail: users.email,
      customerPhone: users.phone,
      customerLocale: users.locale,
      brand: vehicleModels.brand,
      model: vehicleModels.name,
      referenceNo: vehicleModels.referenceNo,
      vehicleType: vehicleTypes.label,
      pickupCity: pickupBranch.cityLabel,
      pickupBranch: pickupBranch.nameLabel,
      dropoffCity: dropoffBranch.cityLabel,
      dropoffBranch: dropoffBranch.nameLabel,
    })
    .from(bookings)
    .innerJoin(vehicleModels, eq(vehicleModels.id, bookings.vehicleModelId))
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicleModels.vehicleTypeId))
    .innerJoin(pickupBranch, eq(pickupBranch.id, bookings.pickupBranchId))
    .innerJoin(dropoffBranch, eq(dropoffBranch.id, bookings.dropoffBranchId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(counterStaff, eq(counterStaff.id, bookings.counterPaidBy))
    .where(eq(bookings.id, bookingId))
    .limit(1);
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
      actorName: actor.fullName,
    })
    .from(bookingEvents)
    .leftJoin(actor, eq(actor.id, bookingEvents.actorId))
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(desc(bookingEvents.createdAt), desc(bookingEvents.id))
    .limit(200);
  return { booking: { ...booking, priceSnapshot: booking.priceSnapshot as PriceSnapshot | null }, history };
}

export type ProviderOrder =
  | { ok: true; reference: string; state: string; amountFils: number; currency: string; matchesBooking: boolean }
  | { ok: false; reference: string; problem: 'timeout' | 'unavailable' | 'rejected' | 'malformed' };

/**
 * The card payment as the provider has it now (not the state we last stored), so staff can see
 * what really happened, e.g. a payment taken after the booking was cancelled. Any failure to
 * read it is a message on the page, never an error page.
 */
export async function readProviderOrder(client: NgeniusClient, booking: { paymentOrderRef: string | null; totalFils: number | null; reference: string }): Promise<ProviderOrder | null> {
  if (!booking.paymentOrderRef) return null;
  try {
    const order = await client.readOrder(booking.paymentOrderRef);
    return {
      ok: true,
      reference: order.reference,
      state: order.state,
      amountFils: order.amount.value,
      currency: order.amount.currencyCode,
      matchesBooking: order.amount.currencyCode === 'AED' && order.amount.value === booking.totalFils && (order.merchantOrderReference === null || order.merchantOrderReference === booking.reference),
    };
  } catch (error) {
    if (error instanceof PaymentProviderError) return { ok: false, reference: booking.paymentOrderRef, problem: error.kind };
    logger().error({ err: error }, `reading the payment order ${booking.paymentOrderRef} failed`);
    return { ok: false, reference: booking.paymentOrderRef, problem: 'unavailable' };
  }
}

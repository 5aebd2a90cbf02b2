import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '~/db/client.server';
import { runNamed } from '~/db/named-statement.server';
import {
  type BookingStatus,
  bookingAmendments,
  bookings,
  branches,
  bookingEnquiries,
  vehicleModels,
} from '~/db/schema';
import { liveHold } from '../states/booking-states';

/**
 * The account page's Current / Upcoming / Past groups show bookings that are going ahead: confirmed,
 * picked up or returned. Unfinished selections, unpaid and cancelled bookings are not rentals.
 */
const customerVisibleStatuses = ['confirmed', 'active', 'completed'] as const satisfies readonly BookingStatus[];

const pickupBranch = alias(branches, 'pickup_branch');
const dropoffBranch = alias(branches, 'dropoff_branch');

/** What a customer's list shows of each booking: the booking, its car and its branches. */
const bookingColumns = {
  id: bookings.id,
  reference: bookings.reference,
  status: bookings.status,
  pickupAt: bookings.pickupAt,
  dropoffAt: bookings.dropoffAt,
  totalFils: bookings.totalFils,
  paymentMethod: bookings.paymentMethod,
  brand: vehicleModels.brand,
  model: vehicleModels.name,
  pickupCity: pickupBranch.cityLabel,
  pickupBranch: pickupBranch.nameLabel,
  dropoffCity: dropoffBranch.cityLabel,
  dropoffBranch: dropoffBranch.nameLabel,
};

/** Every booking of this customer that they should see, with its vehicle and branches; no one else's. */
export function findBookingsForCustomer(userId: number) {
  return db()
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(vehicleModels, eq(vehicleModels.id, bookings.vehicleModelId))
    .innerJoin(pickupBranch, eq(pickupBranch.id, bookings.pickupBranchId))
    .innerJoin(dropoffBranch, eq(dropoffBranch.id, bookings.dropoffBranchId))
    .where(and(eq(bookings.userId, userId), inArray(bookings.status, [...customerVisibleStatuses])))
    .orderBy(bookings.pickupAt, bookings.id);
}

/** The bookings a customer placed: they chose how to pay, or got further. */
const placedStatuses = [
  'awaiting_payment',
  'payment_failed',
  'confirmed',
  'active',
  'completed',
  'no_show',
] as const satisfies readonly BookingStatus[];

/**
 * One page of the customer's booking history and how many there are in all; no one else's. Newest
 * first: every booking placed, and the cars they hold right now (a draft within its hold, to resume
 * or remove). A selection that was given up before choosing how to pay is not history.
 */
export async function findBookingHistory(userId: number, page: number, pageSize: number, now = new Date()) {
  const mine = and(
    eq(bookings.userId, userId),
    or(
      inArray(bookings.status, [...placedStatuses]),
      and(eq(bookings.status, 'cancelled'), isNotNull(bookings.paymentMethod)),
      liveHold(now),
    ),
  );
  const [rows, [{ count }]] = await Promise.all([
    runNamed(
      // Drizzle leaves out an offset of 0, so the first page is a statement of its own.
      page === 1 ? 'booking_history_first_page' : 'booking_history_page',
      db()
        .select({
          ...bookingColumns,
          paymentStatus: bookings.paymentStatus,
          paymentOrderRef: bookings.paymentOrderRef,
          counterPaidAt: bookings.counterPaidAt,
          cancellationCreditNoteNumber: bookings.cancellationCreditNoteNumber,
          holdExpiresAt: bookings.holdExpiresAt,
          // The price before VAT, for a business customer's tax-exclusive view (decision 084).
          netFils: sql<number | null>`(${bookings.priceSnapshot} -> 'quote' ->> 'grossFils')::int`,
          enquiryKey: bookingEnquiries.publicId,
          customerChanges: sql<number>`(select count(*)::int from ${bookingAmendments} where ${bookingAmendments.bookingId} = ${bookings.id} and ${bookingAmendments.actorKind} = 'customer' and ${bookingAmendments.state} = 'applied')`,
        })
        .from(bookings)
        .innerJoin(vehicleModels, eq(vehicleModels.id, bookings.vehicleModelId))
        .innerJoin(pickupBranch, eq(pickupBranch.id, bookings.pickupBranchId))
        .innerJoin(dropoffBranch, eq(dropoffBranch.id, bookings.dropoffBranchId))
        .leftJoin(bookingEnquiries, eq(bookingEnquiries.id, bookings.enquiryId))
        .where(mine)
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    ),
    runNamed(
      'booking_history_count',
      db()
        .select({ count: sql<number>`count(*)::int` })
        .from(bookings)
        .where(mine),
    ),
  ]);
  return { rows, total: Number(count) };
}

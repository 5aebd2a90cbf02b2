import { type SQL, and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Database, db } from '~/db/client.server';
import { runNamed } from '~/db/named-statement.server';
import { bookings, branches, bookingEnquiries, users, vehicleModels, vehicleTypes } from '~/db/schema';
import { MAX_RECORD_ID } from '~/utils/record-id';
import { readPriceSnapshot } from './price-snapshot-schema';

const pickupBranch = alias(branches, 'view_pickup_branch');
const dropoffBranch = alias(branches, 'view_dropoff_branch');
const counterStaff = alias(users, 'view_counter_staff');

/**
 * One booking with everything told about it: its car, branches, account holder and payments. The
 * bill, the staff page, the mails and the tax invoice all read a booking through this one join,
 * each taking what it shows.
 */
const columns = {
  id: bookings.id,
  reference: bookings.reference,
  enquiryKey: bookingEnquiries.publicId,
  // Where the renter lives, as the booking box asked: which address the personal step asks for.
  residency: bookingEnquiries.residency,
  status: bookings.status,
  createdAt: bookings.createdAt,
  updatedAt: bookings.updatedAt,
  holdExpiresAt: bookings.holdExpiresAt,
  pickupAt: bookings.pickupAt,
  dropoffAt: bookings.dropoffAt,
  collectionCity: bookings.collectionCity,
  deliveryCity: bookings.deliveryCity,
  deliveryAddress: bookings.deliveryAddress,
  rating: bookings.rating,
  channel: bookings.channel,
  // The car.
  vehicleModelId: bookings.vehicleModelId,
  brand: vehicleModels.brand,
  model: vehicleModels.name,
  referenceNo: vehicleModels.referenceNo,
  imageFileId: vehicleModels.imageFileId,
  vehicleType: vehicleTypes.name,
  vehicleTypeLabel: vehicleTypes.label,
  // The branches.
  pickupBranchId: bookings.pickupBranchId,
  pickupCity: pickupBranch.cityLabel,
  pickupBranch: pickupBranch.nameLabel,
  dropoffBranchId: bookings.dropoffBranchId,
  dropoffCity: dropoffBranch.cityLabel,
  dropoffBranch: dropoffBranch.nameLabel,
  // The account holder, and the driver as entered on the personal step.
  userId: bookings.userId,
  customerName: users.fullName,
  customerEmail: users.email,
  customerPhone: users.phone,
  customerLocale: users.locale,
  customerDetails: bookings.customerDetails,
  // The money.
  priceSnapshot: bookings.priceSnapshot,
  totalFils: bookings.totalFils,
  paymentMethod: bookings.paymentMethod,
  paymentOrderRef: bookings.paymentOrderRef,
  paymentStatus: bookings.paymentStatus,
  confirmedAt: bookings.confirmedAt,
  invoiceNumber: bookings.invoiceNumber,
  cancellationCreditNoteNumber: bookings.cancellationCreditNoteNumber,
  promoCodeId: bookings.promoCodeId,
  counterPaidAt: bookings.counterPaidAt,
  counterPaymentMethod: bookings.counterPaymentMethod,
  counterPaidByName: counterStaff.fullName,
};

export type BookingView = Awaited<ReturnType<typeof selectBookings>>[number];

/** A booking not priced yet reads as null; every snapshot is checked as it leaves the database. */
function checked(row: BookingView): BookingView {
  return {
    ...row,
    priceSnapshot: row.priceSnapshot === null ? null : readPriceSnapshot(row.priceSnapshot, `booking ${row.id}`),
  };
}

function selectBookings(where: SQL | undefined, database: Database) {
  return database
    .select(columns)
    .from(bookings)
    .innerJoin(vehicleModels, eq(vehicleModels.id, bookings.vehicleModelId))
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicleModels.vehicleTypeId))
    .innerJoin(pickupBranch, eq(pickupBranch.id, bookings.pickupBranchId))
    .innerJoin(dropoffBranch, eq(dropoffBranch.id, bookings.dropoffBranchId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(counterStaff, eq(counterStaff.id, bookings.counterPaidBy))
    .leftJoin(bookingEnquiries, eq(bookingEnquiries.id, bookings.enquiryId))
    .where(where);
}

/**
 * The booking, or undefined when there is none; with `ownerId`, only that customer's (another
 * customer's booking is simply not found).
 */
export async function readBooking(
  bookingId: number,
  options: { ownerId?: number; database?: Database } = {},
): Promise<BookingView | undefined> {
  if (!Number.isInteger(bookingId) || bookingId < 1 || bookingId > MAX_RECORD_ID) return undefined;
  const where =
    options.ownerId === undefined
      ? eq(bookings.id, bookingId)
      : and(eq(bookings.id, bookingId), eq(bookings.userId, options.ownerId));
  const [row] = await runNamed(
    options.ownerId === undefined ? 'booking_by_id' : 'booking_of_owner',
    selectBookings(where, options.database ?? db()).limit(1),
  );
  return row ? checked(row) : undefined;
}

/** The bookings that match, in the given order (pick-up time by default), at most `limit`. */
export async function readBookings(
  where: SQL | undefined,
  options: {
    orderBy?: SQL | ReturnType<typeof asc>;
    limit?: number;
    database?: Database;
    /** A name for a read whose shape never changes, to keep it prepared (app/db/named-statement.server.ts). */
    statementName?: string;
  } = {},
): Promise<BookingView[]> {
  const query = selectBookings(where, options.database ?? db())
    .orderBy(options.orderBy ?? asc(bookings.pickupAt), asc(bookings.id))
    .limit(options.limit ?? 500);
  const rows = options.statementName ? await runNamed(options.statementName, query) : await query;
  return rows.map(checked);
}

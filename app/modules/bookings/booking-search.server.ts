import { type SQL, and, asc, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '~/db/client.server';
import { bookingRefunds, bookings, branches, users, vehicleModels, vehicleTypes } from '~/db/schema';
import { dubaiMidnight } from '~/utils/dubai-time';
import { type BookingFilters, type CounterRefund, addDays, resultOrder } from './booking-search';
import { reducedReferenceOf, referenceSearchKey } from '~/utils/booking-reference';

const pickupBranch = alias(branches, 'pickup_branch');
const dropoffBranch = alias(branches, 'dropoff_branch');

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const reducedReference = reducedReferenceOf(bookings.reference);

function conditions(filters: BookingFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filters.from) where.push(gte(bookings.pickupAt, dubaiMidnight(filters.from)));
  if (filters.to) where.push(lt(bookings.pickupAt, dubaiMidnight(addDays(filters.to, 1))));
  if (filters.returnFrom) where.push(gte(bookings.dropoffAt, dubaiMidnight(filters.returnFrom)));
  if (filters.returnTo) where.push(lt(bookings.dropoffAt, dubaiMidnight(addDays(filters.returnTo, 1))));
  if (filters.city) where.push(eq(pickupBranch.city, filters.city));
  if (filters.branchId) where.push(eq(bookings.pickupBranchId, filters.branchId));
  if (filters.reference) {
    // With or without its prefix, in any case, with spaces or dashes typed: both sides reduced alike.
    const key = referenceSearchKey(filters.reference);
    where.push(
      key ? sql`${reducedReference} like ${contains(key)}` : ilike(bookings.reference, contains(filters.reference)),
    );
  }
  if (filters.status) where.push(eq(bookings.status, filters.status));
  if (filters.customer) {
    const pattern = contains(filters.customer);
    // The account holder, or the driver named on the personal step (often someone else).
    where.push(
      or(
        ilike(users.fullName, pattern),
        sql`(coalesce(${bookings.customerDetails}->>'firstName', '') || ' ' || coalesce(${bookings.customerDetails}->>'lastName', '')) ilike ${pattern}`,
      ),
    );
  }
  return and(...where);
}

const rowColumns = {
  id: bookings.id,
  reference: bookings.reference,
  status: bookings.status,
  pickupAt: bookings.pickupAt,
  dropoffAt: bookings.dropoffAt,
  paymentMethod: bookings.paymentMethod,
  paymentStatus: bookings.paymentStatus,
  counterPaidAt: bookings.counterPaidAt,
  counterRefund: sql<CounterRefund>`(select case when bool_or(${bookingRefunds.state} <> 'refunded') then 'owed' when count(*) > 0 then 'paidOut' end from ${bookingRefunds} where ${bookingRefunds.bookingId} = ${bookings.id} and ${bookingRefunds.method} = 'counter')`,
  totalFils: bookings.totalFils,
  invoiceNumber: bookings.invoiceNumber,
  createdAt: bookings.createdAt,
  channel: bookings.channel,
  customerName: users.fullName,
  customerEmail: users.email,
  customerPhone: users.phone,
  customerDetails: bookings.customerDetails,
  brand: vehicleModels.brand,
  model: vehicleModels.name,
  vehicleType: vehicleTypes.label,
  pickupCity: pickupBranch.cityLabel,
  pickupBranch: pickupBranch.nameLabel,
  dropoffCity: dropoffBranch.cityLabel,
  dropoffBranch: dropoffBranch.nameLabel,
};

function rowsQuery() {
  return db()
    .select(rowColumns)
    .from(bookings)
    .innerJoin(vehicleModels, eq(vehicleModels.id, bookings.vehicleModelId))
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicleModels.vehicleTypeId))
    .innerJoin(pickupBranch, eq(pickupBranch.id, bookings.pickupBranchId))
    .innerJoin(dropoffBranch, eq(dropoffBranch.id, bookings.dropoffBranchId))
    .leftJoin(users, eq(users.id, bookings.userId));
}

export type FoundBooking = Awaited<ReturnType<typeof rowsQuery>>[number];

const orders = {
  newestPickup: [desc(bookings.pickupAt), desc(bookings.id)],
  pickupTime: [asc(bookings.pickupAt), asc(bookings.id)],
  returnTime: [asc(bookings.dropoffAt), asc(bookings.id)],
} as const;

/** One page of the bookings matching the filters, in the order resultOrder gives, and how many match in all. */
export async function searchBookings(
  filters: BookingFilters,
  page: number,
  pageSize: number,
): Promise<{ rows: FoundBooking[]; total: number }> {
  const where = conditions(filters);
  const [rows, [{ total }]] = await Promise.all([
    rowsQuery()
      .where(where)
      .orderBy(...orders[resultOrder(filters)])
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db()
      .select({ total: sql<number>`count(*)::int` })
      .from(bookings)
      .innerJoin(pickupBranch, eq(pickupBranch.id, bookings.pickupBranchId))
      .leftJoin(users, eq(users.id, bookings.userId))
      .where(where),
  ]);
  return { rows, total: Number(total) };
}

/** Every booking matching the filters (for the CSV export), up to `limit`. */
export function allMatchingBookings(filters: BookingFilters, limit = 20_000): Promise<FoundBooking[]> {
  return rowsQuery()
    .where(conditions(filters))
    .orderBy(...orders[resultOrder(filters)])
    .limit(limit);
}

/** The branches and cities the search form offers. */
export function searchChoices() {
  return db()
    .select({ id: branches.id, city: branches.city, cityLabel: branches.cityLabel, nameLabel: branches.nameLabel })
    .from(branches)
    .orderBy(branches.sortOrder, branches.id);
}

import { and, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { bookings, users } from '~/db/schema';
import { dubaiMidnight, nextDubaiDate } from '~/utils/dubai-time';

/** The states of a booking whose customer still expects the branch open at pick-up or return. */
const expectedAtBranch = ['awaiting_payment', 'confirmed', 'active'] as const;

/** A booking with a pick-up or a return at the branch on a day it would be closed, and its customer's contacts. */
export type BookingOnClosedDay = {
  id: number;
  reference: string;
  pickupAt: Date;
  dropoffAt: Date;
  customerName: string;
  phone: string;
  email: string;
};

/**
 * The bookings a closure would leave without an open branch: a pick-up at the branch (or any
 * branch, for a closure of all) on one of its days, or a return there. Soonest pick-up first.
 */
export async function bookingsOnClosedDays(
  database: Database,
  closure: { branchId: number | null; firstDate: string; lastDate: string },
): Promise<BookingOnClosedDay[]> {
  const from = dubaiMidnight(closure.firstDate);
  const until = dubaiMidnight(nextDubaiDate(closure.lastDate));
  const at = (column: typeof bookings.pickupBranchId | typeof bookings.dropoffBranchId) =>
    closure.branchId === null ? undefined : eq(column, closure.branchId);
  const rows = await database
    .select({
      id: bookings.id,
      reference: bookings.reference,
      pickupAt: bookings.pickupAt,
      dropoffAt: bookings.dropoffAt,
      driver: bookings.customerDetails,
      fullName: users.fullName,
      userPhone: users.phone,
      userEmail: users.email,
    })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        inArray(bookings.status, [...expectedAtBranch]),
        or(
          and(at(bookings.pickupBranchId), gte(bookings.pickupAt, from), lt(bookings.pickupAt, until)),
          and(at(bookings.dropoffBranchId), gte(bookings.dropoffAt, from), lt(bookings.dropoffAt, until)),
        ),
      ),
    )
    .orderBy(bookings.pickupAt, bookings.id);
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    pickupAt: row.pickupAt,
    dropoffAt: row.dropoffAt,
    customerName: row.driver ? `${row.driver.firstName} ${row.driver.lastName}` : (row.fullName ?? ''),
    phone: row.driver?.mobile ?? row.userPhone ?? '',
    email: row.driver?.email ?? row.userEmail ?? '',
  }));
}

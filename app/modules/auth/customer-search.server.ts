import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { bookings, users } from '~/db/schema';
import { containsPattern } from '~/utils/contains-pattern';
import { referenceIs } from '~/utils/booking-reference';
import { CUSTOMERS_PAGE, type CustomerQuery } from './customer-search';

/**
 * Customers matching what staff typed (all of them, newest first, when nothing was typed): by name
 * or email (any part, any case), by phone (digits, however written) or by one of their booking
 * references; one page of them, each with how many bookings they have, and how many match in all.
 */
export async function searchCustomers(query: CustomerQuery, page: number) {
  const isCustomer = sql`'customer' = any(${users.roles})`;
  const matches = query.text
    ? or(
        ilike(users.fullName, containsPattern(query.text)),
        ilike(users.email, containsPattern(query.text)),
        ...(query.phoneDigits
          ? [sql`regexp_replace(${users.phone}, '\\D', '', 'g') like ${containsPattern(query.phoneDigits)}`]
          : []),
        sql`exists (select 1 from ${bookings} where ${bookings.userId} = ${users.id} and ${referenceIs(bookings.reference, query.text)})`,
      )
    : undefined;
  const where = and(isCustomer, matches);
  const bookingCount = db()
    .select({ userId: bookings.userId, bookings: count().as('bookings') })
    .from(bookings)
    .groupBy(bookings.userId)
    .as('booking_counts');
  const [rows, [{ total }]] = await Promise.all([
    db()
      .select({
        id: users.id,
        fullName: users.fullName,
        email: users.email,
        phone: users.phone,
        reviewStatus: users.reviewStatus,
        createdAt: users.createdAt,
        bookings: sql<number>`coalesce(${bookingCount.bookings}, 0)::int`,
      })
      .from(users)
      .leftJoin(bookingCount, eq(bookingCount.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(CUSTOMERS_PAGE)
      .offset((page - 1) * CUSTOMERS_PAGE),
    db().select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total };
}

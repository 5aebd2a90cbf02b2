import { and, eq, sql } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { bookingAmendments } from '~/db/schema';

/** A change of the booking waiting for its difference, if any, for the customer's and staff's pages. */
export async function waitingAmendment(bookingId: number, now = new Date()) {
  const [row] = await db()
    .select()
    .from(bookingAmendments)
    .where(and(eq(bookingAmendments.bookingId, bookingId), eq(bookingAmendments.state, 'awaiting_payment')))
    .orderBy(sql`${bookingAmendments.id} desc`)
    .limit(1);
  return row && row.expiresAt && row.expiresAt > now ? row : undefined;
}

/** Every change of a booking, oldest first, for its staff page. */
export function amendmentsOfBooking(bookingId: number) {
  return db()
    .select()
    .from(bookingAmendments)
    .where(eq(bookingAmendments.bookingId, bookingId))
    .orderBy(bookingAmendments.id);
}

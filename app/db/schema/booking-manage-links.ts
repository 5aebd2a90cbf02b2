import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bookings } from './bookings';

/**
 * The links in booking mails that open one booking without signing in. Only the SHA-256 of each
 * link's token is kept, so a copy of the database opens nothing. A booking may have several live
 * links (each mail that carries one wrote its own row, so an older mail keeps working) until staff
 * revoke them all.
 */
export const bookingManageLinks = pgTable(
  'booking_manage_links',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The staff member who issued it from the booking's page; null for the one in the confirmation mail. */
    issuedBy: integer('issued_by').references(() => users.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('booking_manage_links_token_key').on(t.tokenHash),
    index('booking_manage_links_booking_idx').on(t.bookingId),
  ],
);

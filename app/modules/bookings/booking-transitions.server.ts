import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { type Database, db as appDb } from '~/db/client.server';
import { type BookingActorKind, type BookingStatus, bookingEvents, bookings } from '~/db/schema';
import { holdsCar, statesThatMayMoveTo } from './states/booking-states';

export type Move = {
  bookingId: number;
  to: BookingStatus;
  /** Only from these states (defaults to every state the machine allows); narrower for a specific step. */
  from?: BookingStatus[];
  /** Staff member making the change; null for the customer's own steps and for the system. */
  actorId?: number | null;
  /** Who moved it when no staff member did: the customer (the default when `userId` is given), the payment provider's answer, or the site. */
  by?: Exclude<BookingActorKind, 'staff'>;
  reason?: string | null;
  details?: Record<string, unknown>;
  /** Other columns to set in the same statement; the booking's payment moves through payments/payment-moves.server.ts. */
  set?: Omit<PgUpdateSetSource<typeof bookings>, 'status' | 'paymentStatus' | 'paymentOrderRef'>;
  /** Extra condition, e.g. that it is this customer's booking. */
  userId?: number;
  /** A draft may only move while its hold lasts at this moment. */
  holdValidAt?: Date;
};

/**
 * Moves a booking to another state with one conditional UPDATE, and records the move. Returns
 * false, changing nothing, when the booking is not in a state the machine lets it leave for `to`:
 * a replayed payment return or a stale click is harmless.
 */
export async function moveBooking(move: Move, database: Database = appDb()): Promise<boolean> {
  const allowed = (move.from ?? statesThatMayMoveTo(move.to)).filter((state) =>
    statesThatMayMoveTo(move.to).includes(state),
  );
  if (allowed.length === 0) return false;
  const run = async (tx: Database) => {
    const [before] = await tx
      .select({ status: bookings.status, userId: bookings.userId, holdExpiresAt: bookings.holdExpiresAt })
      .from(bookings)
      .where(eq(bookings.id, move.bookingId))
      .for('update');
    if (!before || !allowed.includes(before.status)) return false;
    if (move.userId !== undefined && before.userId !== move.userId) return false;
    if (move.holdValidAt && before.status === 'draft' && !holdsCar(before, move.holdValidAt)) return false;
    const conditions = [eq(bookings.id, move.bookingId), inArray(bookings.status, allowed)];
    const updated = await tx
      .update(bookings)
      .set({ ...move.set, status: move.to, updatedAt: sql`now()` })
      .where(and(...conditions))
      .returning({ id: bookings.id });
    if (updated.length === 0) return false;
    const actorKind = move.actorId ? 'staff' : (move.by ?? (move.userId !== undefined ? 'customer' : 'system'));
    await tx.insert(bookingEvents).values({
      bookingId: move.bookingId,
      actorId: move.actorId ?? null,
      actorKind,
      fromStatus: before.status,
      toStatus: move.to,
      reason: move.reason ?? null,
      details: move.details ?? null,
    });
    return true;
  };
  return database === appDb() ? appDb().transaction(run) : run(database);
}

/** For a move's `set`: the next tax invoice number from its sequence (never reused, never duplicated). */
export const nextInvoiceNumber = () => sql<number>`nextval('invoice_number_seq')`;

import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { type Database, db } from '~/db/client.server';
import {
  type AmendmentState,
  type BookingActorKind,
  type PaymentEventSubject,
  type PaymentStatus,
  type RefundState,
  bookingAmendments,
  bookingPaymentOrders,
  bookingRefunds,
  bookings,
  paymentEvents,
} from '~/db/schema';
import type { OrderReading } from './provider/ngenius-client.server';
import {
  amendmentStatesThatMayMoveTo,
  canMovePayment,
  mayStartAgain,
  refundStatesThatMayMoveTo,
} from './payment-states';

/**
 * The movers of the money records: the only code that writes a booking's payment status, a
 * provider order's status, a refund's state or a change's state (lint rule local/state-writes).
 * Each move follows its table in payment-states.ts, is one conditional statement under a row lock,
 * and leaves a payment_events row in the same transaction.
 */

export type MoneyActor = { kind: BookingActorKind; id?: number | null };

const PROVIDER: MoneyActor = { kind: 'provider' };

/** In the caller's transaction, or in one of its own. */
function inTransaction<T>(database: Database, run: (tx: Database) => Promise<T>): Promise<T> {
  return database === db() ? db().transaction(run) : run(database);
}

async function recordPaymentEvent(
  tx: Database,
  event: {
    bookingId: number;
    subject: PaymentEventSubject;
    subjectId: number;
    from: string | null;
    to: string;
    actor: MoneyActor;
    reason?: string | null;
    details?: Record<string, unknown> | null;
  },
) {
  await tx.insert(paymentEvents).values({
    bookingId: event.bookingId,
    subject: event.subject,
    subjectId: event.subjectId,
    fromState: event.from,
    toState: event.to,
    actorKind: event.actor.kind,
    actorId: event.actor.id ?? null,
    reason: event.reason ?? null,
    details: event.details ?? null,
  });
}

/** Keeps an order made with the provider, as it was answered. */
export async function recordPaymentOrder(
  order: {
    bookingId: number;
    orderRef: string;
    amountFils: number;
    reading: OrderReading;
    /** The change to the booking whose difference the order pays, if that is what it is for. */
    amendmentId?: number;
  },
  database: Database = db(),
) {
  await inTransaction(database, async (tx) => {
    const [row] = await tx
      .insert(bookingPaymentOrders)
      .values({
        bookingId: order.bookingId,
        orderRef: order.orderRef,
        amountFils: order.amountFils,
        amendmentId: order.amendmentId,
        status: order.reading.status,
        providerState: order.reading.providerState,
        capturedFils: order.reading.capturedFils,
        refundedFils: order.reading.refundedFils,
      })
      .onConflictDoNothing()
      .returning({ id: bookingPaymentOrders.id });
    if (row)
      await recordPaymentEvent(tx, {
        bookingId: order.bookingId,
        subject: 'payment_order',
        subjectId: row.id,
        from: null,
        to: order.reading.status,
        actor: PROVIDER,
        details: { orderRef: order.orderRef, providerState: order.reading.providerState },
      });
  });
}

/**
 * An order's payment as just read from the provider. It moves only forward along the payment
 * table: an older answer read late (paid, then a stale "started") changes nothing. Answers the
 * order's status as kept afterwards, or null for an order we do not know.
 */
export async function notePaymentOrder(
  orderRef: string,
  reading: OrderReading,
  database: Database = db(),
): Promise<PaymentStatus | null> {
  return inTransaction(database, async (tx) => {
    const [order] = await tx
      .select()
      .from(bookingPaymentOrders)
      .where(eq(bookingPaymentOrders.orderRef, orderRef))
      .for('update');
    if (!order) return null;
    const unchanged =
      order.status === reading.status &&
      order.providerState === reading.providerState &&
      order.capturedFils === reading.capturedFils &&
      order.refundedFils === reading.refundedFils;
    if (unchanged) return order.status;
    if (order.status !== reading.status && !canMovePayment(order.status, reading.status)) return order.status;
    await tx
      .update(bookingPaymentOrders)
      .set({
        status: reading.status,
        providerState: reading.providerState,
        capturedFils: reading.capturedFils,
        refundedFils: reading.refundedFils,
        updatedAt: sql`now()`,
      })
      .where(eq(bookingPaymentOrders.id, order.id));
    if (order.status !== reading.status || order.refundedFils !== reading.refundedFils)
      await recordPaymentEvent(tx, {
        bookingId: order.bookingId,
        subject: 'payment_order',
        subjectId: order.id,
        from: order.status,
        to: reading.status,
        actor: PROVIDER,
        details: {
          orderRef,
          providerState: reading.providerState,
          capturedFils: reading.capturedFils,
          refundedFils: reading.refundedFils,
        },
      });
    return reading.status;
  });
}

/** The booking's card payment and its order, locked for a move. */
async function lockedBookingPayment(tx: Database, bookingId: number) {
  const [booking] = await tx
    .select({ status: bookings.paymentStatus, orderRef: bookings.paymentOrderRef })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  return booking;
}

/**
 * The booking's card payment begins (again) on a new order, or is cleared for one about to be made
 * (orderRef null): only while nothing has been taken on the order it had. False, changing nothing,
 * otherwise.
 */
export async function beginBookingPayment(
  database: Database,
  payment: { bookingId: number; orderRef: string | null; status: PaymentStatus | null; actor: MoneyActor },
): Promise<boolean> {
  return inTransaction(database, async (tx) => {
    const booking = await lockedBookingPayment(tx, payment.bookingId);
    if (!booking || !mayStartAgain(booking.status)) return false;
    await tx
      .update(bookings)
      .set({ paymentOrderRef: payment.orderRef, paymentStatus: payment.status, updatedAt: sql`now()` })
      .where(eq(bookings.id, payment.bookingId));
    if (payment.status !== null && payment.status !== booking.status)
      await recordPaymentEvent(tx, {
        bookingId: payment.bookingId,
        subject: 'booking_payment',
        subjectId: payment.bookingId,
        from: booking.status,
        to: payment.status,
        actor: payment.actor,
        details: payment.orderRef ? { orderRef: payment.orderRef } : null,
      });
    return true;
  });
}

/**
 * Moves the booking's card payment to `to` along the payment table; with `orderRef`, only while
 * that order is the booking's own. True when it stands at `to` afterwards.
 */
export async function moveBookingPayment(
  database: Database,
  move: { bookingId: number; to: PaymentStatus; orderRef?: string; actor: MoneyActor; reason?: string },
): Promise<boolean> {
  return inTransaction(database, async (tx) => {
    const booking = await lockedBookingPayment(tx, move.bookingId);
    if (!booking) return false;
    if (move.orderRef !== undefined && booking.orderRef !== move.orderRef) return false;
    if (booking.status === move.to) return true;
    if (!canMovePayment(booking.status, move.to)) return false;
    await tx
      .update(bookings)
      .set({ paymentStatus: move.to, updatedAt: sql`now()` })
      .where(eq(bookings.id, move.bookingId));
    await recordPaymentEvent(tx, {
      bookingId: move.bookingId,
      subject: 'booking_payment',
      subjectId: move.bookingId,
      from: booking.status,
      to: move.to,
      actor: move.actor,
      reason: move.reason,
      details: booking.orderRef ? { orderRef: booking.orderRef } : null,
    });
    return true;
  });
}

/** Records a refund's creation, pending, as its first event (the insert itself is the caller's). */
export async function refundRecorded(
  tx: Database,
  refund: { id: number; bookingId: number; actor: MoneyActor; details?: Record<string, unknown> },
) {
  await recordPaymentEvent(tx, {
    bookingId: refund.bookingId,
    subject: 'refund',
    subjectId: refund.id,
    from: null,
    to: 'pending',
    actor: refund.actor,
    details: refund.details,
  });
}

/**
 * Moves a refund to `to`, from a state the refund table allows (narrowed by `from`) and under the
 * extra conditions given, setting the other columns in the same statement. Answers the refund as
 * it stands afterwards, or undefined when it did not move.
 */
export async function moveRefund(
  database: Database,
  move: {
    refundId: number;
    to: RefundState;
    from?: RefundState[];
    /** Further conditions on the refund row, e.g. its booking, its method or an attempt's lease. */
    where?: SQL;
    set?: Omit<PgUpdateSetSource<typeof bookingRefunds>, 'state'>;
    actor: MoneyActor;
    reason?: string | null;
  },
) {
  const allowed = (move.from ?? refundStatesThatMayMoveTo(move.to)).filter((state) =>
    refundStatesThatMayMoveTo(move.to).includes(state),
  );
  if (allowed.length === 0) return undefined;
  return inTransaction(database, async (tx) => {
    const [before] = await tx
      .select({ state: bookingRefunds.state })
      .from(bookingRefunds)
      .where(eq(bookingRefunds.id, move.refundId))
      .for('update');
    if (!before) return undefined;
    const [moved] = await tx
      .update(bookingRefunds)
      .set({ ...move.set, state: move.to, updatedAt: sql`now()` })
      .where(and(eq(bookingRefunds.id, move.refundId), inArray(bookingRefunds.state, allowed), move.where))
      .returning();
    if (!moved) return undefined;
    await recordPaymentEvent(tx, {
      bookingId: moved.bookingId,
      subject: 'refund',
      subjectId: moved.id,
      from: before.state,
      to: move.to,
      actor: move.actor,
      reason: move.reason,
      details: { attempts: moved.attempts, ...(moved.lastError ? { lastError: moved.lastError } : {}) },
    });
    return moved;
  });
}

/** Records a change's creation, waiting for its difference, as its first event. */
export async function amendmentRecorded(tx: Database, amendment: { id: number; bookingId: number; actor: MoneyActor }) {
  await recordPaymentEvent(tx, {
    bookingId: amendment.bookingId,
    subject: 'amendment',
    subjectId: amendment.id,
    from: null,
    to: 'awaiting_payment',
    actor: amendment.actor,
  });
}

/**
 * Moves the changes that match `where` to `to`, from a state the change table allows, setting the
 * other columns in the same statement. Answers the changes moved.
 */
export async function moveAmendments(
  database: Database,
  move: {
    to: AmendmentState;
    where: SQL | undefined;
    set?: Omit<PgUpdateSetSource<typeof bookingAmendments>, 'state'>;
    actor: MoneyActor;
    reason?: string | null;
  },
) {
  const from = amendmentStatesThatMayMoveTo(move.to);
  return inTransaction(database, async (tx) => {
    const moved = await tx
      .update(bookingAmendments)
      .set({ ...move.set, state: move.to })
      .where(and(move.where, inArray(bookingAmendments.state, from)))
      .returning({ id: bookingAmendments.id, bookingId: bookingAmendments.bookingId });
    for (const amendment of moved)
      await recordPaymentEvent(tx, {
        bookingId: amendment.bookingId,
        subject: 'amendment',
        subjectId: amendment.id,
        // The table has one state a change moves out of: waiting for its difference.
        from: from[0],
        to: move.to,
        actor: move.actor,
        reason: move.reason,
      });
    return moved;
  });
}

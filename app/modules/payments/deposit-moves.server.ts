import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { type DepositMethod, type DepositState, bookingDeposits, depositEvents } from '~/db/schema';
import { canMoveDeposit } from './deposit-states';
import type { MoneyActor } from './payment-moves.server';

/**
 * The mover of a booking's deposit: the only code that writes its state, captured and released
 * amounts and provider state (lint rule local/state-writes). Each move follows the table in
 * deposit-states.ts, is one conditional statement on a row the caller has locked with
 * lockLiveDeposit, and leaves a deposit_events row in the same transaction.
 */

export type LockedDeposit = typeof bookingDeposits.$inferSelect;

/** The booking's deposit that is not failed (at most one), locked until the transaction ends. */
export async function lockLiveDeposit(tx: Database, bookingId: number): Promise<LockedDeposit | null> {
  const [row] = await tx
    .select()
    .from(bookingDeposits)
    .where(and(eq(bookingDeposits.bookingId, bookingId), ne(bookingDeposits.state, 'failed')))
    .for('update');
  return row ?? null;
}

/** A new deposit: a card deposit requested (its AUTH order made), or one left at the counter, held at once. */
export async function recordDeposit(
  tx: Database,
  deposit: {
    bookingId: number;
    method: DepositMethod;
    amountFils: number;
    orderRef?: string;
    providerState?: string;
    actor: MoneyActor;
    details?: Record<string, unknown>;
  },
): Promise<LockedDeposit> {
  const state: DepositState = deposit.method === 'counter' ? 'held' : 'requested';
  const [row] = await tx
    .insert(bookingDeposits)
    .values({
      bookingId: deposit.bookingId,
      method: deposit.method,
      amountFils: deposit.amountFils,
      orderRef: deposit.orderRef ?? null,
      providerState: deposit.providerState ?? null,
      state,
      takenBy: deposit.actor.kind === 'staff' ? (deposit.actor.id ?? null) : null,
    })
    .returning();
  await tx.insert(depositEvents).values({
    depositId: row.id,
    bookingId: row.bookingId,
    fromState: null,
    toState: state,
    amountFils: row.amountFils,
    actorKind: deposit.actor.kind,
    actorId: deposit.actor.id ?? null,
    details: deposit.details ?? null,
  });
  return row;
}

export type DepositMove = {
  to: DepositState;
  /** What this move captures or releases, in fils (added to what was before). */
  capturedFils?: number;
  releasedFils?: number;
  providerState?: string | null;
  actor: MoneyActor;
  reason?: string | null;
  details?: Record<string, unknown> | null;
};

/**
 * Moves a locked deposit, if its table allows it and the row is still as it was read; answers the
 * row afterwards, or null when nothing moved. The amounts can never pass what is held: the update
 * is conditional on them, and the database checks captured + released <= amount as well.
 */
export async function moveDeposit(
  tx: Database,
  deposit: LockedDeposit,
  move: DepositMove,
): Promise<LockedDeposit | null> {
  if (!canMoveDeposit(deposit.state, move.to)) return null;
  const captured = move.capturedFils ?? 0;
  const released = move.releasedFils ?? 0;
  if (captured < 0 || released < 0) return null;
  if (deposit.capturedFils + captured + deposit.releasedFils + released > deposit.amountFils) return null;
  const [row] = await tx
    .update(bookingDeposits)
    .set({
      state: move.to,
      capturedFils: deposit.capturedFils + captured,
      releasedFils: deposit.releasedFils + released,
      ...(move.providerState !== undefined ? { providerState: move.providerState } : {}),
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(bookingDeposits.id, deposit.id),
        eq(bookingDeposits.state, deposit.state),
        eq(bookingDeposits.capturedFils, deposit.capturedFils),
        eq(bookingDeposits.releasedFils, deposit.releasedFils),
      ),
    )
    .returning();
  if (!row) return null;
  await tx.insert(depositEvents).values({
    depositId: deposit.id,
    bookingId: deposit.bookingId,
    fromState: deposit.state,
    toState: move.to,
    amountFils: captured || released || null,
    actorKind: move.actor.kind,
    actorId: move.actor.id ?? null,
    reason: move.reason ?? null,
    details: move.details ?? null,
  });
  return row;
}

import { type SQL, and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { bookings, passwordResetTokens, sessions, users } from '~/db/schema';
import { statesThatMayMoveTo } from '~/modules/bookings/states/booking-states';
import { mayCloseLogin } from './permissions';
import { recordAccountEvent } from './users.server';

export type LoginClosureResult =
  | { ok: true; changed: boolean; fullName: string }
  | { ok: false; reason: 'not_found' | 'not_allowed' | 'own_account' | 'last_owner' };

/**
 * The one writer of an account's closed login (deactivated_at, by whom, why). Closing ends every
 * session of the account and any reset link still open in the same transaction, so the person is
 * signed out at once and nothing they hold brings the login back; reopening lets them sign in
 * again with the password they had. Both are kept in the account's history with who and why.
 * Owners are locked while the change is checked, so two owners closing each other at the same
 * moment cannot leave the company with no owner who can sign in.
 */
export async function changeLoginClosure(
  input: { actorId: number; userId: number; close: boolean; reason: string | null },
  now = new Date(),
): Promise<LoginClosureResult> {
  return db().transaction(async (tx): Promise<LoginClosureResult> => {
    const owners = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`'owner' = any(${users.roles})`, isNull(users.deactivatedAt)))
      .orderBy(asc(users.id))
      .for('update');
    const [actor] = await tx.select({ roles: users.roles }).from(users).where(eq(users.id, input.actorId));
    const [target] = await tx
      .select({ fullName: users.fullName, roles: users.roles, deactivatedAt: users.deactivatedAt })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update');
    if (!target) return { ok: false, reason: 'not_found' };
    if (!mayCloseLogin(actor?.roles, target.roles)) return { ok: false, reason: 'not_allowed' };
    if (input.userId === input.actorId) return { ok: false, reason: 'own_account' };
    const closed = target.deactivatedAt !== null;
    if (closed === input.close) return { ok: true, changed: false, fullName: target.fullName };
    const otherOwners = owners.filter((owner) => owner.id !== input.userId);
    if (input.close && target.roles.includes('owner') && !otherOwners.length)
      return { ok: false, reason: 'last_owner' };

    await tx
      .update(users)
      .set(
        input.close
          ? { deactivatedAt: now, deactivatedBy: input.actorId, deactivationReason: input.reason, updatedAt: now }
          : { deactivatedAt: null, deactivatedBy: null, deactivationReason: null, updatedAt: now },
      )
      .where(
        and(eq(users.id, input.userId), input.close ? isNull(users.deactivatedAt) : isNotNull(users.deactivatedAt)),
      );
    if (input.close) {
      await tx.delete(sessions).where(eq(sessions.userId, input.userId));
      await tx
        .delete(passwordResetTokens)
        .where(and(eq(passwordResetTokens.userId, input.userId), isNull(passwordResetTokens.usedAt)));
    }
    await recordAccountEvent(
      {
        userId: input.userId,
        actorId: input.actorId,
        kind: input.close ? 'deactivated' : 'reactivated',
        reason: input.reason,
      },
      tx,
    );
    return { ok: true, changed: true, fullName: target.fullName };
  });
}

/**
 * Which of a customer's bookings are still to come (not picked up, still open to cancel): what staff
 * follow up with the customer once their login is closed. A condition for the staff booking reads.
 */
export function upcomingBookingsOf(userId: number, now = new Date()): SQL | undefined {
  return and(
    eq(bookings.userId, userId),
    inArray(bookings.status, statesThatMayMoveTo('cancelled')),
    gt(bookings.pickupAt, now),
  );
}

import { arrayOverlaps, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '~/db/client.server';
import { accountEvents, users } from '~/db/schema';
import { type Role, type StaffRole, isStaffRole, mayDo, staffRoles } from './permissions';
import { revokeSessions } from './sessions.server';
import { recordAccountEvent } from './users.server';

export type { StaffRole };

export const ACCOUNTS_PAGE = 50;
const MAX_ROLE_REASON_LENGTH = 500;

/** Staff roles as ticked on the form: known ones only, each once, in a fixed order. */
export function readStaffRoles(values: readonly FormDataEntryValue[]): StaffRole[] {
  const ticked = new Set(values.map(String));
  return staffRoles.filter((role) => ticked.has(role));
}

/** A LIKE pattern that matches the text literally: % and _ typed in a search are characters, not wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Accounts for the owner's roles page: staff first, then everyone else, by email; filtered by part of an email. */
export function searchAccounts(query: string, limit = ACCOUNTS_PAGE) {
  const search = query.trim().toLowerCase().slice(0, 200);
  return db()
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      roles: users.roles,
      reviewStatus: users.reviewStatus,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .where(search ? ilike(users.email, containing(search)) : undefined)
    .orderBy(desc(arrayOverlaps(users.roles, [...staffRoles])), asc(users.email))
    .limit(limit);
}

export type RoleChangeResult =
  | { ok: true; changed: boolean; fullName: string }
  | { ok: false; reason: 'not_found' | 'own_owner' | 'last_owner' | 'not_owner' };

/**
 * Sets a person's staff roles (customer is kept as it was; someone left with no role at all is a
 * customer). Owners are locked while the change is checked, so two owners removing each other at
 * the same moment cannot leave the company without one. A real change is recorded with who, when
 * and why, and signs the person out everywhere (except the owner's own session) so that the new
 * roles and their session lifetime start cleanly.
 */
export async function setStaffRoles(input: {
  actorId: number;
  actorSessionIdHash?: string;
  userId: number;
  roles: readonly StaffRole[];
  reason?: string | null;
}): Promise<RoleChangeResult> {
  const reason = input.reason?.trim().slice(0, MAX_ROLE_REASON_LENGTH) || null;
  const result = await db().transaction(async (tx): Promise<RoleChangeResult & { from?: Role[]; to?: Role[] }> => {
    const owners = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`'owner' = any(${users.roles})`)
      .orderBy(asc(users.id))
      .for('update');
    const [actor] = await tx.select({ roles: users.roles }).from(users).where(eq(users.id, input.actorId));
    if (!mayDo(actor?.roles, 'setStaffRoles')) return { ok: false, reason: 'not_owner' };
    const [target] = await tx
      .select({ fullName: users.fullName, roles: users.roles })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update');
    if (!target) return { ok: false, reason: 'not_found' };
    const staying = target.roles.filter((role) => !isStaffRole(role));
    const next: Role[] = [...staying, ...input.roles];
    const roles: Role[] = next.length ? next : ['customer'];
    if (input.userId === input.actorId && !roles.includes('owner')) return { ok: false, reason: 'own_owner' };
    const ownersAfter = owners.filter((owner) => owner.id !== input.userId).length + (roles.includes('owner') ? 1 : 0);
    if (ownersAfter < 1) return { ok: false, reason: 'last_owner' };
    const same = roles.length === target.roles.length && roles.every((role) => target.roles.includes(role));
    if (same) return { ok: true, changed: false, fullName: target.fullName };
    await tx
      .update(users)
      .set({ roles, updatedAt: sql`now()` })
      .where(eq(users.id, input.userId));
    await recordAccountEvent(
      {
        userId: input.userId,
        actorId: input.actorId,
        kind: 'roles_changed',
        reason,
        details: { from: target.roles, to: roles },
      },
      tx,
    );
    return { ok: true, changed: true, fullName: target.fullName, from: target.roles, to: roles };
  });
  if (result.ok && result.changed)
    await revokeSessions(input.userId, input.userId === input.actorId ? input.actorSessionIdHash : undefined);
  if (!result.ok) return result;
  return { ok: true, changed: result.changed, fullName: result.fullName };
}

const actor = alias(users, 'actor');
const subject = alias(users, 'subject');

/** The latest role changes across all accounts, for the owner's page. */
export function recentRoleChanges(limit = 20) {
  return db()
    .select({
      id: accountEvents.id,
      createdAt: accountEvents.createdAt,
      reason: accountEvents.reason,
      details: accountEvents.details,
      actorName: actor.fullName,
      userId: accountEvents.userId,
      userName: subject.fullName,
      userEmail: subject.email,
    })
    .from(accountEvents)
    .innerJoin(subject, eq(subject.id, accountEvents.userId))
    .leftJoin(actor, eq(actor.id, accountEvents.actorId))
    .where(eq(accountEvents.kind, 'roles_changed'))
    .orderBy(desc(accountEvents.createdAt), desc(accountEvents.id))
    .limit(limit);
}

import { and, arrayOverlaps, asc, eq } from 'drizzle-orm';
import { type Database, db } from '~/db/client.server';
import { formSubmissions, users } from '~/db/schema';
import { recordChange } from '~/modules/audit/audit-trail.server';
import { holdersOf, staffScreenRoles } from '~/modules/auth/permissions';
import type { SubmissionKind } from '~/db/schema';
import type { HandlingChange } from './inbox-handling-form';
import { moveSubmission } from './inbox-status-moves.server';

/** The people who read the inbox, and so the ones an entry can be given to. */
export function listInboxStaff(database: Database = db()) {
  return database
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(arrayOverlaps(users.roles, holdersOf(staffScreenRoles['admin-inbox'])))
    .orderBy(asc(users.fullName), asc(users.id));
}

export type HandlingResult = { ok: true; changed: boolean } | { ok: false; reason: 'not_found' | 'not_staff' };

/**
 * Gives an entry to a staff member (or to nobody), starts on it, marks it handled or opens it again. A change
 * that is already so (two people pressing Handled at once) changes nothing and records nothing.
 */
export async function changeHandling(
  kind: SubmissionKind,
  id: number,
  change: HandlingChange,
  actorId: number,
): Promise<HandlingResult> {
  return db().transaction(async (tx) => {
    const [entry] = await tx
      .select({ assignedTo: formSubmissions.assignedTo, status: formSubmissions.status })
      .from(formSubmissions)
      .where(and(eq(formSubmissions.id, id), eq(formSubmissions.kind, kind)))
      .for('update')
      .limit(1);
    if (!entry) return { ok: false, reason: 'not_found' };
    const where = and(eq(formSubmissions.id, id), eq(formSubmissions.kind, kind));
    if (change.intent === 'assign') {
      if (change.assigneeId !== null) {
        const staff = await listInboxStaff(tx);
        if (!staff.some((person) => person.id === change.assigneeId)) return { ok: false, reason: 'not_staff' };
      }
      if (entry.assignedTo === change.assigneeId) return { ok: true, changed: false };
      await tx.update(formSubmissions).set({ assignedTo: change.assigneeId }).where(where);
      await recordChange(
        {
          actorId,
          entity: 'submission',
          entityId: id,
          action: 'assigned',
          changes: { assignedTo: { from: entry.assignedTo, to: change.assigneeId } },
        },
        tx,
      );
      return { ok: true, changed: true };
    }
    const to = change.intent === 'handled' ? 'done' : 'in_progress';
    const wanted = change.intent === 'start' ? 'new' : change.intent === 'reopen' ? 'done' : null;
    // 'start' and 'reopen' say where the entry was when the page was read: a second press is no move.
    if (wanted !== null && entry.status !== wanted) return { ok: true, changed: false };
    if (!(await moveSubmission(tx, id, to, actorId))) return { ok: true, changed: false };
    return { ok: true, changed: true };
  });
}

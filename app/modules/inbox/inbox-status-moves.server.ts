import { and, eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { formSubmissions } from '~/db/schema';
import { recordChange } from '~/modules/audit/audit-trail.server';
import { type SubmissionStatus, canMoveSubmission } from './inbox-status';

const auditAction: Record<SubmissionStatus, string> = { new: 'new', in_progress: 'started', done: 'handled' };

/**
 * The one writer of a submission's status: checks the move against the status rule, stamps who
 * and when, and records it in the audit trail, all in the caller's transaction. A move from a
 * status the entry is not in (two people pressing at once) changes nothing and answers false.
 */
export async function moveSubmission(
  tx: Database,
  id: number,
  to: SubmissionStatus,
  actorId: number,
): Promise<boolean> {
  const [entry] = await tx
    .select({ status: formSubmissions.status })
    .from(formSubmissions)
    .where(eq(formSubmissions.id, id))
    .for('update')
    .limit(1);
  if (!entry || !canMoveSubmission(entry.status, to)) return false;
  const now = new Date();
  const stamps =
    to === 'done'
      ? { handledAt: now, handledBy: actorId }
      : { startedAt: now, startedBy: actorId, handledAt: null, handledBy: null };
  await tx
    .update(formSubmissions)
    .set({ status: to, ...stamps })
    .where(and(eq(formSubmissions.id, id), eq(formSubmissions.status, entry.status)));
  await recordChange(
    {
      actorId,
      entity: 'submission',
      entityId: id,
      action: entry.status === 'done' ? 'reopened' : auditAction[to],
      changes: { status: { from: entry.status, to } },
    },
    tx,
  );
  return true;
}

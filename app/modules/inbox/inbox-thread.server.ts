import { and, asc, eq } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { formSubmissions, submissionThread, users } from '~/db/schema';
import type { SubmissionKind } from '~/db/schema';
import { sendMail } from '~/modules/notify/outbox.server';
import { moveSubmission } from './inbox-status-moves.server';

/** A submission's notes and replies, oldest first, with who wrote them. */
export function listThread(submissionId: number) {
  return db()
    .select({
      id: submissionThread.id,
      kind: submissionThread.kind,
      subject: submissionThread.subject,
      body: submissionThread.body,
      createdAt: submissionThread.createdAt,
      authorName: users.fullName,
    })
    .from(submissionThread)
    .leftJoin(users, eq(users.id, submissionThread.authorId))
    .where(eq(submissionThread.submissionId, submissionId))
    .orderBy(asc(submissionThread.createdAt), asc(submissionThread.id));
}

const findSubmission = (kind: SubmissionKind, id: number) =>
  db()
    .select({ id: formSubmissions.id, email: formSubmissions.email })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.id, id), eq(formSubmissions.kind, kind)))
    .limit(1);

/** Adds an internal note: kept on the staff screens only, never mailed. */
export async function addNote(kind: SubmissionKind, id: number, body: string, authorId: number) {
  const [entry] = await findSubmission(kind, id);
  if (!entry) return false;
  await db().insert(submissionThread).values({ submissionId: id, kind: 'note', body, authorId });
  return true;
}

export type ReplyResult = { ok: true; outboxId: number } | { ok: false; reason: 'not_found' | 'no_email' };

/**
 * Mails a reply to the sender as staff wrote it, keeps it in the thread with the outbox row it went
 * out as, and starts a new entry (it is being dealt with), all or nothing.
 */
export async function sendReply(
  kind: SubmissionKind,
  id: number,
  reply: { subject: string; body: string },
  authorId: number,
): Promise<ReplyResult> {
  const [entry] = await findSubmission(kind, id);
  if (!entry) return { ok: false, reason: 'not_found' };
  if (!entry.email) return { ok: false, reason: 'no_email' };
  const to = entry.email;
  return db().transaction(async (tx) => {
    const outboxId = await sendMail({ to, subject: reply.subject, text: reply.body }, tx);
    await tx
      .insert(submissionThread)
      .values({ submissionId: id, kind: 'reply', subject: reply.subject, body: reply.body, authorId, outboxId });
    const [current] = await tx
      .select({ status: formSubmissions.status })
      .from(formSubmissions)
      .where(eq(formSubmissions.id, id));
    if (current?.status === 'new') await moveSubmission(tx, id, 'in_progress', authorId);
    return { ok: true as const, outboxId };
  });
}

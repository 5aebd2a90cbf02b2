import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { data } from 'react-router';
import { type Database, db } from '~/db/client.server';
import { accountEvents, storedFiles, userDocuments, users } from '~/db/schema';
import { type Locale, localizePath } from '~/i18n/locale';
import { type Translate, translator } from '~/i18n/translate';
import { env } from '~/modules/config/env.server';
import { composeMail, fillPieces, ownText } from '~/modules/notify/mail-layout.server';
import { type Mail, sendMail } from '~/modules/notify/outbox.server';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { recordAccountEvent } from './users.server';
import { recordId } from '~/utils/record-id';
import { readFormOrNull } from '~/utils/http.server';

/** A queue page shows this many accounts; staff clear them from the top. */
export const REVIEW_QUEUE_PAGE = 50;
const MAX_REASON_LENGTH = 1000;

const accountColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
  birthDate: users.birthDate,
  licenceNumber: users.licenceNumber,
  licenceExpiry: users.licenceExpiry,
  passportNumber: users.passportNumber,
  passportExpiry: users.passportExpiry,
  residency: users.residency,
  reviewStatus: users.reviewStatus,
  reviewReason: users.reviewReason,
  createdAt: users.createdAt,
};

function documentsOf(userIds: number[]) {
  if (!userIds.length) return Promise.resolve([]);
  return db()
    .select({
      id: userDocuments.id,
      userId: userDocuments.userId,
      originalName: userDocuments.originalName,
      contentType: storedFiles.contentType,
      createdAt: userDocuments.createdAt,
    })
    .from(userDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, userDocuments.fileId))
    .where(inArray(userDocuments.userId, userIds))
    .orderBy(asc(userDocuments.createdAt), asc(userDocuments.id));
}

/** One page of the accounts waiting for a decision, oldest first, each with its documents, and how many wait in all. */
export async function listPendingAccounts(page = 1, limit = REVIEW_QUEUE_PAGE) {
  const [accounts, [{ total }]] = await Promise.all([
    db()
      .select(accountColumns)
      .from(users)
      .where(eq(users.reviewStatus, 'pending'))
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(limit)
      .offset((Math.max(1, page) - 1) * limit),
    db().select({ total: count() }).from(users).where(eq(users.reviewStatus, 'pending')),
  ]);
  const documents = await documentsOf(accounts.map((account) => account.id));
  return {
    total,
    accounts: accounts.map((account) => ({
      ...account,
      documents: documents.filter((document) => document.userId === account.id),
    })),
  };
}

const reviewer = alias(users, 'reviewer');
const actor = alias(users, 'actor');
const closer = alias(users, 'closer');

/** One account as staff review it: details, who decided last, whether its login is closed, documents and the full history. */
export async function findAccountForReview(userId: number) {
  const [account] = await db()
    .select({
      ...accountColumns,
      roles: users.roles,
      reviewedAt: users.reviewedAt,
      reviewedByName: reviewer.fullName,
      deactivatedAt: users.deactivatedAt,
      deactivationReason: users.deactivationReason,
      deactivatedByName: closer.fullName,
    })
    .from(users)
    .leftJoin(reviewer, eq(reviewer.id, users.reviewedBy))
    .leftJoin(closer, eq(closer.id, users.deactivatedBy))
    .where(eq(users.id, userId))
    .limit(1);
  if (!account) return undefined;
  const [documents, history] = await Promise.all([
    documentsOf([userId]),
    db()
      .select({
        id: accountEvents.id,
        kind: accountEvents.kind,
        reason: accountEvents.reason,
        details: accountEvents.details,
        createdAt: accountEvents.createdAt,
        actorId: accountEvents.actorId,
        actorName: actor.fullName,
      })
      .from(accountEvents)
      .leftJoin(actor, eq(actor.id, accountEvents.actorId))
      .where(eq(accountEvents.userId, userId))
      .orderBy(desc(accountEvents.createdAt), desc(accountEvents.id))
      .limit(200),
  ]);
  return { account, documents, history };
}

export type Decision = { decision: 'approve' } | { decision: 'reject'; reason: string };

/** Reads Approve / Reject from a staff form; a rejection needs a reason, because the customer is told it. */
function readReviewDecision(
  form: FormData,
  t: Translate,
): { ok: true; userId: number; value: Decision } | { ok: false; userId: number | null; reason: string; error: string } {
  const userId = recordId(form.get('userId'));
  const reason = String(form.get('reason') ?? '').trim();
  const intent = form.get('intent');
  if (userId === null || (intent !== 'approve' && intent !== 'reject'))
    return { ok: false, userId, reason, error: t('error.server') };
  if (intent === 'approve') return { ok: true, userId, value: { decision: 'approve' } };
  if (!reason) return { ok: false, userId, reason, error: t('review.reasonRequired') };
  if (reason.length > MAX_REASON_LENGTH)
    return { ok: false, userId, reason, error: t('review.reasonTooLong', { max: MAX_REASON_LENGTH }) };
  return { ok: true, userId, value: { decision: 'reject', reason } };
}

export type DecisionResult = { ok: true; fullName: string } | { ok: false; reason: 'not_pending' | 'own_account' };

/**
 * Approves or rejects a pending account. The decision is one conditional UPDATE (only while the
 * account is still pending), so a second click, or two staff at once, cannot flip an account
 * already decided. Who and when are kept on the account and in its history; the customer is
 * mailed in their language after the change is saved.
 */
export async function decideAccount(
  input: { userId: number; actorId: number } & Decision,
  now = new Date(),
): Promise<DecisionResult> {
  if (input.userId === input.actorId) return { ok: false, reason: 'own_account' };
  const reason = input.decision === 'reject' ? input.reason : null;
  const decided = await db().transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        reviewStatus: input.decision === 'approve' ? 'approved' : 'rejected',
        reviewReason: reason,
        reviewedBy: input.actorId,
        reviewedAt: now,
        updatedAt: sql`now()`,
      })
      .where(and(eq(users.id, input.userId), eq(users.reviewStatus, 'pending'), ne(users.id, input.actorId)))
      .returning({ fullName: users.fullName, email: users.email, locale: users.locale });
    if (!row) return undefined;
    await recordAccountEvent(
      {
        userId: input.userId,
        actorId: input.actorId,
        kind: input.decision === 'approve' ? 'approved' : 'rejected',
        reason,
      },
      tx,
    );
    // The decision and the mail telling it commit together.
    await sendMail(await decisionMail({ ...row, decision: input.decision, reason }, tx), tx);
    return row;
  });
  if (!decided) return { ok: false, reason: 'not_pending' };
  return { ok: true, fullName: decided.fullName };
}

/** The mail telling a customer the decision, in the language they use the site in. */
async function decisionMail(
  input: {
    fullName: string;
    email: string;
    locale: string;
    decision: 'approve' | 'reject';
    reason: string | null;
  },
  database?: Database,
): Promise<Mail> {
  const locale: Locale = input.locale === 'ar' ? 'ar' : 'en';
  const t = translator(locale);
  const link = `${env().APP_URL.replace(/\/$/, '')}${localizePath('/my-account', locale)}`;
  const approved = input.decision === 'approve';
  const subject = t(approved ? 'review.mail.approvedSubject' : 'review.mail.rejectedSubject');
  const paragraph = (text: string) => ({ kind: 'paragraph' as const, text: [text] });
  const mail = await composeMail(
    {
      locale,
      subject,
      preview: subject,
      greeting: fillPieces(t('review.mail.greeting'), { name: ownText(input.fullName) }),
      blocks: [
        ...(approved
          ? [paragraph(t('review.mail.approvedText'))]
          : [
              paragraph(t('review.mail.rejectedText')),
              // Staff's own words, in whatever language they wrote them.
              { kind: 'paragraph' as const, text: [ownText(input.reason ?? '')] },
              paragraph(t('review.mail.rejectedNext')),
            ]),
        { kind: 'button', label: t('review.mail.accountButton'), href: link },
      ],
    },
    database,
  );
  return { to: input.email, ...mail };
}

export type ReviewActionData = { userId: number | null; reason: string; error: string };

/**
 * The staff's Approve / Reject post, shared by the queue and the account page: a missing reason
 * comes back (400) with what was typed; a decision returns to `back` with the outcome in the alert.
 */
export async function respondToReview(request: Request, locale: Locale, staff: { id: number }, back: string) {
  const t = translator(locale);
  const form = await readFormOrNull(request);
  const decision = form
    ? readReviewDecision(form, t)
    : ({ ok: false, userId: null, reason: '', error: t('error.server') } as const);
  if (!decision.ok)
    return data<ReviewActionData>(
      { userId: decision.userId, reason: decision.reason, error: decision.error },
      { status: 400 },
    );
  const result = await decideAccount({ ...decision.value, userId: decision.userId, actorId: staff.id });
  if (!result.ok)
    return redirectWithFlash(back, {
      kind: 'error',
      message: t(result.reason === 'own_account' ? 'review.ownAccount' : 'review.notPending'),
    });
  const message = t(decision.value.decision === 'approve' ? 'review.approvedDone' : 'review.rejectedDone', {
    name: result.fullName,
  });
  return redirectWithFlash(back, { kind: 'success', message });
}

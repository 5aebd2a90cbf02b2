import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { db } from '~/db/client.server';
import { type MailAttachmentRecord, outboxMessages, storedFiles } from '~/db/schema';
import { env } from '~/modules/config/env.server';
import { logger } from '~/modules/config/logger.server';
import { issuedInvoice } from '~/modules/invoices/issued-invoices.server';

/**
 * Attachments are files in stored_files, so a retry sends exactly what was meant; a tax document
 * may be named instead, for the mail worker to issue before sending (rendering a PDF takes longer
 * than the customer's request should wait).
 */
export type Mail = { to: string; subject: string; text: string; html?: string; attachments?: MailAttachmentRecord[] };

/** Tries a mail gets in all, the first at once. */
export const MAX_MAIL_ATTEMPTS = 6;
/** Minutes to wait after the 1st, 2nd, ... failed try before the next. */
export const RETRY_DELAY_MINUTES = [1, 5, 15, 60, 240] as const;
/**
 * While one instance is sending a mail, the others leave it alone this long. A send that could
 * outlast it is cut short by the transport's timeouts below.
 */
const CLAIM_MINUTES = 5;

const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

const awaitsDocument = (attachments: MailAttachmentRecord[] | null | undefined) =>
  attachments?.some((attachment) => attachment.storedFileId === undefined) ?? false;

/** Called when a mail waits for the worker; the server points it at its mail worker, so it runs soon after the request. */
export const mailWorker = { wake: () => {} };

let smtp: { url: string; transport: Transporter } | undefined;
function smtpTransport() {
  const url = env().SMTP_URL!;
  if (smtp?.url !== url) {
    smtp = {
      url,
      transport: nodemailer.createTransport({
        url,
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      }),
    };
  }
  return smtp.transport;
}

/**
 * Every mail is written to the outbox first, so nothing is lost if delivery fails. With the
 * outbox transport (development) it stays there to be read at /dev/outbox; with SMTP it is tried
 * at once, and if that fails it waits as 'pending' for deliverPendingMail to try again later.
 */
export async function sendMail(mail: Mail, now = new Date()) {
  const viaSmtp = env().MAIL_TRANSPORT === 'smtp';
  // A mail with a document to issue is left, due at once, to the worker.
  const sendNow = viaSmtp && !awaitsDocument(mail.attachments);
  const [row] = await db()
    .insert(outboxMessages)
    .values({
      channel: 'email',
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments?.length ? mail.attachments : null,
      status: viaSmtp ? 'pending' : 'stored',
      // Written already claimed for its first try, so no other instance sends it meanwhile.
      attempts: sendNow ? 1 : 0,
      nextAttemptAt: sendNow ? minutesAfter(now, CLAIM_MINUTES) : viaSmtp ? now : null,
    })
    .returning({ id: outboxMessages.id });
  if (!sendNow && awaitsDocument(mail.attachments)) mailWorker.wake();
  if (sendNow)
    await attemptDelivery(
      {
        id: row.id,
        recipient: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        attachments: mail.attachments ?? null,
        attempts: 1,
      },
      now,
    );
  return row.id;
}

type Claimed = {
  id: number;
  recipient: string;
  subject: string | null;
  text: string;
  html: string | null;
  attachments: MailAttachmentRecord[] | null;
  attempts: number;
};

export type DeliveryReport = { sent: number; retrying: number; failed: number };

/**
 * Sends the pending mails that are due. Several instances may run this at once: each claims its
 * rows in a short transaction (FOR UPDATE SKIP LOCKED, then pushed out of reach for a while) and
 * talks to the SMTP server outside any transaction.
 */
export async function deliverPendingMail(options: { now?: Date; limit?: number } = {}): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  await issueAwaitedDocuments(options.limit);
  if (env().MAIL_TRANSPORT !== 'smtp') return report;
  const now = options.now ?? new Date();
  const claimed = await db().transaction(async (tx) => {
    const due = await tx
      .select({
        id: outboxMessages.id,
        recipient: outboxMessages.recipient,
        subject: outboxMessages.subject,
        text: outboxMessages.text,
        html: outboxMessages.html,
        attachments: outboxMessages.attachments,
        attempts: outboxMessages.attempts,
      })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.channel, 'email'),
          eq(outboxMessages.status, 'pending'),
          or(isNull(outboxMessages.nextAttemptAt), lte(outboxMessages.nextAttemptAt, now)),
        ),
      )
      .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.id))
      .limit(options.limit ?? 50)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(outboxMessages)
      .set({ attempts: sql`${outboxMessages.attempts} + 1`, nextAttemptAt: minutesAfter(now, CLAIM_MINUTES) })
      .where(
        inArray(
          outboxMessages.id,
          due.map((row) => row.id),
        ),
      );
    return due.map((row): Claimed => ({ ...row, attempts: row.attempts + 1 }));
  });
  for (const mail of claimed) report[await attemptDelivery(mail, now)]++;
  return report;
}

/**
 * Issues the tax documents that written mails wait for, and notes each one's file in its mail, so
 * the mail (and any retry of it) sends that file. Kept mails (the development outbox) get theirs
 * too. Issuing is idempotent (a document is rendered once and kept), so two instances doing this
 * at once cost time, not correctness; a document that cannot be issued is tried again next time.
 */
export async function issueAwaitedDocuments(limit = 50) {
  const waiting = await db()
    .select({ id: outboxMessages.id, attachments: outboxMessages.attachments })
    .from(outboxMessages)
    .where(
      and(
        inArray(outboxMessages.status, ['stored', 'pending']),
        sql`jsonb_path_exists(${outboxMessages.attachments}, '$[*] ? (!exists(@.storedFileId))')`,
      ),
    )
    .orderBy(asc(outboxMessages.id))
    .limit(limit);
  for (const mail of waiting) {
    try {
      const attachments = await Promise.all(
        (mail.attachments ?? []).map(async (attachment): Promise<MailAttachmentRecord> => {
          if (attachment.storedFileId !== undefined) return attachment;
          const issued = await issuedInvoice(attachment.document.bookingId, attachment.document.invoiceNumber);
          if (!issued) throw new Error(`${attachment.filename} cannot be issued: its booking has no such invoice`);
          return { ...attachment, storedFileId: issued.storedFileId };
        }),
      );
      await db().update(outboxMessages).set({ attachments }).where(eq(outboxMessages.id, mail.id));
    } catch (error) {
      logger().error({ err: error }, `mail #${mail.id}: its attachment could not be issued`);
    }
  }
}

class PermanentFailure extends Error {}

/** One try at one claimed mail; the outcome is recorded only if the claim is still this one. */
async function attemptDelivery(mail: Claimed, now: Date): Promise<keyof DeliveryReport> {
  const claim = and(
    eq(outboxMessages.id, mail.id),
    eq(outboxMessages.status, 'pending'),
    eq(outboxMessages.attempts, mail.attempts),
  );
  try {
    await smtpTransport().sendMail({
      from: env().MAIL_FROM,
      to: mail.recipient,
      subject: mail.subject ?? '',
      text: mail.text,
      html: mail.html ?? undefined,
      attachments: await attachmentContents(mail.attachments),
    });
    await db()
      .update(outboxMessages)
      .set({ status: 'sent', sentAt: new Date(), nextAttemptAt: null, lastError: null })
      .where(claim);
    return 'sent';
  } catch (error) {
    const giveUp = error instanceof PermanentFailure || recipientRefused(error) || mail.attempts >= MAX_MAIL_ATTEMPTS;
    const delay = RETRY_DELAY_MINUTES[Math.min(mail.attempts, RETRY_DELAY_MINUTES.length) - 1];
    await db()
      .update(outboxMessages)
      .set({
        status: giveUp ? 'failed' : 'pending',
        nextAttemptAt: giveUp ? null : minutesAfter(now, delay),
        lastError: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
      })
      .where(claim);
    return giveUp ? 'failed' : 'retrying';
  }
}

/** The server refused the address itself (5xx to RCPT TO): trying again cannot help. */
function recipientRefused(error: unknown) {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500;
}

async function attachmentContents(attachments: MailAttachmentRecord[] | null) {
  if (!attachments?.length) return undefined;
  // Not sent before its document is issued (issueAwaitedDocuments); a later try sends it.
  if (awaitsDocument(attachments)) throw new Error('An attachment is still being issued');
  const ids = attachments.map((attachment) => attachment.storedFileId!);
  const files = await db()
    .select({ id: storedFiles.id, bytes: storedFiles.bytes })
    .from(storedFiles)
    .where(inArray(storedFiles.id, ids));
  return attachments.map((attachment) => {
    const file = files.find((candidate) => candidate.id === attachment.storedFileId);
    if (!file)
      throw new PermanentFailure(
        `Attachment ${attachment.filename} (stored file ${attachment.storedFileId}) is missing`,
      );
    return { filename: attachment.filename, contentType: attachment.contentType, content: file.bytes };
  });
}

/** A stored mail's HTML part, as it would reach the customer; undefined when there is none. */
export async function outboxHtml(id: number) {
  const [row] = await db().select({ html: outboxMessages.html }).from(outboxMessages).where(eq(outboxMessages.id, id));
  return row?.html ?? undefined;
}

export function listOutbox(limit = 100) {
  return db()
    .select({
      id: outboxMessages.id,
      channel: outboxMessages.channel,
      to: outboxMessages.recipient,
      subject: outboxMessages.subject,
      text: outboxMessages.text,
      hasHtml: sql<boolean>`${outboxMessages.html} is not null`,
      status: outboxMessages.status,
      attachments: outboxMessages.attachments,
      attempts: outboxMessages.attempts,
      lastError: outboxMessages.lastError,
      created: outboxMessages.createdAt,
    })
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
}

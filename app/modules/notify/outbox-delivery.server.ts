import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { db } from '~/db/client.server';
import { type MailAttachmentRecord, outboxMessages, storedFiles } from '~/db/schema';
import { env } from '~/modules/config/env.server';
import { logger } from '~/modules/config/logger.server';
import { issuedAmendmentCreditNote, issuedCreditNote, issuedInvoice } from '~/modules/invoices/issued-invoices.server';
import { issuedChargeInvoice } from '~/modules/invoices/issued-charge-invoice.server';
import { postSms } from './sms.server';

/** Tries a mail gets in all, the first at once. */
export const MAX_MAIL_ATTEMPTS = 6;
/** Minutes to wait after the 1st, 2nd, ... failed try before the next. */
export const RETRY_DELAY_MINUTES = [1, 5, 15, 60, 240] as const;
/** A sign-up code lasts 5 minutes: a text is tried at once and a minute later, never when it is stale. */
export const MAX_SMS_ATTEMPTS = 2;
/** Messages one instance sends side by side: a slow mail server then costs a fraction of the wait. */
const LANES = 4;

const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/** How long a worker holds a message it is sending (OUTBOX_LEASE_SECONDS); see the transport's timeouts. */
const leaseMs = () => env().OUTBOX_LEASE_SECONDS * 1000;

const awaitsDocument = (attachments: MailAttachmentRecord[] | null | undefined) =>
  attachments?.some((attachment) => attachment.storedFileId === undefined) ?? false;

let smtp: { url: string; leaseMs: number; transport: Transporter } | undefined;
/** Its timeouts fit inside the lease, so no live send outlasts the claim and meets another instance's try. */
function smtpTransport() {
  const url = env().SMTP_URL!;
  if (smtp?.url !== url || smtp.leaseMs !== leaseMs()) {
    smtp = {
      url,
      leaseMs: leaseMs(),
      transport: nodemailer.createTransport({
        url,
        connectionTimeout: leaseMs() / 4,
        greetingTimeout: leaseMs() / 4,
        socketTimeout: leaseMs() / 2,
      }),
    };
  }
  return smtp.transport;
}

type Claimed = {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  text: string;
  html: string | null;
  attachments: MailAttachmentRecord[] | null;
  attempts: number;
  messageId: string | null;
};

export type DeliveryReport = { sent: number; retrying: number; failed: number };

/**
 * Sends the mails and texts that are due, until none is left. Several instances may run this at
 * once: each claims a few rows in a short transaction (FOR UPDATE SKIP LOCKED) with a lease
 * (claimed_until), and talks to the SMTP server or SMS gateway outside any transaction. A worker
 * that dies mid-send holds its rows only until the lease passes; another instance then sends them
 * again, with the same Message-ID.
 */
export async function deliverOutbox(options: { now?: Date; limit?: number } = {}): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const limit = options.limit ?? 200;
  await issueAwaitedDocuments(limit);
  const channels = [
    ...(env().MAIL_TRANSPORT === 'smtp' ? (['email'] as const) : []),
    ...(env().SMS_TRANSPORT === 'http' ? (['sms'] as const) : []),
  ];
  if (channels.length === 0) return report;
  for (let tried = 0; tried < limit;) {
    const now = options.now ?? new Date();
    const claimed = await claimDue(channels, now, Math.min(LANES, limit - tried));
    if (claimed.length === 0) break;
    tried += claimed.length;
    const outcomes = await Promise.all(claimed.map((message) => attemptDelivery(message, now)));
    for (const outcome of outcomes) report[outcome]++;
  }
  return report;
}

async function claimDue(channels: ('email' | 'sms')[], now: Date, count: number): Promise<Claimed[]> {
  return db().transaction(async (tx) => {
    const due = await tx
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.status, 'pending'),
          inArray(outboxMessages.channel, channels),
          or(isNull(outboxMessages.nextAttemptAt), lte(outboxMessages.nextAttemptAt, now)),
          or(isNull(outboxMessages.claimedUntil), lte(outboxMessages.claimedUntil, now)),
        ),
      )
      .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.id))
      .limit(count)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const host = new URL(env().APP_URL).hostname;
    return tx
      .update(outboxMessages)
      .set({
        attempts: sql`${outboxMessages.attempts} + 1`,
        claimedUntil: new Date(now.getTime() + leaseMs()),
        // Rows written before Message-IDs were stored get theirs now, before their first send.
        messageId: sql`coalesce(${outboxMessages.messageId}, '<outbox-' || gen_random_uuid() || ${`@${host}>`})`,
      })
      .where(
        inArray(
          outboxMessages.id,
          due.map((row) => row.id),
        ),
      )
      .returning({
        id: outboxMessages.id,
        channel: outboxMessages.channel,
        recipient: outboxMessages.recipient,
        subject: outboxMessages.subject,
        text: outboxMessages.text,
        html: outboxMessages.html,
        attachments: outboxMessages.attachments,
        attempts: outboxMessages.attempts,
        messageId: outboxMessages.messageId,
      });
  });
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
          const { document } = attachment;
          const issued =
            document.kind === 'invoice'
              ? await issuedInvoice(document.bookingId, document.invoiceNumber)
              : document.kind === 'credit_note'
                ? await issuedCreditNote(document.refundId)
                : document.kind === 'charge_invoice'
                  ? await issuedChargeInvoice(document.chargeId)
                  : await issuedAmendmentCreditNote(document.amendmentId);
          if (!issued)
            throw new Error(`${attachment.filename} cannot be issued: no such ${document.kind} was recorded`);
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

/** Fails a send that would outlast its claim: after that another instance may already be sending it. */
function withinLease<T>(send: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('the send took longer than its claim')), (leaseMs() * 3) / 4);
  });
  return Promise.race([send, deadline]).finally(() => clearTimeout(timer));
}

/** One try at one claimed message; the outcome is recorded only if the claim is still this one. */
async function attemptDelivery(message: Claimed, now: Date): Promise<keyof DeliveryReport> {
  const claim = and(
    eq(outboxMessages.id, message.id),
    eq(outboxMessages.status, 'pending'),
    eq(outboxMessages.attempts, message.attempts),
  );
  try {
    if (message.channel === 'sms') await postSms({ to: message.recipient, text: message.text }, leaseMs() / 2);
    else
      await withinLease(
        smtpTransport().sendMail({
          from: env().MAIL_FROM,
          to: message.recipient,
          subject: message.subject ?? '',
          text: message.text,
          html: message.html ?? undefined,
          messageId: message.messageId ?? undefined,
          attachments: await attachmentContents(message.attachments),
        }),
      );
    await db()
      .update(outboxMessages)
      .set({ status: 'sent', sentAt: new Date(), nextAttemptAt: null, claimedUntil: null, lastError: null })
      .where(claim);
    return 'sent';
  } catch (error) {
    const maxAttempts = message.channel === 'sms' ? MAX_SMS_ATTEMPTS : MAX_MAIL_ATTEMPTS;
    const giveUp = error instanceof PermanentFailure || recipientRefused(error) || message.attempts >= maxAttempts;
    const delay = RETRY_DELAY_MINUTES[Math.min(message.attempts, RETRY_DELAY_MINUTES.length) - 1];
    await db()
      .update(outboxMessages)
      .set({
        status: giveUp ? 'failed' : 'pending',
        nextAttemptAt: giveUp ? null : minutesAfter(now, delay),
        claimedUntil: null,
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

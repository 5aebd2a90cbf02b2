import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { type Database, db } from '~/db/client.server';
import { type MailAttachmentRecord, outboxMessages } from '~/db/schema';
import { env } from '~/modules/config/env.server';

/**
 * Attachments are files in stored_files, so a retry sends exactly what was meant; a tax document
 * may be named instead, for the mail worker to issue before sending (rendering a PDF takes longer
 * than the customer's request should wait).
 */
export type Mail = { to: string; subject: string; text: string; html?: string; attachments?: MailAttachmentRecord[] };

/** A Message-ID of our own domain, fixed when the mail is written: every try of it carries the same one. */
export function newMessageId() {
  return `<outbox-${randomUUID()}@${new URL(env().APP_URL).hostname}>`;
}

/**
 * Writes a mail to the outbox, in the caller's transaction when one is given: the mail exists if
 * and only if the record it announces does. Nothing is sent here. With the outbox transport
 * (development) it stays to be read at /dev/outbox; with SMTP the mail worker of every instance is
 * woken when the transaction commits (a trigger's NOTIFY) and one of them sends it
 * (outbox-delivery.server.ts). Returns the outbox row's id.
 */
export async function sendMail(mail: Mail, database: Database = db()): Promise<number> {
  const viaSmtp = env().MAIL_TRANSPORT === 'smtp';
  const [row] = await database
    .insert(outboxMessages)
    .values({
      channel: 'email',
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments?.length ? mail.attachments : null,
      messageId: newMessageId(),
      status: viaSmtp ? 'pending' : 'stored',
      nextAttemptAt: viaSmtp ? sql`now()` : null,
    })
    .returning({ id: outboxMessages.id });
  return row.id;
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

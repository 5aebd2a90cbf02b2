import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns';

/** A tax document the mail worker issues (renders once and keeps) before the mail goes out. */
export type MailDocument =
  | { kind: 'invoice'; bookingId: number; invoiceNumber: number }
  | { kind: 'credit_note'; refundId: number }
  | { kind: 'amendment_credit_note'; amendmentId: number }
  | { kind: 'charge_invoice'; chargeId: number };

/** A file sent with a mail: stored already, or a document still to be issued (its file then noted here). */
export type MailAttachmentRecord = { filename: string; contentType: string } & (
  { storedFileId: number; document?: MailDocument } | { storedFileId?: undefined; document: MailDocument }
);

export const outboxChannels = ['email', 'sms'] as const;
/** stored: kept in the outbox only (development); pending: still to send; sent; failed: given up. */
export const outboxStatuses = ['stored', 'pending', 'sent', 'failed'] as const;

/** Every mail and SMS goes through here first: the outbox in development, a send queue otherwise. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: outboxChannels }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: outboxStatuses }).notNull(),
    /** The mail's Message-ID, fixed when it is written, so a retry of a mail that did arrive is known as the same mail. */
    messageId: text('message_id'),
    /** Files sent with the mail (the tax invoice), kept with it so a retry sends the same thing. */
    attachments: jsonb('attachments').$type<MailAttachmentRecord[]>(),
    attempts: integer('attempts').notNull().default(0),
    /** When a pending mail may next be tried; retries back off. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** While a worker sends it, no other instance takes it; a worker that died lets go when this passes. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_messages_created_idx').on(t.createdAt),
    // Workers look only for what is still to send, among every message ever written.
    index('outbox_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    oneOf('outbox_messages_channel_check', t.channel, outboxChannels),
    oneOf('outbox_messages_status_check', t.status, outboxStatuses),
  ],
);

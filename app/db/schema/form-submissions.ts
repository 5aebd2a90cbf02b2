import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, oneOf } from './columns';
import { outboxMessages } from './outbox';

import { submissionKinds } from '../../modules/enquiries/kinds/submission-kinds';
import { submissionStatuses } from '../../modules/inbox/inbox-status';

export { submissionKinds, type SubmissionKind } from '../../modules/enquiries/kinds/submission-kinds';

/** What visitors send through the enquiry-type forms; stored before any mail is sent, so nothing is lost. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: submissionKinds }).notNull(),
    name: text('name').notNull(),
    email: text('email'),
    /** E.164 when given. */
    phone: text('phone'),
    message: text('message'),
    /** The form's other fields, as submitted and checked. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    locale: text('locale').notNull().default('en'),
    /**
     * The signed-in visitor who sent it. The form is open to visitors without an account and the row
     * carries its own name and contact, so it outlives the account: the link is cleared.
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The staff member following it up, if one has taken it. */
    assignedTo: integer('assigned_to'),
    /** new, in progress or done; moved only by inbox-status-moves.server.ts. */
    status: text('status', { enum: submissionStatuses }).notNull().default('new'),
    /** When staff last started on it (or replied), and who; null while it is new. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    startedBy: integer('started_by'),
    /** When staff marked it dealt with, and who; both null until it is done. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by'),
  },
  (t) => [
    index('form_submissions_kind_created_idx').on(t.kind, t.createdAt),
    oneOf('form_submissions_kind_check', t.kind, submissionKinds),
    oneOf('form_submissions_status_check', t.status, submissionStatuses),
  ],
);

/**
 * What staff add to a submission's thread: internal notes, which never leave the staff screens,
 * and replies, which were mailed to the sender (the outbox row is the mail as it went out).
 */
export const submissionThreadKinds = ['note', 'reply'] as const;
export const submissionThread = pgTable(
  'submission_thread',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: submissionThreadKinds }).notNull(),
    /** The staff member who wrote it; kept when their account goes. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** A reply's subject line; null for notes. */
    subject: text('subject'),
    body: text('body').notNull(),
    /** The outbox mail a reply was sent as. */
    outboxId: integer('outbox_id').references(() => outboxMessages.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('submission_thread_submission_idx').on(t.submissionId, t.createdAt),
    index('submission_thread_created_idx').on(t.createdAt),
    index('submission_thread_author_idx').on(t.authorId, t.createdAt),
    oneOf('submission_thread_kind_check', t.kind, submissionThreadKinds),
  ],
);

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: serial('id').primaryKey(),
  /** Stored lower-cased so that one address subscribes once. */
  email: text('email').notNull().unique(),
  locale: text('locale').notNull().default('en'),
  createdAt: createdAt(),
});

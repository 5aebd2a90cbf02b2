import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, oneOf } from './columns';

import { submissionKinds } from '../../modules/enquiries/kinds/submission-kinds';

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
    /** When staff marked it dealt with, and who; both null while it is open. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by'),
  },
  (t) => [
    index('form_submissions_kind_created_idx').on(t.kind, t.createdAt),
    oneOf('form_submissions_kind_check', t.kind, submissionKinds),
  ],
);

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: serial('id').primaryKey(),
  /** Stored lower-cased so that one address subscribes once. */
  email: text('email').notNull().unique(),
  locale: text('locale').notNull().default('en'),
  createdAt: createdAt(),
});

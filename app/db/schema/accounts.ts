import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { allOf, createdAt, oneOf } from './columns';
import { storedFiles } from './files';

// The roles are defined with the rules about them; the columns below store them.
import { type Role, roles, staffRoles } from '../../modules/auth/permissions';
export { type Role, roles, staffRoles };

/**
 * Where an account stands with the documents review, the only thing that lets it book: staff
 * accounts start at 'documents_needed' like anyone who has not sent documents, so being or having
 * been staff never approves an account.
 */
export const reviewStatuses = ['pending', 'approved', 'rejected', 'documents_needed'] as const;
export const accountTypes = ['individual', 'business'] as const;
/** Where a customer lives: which identity documents they send (decision 075). */
export const accountResidencies = ['resident', 'visitor'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/**
 * A person who can sign in: a customer (reviewed by staff before they may book) or staff. Emails
 * are stored lower-cased so one address is one account.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    /** E.164, verified by a code at sign-up. */
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles', { enum: roles })
      .array()
      .notNull()
      .default(sql`'{customer}'::text[]`),
    accountType: text('account_type', { enum: accountTypes }).notNull().default('individual'),
    birthDate: date('birth_date'),
    licenceNumber: text('licence_number'),
    licenceExpiry: date('licence_expiry'),
    passportNumber: text('passport_number'),
    passportExpiry: date('passport_expiry'),
    /**
     * A resident sends Emirates ID and UAE licence, a visitor passport and home licence. Chosen at
     * sign-up; null on accounts made before it was asked, until the booking box's choice fills it.
     */
    residency: text('residency', { enum: accountResidencies }),
    // Business accounts exist in the data model; sign-up creates individual accounts only.
    businessName: text('business_name'),
    businessEmail: text('business_email'),
    businessWebsite: text('business_website'),
    businessPhone: text('business_phone'),
    businessEmirate: text('business_emirate'),
    businessAddress: text('business_address'),
    /** The customer's UAE tax registration number (15 digits), printed on their tax invoices; not identity data. */
    trn: text('trn'),
    reviewStatus: text('review_status', { enum: reviewStatuses }).notNull().default('pending'),
    reviewReason: text('review_reason'),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    locale: text('locale').notNull().default('en'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Set while the login is closed by staff: no session is read and no sign-in is let through. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    deactivatedBy: integer('deactivated_by'),
    deactivationReason: text('deactivation_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_review_idx').on(t.reviewStatus, t.createdAt),
    allOf('users_roles_check', t.roles, roles),
    oneOf('users_account_type_check', t.accountType, accountTypes),
    oneOf('users_residency_check', t.residency, accountResidencies),
    oneOf('users_review_status_check', t.reviewStatus, reviewStatuses),
  ],
);

/** A customer's identity documents (Emirates ID, licence, passport copies). Private: never served from /media. */
export const userDocuments = pgTable(
  'user_documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    originalName: text('original_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('user_documents_user_idx').on(t.userId)],
);

/** A signed-in browser. The cookie carries a random token; only its SHA-256 is stored here. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * A one-time code sent by SMS to prove a phone number at sign-up. Once verified it becomes a
 * ticket (its hash kept) that the registration form presents.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    ticketHash: text('ticket_hash'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('phone_verifications_phone_idx').on(t.phone, t.createdAt),
    uniqueIndex('phone_verifications_ticket_key').on(t.ticketHash),
  ],
);

/** A password-reset link: random, stored hashed, single use, valid for an hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash)],
);

/**
 * The owner's invitation to a new staff member: the person follows the mailed link, chooses a
 * password and gives a phone number, and the account is made with the roles named here, without
 * the customer's phone code or documents. Only the token's SHA-256 is stored.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased, as accounts store it. */
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    roles: text('roles', { enum: staffRoles }).array().notNull(),
    locale: text('locale').notNull().default('en'),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: integer('accepted_user_id').references(() => users.id),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_key').on(t.tokenHash),
    index('staff_invitations_email_idx').on(t.email),
    allOf('staff_invitations_roles_check', t.roles, staffRoles),
  ],
);

/** Fixed-window counters shared by every app instance (login, OTP and reset limits). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

export const accountEventKinds = [
  'registered',
  'approved',
  'rejected',
  'documents_added',
  'profile_updated',
  'roles_changed',
  'password_changed',
  'password_reset',
  'invited',
  'deactivated',
  'reactivated',
] as const;
export type AccountEventKind = (typeof accountEventKinds)[number];

/** Who did what to an account, and when: approvals, rejections, role changes and the customer's own changes. */
export const accountEvents = pgTable(
  'account_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id),
    kind: text('kind', { enum: accountEventKinds }).notNull(),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_events_user_idx').on(t.userId, t.createdAt),
    index('account_events_created_idx').on(t.createdAt),
    index('account_events_actor_idx').on(t.actorId, t.createdAt),
    oneOf('account_events_kind_check', t.kind, accountEventKinds),
  ],
);

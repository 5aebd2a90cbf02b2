import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Text kept in both site languages; Arabic may be missing and then falls back to English. */
export type LocalizedText = { en: string; ar?: string };

const localized = (name: string) => jsonb(name).$type<LocalizedText>();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Uploaded or generated files live in the database so that every app instance can serve them. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    contentType: text('content_type').notNull(),
    originalName: text('original_name'),
    width: integer('width'),
    height: integer('height'),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    /**
     * A resized or re-encoded copy of another file: `variant` names the size it is made for (the
     * size of the file itself when only the format differs). /media/{variantOf} picks among them.
     */
    variantOf: integer('variant_of').references((): AnyPgColumn => storedFiles.id),
    variant: text('variant'),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_variant_of_idx').on(t.variantOf)],
);

export const branches = pgTable('branches', {
  id: serial('id').primaryKey(),
  city: text('city').notNull(),
  name: text('name').notNull(),
  /** The spec's 'city_branch' value, e.g. 'Dubai_Ittihad Road'. */
  value: text('value').notNull().unique(),
  cityLabel: localized('city_label').notNull(),
  nameLabel: localized('name_label').notNull(),
  emirate: text('emirate').notNull(),
  phone: text('phone').notNull(),
  address: localized('address').notNull(),
  mapUrl: text('map_url').notNull(),
  /** Opening hours as minutes after midnight, Asia/Dubai. */
  opensAtMinute: integer('opens_at_minute').notNull(),
  closesAtMinute: integer('closes_at_minute').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const collectionLocations = pgTable('collection_locations', {
  id: serial('id').primaryKey(),
  city: text('city').notNull().unique(),
  label: localized('label').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const emirates = pgTable('emirates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  label: localized('label').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const vehicleTypes = pgTable('vehicle_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  label: localized('label').notNull(),
  minimumRenterAge: integer('minimum_renter_age').notNull(),
  imageFileId: integer('image_file_id').references(() => storedFiles.id),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const vehicleModels = pgTable(
  'vehicle_models',
  {
    id: serial('id').primaryKey(),
    referenceNo: text('reference_no').notNull().unique(),
    brand: text('brand').notNull(),
    name: text('name').notNull(),
    vehicleTypeId: integer('vehicle_type_id')
      .notNull()
      .references(() => vehicleTypes.id),
    bodyStyle: text('body_style').notNull(),
    seats: integer('seats').notNull(),
    passengers: integer('passengers').notNull(),
    luggage: integer('luggage').notNull(),
    doors: integer('doors').notNull(),
    airConditioned: boolean('air_conditioned').notNull().default(true),
    transmission: text('transmission', { enum: ['Automatic', 'Manual'] }).notNull(),
    popular: boolean('popular').notNull().default(false),
    description: localized('description').notNull(),
    imageFileId: integer('image_file_id').references(() => storedFiles.id),
    /** Soft delete: retired models keep their bookings. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('vehicle_models_type_idx').on(t.vehicleTypeId)],
);

/**
 * A model's rate card, every amount in fils (1 AED = 100 fils). Each tier rate is a price per day;
 * a model may have several cards over time, and the newest non-zero one is used.
 */
export const rateCards = pgTable('rate_cards', {
  id: serial('id').primaryKey(),
  vehicleModelId: integer('vehicle_model_id')
    .notNull()
    .references(() => vehicleModels.id),
  dailyFils: integer('daily_fils').notNull(),
  weeklyFils: integer('weekly_fils').notNull(),
  monthlyFils: integer('monthly_fils').notNull(),
  cdwDailyFils: integer('cdw_daily_fils').notNull(),
  cdwWeeklyFils: integer('cdw_weekly_fils').notNull(),
  cdwMonthlyFils: integer('cdw_monthly_fils').notNull(),
  paiDailyFils: integer('pai_daily_fils').notNull(),
  paiWeeklyFils: integer('pai_weekly_fils').notNull(),
  paiMonthlyFils: integer('pai_monthly_fils').notNull(),
  gpsDailyFils: integer('gps_daily_fils').notNull(),
  gpsWeeklyFils: integer('gps_weekly_fils').notNull(),
  gpsMonthlyFils: integer('gps_monthly_fils').notNull(),
  additionalDriverFils: integer('additional_driver_fils').notNull(),
  babySeatFils: integer('baby_seat_fils').notNull(),
  createdAt: createdAt(),
});

/** How many cars of a model each branch holds. */
export const branchFleet = pgTable(
  'branch_fleet',
  {
    id: serial('id').primaryKey(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    vehicleModelId: integer('vehicle_model_id')
      .notNull()
      .references(() => vehicleModels.id),
    cars: integer('cars').notNull(),
  },
  (t) => [uniqueIndex('branch_fleet_branch_model_idx').on(t.branchId, t.vehicleModelId)],
);

export const fleetCategories = pgTable('fleet_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  label: localized('label').notNull(),
  vehicleTypeNames: jsonb('vehicle_type_names').$type<string[]>().notNull(),
  imageFileId: integer('image_file_id').references(() => storedFiles.id),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const offers = pgTable('offers', {
  id: serial('id').primaryKey(),
  title: localized('title').notNull(),
  content: localized('content').notNull(),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  bannerFileId: integer('banner_file_id').references(() => storedFiles.id),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  title: localized('title').notNull(),
  body: localized('body').notNull(),
  imageFileId: integer('image_file_id').references(() => storedFiles.id),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const blogTopics = pgTable('blog_topics', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().unique(),
  createdAt: createdAt(),
});

export const blogPosts = pgTable('blog_posts', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  topicId: integer('topic_id')
    .notNull()
    .references(() => blogTopics.id),
  title: text('title').notNull(),
  subTitle: text('sub_title'),
  author: text('author').notNull(),
  /** Structured rich text; rendered to sanitised HTML on the server. */
  content: jsonb('content').notNull(),
  bannerFileId: integer('banner_file_id').references(() => storedFiles.id),
  publishDate: date('publish_date').notNull(),
  metaDescription: text('meta_description'),
  metaKeywords: text('meta_keywords'),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: localized('question').notNull(),
  answer: localized('answer').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const termsSections = pgTable('terms_sections', {
  id: serial('id').primaryKey(),
  heading: localized('heading').notNull(),
  body: localized('body').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const people = pgTable('people', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  role: localized('role').notNull(),
  group: text('group', { enum: ['board', 'executive'] }).notNull(),
  biography: localized('biography').notNull(),
  imageFileId: integer('image_file_id').references(() => storedFiles.id),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const clients = pgTable('clients', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  logoFileId: integer('logo_file_id').references(() => storedFiles.id),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: serial('id').primaryKey(),
  /** Stored lower-cased so that one address subscribes once. */
  email: text('email').notNull().unique(),
  locale: text('locale').notNull().default('en'),
  createdAt: createdAt(),
});

export type MailAttachmentRecord = { filename: string; contentType: string; storedFileId: number };

/** Every mail and SMS goes through here first: the outbox in development, a send queue otherwise. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: ['stored', 'pending', 'sent', 'failed'] }).notNull(),
    /** Files sent with the mail (the tax invoice), kept with it so a retry sends the same thing. */
    attachments: jsonb('attachments').$type<MailAttachmentRecord[]>(),
    attempts: integer('attempts').notNull().default(0),
    /** When a pending mail may next be tried; retries back off. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_created_idx').on(t.createdAt)],
);

/** Page views, recorded only for visitors who accepted analytics cookies. */
export const pageViews = pgTable('page_views', {
  id: serial('id').primaryKey(),
  path: text('path').notNull(),
  device: text('device').notNull(),
  locale: text('locale').notNull(),
  createdAt: createdAt(),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/** A booking enquiry: what the visitor asked for, before any vehicle is chosen. Locations are 'City_Branch'. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** E.164, e.g. +971501234567. */
    phone: text('phone').notNull(),
    vehicleTypeId: integer('vehicle_type_id')
      .notNull()
      .references(() => vehicleTypes.id),
    pickupBranchId: integer('pickup_branch_id')
      .notNull()
      .references(() => branches.id),
    dropoffBranchId: integer('dropoff_branch_id')
      .notNull()
      .references(() => branches.id),
    pickupLocation: text('pickup_location').notNull(),
    dropoffLocation: text('dropoff_location').notNull(),
    collectionCity: text('collection_city'),
    returnAddress: text('return_address'),
    flightNumber: text('flight_number'),
    pickupAt: timestamp('pickup_at', { withTimezone: true }).notNull(),
    dropoffAt: timestamp('dropoff_at', { withTimezone: true }).notNull(),
    ageGroup: text('age_group').notNull(),
    residency: text('residency').notNull(),
    userId: integer('user_id'),
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [index('enquiries_created_idx').on(t.createdAt)],
);

export const bookingStatuses = ['enquiry', 'draft', 'awaiting_payment', 'confirmed', 'payment_failed', 'cancelled', 'active', 'completed'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/**
 * A booking of one car of a model at its pick-up branch. While it is in a holding state it blocks
 * one car from pick-up until drop-off plus the turnaround buffer (blocked_until).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    enquiryId: integer('enquiry_id').references(() => enquiries.id),
    userId: integer('user_id'),
    vehicleModelId: integer('vehicle_model_id')
      .notNull()
      .references(() => vehicleModels.id),
    pickupBranchId: integer('pickup_branch_id')
      .notNull()
      .references(() => branches.id),
    dropoffBranchId: integer('dropoff_branch_id')
      .notNull()
      .references(() => branches.id),
    collectionCity: text('collection_city'),
    pickupAt: timestamp('pickup_at', { withTimezone: true }).notNull(),
    dropoffAt: timestamp('dropoff_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    status: text('status', { enum: bookingStatuses }).notNull(),
    /** A draft holds its car only until then. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    paymentMethod: text('payment_method', { enum: ['card', 'pay_on_pickup'] }),
    /** The price as quoted when the booking was made; later rate changes never alter it. */
    priceSnapshot: jsonb('price_snapshot'),
    totalFils: integer('total_fils'),
    /** Who is driving, as entered on the bill's personal step. */
    customerDetails: jsonb('customer_details').$type<BookingCustomerDetails>(),
    /** The payment provider's order for a card payment, and the state last read from it. */
    paymentOrderRef: text('payment_order_ref'),
    paymentState: text('payment_state'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Tax invoice number, given once when the booking is confirmed. */
    invoiceNumber: integer('invoice_number'),
    /** 'Rate your experience', 1 to 5, given once. */
    rating: integer('rating'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_model_branch_idx').on(t.vehicleModelId, t.pickupBranchId, t.pickupAt),
    index('bookings_user_idx').on(t.userId, t.pickupAt),
    uniqueIndex('bookings_payment_order_key').on(t.paymentOrderRef),
    uniqueIndex('bookings_invoice_number_key').on(t.invoiceNumber),
  ],
);

/** Tax invoice numbers: sequential and never reused, safe when several confirmations happen at once. */
export const invoiceNumbers = pgSequence('invoice_number_seq', { startWith: 100001 });

export type BookingCustomerDetails = {
  firstName: string;
  lastName: string;
  email: string;
  streetAddress: string;
  poBox: string;
  emirate: string;
  city: string;
  mobile: string;
  birthDate: string;
  company: string | null;
  comments: string | null;
  hasFazaa: boolean;
  hasEsaad: boolean;
};

/** Every change of a booking's state: who (null for the customer's own steps or the system), when, and why. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id),
    fromStatus: text('from_status', { enum: bookingStatuses }),
    toStatus: text('to_status', { enum: bookingStatuses }).notNull(),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.createdAt)],
);

export const submissionKinds = ['contact', 'enquiry', 'callback', 'lease', 'career', 'feedback', 'promotion', 'tour', 'chauffeur'] as const;
export type SubmissionKind = (typeof submissionKinds)[number];

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
    userId: integer('user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('form_submissions_kind_created_idx').on(t.kind, t.createdAt)],
);

export const roles = ['customer', 'cms', 'admin', 'owner'] as const;
export type Role = (typeof roles)[number];
export const staffRoles = ['cms', 'admin', 'owner'] as const satisfies readonly Role[];

export const reviewStatuses = ['pending', 'approved', 'rejected'] as const;
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
    roles: text('roles', { enum: roles }).array().notNull().default(sql`'{customer}'::text[]`),
    accountType: text('account_type', { enum: ['individual', 'business'] }).notNull().default('individual'),
    birthDate: date('birth_date'),
    licenceNumber: text('licence_number'),
    licenceExpiry: date('licence_expiry'),
    passportNumber: text('passport_number'),
    passportExpiry: date('passport_expiry'),
    // Business accounts exist in the data model; sign-up creates individual accounts only.
    businessName: text('business_name'),
    businessEmail: text('business_email'),
    businessWebsite: text('business_website'),
    businessPhone: text('business_phone'),
    businessEmirate: text('business_emirate'),
    businessAddress: text('business_address'),
    reviewStatus: text('review_status', { enum: reviewStatuses }).notNull().default('pending'),
    reviewReason: text('review_reason'),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    locale: text('locale').notNull().default('en'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_review_idx').on(t.reviewStatus, t.createdAt)],
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
  (t) => [index('phone_verifications_phone_idx').on(t.phone, t.createdAt), uniqueIndex('phone_verifications_ticket_key').on(t.ticketHash)],
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

/** Fixed-window counters shared by every app instance (login, OTP and reset limits). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

export const accountEventKinds = ['registered', 'approved', 'rejected', 'documents_added', 'profile_updated', 'roles_changed', 'password_changed', 'password_reset'] as const;
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
  (t) => [index('account_events_user_idx').on(t.userId, t.createdAt)],
);

/** Images of a vehicle model, in the order staff set; the first is the thumbnail. */
export const vehicleImages = pgTable(
  'vehicle_images',
  {
    id: serial('id').primaryKey(),
    vehicleModelId: integer('vehicle_model_id')
      .notNull()
      .references(() => vehicleModels.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('vehicle_images_model_idx').on(t.vehicleModelId, t.position)],
);

/**
 * Who changed which staff-managed record, when, how and why: one row per change, readable per
 * record by staff. `entity` names the kind of record ('vehicle', 'rate_card', 'offer', 'blog',
 * 'setting', ...), `entityId` its key as text.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    /** Changed fields as { field: { from, to } }, or a summary for creations and deletions. */
    changes: jsonb('changes').$type<Record<string, unknown>>(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_events_entity_idx').on(t.entity, t.entityId, t.createdAt)],
);

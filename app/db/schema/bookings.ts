import {
  type AnyPgColumn,
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
import type { PriceSnapshot } from '../../modules/bookings/records/price-snapshot';
import { users } from './accounts';
import { bookingEnquiries } from './booking-enquiries';
import { createdAt, oneOf } from './columns';
import { branches, vehicleModels } from './fleet';
import { promoCodes } from './promo-codes';

export const bookingStatuses = [
  'draft',
  'awaiting_payment',
  'confirmed',
  'payment_failed',
  'cancelled',
  'active',
  'completed',
  /** Not collected: recorded by staff two hours after the pick-up time. */
  'no_show',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/**
 * A booking of one car of a model at its pick-up branch. While it is in a holding state it blocks
 * one car from pick-up until drop-off plus the turnaround buffer (blocked_until).
 */
export const counterPaymentMethods = ['cash', 'card'] as const;
export type CounterPaymentMethod = (typeof counterPaymentMethods)[number];
/**
 * Where a card payment stands, in the site's own words: the payment provider's states are
 * translated into these once, where its replies are read (modules/payments/ngenius-client.server.ts).
 * started: the order exists and no card has been handed over. pending: the bank is deciding (3-D
 * Secure, review). authorised: held on the card, not taken. paid: taken. failed: refused. cancelled:
 * given up or reversed before anything was taken.
 */
export const paymentStatuses = [
  'started',
  'pending',
  'authorised',
  'paid',
  'partly_refunded',
  'refunded',
  'failed',
  'cancelled',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentMethods = ['card', 'pay_on_pickup'] as const;

/** How the booking reached us: the customer's own steps online, or staff for a customer at the counter or on the phone. */
export const bookingChannels = ['online', 'walk_in', 'phone'] as const;
export type BookingChannel = (typeof bookingChannels)[number];

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    enquiryId: integer('enquiry_id').references(() => bookingEnquiries.id),
    /**
     * The customer's account. Restrict: a booking carries the invoices, credit notes and refunds of
     * that customer, and My bookings and every ownership check read this column, so deleting an
     * account that has bookings is refused (nothing deletes accounts today): a booking never loses
     * its customer.
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
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
    /** Delivered to the customer at pick-up: the city its charge is measured to, and the address the driver goes to. */
    deliveryCity: text('delivery_city'),
    deliveryAddress: text('delivery_address'),
    pickupAt: timestamp('pickup_at', { withTimezone: true }).notNull(),
    dropoffAt: timestamp('dropoff_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    status: text('status', { enum: bookingStatuses }).notNull(),
    /** A draft holds its car only until then. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    paymentMethod: text('payment_method', { enum: paymentMethods }),
    /**
     * The price as quoted when the booking was made; later rate changes never alter it. Typed only:
     * jsonb takes any JSON, so reads go through readPriceSnapshot, which checks it.
     */
    priceSnapshot: jsonb('price_snapshot').$type<PriceSnapshot>(),
    totalFils: integer('total_fils'),
    /** Who is driving, as entered on the bill's personal step. */
    customerDetails: jsonb('customer_details').$type<BookingCustomerDetails>(),
    /**
     * The payment provider's order for a card payment, and where the booking's card payment stands
     * (moved only by modules/payments/payment-moves.server.ts).
     */
    paymentOrderRef: text('payment_order_ref'),
    paymentStatus: text('payment_status', { enum: paymentStatuses }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** A pay-on-pick-up booking's payment taken at the branch: when, how (cash or card on the branch's terminal) and by whom. */
    counterPaidAt: timestamp('counter_paid_at', { withTimezone: true }),
    counterPaymentMethod: text('counter_payment_method', { enum: counterPaymentMethods }),
    counterPaidBy: integer('counter_paid_by').references(() => users.id),
    /** Tax invoice number, given once when the booking is confirmed. */
    invoiceNumber: integer('invoice_number'),
    /**
     * The tax credit note that cancelled the invoice of a booking cancelled before anything was paid
     * (pay on pick-up), numbered in the cancelling transaction; a paid booking's is its refund's.
     */
    cancellationCreditNoteNumber: integer('cancellation_credit_note_number'),
    /** The promo code the booking uses (its terms are in the price snapshot); counts toward the code's uses. */
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    /** 'Rate your experience', 1 to 5, given once. */
    rating: integer('rating'),
    channel: text('channel', { enum: bookingChannels }).notNull().default('online'),
    /** The staff member who booked for the customer (a walk-in or phone booking); null for the customer's own. */
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_model_branch_idx').on(t.vehicleModelId, t.pickupBranchId, t.pickupAt),
    // Availability: the bookings of a model at a branch that still hold a car after a pick-up time.
    index('bookings_branch_model_blocked_idx').on(t.pickupBranchId, t.vehicleModelId, t.blockedUntil),
    index('bookings_user_idx').on(t.userId, t.pickupAt),
    uniqueIndex('bookings_payment_order_key').on(t.paymentOrderRef),
    uniqueIndex('bookings_invoice_number_key').on(t.invoiceNumber),
    uniqueIndex('bookings_cancellation_credit_note_key').on(t.cancellationCreditNoteNumber),
    oneOf('bookings_status_check', t.status, bookingStatuses),
    oneOf('bookings_payment_method_check', t.paymentMethod, paymentMethods),
    oneOf('bookings_counter_payment_method_check', t.counterPaymentMethod, counterPaymentMethods),
    oneOf('bookings_payment_status_check', t.paymentStatus, paymentStatuses),
    oneOf('bookings_channel_check', t.channel, bookingChannels),
  ],
);

/**
 * Every order made with the payment provider for a booking. A retry makes a new order, and the
 * customer may still pay an earlier one left open in another tab: each is kept, so the reconciler
 * can watch them all and give back a payment the booking no longer waited for.
 */
export const bookingPaymentOrders = pgTable(
  'booking_payment_orders',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    orderRef: text('order_ref').notNull(),
    amountFils: integer('amount_fils').notNull(),
    /** Where the order stands, translated from the provider's state at its edge; moved only by payment-moves.server.ts. */
    status: text('status', { enum: paymentStatuses }).notNull(),
    /** The provider's own word for it, as last read: kept for staff to quote to the provider, never decided on. */
    providerState: text('provider_state'),
    /** What the provider has taken on the order and given back of it, in fils, as last read. */
    capturedFils: integer('captured_fils').notNull().default(0),
    refundedFils: integer('refunded_fils').notNull().default(0),
    /**
     * Set when the order pays the difference of a change to the booking, not the booking itself. A
     * change is removed only with its booking, which takes its orders in the same statement (the
     * default NO ACTION is checked at the statement's end), so nothing else may delete it.
     */
    amendmentId: integer('amendment_id').references((): AnyPgColumn => bookingAmendments.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_payment_orders_ref_key').on(t.orderRef),
    index('booking_payment_orders_booking_idx').on(t.bookingId),
    index('booking_payment_orders_created_idx').on(t.createdAt),
    oneOf('booking_payment_orders_status_check', t.status, paymentStatuses),
  ],
);

/** Tax invoice numbers: sequential and never reused, safe when several confirmations happen at once. */
export const invoiceNumbers = pgSequence('invoice_number_seq', { startWith: 100001 });

export type BookingCustomerDetails = {
  firstName: string;
  lastName: string;
  email: string;
  /** Where the renter lives, as chosen in the booking box; absent on bookings made before it was kept here (residents). */
  residency?: 'resident' | 'visitor';
  streetAddress: string;
  /** A resident's; empty for a visitor, who gives a home address instead. */
  poBox: string;
  emirate: string;
  city: string;
  /** A visitor's home country (ISO 3166-1 alpha-2) and postcode; absent for a UAE address. */
  country?: string;
  postcode?: string | null;
  mobile: string;
  birthDate: string;
  company: string | null;
  /** The renter's tax registration number for the invoice (15 digits); absent on bookings made before it was asked. */
  trn?: string | null;
  comments: string | null;
  hasFazaa: boolean;
  hasEsaad: boolean;
};

/** Every change of a booking's state: who (null for the customer's own steps or the system), when, and why. */
export const bookingActorKinds = ['staff', 'customer', 'provider', 'system'] as const;
export type BookingActorKind = (typeof bookingActorKinds)[number];

export const bookingEvents = pgTable(
  'booking_events',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id),
    /** Who made the move: a staff member (actorId), the customer, the payment provider's answer, or the site itself. */
    actorKind: text('actor_kind', { enum: bookingActorKinds }),
    fromStatus: text('from_status', { enum: bookingStatuses }),
    toStatus: text('to_status', { enum: bookingStatuses }).notNull(),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_events_booking_idx').on(t.bookingId, t.createdAt),
    index('booking_events_created_idx').on(t.createdAt),
    index('booking_events_actor_idx').on(t.actorId, t.createdAt),
    oneOf('booking_events_actor_kind_check', t.actorKind, bookingActorKinds),
    oneOf('booking_events_from_status_check', t.fromStatus, bookingStatuses),
    oneOf('booking_events_to_status_check', t.toStatus, bookingStatuses),
  ],
);

export const refundStates = ['pending', 'refunded', 'failed'] as const;
export type RefundState = (typeof refundStates)[number];
export const refundReasons = ['cancellation', 'stray_capture', 'no_show', 'amendment'] as const;
export type RefundReason = (typeof refundReasons)[number];
/** card: through the provider, to the card of the booking's order. counter: paid out at the branch, for money taken there. */
export const refundMethods = ['card', 'counter'] as const;
export type RefundMethod = (typeof refundMethods)[number];

/**
 * Money given back for a booking. A refund is written, as pending, in the same transaction as the
 * cancellation that promises it. A card refund goes to the card of a provider order: the provider
 * call follows, 'failed' means the provider refused it (staff may retry), 'pending' one not answered
 * yet. A counter refund gives back money taken at the branch: 'pending' while it is owed, 'refunded'
 * once staff confirm they paid it out, and how.
 */
export const bookingRefunds = pgTable(
  'booking_refunds',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The provider order a card refund goes to; none for a counter refund. */
    orderRef: text('order_ref'),
    amountFils: integer('amount_fils').notNull(),
    method: text('method', { enum: refundMethods }).notNull().default('card'),
    /** A counter refund as paid out: cash, or to a card on the branch's terminal, and by whom. */
    paidOutMethod: text('paid_out_method', { enum: counterPaymentMethods }),
    paidOutBy: integer('paid_out_by').references(() => users.id),
    state: text('state', { enum: refundStates }).notNull().default('pending'),
    /** The provider's last refusal or failure, for staff. */
    lastError: text('last_error'),
    attempts: integer('attempts').notNull().default(0),
    requestedBy: integer('requested_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Why: a cancellation under the terms, or a payment that arrived after the booking stopped waiting for it. */
    reason: text('reason', { enum: refundReasons }).notNull().default('cancellation'),
    /** The tax credit note issued when a refund of an invoiced booking is made. */
    creditNoteNumber: integer('credit_note_number'),
  },
  (t) => [
    index('booking_refunds_booking_idx').on(t.bookingId),
    index('booking_refunds_open_idx').on(t.state, t.updatedAt),
    uniqueIndex('booking_refunds_credit_note_key').on(t.creditNoteNumber),
    oneOf('booking_refunds_method_check', t.method, refundMethods),
    oneOf('booking_refunds_paid_out_method_check', t.paidOutMethod, counterPaymentMethods),
    oneOf('booking_refunds_state_check', t.state, refundStates),
    oneOf('booking_refunds_reason_check', t.reason, refundReasons),
  ],
);

/** Tax credit note numbers: their own sequence, never reused. */
export const creditNoteNumbers = pgSequence('credit_note_number_seq', { startWith: 500001 });

export const amendmentStates = ['awaiting_payment', 'applied', 'lapsed'] as const;
export type AmendmentState = (typeof amendmentStates)[number];
export const amendmentActorKinds = ['customer', 'staff'] as const;

/** A booking's rental as it stood before or after a change: what its invoice was built from. */
export type AmendedRental = {
  vehicleModelId: number;
  /** The car's name then, as the replaced invoice printed it. */
  vehicle: string;
  pickupAt: string;
  dropoffAt: string;
  totalFils: number;
  priceSnapshot: PriceSnapshot;
  /**
   * Where the car is delivered at pick-up (null: taken at the branch), the promo code held and the
   * driver's date of birth; absent on changes recorded before staff could change them, which kept them.
   */
  delivery?: { city: string; address: string } | null;
  promoCodeId?: number | null;
  driverBirthDate?: string | null;
};

/**
 * A change of a confirmed booking's dates, times, car or extras, by the customer or by staff. A
 * change that costs more on a card booking waits for the difference to be paid (its own provider
 * order); once applied, the replaced invoice is cancelled by a credit note for its whole value and
 * a new invoice is issued for the booking as it now stands (decision 024).
 */
export const bookingAmendments = pgTable(
  'booking_amendments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    actorKind: text('actor_kind', { enum: amendmentActorKinds }).notNull(),
    actorId: integer('actor_id').references(() => users.id),
    state: text('state', { enum: amendmentStates }).notNull().default('awaiting_payment'),
    before: jsonb('before').$type<AmendedRental>().notNull(),
    after: jsonb('after').$type<AmendedRental>().notNull(),
    /** After minus before, VAT included: positive is owed by the customer, negative given back. */
    differenceFils: integer('difference_fils').notNull(),
    /** Until when a change waiting for its difference may still be paid. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The provider order now offered for the difference, if any. */
    orderRef: text('order_ref'),
    /** Why a change lapsed: 'expired', 'replaced', 'declined', 'unavailable'. */
    lapsedReason: text('lapsed_reason'),
    replacedInvoiceNumber: integer('replaced_invoice_number'),
    /** The credit note cancelling the replaced invoice, and the invoice issued in its place. */
    creditNoteNumber: integer('credit_note_number'),
    invoiceNumber: integer('invoice_number'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_amendments_booking_idx').on(t.bookingId, t.createdAt),
    index('booking_amendments_waiting_idx').on(t.state, t.expiresAt),
    uniqueIndex('booking_amendments_credit_note_key').on(t.creditNoteNumber),
    oneOf('booking_amendments_actor_kind_check', t.actorKind, amendmentActorKinds),
    oneOf('booking_amendments_state_check', t.state, amendmentStates),
  ],
);

/** The money records whose state moves through a table of its own (modules/payments/*-moves): each move leaves a row here. */
export const paymentEventSubjects = ['booking_payment', 'payment_order', 'refund', 'amendment'] as const;
export type PaymentEventSubject = (typeof paymentEventSubjects)[number];

/**
 * Every move of a booking's card payment, a provider order, a refund or a change waiting for its
 * difference: what moved (the subject and its id: an order, refund or change; the booking itself
 * for its card payment), from and to which state, who moved it and why. Written by the movers
 * only, in the transaction of the move.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    subject: text('subject', { enum: paymentEventSubjects }).notNull(),
    subjectId: integer('subject_id').notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    actorKind: text('actor_kind', { enum: bookingActorKinds }).notNull(),
    actorId: integer('actor_id').references(() => users.id),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_events_booking_idx').on(t.bookingId, t.createdAt),
    index('payment_events_created_idx').on(t.createdAt),
    index('payment_events_actor_idx').on(t.actorId, t.createdAt),
    index('payment_events_subject_idx').on(t.subject, t.subjectId),
    oneOf('payment_events_subject_check', t.subject, paymentEventSubjects),
    oneOf('payment_events_actor_kind_check', t.actorKind, bookingActorKinds),
  ],
);

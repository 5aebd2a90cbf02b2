import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { ChargeLine } from '../../modules/counter/charge-lines';
import { users } from './accounts';
import { bookings, counterPaymentMethods } from './bookings';
import { createdAt, oneOf } from './columns';

/** What a charge after hand-over is for: the return (fuel, late, km, damage, cleaning), a Salik toll, a fine. */
export const rentalChargeKinds = ['return', 'toll', 'fine'] as const;
export type RentalChargeKind = (typeof rentalChargeKinds)[number];

/**
 * Where a charge stands. `settling`: claimed by the one call taking it from the deposit and opening
 * the link (a second call waits for nothing and reports it as it is); `awaiting_payment`: the rest
 * is asked for by a payment link; `due_at_counter`: the rest is to be paid at the branch (no link
 * could be opened); `paid`: covered by the deposit, the link or the counter.
 */
export const rentalChargeStates = ['settling', 'awaiting_payment', 'due_at_counter', 'paid'] as const;
export type RentalChargeState = (typeof rentalChargeStates)[number];

/** What the customer is shown as proof of a toll or a fine: the source's reference, where, when, which plate. */
export type ChargeEvidence = { reference: string; place: string; at: string; plate: string };

/**
 * A charge to the renter after the hand-over (decision 062), with its own tax invoice number. A toll
 * or a fine is charged once per source reference, a return once per booking, whoever calls twice.
 */
export const rentalCharges = pgTable(
  'rental_charges',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: rentalChargeKinds }).notNull(),
    /** The Salik transaction or the fine's number; null for a return charge. */
    sourceReference: text('source_reference'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    lines: jsonb('lines').$type<ChargeLine[]>().notNull(),
    netFils: integer('net_fils').notNull(),
    vatFils: integer('vat_fils').notNull(),
    totalFils: integer('total_fils').notNull(),
    invoiceNumber: integer('invoice_number').notNull(),
    evidence: jsonb('evidence').$type<ChargeEvidence>(),
    /** What the held deposit paid of it. */
    fromDepositFils: integer('from_deposit_fils').notNull().default(0),
    /** The provider's sale order for the rest, and its hosted page. */
    paymentOrderRef: text('payment_order_ref'),
    paymentUrl: text('payment_url'),
    /** SHA-256 of the token in the mailed link, which opens the payment page without signing in. */
    payTokenHash: text('pay_token_hash'),
    /** The rest, once paid by the link or at the counter. */
    paidFils: integer('paid_fils').notNull().default(0),
    paidBy: text('paid_by', { enum: ['link', 'counter'] }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A rest paid at the counter: cash or a card on the branch's terminal, and the staff member who took it. */
    counterPaymentMethod: text('counter_payment_method', { enum: counterPaymentMethods }),
    counterPaidBy: integer('counter_paid_by').references(() => users.id),
    state: text('state', { enum: rentalChargeStates }).notNull().default('settling'),
    chargedBy: integer('charged_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rental_charges_booking_idx').on(t.bookingId, t.createdAt),
    uniqueIndex('rental_charges_invoice_number_key').on(t.invoiceNumber),
    uniqueIndex('rental_charges_source_key')
      .on(t.kind, t.sourceReference)
      .where(sql`source_reference IS NOT NULL`),
    uniqueIndex('rental_charges_one_return_key')
      .on(t.bookingId)
      .where(sql`kind = 'return'`),
    uniqueIndex('rental_charges_order_key').on(t.paymentOrderRef),
    oneOf('rental_charges_kind_check', t.kind, rentalChargeKinds),
    oneOf('rental_charges_state_check', t.state, rentalChargeStates),
    oneOf('rental_charges_paid_by_check', t.paidBy, ['link', 'counter']),
    oneOf('rental_charges_counter_payment_method_check', t.counterPaymentMethod, counterPaymentMethods),
    check('rental_charges_paid_at_counter_check', sql`${t.counterPaymentMethod} IS NULL OR ${t.paidBy} = 'counter'`),
    // A toll or a fine names its source; a return is keyed by its booking (the partial unique index above).
    check('rental_charges_source_check', sql`${t.kind} = 'return' OR ${t.sourceReference} IS NOT NULL`),
    check(
      'rental_charges_totals_check',
      sql`${t.netFils} >= 0 AND ${t.vatFils} >= 0 AND ${t.totalFils} = ${t.netFils} + ${t.vatFils} AND ${t.totalFils} > 0`,
    ),
    check(
      'rental_charges_settled_check',
      sql`${t.fromDepositFils} >= 0 AND ${t.paidFils} >= 0 AND ${t.fromDepositFils} + ${t.paidFils} <= ${t.totalFils}`,
    ),
  ],
);

export const tollFineSources = ['toll', 'fine'] as const;
export type TollFineSource = (typeof tollFineSources)[number];
export const tollFineItems = ['salik', 'traffic_fine', 'municipal_fine'] as const;

/**
 * `matched`: a rental had the car, not yet charged (a charge that failed is retried by importing
 * the file again); `charged`; `unmatched`: no rental had the car then, listed for staff until they
 * give it a booking or dismiss it with a reason.
 */
export const tollFineRowStates = ['matched', 'charged', 'unmatched', 'dismissed'] as const;
export type TollFineRowState = (typeof tollFineRowStates)[number];

/** Every Salik trip and fine staff imported, once per source reference, and where it went. */
export const tollFineRows = pgTable(
  'toll_fine_rows',
  {
    id: serial('id').primaryKey(),
    source: text('source', { enum: tollFineSources }).notNull(),
    item: text('item', { enum: tollFineItems }).notNull(),
    sourceReference: text('source_reference').notNull(),
    /** The plate as read, 'Dubai|A|12345' (plateKey). */
    plate: text('plate').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    amountFils: integer('amount_fils').notNull(),
    /** The toll gate, or the fine's location or description. */
    place: text('place').notNull().default(''),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    chargeId: integer('charge_id').references(() => rentalCharges.id),
    state: text('state', { enum: tollFineRowStates }).notNull(),
    dismissReason: text('dismiss_reason'),
    importedBy: integer('imported_by').references(() => users.id),
    resolvedBy: integer('resolved_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('toll_fine_rows_source_key').on(t.source, t.sourceReference),
    index('toll_fine_rows_state_idx').on(t.state, t.occurredAt),
    oneOf('toll_fine_rows_source_check', t.source, tollFineSources),
    oneOf('toll_fine_rows_item_check', t.item, tollFineItems),
    oneOf('toll_fine_rows_state_check', t.state, tollFineRowStates),
    check('toll_fine_rows_amount_check', sql`${t.amountFils} > 0`),
    check('toll_fine_rows_charged_check', sql`${t.chargeId} IS NULL OR ${t.state} = 'charged'`),
    check('toll_fine_rows_booking_check', sql`${t.state} NOT IN ('matched', 'charged') OR ${t.bookingId} IS NOT NULL`),
    check('toll_fine_rows_dismissed_check', sql`${t.dismissReason} IS NULL OR ${t.state} = 'dismissed'`),
  ],
);

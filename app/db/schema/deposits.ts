import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { bookingActorKinds, bookings } from './bookings';
import { createdAt, oneOf } from './columns';

/** How a deposit is held: on the renter's card through the provider (an AUTH order), or left at the counter. */
export const depositMethods = ['card', 'counter'] as const;
export type DepositMethod = (typeof depositMethods)[number];

/** Where a deposit stands; the arrows are in modules/payments/deposit-states.ts. */
export const depositStates = ['requested', 'held', 'partly_captured', 'captured', 'released', 'failed'] as const;
export type DepositState = (typeof depositStates)[number];

/**
 * The security deposit of a booking, taken at hand-over: held, captured in parts for return
 * charges, tolls and fines, and released (decision 056). `state`, `captured_fils`,
 * `released_fils` and `provider_state` move only through deposit-moves.server.ts.
 */
export const bookingDeposits = pgTable(
  'booking_deposits',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    method: text('method', { enum: depositMethods }).notNull(),
    /** What is held (or asked to be held, while requested), in fils. */
    amountFils: integer('amount_fils').notNull(),
    capturedFils: integer('captured_fils').notNull().default(0),
    releasedFils: integer('released_fils').notNull().default(0),
    /** The provider's AUTH order, for a card deposit. */
    orderRef: text('order_ref'),
    /** The provider's own word for the order, kept for staff to quote; never decided on. */
    providerState: text('provider_state'),
    state: text('state', { enum: depositStates }).notNull(),
    /** Who took it at the counter. */
    takenBy: integer('taken_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_deposits_booking_idx').on(t.bookingId, t.createdAt),
    uniqueIndex('booking_deposits_order_ref_key').on(t.orderRef),
    // One deposit at a time: a failed request may be followed by another.
    uniqueIndex('booking_deposits_one_live_key')
      .on(t.bookingId)
      .where(sql`state <> 'failed'`),
    oneOf('booking_deposits_method_check', t.method, depositMethods),
    oneOf('booking_deposits_state_check', t.state, depositStates),
    check('booking_deposits_amount_check', sql`${t.amountFils} > 0`),
    check(
      'booking_deposits_within_held_check',
      sql`${t.capturedFils} >= 0 AND ${t.releasedFils} >= 0 AND ${t.capturedFils} + ${t.releasedFils} <= ${t.amountFils}`,
    ),
    check('booking_deposits_card_order_check', sql`${t.method} <> 'card' OR ${t.orderRef} IS NOT NULL`),
  ],
);

/**
 * Every move of a deposit: from and to which state, the amount it moved (captured or released),
 * who moved it and why; a capture names what it paid for (charge ids, invoice number) in details.
 * Written by the mover only, in the transaction of the move.
 */
export const depositEvents = pgTable(
  'deposit_events',
  {
    id: serial('id').primaryKey(),
    depositId: integer('deposit_id')
      .notNull()
      .references(() => bookingDeposits.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    amountFils: integer('amount_fils'),
    actorKind: text('actor_kind', { enum: bookingActorKinds }).notNull(),
    actorId: integer('actor_id').references(() => users.id),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('deposit_events_deposit_idx').on(t.depositId, t.createdAt),
    index('deposit_events_created_idx').on(t.createdAt),
    index('deposit_events_actor_idx').on(t.actorId, t.createdAt),
    oneOf('deposit_events_actor_kind_check', t.actorKind, bookingActorKinds),
  ],
);

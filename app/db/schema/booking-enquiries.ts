import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { branches, vehicleTypes } from './fleet';

/** A booking enquiry: what the visitor asked for, before any vehicle is chosen. Locations are 'City_Branch'. */
export const bookingEnquiries = pgTable(
  'booking_enquiries',
  {
    id: serial('id').primaryKey(),
    /** Names the enquiry in its links (/booking/:key): random, so one visitor cannot count their way to another's. */
    publicId: uuid('public_id').notNull().defaultRandom(),
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
    /** Where the car is brought to the customer at pick-up (a city of the collection places, and the address). */
    deliveryCity: text('delivery_city'),
    deliveryAddress: text('delivery_address'),
    flightNumber: text('flight_number'),
    pickupAt: timestamp('pickup_at', { withTimezone: true }).notNull(),
    dropoffAt: timestamp('dropoff_at', { withTimezone: true }).notNull(),
    ageGroup: text('age_group').notNull(),
    residency: text('residency').notNull(),
    /**
     * The signed-in customer who asked, if any: visitors enquire without an account, and the enquiry
     * keeps its own name and contact, so it outlives the account as a visitor's (the link is
     * cleared). A booking made from it keeps the account on its own row, and that one is kept.
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_enquiries_created_idx').on(t.createdAt),
    uniqueIndex('booking_enquiries_public_id_idx').on(t.publicId),
  ],
);

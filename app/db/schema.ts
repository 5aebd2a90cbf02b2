/**
 * Every table, sequence and shared column type of the site, one file per area under ./schema/.
 * This file is the one entry point: drizzle-kit reads it to write migrations, the database client
 * builds its query API from it, and the rest of the code imports tables from here.
 */
export * from './schema/files';
export * from './schema/fleet';
export * from './schema/accounts';
export * from './schema/booking-enquiries';
export * from './schema/promo-codes';
export * from './schema/bookings';
export * from './schema/booking-manage-links';
export * from './schema/deposits';
export * from './schema/rentals';
export * from './schema/rental-charges';
export * from './schema/form-submissions';
export * from './schema/content';
export * from './schema/outbox';
export * from './schema/analytics';
export * from './schema/audit';
export * from './schema/preowned';
export * from './schema/page-data';
export type { LocalizedText } from './schema/columns';

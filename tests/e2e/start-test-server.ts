import fs from 'node:fs';
import pg from 'pg';

/** Starts the built site on a fresh database for the end-to-end run. */
const url = process.env.TEST_DATABASE_URL;
if (url) {
  // One database per port, so runs on different ports never drop each other's.
  const name = `rental_e2e_${process.env.PORT}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  process.env.DATABASE_URL = databaseUrl.toString();
} else {
  fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
}
await import('../../server/main.ts');
// Bookings no journey through the site can make (a pick-up past, or within a day), added as soon as the seed is in.
const {
  insertBookingForCounterRental,
  insertBookingNotCollected,
  insertBookingOnRent,
  insertBookingsPickingUpToday,
  insertBookingForUpgrade,
  insertCardBookingPaidWithinADay,
} = await import('./fixture-bookings');
await insertBookingNotCollected();
await insertBookingsPickingUpToday();
await insertCardBookingPaidWithinADay();
const { insertRentalForTolls } = await import('./fixture-rentals');
await insertRentalForTolls();
await insertBookingForCounterRental();
await insertBookingOnRent();
const { insertCounterBookings } = await import('./fixture-counter');
await insertCounterBookings();
await insertBookingForUpgrade();

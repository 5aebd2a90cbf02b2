import type { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, test } from 'vitest';
import { fleetRows, migrationUnderTest } from '../setup/migration-steps';

/**
 * Migration 0032 on a database that already holds card payments in the provider's words: each
 * booking and order gets its status in the site's words, each order what was taken and given back,
 * and the history's reasons name the status.
 */
const { databaseBefore, migrate } = migrationUnderTest('0032');

let db: PGlite | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

const booking = (id: number, status: string, state: string | null, orderRef: string | null) =>
  `INSERT INTO bookings (id, reference, user_id, vehicle_model_id, pickup_branch_id, dropoff_branch_id, pickup_at, dropoff_at, blocked_until, status, payment_method, payment_state, payment_order_ref, total_fils)
     VALUES (${id}, 'B${id}', 1, 1, 1, 1, now(), now(), now(), '${status}', 'card', ${state ? `'${state}'` : 'NULL'}, ${orderRef ? `'${orderRef}'` : 'NULL'}, 10000);`;
const order = (bookingId: number, ref: string, state: string | null) =>
  `INSERT INTO booking_payment_orders (booking_id, order_ref, amount_fils, state) VALUES (${bookingId}, '${ref}', 10000, ${state ? `'${state}'` : 'NULL'});`;

describe("migration 0032: card payments in the site's words", () => {
  test('every stored state is translated, amounts are kept, and the history names the status', async () => {
    db = await databaseBefore(`
      ${fleetRows}
      ${booking(1, 'confirmed', 'CAPTURED', 'o-1')}
      ${booking(2, 'cancelled', 'PARTIALLY_REFUNDED', 'o-2')}
      ${booking(3, 'payment_failed', 'DECLINED', 'o-3')}
      ${booking(4, 'awaiting_payment', 'AWAIT_3DS', 'o-4')}
      ${booking(5, 'draft', null, null)}
      ${order(1, 'o-1', 'CAPTURED')}
      ${order(2, 'o-2', 'PARTIALLY_REFUNDED')}
      ${order(3, 'o-3', 'DECLINED')}
      ${order(4, 'o-4', 'AWAIT_3DS')}
      ${order(4, 'o-5', null)}
      INSERT INTO booking_refunds (booking_id, order_ref, amount_fils, state) VALUES (2, 'o-2', 2500, 'refunded'), (2, 'o-2', 1000, 'failed');
      INSERT INTO booking_events (booking_id, from_status, to_status, reason)
        VALUES (1, 'awaiting_payment', 'confirmed', 'card payment PURCHASED'), (3, 'awaiting_payment', 'payment_failed', 'card payment DECLINED'),
               (1, 'confirmed', 'active', 'Collected by his brother');
    `);
    await migrate(db);

    const bookings = await db.query(`SELECT id, payment_status FROM bookings ORDER BY id`);
    expect(bookings.rows).toEqual([
      { id: 1, payment_status: 'paid' },
      { id: 2, payment_status: 'partly_refunded' },
      { id: 3, payment_status: 'failed' },
      { id: 4, payment_status: 'pending' },
      { id: 5, payment_status: null },
    ]);
    const orders = await db.query(
      `SELECT order_ref, status, provider_state, captured_fils, refunded_fils FROM booking_payment_orders ORDER BY order_ref`,
    );
    expect(orders.rows).toEqual([
      { order_ref: 'o-1', status: 'paid', provider_state: 'CAPTURED', captured_fils: 10000, refunded_fils: 0 },
      // Only the refund the provider made counts as given back.
      {
        order_ref: 'o-2',
        status: 'partly_refunded',
        provider_state: 'PARTIALLY_REFUNDED',
        captured_fils: 10000,
        refunded_fils: 2500,
      },
      { order_ref: 'o-3', status: 'failed', provider_state: 'DECLINED', captured_fils: 0, refunded_fils: 0 },
      { order_ref: 'o-4', status: 'pending', provider_state: 'AWAIT_3DS', captured_fils: 0, refunded_fils: 0 },
      { order_ref: 'o-5', status: 'started', provider_state: null, captured_fils: 0, refunded_fils: 0 },
    ]);
    const reasons = await db.query(`SELECT reason FROM booking_events ORDER BY id`);
    expect(reasons.rows).toEqual([
      { reason: 'card payment paid' },
      { reason: 'card payment failed' },
      { reason: 'Collected by his brother' },
    ]);
    // The translation was for the migration alone.
    expect((await db.query(`SELECT 1 FROM pg_proc WHERE proname = 'payment_status_of_provider_state'`)).rows).toEqual(
      [],
    );
    await expect(db.exec(`UPDATE bookings SET payment_status = 'PURCHASED' WHERE id = 1`)).rejects.toMatchObject({
      code: '23514',
    });
  }, 120_000);
});

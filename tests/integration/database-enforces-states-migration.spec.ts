import type { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, test } from 'vitest';
import { fleetRows, migrationUnderTest } from '../setup/migration-steps';

/**
 * Migration 0030 on a database that already holds rows: links to accounts that are gone are cleared
 * and the rows kept; a state the code does not know stops the migration with an error naming it.
 */
const { databaseBefore: migratedBefore, migrate, failureOf } = migrationUnderTest('0030');

/** A database migrated up to the one before 0030, holding a booking, an enquiry and a form of account 1. */
async function databaseBefore(bookingStatus: string) {
  return migratedBefore(`
    ${fleetRows}
    INSERT INTO enquiries (id, first_name, last_name, email, phone, vehicle_type_id, pickup_branch_id, dropoff_branch_id,
        pickup_location, dropoff_location, pickup_at, dropoff_at, age_group, residency, user_id)
      VALUES (1, 'Sara', 'C', 'sara@example.ae', '+971501234567', 1, 1, 1, 'Dubai_Road', 'Dubai_Road', now(), now(), '25+', 'resident', 1),
             (2, 'Ali', 'C', 'ali@example.ae', '+971501234568', 1, 1, 1, 'Dubai_Road', 'Dubai_Road', now(), now(), '25+', 'resident', 77);
    INSERT INTO bookings (id, reference, user_id, enquiry_id, vehicle_model_id, pickup_branch_id, dropoff_branch_id, pickup_at, dropoff_at, blocked_until, status)
      VALUES (1, 'B1', 1, 1, 1, 1, 1, now(), now(), now(), 'confirmed'),
             (2, 'B2', 77, 2, 1, 1, 1, now(), now(), now(), '${bookingStatus}');
    INSERT INTO booking_payment_orders (booking_id, order_ref, amount_fils, amendment_id) VALUES (2, 'o-1', 100, 5);
    INSERT INTO form_submissions (id, kind, name, user_id) VALUES (1, 'contact', 'Sara', 1), (2, 'contact', 'Ali', 77);
  `);
}

let db: PGlite | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

describe('migration 0030: the database enforces states and links', () => {
  test('links to a missing account or change are cleared, the rows kept; every constraint ends validated', async () => {
    db = await databaseBefore('cancelled');
    await migrate(db);
    const links = async (table: string, column = 'user_id') =>
      (await db!.query<{ id: number; link: number | null }>(`SELECT id, ${column} AS link FROM ${table} ORDER BY id`))
        .rows;
    expect(await links('bookings')).toEqual([
      { id: 1, link: 1 },
      { id: 2, link: null },
    ]);
    expect(await links('enquiries')).toEqual([
      { id: 1, link: 1 },
      { id: 2, link: null },
    ]);
    expect(await links('form_submissions')).toEqual([
      { id: 1, link: 1 },
      { id: 2, link: null },
    ]);
    expect((await links('booking_payment_orders', 'amendment_id')).map((row) => row.link)).toEqual([null]);
    const notValidated = await db.query(`SELECT conname FROM pg_constraint WHERE NOT convalidated`);
    expect(notValidated.rows).toEqual([]);
  }, 120_000);

  test('a state the code does not know stops the migration, naming the column and the value', async () => {
    db = await databaseBefore('on_hold');
    const failure = await failureOf(db);
    expect(failure).toMatchObject({ code: '23514', message: expect.stringContaining('bookings.status') });
    expect(failure?.message).toContain('on_hold');
    expect(failure?.hint).toContain('bookings_status_check');
    // Nothing of it stays: the orphaned link is still there for a second attempt after the fix.
    expect((await db.query(`SELECT user_id FROM bookings WHERE id = 2`)).rows).toEqual([{ user_id: 77 }]);
  }, 120_000);
});

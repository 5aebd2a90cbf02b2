import type { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, test } from 'vitest';
import { fleetRows, migrationUnderTest } from '../setup/migration-steps';

/**
 * Migration 0031 on a database that already holds rows: the booking enquiries keep their rows, ids
 * and links under the new table name; a booking or event still in the state 'enquiry' stops the
 * migration with an error saying where.
 */
const { databaseBefore: migratedBefore, migrate, failureOf } = migrationUnderTest('0031');

/** A database migrated up to the one before 0031, holding two enquiries and a booking made from the first. */
async function databaseBefore(options: { bookingStatus?: string; eventFrom?: string; eventTo?: string } = {}) {
  const { bookingStatus = 'confirmed', eventFrom = 'draft', eventTo = 'confirmed' } = options;
  return migratedBefore(`
    ${fleetRows}
    INSERT INTO enquiries (first_name, last_name, email, phone, vehicle_type_id, pickup_branch_id, dropoff_branch_id,
        pickup_location, dropoff_location, pickup_at, dropoff_at, age_group, residency, user_id)
      VALUES ('Sara', 'C', 'sara@example.ae', '+971501234567', 1, 1, 1, 'Dubai_Road', 'Dubai_Road', now(), now(), '25+', 'resident', 1),
             ('Ali', 'C', 'ali@example.ae', '+971501234568', 1, 1, 1, 'Dubai_Road', 'Dubai_Road', now(), now(), '25+', 'resident', NULL);
    INSERT INTO bookings (id, reference, user_id, enquiry_id, vehicle_model_id, pickup_branch_id, dropoff_branch_id, pickup_at, dropoff_at, blocked_until, status)
      VALUES (1, 'B1', 1, 1, 1, 1, 1, now(), now(), now(), '${bookingStatus}');
    INSERT INTO booking_events (booking_id, from_status, to_status) VALUES (1, '${eventFrom}', '${eventTo}');
  `);
}

let db: PGlite | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

describe('migration 0031: booking enquiries by name, no booking state enquiry', () => {
  test('the enquiries keep their rows, ids and links as booking_enquiries; keys and indexes follow the name', async () => {
    db = await databaseBefore();
    await migrate(db);
    const tables = await db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_name IN ('enquiries', 'booking_enquiries')`,
    );
    expect(tables.rows).toEqual([{ name: 'booking_enquiries' }]);
    const rows = await db.query(`SELECT id, first_name, user_id FROM booking_enquiries ORDER BY id`);
    expect(rows.rows).toEqual([
      { id: 1, first_name: 'Sara', user_id: 1 },
      { id: 2, first_name: 'Ali', user_id: null },
    ]);
    const made = await db.query(
      `SELECT e.first_name FROM bookings b JOIN booking_enquiries e ON e.id = b.enquiry_id WHERE b.reference = 'B1'`,
    );
    expect(made.rows).toEqual([{ first_name: 'Sara' }]);
    // The renamed sequence still numbers new rows after the old ones.
    const next = await db.query(`
      INSERT INTO booking_enquiries (first_name, last_name, email, phone, vehicle_type_id, pickup_branch_id, dropoff_branch_id,
          pickup_location, dropoff_location, pickup_at, dropoff_at, age_group, residency)
        VALUES ('Noor', 'C', 'noor@example.ae', '+971501234569', 1, 1, 1, 'Dubai_Road', 'Dubai_Road', now(), now(), '25+', 'resident')
        RETURNING id`);
    expect(next.rows).toEqual([{ id: 3 }]);
    const names = await db.query<{ name: string }>(`
      SELECT conname AS name FROM pg_constraint WHERE conname LIKE '%enquir%'
      UNION ALL SELECT indexname FROM pg_indexes WHERE indexname LIKE '%enquir%'
      UNION ALL SELECT sequencename FROM pg_sequences WHERE sequencename LIKE '%enquir%'
      ORDER BY 1`);
    // PGlite is PostgreSQL 18, which also names each NOT NULL after the table: those follow too.
    expect(names.rows.filter((row) => !row.name.startsWith('booking_enquiries_')).map((row) => row.name)).toEqual([
      'bookings_enquiry_id_booking_enquiries_id_fk',
    ]);
    expect(names.rows.map((row) => row.name).filter((name) => !name.endsWith('_not_null'))).toEqual([
      'booking_enquiries_created_idx',
      'booking_enquiries_dropoff_branch_id_branches_id_fk',
      'booking_enquiries_id_seq',
      'booking_enquiries_pickup_branch_id_branches_id_fk',
      'booking_enquiries_pkey',
      'booking_enquiries_pkey',
      'booking_enquiries_public_id_idx',
      'booking_enquiries_user_id_users_id_fk',
      'booking_enquiries_vehicle_type_id_vehicle_types_id_fk',
      'bookings_enquiry_id_booking_enquiries_id_fk',
    ]);
    const refused = await db.exec(`UPDATE bookings SET status = 'enquiry' WHERE id = 1`).then(
      () => undefined,
      (error: unknown) => error as { code?: string },
    );
    expect(refused?.code).toBe('23514');
  }, 120_000);

  test.each([
    [{ bookingStatus: 'enquiry' }, 'bookings.status (1)'],
    [{ eventFrom: 'enquiry' }, 'booking_events.from_status (1)'],
    [{ eventTo: 'enquiry' }, 'booking_events.to_status (1)'],
  ])(
    'given %o, the migration should stop and say where the state is',
    async (rows, where) => {
      db = await databaseBefore(rows);
      const failure = await failureOf(db);
      expect(failure).toMatchObject({ code: '23514', message: expect.stringContaining('booking state enquiry') });
      expect(failure?.message).toContain(where);
      expect(failure?.hint).toContain('migrate again');
      // Nothing of it stays: the table still has its old name for a second attempt after the fix.
      expect((await db.query(`SELECT count(*)::int AS n FROM enquiries`)).rows).toEqual([{ n: 2 }]);
    },
    120_000,
  );
});

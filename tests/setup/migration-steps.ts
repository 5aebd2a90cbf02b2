import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

const folder = path.resolve('drizzle');
const migrations = fs
  .readdirSync(folder)
  .filter((name) => /^\d{4}_.*\.sql$/.test(name))
  .sort();

const statements = (name: string) =>
  fs
    .readFileSync(path.join(folder, name), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => statement.trim());

/** An account, a branch, a class and a car model with id 1, for the rows a migration test keeps. */
export const fleetRows = `
  INSERT INTO users (id, full_name, email, phone, password_hash) VALUES (1, 'Sara', 'sara@example.ae', '+971501234567', 'x');
  INSERT INTO branches (id, city, name, value, city_label, name_label, emirate, phone, address, map_url, opens_at_minute, closes_at_minute)
    VALUES (1, 'Dubai', 'Road', 'Dubai_Road', '{"en":"Dubai"}', '{"en":"Road"}', 'Dubai', '+9714', '{"en":"-"}', 'https://example.ae', 480, 1320);
  INSERT INTO vehicle_types (id, name, label, minimum_renter_age) VALUES (1, 'Economy', '{"en":"Economy"}', 21);
  INSERT INTO vehicle_models (id, reference_no, brand, name, vehicle_type_id, body_style, seats, passengers, luggage, doors, transmission, description)
    VALUES (1, 'R1', 'Nissan', 'Sunny', 1, 'Sedan', 5, 5, 2, 4, 'Automatic', '{"en":"-"}');
`;

/**
 * One migration (named by its number, '0031') tried on a database that already holds rows: every
 * migration before it applied, the rows inserted, then it alone, in one transaction as the migrator
 * runs it.
 */
export function migrationUnderTest(number: string) {
  const target = migrations.findIndex((name) => name.startsWith(`${number}_`));
  if (target < 0) throw new Error(`No migration ${number} in drizzle/`);

  async function migrate(db: PGlite) {
    await db.exec('BEGIN');
    try {
      for (const statement of statements(migrations[target])) await db.exec(statement);
      await db.exec('COMMIT');
    } catch (error) {
      await db.exec('ROLLBACK');
      throw error;
    }
  }

  return {
    async databaseBefore(rows: string) {
      const db = await PGlite.create({ extensions: { btree_gist } });
      for (const name of migrations.slice(0, target))
        for (const statement of statements(name)) await db.exec(statement);
      await db.exec(rows);
      return db;
    },
    migrate,
    /** The error that stopped the migration, or undefined when it went through. */
    failureOf: (db: PGlite) =>
      migrate(db).then(
        () => undefined,
        (error: unknown) => error as { code?: string; message?: string; hint?: string },
      ),
  };
}

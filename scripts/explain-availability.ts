import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, setDatabase } from '~/db/client.server';
import { bookings, branches, fleetCars, vehicleModels } from '~/db/schema';
import { seedDatabase } from '~/db/seed/index.server';
import { availabilityStatement, DEFAULT_TURNAROUND_MINUTES } from '~/modules/fleet/availability.server';
import { busyYearBookings } from './busy-year-bookings';

/**
 * Part of `npm run bench` when PostgreSQL is configured (TEST_DATABASE_URL or DATABASE_URL): the
 * availability statement behind every price, planned and timed on a year of bookings (20,000: ten
 * months back, two ahead) for the ten cars a branch's vehicle list shows. Fails when PostgreSQL
 * reads the bookings table from end to end instead of through an index.
 */
const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (!url) {
  console.log('Availability plan: skipped (no TEST_DATABASE_URL or DATABASE_URL)');
  process.exit(0);
}
const BOOKINGS = 20_000;
const name = `rental_explain_${process.pid}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`CREATE DATABASE "${name}"`);
const databaseUrl = new URL(url);
databaseUrl.pathname = `/${name}`;
const handle = await openDatabase({ databaseUrl: databaseUrl.toString() });
setDatabase(handle);
try {
  await handle.db.execute('CREATE EXTENSION IF NOT EXISTS btree_gist');
  await handle.migrate();
  await seedDatabase(handle.db, { demoAccounts: false });
  const models = await handle.db.select({ id: vehicleModels.id }).from(vehicleModels);
  const branchIds = (await handle.db.select({ id: branches.id }).from(branches)).map((branch) => branch.id);
  const rows = busyYearBookings({
    count: BOOKINGS,
    modelIds: models.map((m) => m.id),
    branchIds,
    daysBack: 300,
    daysAhead: 65,
  });
  for (let start = 0; start < rows.length; start += 1000)
    await handle.db.insert(bookings).values(rows.slice(start, start + 1000));
  await handle.db.execute('ANALYZE');

  const branchId = branchIds[0];
  const stocked = await handle.db
    .selectDistinct({ id: fleetCars.vehicleModelId })
    .from(fleetCars)
    .where(eq(fleetCars.homeBranchId, branchId));
  const pickupAt = new Date(Date.now() + 30 * 86_400_000);
  const request = {
    vehicleModelIds: stocked.slice(0, 10).map((row) => row.id),
    branchId,
    pickupAt,
    dropoffAt: new Date(pickupAt.getTime() + 3 * 86_400_000),
    turnaroundMinutes: DEFAULT_TURNAROUND_MINUTES,
    now: new Date(),
  };
  const query = availabilityStatement(request, handle.db).toSQL();
  const client = new pg.Client({ connectionString: databaseUrl.toString() });
  await client.connect();
  const plan = (await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, query.params)).rows
    .map((row) => row['QUERY PLAN'] as string)
    .join('\n');
  const times: number[] = [];
  for (let run = 0; run < 51; run++) {
    const started = performance.now();
    await client.query(query.sql, query.params);
    if (run > 0) times.push(performance.now() - started);
  }
  await client.end();
  const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
  console.log(
    `\nAvailability of ${request.vehicleModelIds.length} models at one branch, ${BOOKINGS.toLocaleString('en')} bookings, PostgreSQL (${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}): median ${median.toFixed(2)} ms of 50\n${plan}`,
  );
  if (/Seq Scan on bookings/.test(plan)) {
    console.error('The availability statement reads the whole bookings table.');
    process.exitCode = 1;
  }
} finally {
  await handle.close();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}

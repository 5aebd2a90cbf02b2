import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, setDatabase } from '~/db/client.server';
import { bookings, branches, fleetCars, users, vehicleModels } from '~/db/schema';
import { seedDatabase } from '~/db/seed/index.server';
import { createSession } from '~/modules/auth/sessions.server';
import { fleetUtilisation } from '~/modules/reports/fleet-utilisation.server';
import { periodHolding } from '~/modules/reports/report-period';
import { addDays } from '~/utils/form-rules';
import { dubaiToday } from '~/utils/dubai-time';
import { busyYearBookings } from './busy-year-bookings';

/**
 * Part of `npm run bench` (alone: `npm run bench -- --only=reports`) when PostgreSQL is configured
 * (TEST_DATABASE_URL or DATABASE_URL): the fleet report for last month over 20,000 bookings (ten
 * months back, two ahead) and 300 cars. Measures the report's statement (fleetUtilisation) and the
 * rendered page from the production build; budget 1 s each, median of 7 after a warm-up.
 */
const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (!url) {
  console.log('Fleet report: skipped (no TEST_DATABASE_URL or DATABASE_URL)');
  process.exit(0);
}
// Sessions are made here and read by the server started below: both run as the test environment.
process.env.APP_ENV = 'test';
const BOOKINGS = 20_000;
const CARS = 300;
const BUDGET_MS = 1000;
const port = Number(process.env.BENCH_PORT ?? 3200) + 2;

const name = `rental_reports_${process.pid}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`CREATE DATABASE "${name}"`);
const databaseUrl = new URL(url);
databaseUrl.pathname = `/${name}`;
const handle = await openDatabase({ databaseUrl: databaseUrl.toString() });
setDatabase(handle);

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];

async function medianMs(run: () => Promise<unknown>) {
  const times: number[] = [];
  for (let round = 0; round < 8; round++) {
    const started = performance.now();
    await run();
    if (round > 0) times.push(performance.now() - started); // the first run warms caches and plans
  }
  return median(times);
}

async function waitUntilReady(origin: string) {
  for (let tries = 0; tries < 240; tries++) {
    try {
      if ((await fetch(`${origin}/favicon.svg`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The production server did not start.');
}

let failed = false;
let server: ReturnType<typeof spawn> | undefined;
try {
  await handle.db.execute('CREATE EXTENSION IF NOT EXISTS btree_gist');
  await handle.migrate();
  await seedDatabase(handle.db, { demoAccounts: true });
  const models = (await handle.db.select({ id: vehicleModels.id }).from(vehicleModels)).map((row) => row.id);
  const branchIds = (await handle.db.select({ id: branches.id }).from(branches)).map((row) => row.id);
  const today = dubaiToday();
  const cars = Array.from({ length: CARS }, (_, n) => ({
    plateEmirate: 'Fujairah' as const,
    plateCode: 'B',
    plateNumber: n + 1,
    vin: `BEN${String(n + 1).padStart(14, '0')}`,
    colour: 'White',
    vehicleModelId: models[n % models.length],
    homeBranchId: branchIds[n % branchIds.length],
    // Some papers lapse during the month measured, as in a real fleet.
    registrationExpiresOn: addDays(today, n % 10 === 0 ? -20 : 400),
    insuranceExpiresOn: addDays(today, 400),
  }));
  await handle.db.insert(fleetCars).values(cars);
  const rows = busyYearBookings({ count: BOOKINGS, modelIds: models, branchIds, daysBack: 300, daysAhead: 65 });
  for (let start = 0; start < rows.length; start += 1000)
    await handle.db.insert(bookings).values(rows.slice(start, start + 1000));
  await handle.db.execute('ANALYZE');
  const fleetSize = (await handle.db.select({ id: fleetCars.id }).from(fleetCars)).length;

  const month = periodHolding('month', addDays(periodHolding('month', today).first, -1));
  const statementMs = await medianMs(() => fleetUtilisation(month, { branchId: null }));
  const report = await fleetUtilisation(month, { branchId: null });

  const [person] = await handle.db
    .select({ id: users.id, roles: users.roles })
    .from(users)
    .where(inArray(users.email, ['admin@example.ae']));
  const cookie = (await createSession(person.id, person.roles, 'bench')).split(';')[0];
  server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      DATA_DIR: path.resolve(`tests/.tmp/bench-reports-${port}`),
      NODE_ENV: 'production',
      APP_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl.toString(),
      SEED_ON_EMPTY: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://localhost:${port}`;
  await waitUntilReady(origin);
  const page = `${origin}/admin/reports?period=month&from=${month.first}`;
  let bytes = 0;
  const pageMs = await medianMs(async () => {
    const answer = await fetch(page, { headers: { Cookie: cookie } });
    if (!answer.ok) throw new Error(`GET ${page}: ${answer.status}`);
    bytes = (await answer.text()).length;
  });

  const csvMs = await medianMs(async () => {
    const answer = await fetch(`${origin}/admin/reports.csv?period=month&from=${month.first}`, {
      headers: { Cookie: cookie },
    });
    await answer.text();
  });
  console.log(
    `\nFleet report, ${month.first} to ${month.last}, ${BOOKINGS.toLocaleString('en')} bookings, ${fleetSize} cars, PostgreSQL (${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}), median of 7:`,
  );
  console.log(
    `  the statement (fleetUtilisation, ${report.length} branch and model lines)  ${statementMs.toFixed(1)} ms`,
  );
  console.log(
    `  the rendered page (production build, ${Math.round(bytes / 1024)} KB of HTML)  ${pageMs.toFixed(1)} ms`,
  );
  console.log(`  the CSV download (the same statement, no React)  ${csvMs.toFixed(1)} ms`);
  console.log(`  load average while measuring: ${os.loadavg()[0].toFixed(1)}`);
  const over = [statementMs > BUDGET_MS && 'the statement', pageMs > BUDGET_MS && 'the rendered page'].filter(Boolean);
  if (over.length) {
    console.error(`Over budget (${BUDGET_MS} ms): ${over.join(', ')}`);
    failed = true;
  }
} finally {
  server?.kill('SIGTERM');
  await handle.close();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
  fs.rmSync(path.resolve(`tests/.tmp/bench-reports-${port}`), { recursive: true, force: true });
}
if (failed) process.exit(1);

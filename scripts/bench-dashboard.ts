import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { inArray } from 'drizzle-orm';
import { openDatabase, setDatabase } from '~/db/client.server';
import { bookings, branches, users, vehicleModels } from '~/db/schema';
import { seedDatabase } from '~/db/seed/index.server';
import { createSession } from '~/modules/auth/sessions.server';
import * as adminBookings from '~/routes/admin-bookings';
import { routeArgs } from '../tests/factories/route-args';
import { busyYearBookings } from './busy-year-bookings';

/**
 * Part of `npm run bench`: the bookings dashboard (search, paged table and the four charts) on an
 * embedded database holding a busy year: 20,000 bookings over the last 365 days. Budget: the
 * page's loader answers in at most 500 ms (median of 7), for the default 30 days and for a search
 * by customer name over the whole year.
 */
const BOOKINGS = 20_000;
const BUDGET_MS = 500;

const dataDir = path.resolve('tests/.tmp/bench-dashboard');
fs.rmSync(dataDir, { recursive: true, force: true });
const handle = await openDatabase({ dataDir });
setDatabase(handle);
await handle.migrate();
await seedDatabase(handle.db, { demoAccounts: true });

const models = await handle.db.select({ id: vehicleModels.id }).from(vehicleModels);
const branchIds = (await handle.db.select({ id: branches.id }).from(branches)).map((branch) => branch.id);
const now = Date.now();
const rows = busyYearBookings({
  count: BOOKINGS,
  modelIds: models.map((model) => model.id),
  branchIds,
  daysBack: 365,
  daysAhead: 0,
  now,
});
for (let start = 0; start < rows.length; start += 1000)
  await handle.db.insert(bookings).values(rows.slice(start, start + 1000));

const [admin] = await handle.db
  .select({ id: users.id, roles: users.roles })
  .from(users)
  .where(inArray(users.email, ['admin@example.ae']));
const cookie = (await createSession(admin.id, admin.roles, 'bench')).split(';')[0];

async function loaderMedianMs(query: string) {
  const times: number[] = [];
  for (let run = 0; run < 8; run++) {
    const request = new Request(`http://localhost/admin${query}`, { headers: { Cookie: cookie } });
    const started = performance.now();
    await adminBookings.loader(routeArgs(request));
    if (run > 0) times.push(performance.now() - started); // the first run warms caches
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
}

const yearAgo = new Date(now - 365 * 86_400_000).toISOString().slice(0, 10);
const today = new Date(now).toISOString().slice(0, 10);
const results = [
  { label: 'default (last 30 days)', ms: await loaderMedianMs('') },
  { label: 'a year, one customer name', ms: await loaderMedianMs(`?from=${yearAgo}&to=${today}&customer=Menon`) },
];
await handle.close();
fs.rmSync(dataDir, { recursive: true, force: true });

console.log(
  `\nBookings dashboard loader, ${BOOKINGS.toLocaleString('en')} bookings, embedded database (${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}), median of 7:`,
);
for (const row of results) console.log(`  ${row.label.padEnd(28)} ${row.ms.toFixed(0)} ms`);
const over = results.filter((row) => row.ms > BUDGET_MS);
if (over.length) {
  console.error(`Over budget (${BUDGET_MS} ms): ${over.map((row) => row.label).join(', ')}`);
  process.exit(1);
}

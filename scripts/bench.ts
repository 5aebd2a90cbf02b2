import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

/**
 * `npm run bench`: performance budgets, measured against the production build on this machine.
 *  - gzipped JavaScript and CSS the home page downloads (budget: JS <= 150 KB)
 *  - Lighthouse, mobile settings, on the home page, median of three runs (budget: performance >= 95; 100 for the rest)
 *  - requests per second and p99 latency at 50 connections for /, /fleet-guide and POST
 *    /api/v1/quotes, beside a static file served by the same server (the ceiling)
 *  - the bookings dashboard's loader over 20,000 bookings (scripts/bench-dashboard.ts; budget 500 ms)
 */
const port = Number(process.env.BENCH_PORT ?? 3200);
const origin = `http://localhost:${port}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!fs.existsSync('build/server/index.js')) execSync('npm run build', { stdio: 'inherit' });

const dataDir = path.resolve('tests/.tmp/bench-data');
fs.rmSync(dataDir, { recursive: true, force: true });
const server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(port), APP_URL: origin, DATA_DIR: dataDir, NODE_ENV: 'production', APP_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: '', REFERENCE_CACHE_SECONDS: '30' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopServer = () => server.kill('SIGTERM');
process.on('exit', stopServer);

async function waitUntilReady() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become ready');
}

async function transferSize(url: string) {
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
  const encoded = response.headers.get('content-encoding');
  const body = Buffer.from(await response.arrayBuffer());
  // fetch decodes the body, so measure the .gz file the server sent when it was compressed
  if (encoded === 'gzip') {
    const file = path.join('build/client', new URL(url).pathname + '.gz');
    return fs.existsSync(file) ? fs.statSync(file).size : body.length;
  }
  return body.length;
}

async function homePageWeight() {
  const html = await (await fetch(`${origin}/`)).text();
  const scripts = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
  const styles = new Set([...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((match) => match[1]));
  let js = 0;
  let css = 0;
  for (const src of scripts) js += await transferSize(origin + src);
  for (const href of styles) css += await transferSize(origin + href);
  return { jsKb: js / 1024, cssKb: css / 1024, scripts: scripts.size };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Lighthouse's simulated-phone scores move a few points from run to run: the median of three. */
function lighthouse() {
  const runs = [lighthouseOnce(), lighthouseOnce(), lighthouseOnce()];
  const pick = (key: keyof (typeof runs)[number]) => median(runs.map((run) => run[key]));
  return { performance: pick('performance'), accessibility: pick('accessibility'), bestPractices: pick('bestPractices'), seo: pick('seo'), lcpMs: pick('lcpMs'), runs: runs.map((run) => run.performance) };
}

function lighthouseOnce() {
  const out = path.join(os.tmpdir(), `lighthouse-${process.pid}.json`);
  execSync(
    `npx lighthouse ${origin}/ --quiet --output=json --output-path=${out} --only-categories=performance,accessibility,best-practices,seo --form-factor=mobile --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run"`,
    { env: { ...process.env, CHROME_PATH: chromium }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  const score = (id: string) => Math.round(report.categories[id].score * 100);
  return { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo'), lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue) };
}

async function load(pathname: string, post?: unknown) {
  const result = await autocannon({
    url: origin + pathname,
    connections: 50,
    duration: 8,
    ...(post ? { method: 'POST' as const, body: JSON.stringify(post), headers: { 'content-type': 'application/json' } } : {}),
  });
  return { path: `${post ? 'POST ' : ''}${pathname}`, requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, errors: result.errors + result.non2xx };
}

/** A valid quote request: a rated vehicle, two Dubai branches, 60 days ahead for 3 days. */
async function sampleQuote() {
  const { vehicles } = (await (await fetch(`${origin}/api/v1/vehicles`)).json()) as { vehicles: Array<{ id: number; rates: unknown }> };
  const { branches } = (await (await fetch(`${origin}/api/v1/branches`)).json()) as { branches: Array<{ id: number; city: string }> };
  const dubai = branches.filter((branch) => branch.city === 'Dubai');
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return {
    vehicleId: vehicles.find((vehicle) => vehicle.rates)!.id,
    pickupBranchId: dubai[0].id,
    dropoffBranchId: dubai[1].id,
    collectionCity: null,
    pickupAt: `${day(60)}T10:00:00+04:00`,
    dropoffAt: `${day(63)}T10:00:00+04:00`,
    extras: { fullInsurance: true, personalInsurance: false, gps: true, additionalDriver: false, babySeat: false },
    paymentMethod: 'card',
  };
}

await waitUntilReady();
const weight = await homePageWeight();
const scores = lighthouse();
const staticFile = '/favicon.svg';
const loads = [];
for (const pathname of ['/', '/fleet-guide', staticFile]) loads.push(await load(pathname));
const quote = await sampleQuote();
const check = await fetch(`${origin}/api/v1/quotes`, { method: 'POST', body: JSON.stringify(quote), headers: { 'content-type': 'application/json' } });
if (!check.ok) throw new Error(`the sample quote was refused: ${await check.text()}`);
loads.push(await load('/api/v1/quotes', quote));

console.log(`\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
console.log(`Home page: ${weight.jsKb.toFixed(1)} KB gzipped JavaScript in ${weight.scripts} files, ${weight.cssKb.toFixed(1)} KB gzipped CSS`);
console.log(`Lighthouse (mobile, median of 3): performance ${scores.performance} (runs ${scores.runs.join(', ')}), accessibility ${scores.accessibility}, best practices ${scores.bestPractices}, SEO ${scores.seo}; LCP ${scores.lcpMs} ms`);
console.log('Load at 50 connections:');
for (const row of loads) console.log(`  ${row.path.padEnd(22)} ${String(row.requestsPerSecond).padStart(6)} req/s   p99 ${row.p99Ms} ms   errors ${row.errors}`);

// The dashboard runs on its own embedded database, in its own process (PGlite has one connection).
let dashboardWithinBudget = true;
try {
  execSync('npx tsx scripts/bench-dashboard.ts', { stdio: 'inherit' });
} catch {
  dashboardWithinBudget = false;
}

const failures = [
  !dashboardWithinBudget && 'bookings dashboard loader over its budget',
  weight.jsKb > 150 && `home page JavaScript ${weight.jsKb.toFixed(1)} KB > 150 KB`,
  scores.performance < 95 && `Lighthouse performance ${scores.performance} < 95`,
  scores.accessibility < 100 && `Lighthouse accessibility ${scores.accessibility} < 100`,
  scores.bestPractices < 100 && `Lighthouse best practices ${scores.bestPractices} < 100`,
  scores.seo < 100 && `Lighthouse SEO ${scores.seo} < 100`,
].filter(Boolean);
stopServer();
if (failures.length) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nAll budgets met.');

import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { dubaiIsoString } from '~/utils/dubai-time';
import { sessionCookie, startServer, waitUntilReady } from './bench-server';

/**
 * The memory soak: the production build on a fresh embedded database under a mixed load for five
 * minutes (`npm run soak -- --seconds=60` for a shorter one): anonymous pages in both languages,
 * every car page, blog posts, pages reached with campaign query strings (each a page of its own to
 * the page cache), images, quotes, and signed-in customers' and staff's pages. The server's resident
 * memory (RSS) is read every five seconds and reported at the start, its peak, the end and after a
 * minute's rest. Settings given as NAME=value arguments reach the server (PAGE_CACHE_MB=16, say).
 */
const seconds = Number(process.argv.find((arg) => arg.startsWith('--seconds='))?.split('=')[1] ?? 300);
const serverEnv = Object.fromEntries(
  process.argv.filter((arg) => /^[A-Z_]+=/.test(arg)).map((arg) => arg.split(/=(.*)/s).slice(0, 2) as [string, string]),
);
const port = Number(process.env.SOAK_PORT ?? 3250);
const server = startServer(port, '', serverEnv);
const origin = server.origin;

const rssMb = () => {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
};

const linksOf = async (pathname: string, pattern: RegExp) => [
  ...new Set([...(await (await fetch(origin + pathname)).text()).matchAll(pattern)].map((match) => match[1])),
];

type Visit = { path: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };

async function mixedVisits(): Promise<Visit[]> {
  const cars = await linksOf('/fleet-guide', /href="(\/details\/\d+)"/g);
  const posts = await linksOf('/blogs', /href="(\/blog\/[\w-]+)"/g);
  const images = (await linksOf('/fleet-guide', /["\s](\/media\/\d+[^"\s]*)/g)).slice(0, 40);
  const customer = { cookie: await sessionCookie('customer@example.ae', origin) };
  const admin = { cookie: await sessionCookie('admin@example.ae', origin) };
  const { vehicles } = (await (await fetch(`${origin}/api/v1/vehicles`)).json()) as { vehicles: Array<{ id: number }> };
  const { branches } = (await (await fetch(`${origin}/api/v1/branches`)).json()) as { branches: Array<{ id: number }> };
  const ahead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const quote = (vehicleId: number, days: number) =>
    JSON.stringify({
      vehicleId,
      pickupBranchId: branches[0].id,
      dropoffBranchId: branches[1].id,
      collectionCity: null,
      pickupAt: dubaiIsoString(ahead(30 + days), '10:00'),
      dropoffAt: dubaiIsoString(ahead(30 + days * 2), '10:00'),
      extras: { fullInsurance: true, personalInsurance: false, gps: false, additionalDriver: false, babySeat: false },
      paymentMethod: 'card',
    });
  const pages = [
    '/',
    '/fleet-guide',
    '/faq',
    '/special-offers',
    '/preowned-cars',
    '/contact-us',
    '/blogs',
    ...cars,
    ...posts,
  ];
  return [
    ...pages.flatMap((path) => [{ path }, { path: `/ar${path === '/' ? '' : path}` }]),
    ...pages.map((path) => ({ path: `${path}?utm_source=soak` })),
    ...images.map((path) => ({ path })),
    ...vehicles.slice(0, 10).map((vehicle, index) => ({
      path: '/api/v1/quotes',
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: quote(vehicle.id, 1 + (index % 7)),
    })),
    ...['/fleet-guide', '/my-frame', cars[0], '/my-history', '/my-account'].map((path) => ({
      path,
      headers: customer,
    })),
    ...['/admin/today', '/admin'].map((path) => ({ path, headers: admin })),
  ];
}

await waitUntilReady(origin);
const visits = await mixedVisits();
// Each address answers as it should before the load begins, so the errors counted are the load's.
for (const visit of visits) {
  const answer = await fetch(origin + visit.path, { method: visit.method, headers: visit.headers, body: visit.body });
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`${visit.method ?? 'GET'} ${visit.path} answered ${answer.status}`);
}
const started = rssMb();
const samples: Array<{ second: number; rss: number }> = [{ second: 0, rss: started }];
const began = Date.now();
const sampler = setInterval(
  () => samples.push({ second: Math.round((Date.now() - began) / 1000), rss: rssMb() }),
  5_000,
);
let campaign = 0;
const result = await autocannon({
  url: origin,
  connections: 20,
  duration: seconds,
  headers: { 'accept-encoding': 'br, gzip' },
  requests: visits.map((visit) => ({
    ...visit,
    // Each campaign link is a new address: a page cache keyed by address meets many.
    setupRequest: (request: autocannon.Request) =>
      visit.path.endsWith('utm_source=soak') ? { ...request, path: `${visit.path}-${campaign++ % 2_000}` } : request,
  })),
});
clearInterval(sampler);
const loaded = rssMb();
await new Promise((resolve) => setTimeout(resolve, 60_000));
const rested = rssMb();
server.stop();

const peak = Math.max(...samples.map((sample) => sample.rss));
console.log(
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log(
  `Settings: ${
    Object.entries(serverEnv)
      .map(([name, value]) => `${name}=${value}`)
      .join(' ') || 'defaults'
  }`,
);
console.log(
  `${seconds} s, 20 connections over ${visits.length} addresses: ${Math.round(result.requests.average)} req/s, ${result.errors + result.non2xx} errors`,
);
console.log(`RSS: start ${started} MB, peak ${peak} MB, end ${loaded} MB, after a minute's rest ${rested} MB`);
console.log(
  `Every minute: ${samples
    .filter((sample) => sample.second % 60 < 5)
    .map((sample) => `${sample.second} s ${sample.rss} MB`)
    .join(', ')}`,
);

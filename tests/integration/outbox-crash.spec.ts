import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

/**
 * Three instances of the production build on one fresh PostgreSQL database, mailing through a slow
 * SMTP server (300 ms a mail), take a burst of contact forms while one of them is killed (SIGKILL)
 * mid-burst. Every form answered with thanks must have both its mails delivered, and a mail that
 * arrives twice must carry the same Message-ID both times. Needs TEST_DATABASE_URL and `npm run build`.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const databaseName = `rental_outbox_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
const firstPort = 5100 + Math.floor(Math.random() * 80) * 3;
const ports = [firstPort, firstPort + 1, firstPort + 2];
// Form posts must come from APP_URL's origin, and React Router compares it with the Host.
const originOf = (port: number) => `http://localhost:${port}`;
const FORMS = 80;
const AT_ONCE = 8;
const SMTP_DELAY_MS = 300;
/** Short, so that the killed instance's claimed mails are taken over within seconds. */
const LEASE_SECONDS = 6;

type Delivery = { to: string; subject: string; messageId: string };
const deliveries: Delivery[] = [];
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const header = (name: string) => new RegExp(`^${name}: (.+)$`, 'im').exec(raw)?.[1].trim() ?? '';
      // Answered slowly, as a busy mail server does; the mail counts as delivered once accepted.
      setTimeout(() => {
        for (const rcpt of session.envelope.rcptTo)
          deliveries.push({ to: rcpt.address, subject: header('Subject'), messageId: header('Message-ID') });
        callback();
      }, SMTP_DELAY_MS);
    });
  },
});

const servers: ChildProcess[] = [];
const refusals: string[] = [];
let output = '';

async function admin<T>(work: (client: pg.Client) => Promise<T>, database?: string) {
  const url = new URL(adminUrl!);
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function start(port: number, smtpPort: number) {
  const databaseUrl = new URL(adminUrl!);
  databaseUrl.pathname = `/${databaseName}`;
  const server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: originOf(port),
      DATABASE_URL: databaseUrl.toString(),
      APP_ENV: 'test',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
      FORM_SUBMISSIONS_PER_10_MINUTES: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  server.stderr?.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  servers.push(server);
  return server;
}

async function ready(port: number, server: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the server on ${port} exited: ${output}`);
    try {
      if ((await fetch(`http://localhost:${port}/readyz`)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server on ${port} never became ready: ${output}`);
}

/** One contact form; true when the visitor was thanked. */
async function postContact(port: number, n: number) {
  try {
    const response = await fetch(`http://localhost:${port}/contact-us.data`, {
      method: 'POST',
      headers: {
        Origin: originOf(port),
        'Content-Type': 'application/x-www-form-urlencoded',
        'Sec-Fetch-Mode': 'cors',
      },
      body: new URLSearchParams({
        name: `Burst Visitor ${n}`,
        email: `burst-${n}@example.ae`,
        phone: '050 123 4567',
        message: `Question number ${n} about a monthly rental.`,
      }),
    });
    const body = await response.text();
    if (response.status === 200 && body.includes('Thank you')) return true;
    refusals.push(`${response.status} ${body.slice(0, 200)}`);
    return false;
  } catch (error) {
    refusals.push(String(error));
    return false;
  }
}

describe.skipIf(!adminUrl)('the outbox when an instance dies mid-burst', () => {
  let smtpPort = 0;

  beforeAll(async () => {
    if (!fs.existsSync(path.resolve('build/server/index.js')))
      throw new Error('No production build: run `npm run build` first (npm test builds before Vitest).');
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    smtpPort = (sink.server.address() as AddressInfo).port;
    await admin((client) => client.query(`CREATE DATABASE "${databaseName}"`));
    // The first instance migrates and seeds the empty database alone; the others then join it.
    const first = start(ports[0], smtpPort);
    await ready(ports[0], first);
    const others = ports.slice(1).map((port) => ({ port, server: start(port, smtpPort) }));
    await Promise.all(others.map(({ port, server }) => ready(port, server)));
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) server.kill('SIGKILL');
    await new Promise<void>((resolve) => sink.close(() => resolve()));
    if (adminUrl) await admin((client) => client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`));
  });

  test('no mail is lost and none arrives twice under different Message-IDs', async () => {
    const victim = servers[2];
    const alive = new Set(ports);
    const thanked: number[] = [];
    let next = 0;
    let killedAt = 0;
    const burstStart = Date.now();
    const lane = async () => {
      while (next < FORMS) {
        const n = next++;
        if (n === FORMS / 2 && !killedAt) {
          victim.kill('SIGKILL');
          alive.delete(ports[2]);
          killedAt = Date.now();
        }
        const live = [...alive];
        if (await postContact(live[n % live.length], n)) thanked.push(n);
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, lane));
    const burstMs = Date.now() - burstStart;

    // Drained when every thanked visitor's two mails have arrived, or when the time is up.
    const expected = thanked.flatMap((n) => [
      { to: `burst-${n}@example.ae`, subject: 'We received your message' },
      { to: 'customercare@example.ae', subject: `New message from Burst Visitor ${n} (` },
    ]);
    const arrived = (mail: { to: string; subject: string }) =>
      deliveries.some((delivery) => delivery.to === mail.to && delivery.subject.startsWith(mail.subject));
    const drainStart = Date.now();
    while (!expected.every(arrived) && Date.now() - drainStart < 40_000)
      await new Promise((resolve) => setTimeout(resolve, 200));
    const drainMs = Date.now() - drainStart;
    // Any retry by another instance after a lease would have arrived within this.
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const lost = expected.filter((mail) => !arrived(mail));
    const byMail = new Map<string, Set<string>>();
    const copies = new Map<string, number>();
    for (const delivery of deliveries) {
      const key = `${delivery.to} ${delivery.subject}`;
      byMail.set(key, (byMail.get(key) ?? new Set()).add(delivery.messageId));
      copies.set(key, (copies.get(key) ?? 0) + 1);
    }
    const sameIdTwice = [...copies.values()].filter((count) => count > 1).length;
    const differentIds = [...byMail.entries()].filter(([, ids]) => ids.size > 1);
    const waiting = await admin(
      (client) =>
        client.query<{ status: string; count: string }>(
          `select status, count(*) from outbox_messages group by status order by status`,
        ),
      databaseName,
    );
    console.log(
      [
        `forms posted ${FORMS}, thanked ${thanked.length} (instance on ${ports[2]} killed after ${FORMS / 2} were sent, ${killedAt - burstStart} ms in)`,
        `burst took ${burstMs} ms (${Math.round(burstMs / FORMS)} ms a form, ${AT_ONCE} at a time, SMTP answering in ${SMTP_DELAY_MS} ms)`,
        `mails expected ${expected.length}, delivered ${deliveries.length}, lost ${lost.length}`,
        `duplicated with the same Message-ID ${sameIdTwice}, with different Message-IDs ${differentIds.length}`,
        `drained ${drainMs} ms after the burst; outbox rows: ${waiting.rows.map((row) => `${row.status} ${row.count}`).join(', ')}`,
      ].join('\n'),
    );

    expect(thanked.length, refusals.slice(0, 2).join('\n')).toBeGreaterThan(FORMS / 2);
    expect(lost, output).toEqual([]);
    expect(differentIds).toEqual([]);
    for (const delivery of deliveries) expect(delivery.messageId).toMatch(/^<outbox-[0-9a-f-]{36}@localhost>$/);
  }, 90_000);
});

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import routes from '../../app/routes';
import { testBrowserPath } from '../test-browser';

/**
 * The production build on a real PostgreSQL reached through a TCP relay that this test can close:
 * while it is closed every new connection is refused and the open ones are cut, as when the
 * database server stops or the network to it fails. Needs TEST_DATABASE_URL (CI sets it).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const suffix = `${process.pid}_${Math.floor(Math.random() * 1e6)}`;
const databaseName = `rental_outage_${suffix}`;
const port = 4900 + Math.floor(Math.random() * 90);
const relayPort = port + 100;
const base = `http://localhost:${port}`;
let server: ChildProcess | undefined;
let serverOutput = '';

/** A relay to PostgreSQL that can refuse connections, then accept them again. */
function databaseRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let listener: net.Server | undefined;
  const open = () =>
    new Promise<void>((resolve) => {
      if (listener?.listening) return resolve();
      listener = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      listener.listen(relayPort, '127.0.0.1', resolve);
    });
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!listener?.listening) return resolve();
      listener.close(() => resolve());
    });
  return { open, close };
}

const target = adminUrl ? new URL(adminUrl) : new URL('postgres://127.0.0.1:5432');
const relay = databaseRelay({ host: target.hostname, port: Number(target.port || 5432) });

async function admin<T>(work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function waitForReady() {
  for (let i = 0; i < 600; i++) {
    if (server && server.exitCode !== null) throw new Error(`the server exited: ${serverOutput}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server never became ready: ${serverOutput}`);
}

async function signIn(email: string) {
  const response = await fetch(`${base}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: 'Oasis@2026' }),
  });
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('session='));
  if (!session) throw new Error(`${email} could not sign in (${response.status})`);
  return session.split(';')[0];
}

/** Every page without a parameter, in both languages. */
const plainPages = [
  ...new Set(
    (routes as Array<{ path?: string }>)
      .map((entry) => `/${entry.path ?? ''}`.replace(/\/+$/, '') || '/')
      .filter((path) => !path.includes(':') && !path.includes('*') && !path.startsWith('/dev/')),
  ),
];

describe.skipIf(!adminUrl)('a database outage', () => {
  let customerCookie = '';

  beforeAll(async () => {
    await admin((client) => client.query(`CREATE DATABASE "${databaseName}"`));
    await relay.open();
    const databaseUrl = new URL(adminUrl!);
    databaseUrl.hostname = '127.0.0.1';
    databaseUrl.port = String(relayPort);
    databaseUrl.pathname = `/${databaseName}`;
    server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        APP_URL: base,
        DATABASE_URL: databaseUrl.toString(),
        APP_ENV: 'test',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk) => (serverOutput = (serverOutput + chunk).slice(-20_000)));
    server.stderr?.on('data', (chunk) => (serverOutput = (serverOutput + chunk).slice(-20_000)));
    await waitForReady();
    customerCookie = await signIn('customer@example.ae');
  }, 240_000);

  afterAll(async () => {
    server?.kill('SIGKILL');
    await relay.close();
    if (adminUrl) await admin((client) => client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`));
  });

  test('pages, forms and the API answer 503 and keep what was sent; it recovers within 2 s', async () => {
    // Reached once while the database is up, as visitors had before it went away.
    expect((await fetch(`${base}/blogs`)).status).toBe(200);
    await relay.close();

    expect((await fetch(`${base}/readyz`)).status).toBe(503);

    // A page that needs the database: a friendly 503 in the page's language, by full load and by client navigation.
    const english = await fetch(`${base}/blogs`);
    expect(english.status).toBe(503);
    expect(english.headers.get('Retry-After')).toBe('30');
    const englishPage = await english.text();
    expect(englishPage).toContain('We are briefly unavailable');
    expect(englishPage).toContain('If you were sending a form, it was not sent');
    const arabic = await fetch(`${base}/ar/blogs`);
    expect(arabic.status).toBe(503);
    const arabicPage = await arabic.text();
    expect(arabicPage).toContain('<html lang="ar" dir="rtl"');
    expect(arabicPage).toContain('الخدمة غير متاحة مؤقتاً');
    const data = await fetch(`${base}/blogs.data`);
    expect(data.status).toBe(503);
    expect(data.headers.get('Retry-After')).toBe('30');

    // A signed-in customer's own page.
    const account = await fetch(`${base}/my-history`, { headers: { Cookie: customerCookie }, redirect: 'manual' });
    expect(account.status).toBe(503);

    // An enquiry-type form sent by script: 503, the spec's fields kept, the reason at the form.
    const contact = await fetch(`${base}/contact-us.data`, {
      method: 'POST',
      headers: { Origin: base, 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Mode': 'cors' },
      body: new URLSearchParams({
        name: 'Mariam Al Hashimi',
        email: 'mariam@example.ae',
        phone: '',
        message: 'Can I change my branch?',
      }),
    });
    expect(contact.status).toBe(503);
    const contactReply = await contact.text();
    expect(contactReply).toContain('Can I change my branch?');
    expect(contactReply).toContain('Not sent: our system is briefly unavailable.');

    // Any other action (here the login) answers 503 with a one-time alert for the page it stays on.
    const login = await fetch(`${base}/login.data`, {
      method: 'POST',
      headers: { Origin: base, 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Mode': 'cors' },
      body: new URLSearchParams({ email: 'customer@example.ae', password: 'Oasis@2026' }),
    });
    expect(login.status, serverOutput).toBe(503);
    const flash = login.headers.getSetCookie().find((cookie) => cookie.startsWith('flash='));
    expect(flash).toBeDefined();
    const rootData = await fetch(`${base}/login.data?_routes=root`, { headers: { Cookie: flash!.split(';')[0] } });
    expect(rootData.status).toBe(200);
    expect(await rootData.text()).toContain('Not sent: our system is briefly unavailable.');

    // The sign-up keeps its step: a customer checking the texted code stays at the code.
    const signUp = await fetch(`${base}/register.data`, {
      method: 'POST',
      headers: { Origin: base, 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Mode': 'cors' },
      body: new URLSearchParams({
        intent: 'verify-code',
        name: 'Sara Hamdan',
        email: 'sara.hamdan@example.ae',
        country: 'AE',
        phone: '501234567',
        code: '123456',
      }),
    });
    expect(signUp.status).toBe(503);
    const signUpReply = await signUp.text();
    expect(signUpReply).toContain('Not sent: our system is briefly unavailable.');
    expect(signUpReply).toMatch(/"step","code"/);

    // The JSON API.
    const quote = await fetch(`${base}/api/v1/quotes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        vehicleId: 1,
        pickupBranchId: 1,
        dropoffBranchId: 1,
        pickupAt: '2027-01-10T10:00:00+04:00',
        dropoffAt: '2027-01-12T10:00:00+04:00',
        paymentMethod: 'card',
      }),
    });
    expect(quote.status).toBe(503);
    expect(quote.headers.get('Retry-After')).toBe('30');
    expect(await quote.json()).toEqual({ error: 'Service temporarily unavailable' });

    // No page of either language answers anything but its page, a redirect, a 404 or a 503 with Retry-After.
    const statuses = new Map<number, number>();
    for (const path of plainPages) {
      for (const cookie of ['', customerCookie]) {
        const response = await fetch(`${base}${path}`, { headers: { Cookie: cookie }, redirect: 'manual' });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status, `${path}${cookie ? ' signed in' : ''}`).not.toBe(500);
        if (response.status === 503) expect(response.headers.get('Retry-After'), path).toBe('30');
      }
    }
    expect(statuses.get(503)).toBeGreaterThan(0);
    console.info('statuses while the database was down', Object.fromEntries(statuses));

    // Back: the first page that needs the database works again within 2 s.
    await relay.open();
    const back = Date.now();
    let status = 0;
    while (Date.now() - back < 5_000) {
      status = (await fetch(`${base}/blogs`)).status;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const recovery = Date.now() - back;
    console.info(`recovered in ${recovery} ms`);
    expect(status).toBe(200);
    expect(recovery).toBeLessThan(2_000);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
  }, 180_000);

  test('in the browser, a form sent during the outage stays filled in and says it was not sent', async () => {
    await relay.open();
    const browser = await chromium.launch({
      executablePath: testBrowserPath,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.goto(`${base}/contact-us`);
      const form = page.locator('#contact-form');
      await page.waitForFunction(() => document.getElementById('contact-form')?.dataset.checks === 'browser');
      await form.getByLabel('Name', { exact: true }).fill('Mariam Al Hashimi');
      await form.getByLabel(/^Email/).fill('mariam@example.ae');
      await form.getByLabel('Message').fill('Can I change the branch of my booking?');

      await relay.close();
      await page.getByRole('button', { name: 'Send message' }).click();
      await form.getByText('Not sent: our system is briefly unavailable.').waitFor();
      expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('Mariam Al Hashimi');
      expect(await form.getByLabel('Message').inputValue()).toBe('Can I change the branch of my booking?');
      fs.mkdirSync('screenshots', { recursive: true });
      await page.screenshot({ path: 'screenshots/outage-contact-en-390.png', fullPage: true });

      await relay.open();
      await page.goto(`${base}/login`);
      await page
        .locator('main')
        .getByLabel(/^Email/)
        .fill('customer@example.ae');
      await page.locator('main').getByLabel('Password', { exact: true }).fill('Oasis@2026');
      await relay.close();
      await page
        .locator('main')
        .getByRole('button', { name: /^(log ?in|sign ?in)$/i })
        .click();
      // At the form, where the customer is looking, and in the alert bar at the top of the page.
      await page.locator('#login-page-error').getByText('Not sent: our system is briefly unavailable.').waitFor();
      await page
        .getByRole('alert')
        .filter({ has: page.getByRole('button') })
        .getByText('Not sent: our system is briefly unavailable.')
        .waitFor();
      expect(
        await page
          .locator('main')
          .getByLabel(/^Email/)
          .inputValue(),
      ).toBe('customer@example.ae');
      await page.screenshot({ path: 'screenshots/outage-login-en-390.png', fullPage: true });

      await page.goto(`${base}/ar/blogs`);
      await page.getByRole('heading', { level: 1, name: 'الخدمة غير متاحة مؤقتاً' }).waitFor();
      await page.screenshot({ path: 'screenshots/outage-page-ar-390.png', fullPage: true });
    } finally {
      await relay.open().catch(() => {});
      await browser.close();
    }
  }, 120_000);
});

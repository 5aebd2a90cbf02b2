import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBuiltServer } from '../tests/setup/built-server';

/**
 * A deployment that forgets APP_ENV runs with production's rules (decision record 045): the production
 * build started with real-looking mail, SMS and N-Genius settings and no APP_ENV. Nothing here is
 * contacted: the server only needs the settings to start.
 */
const realSettings = {
  SESSION_SECRET: 'a-secret-of-at-least-thirty-two-characters',
  MAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtp://mail.example.ae:587',
  SMS_TRANSPORT: 'http',
  SMS_HTTP_URL: 'https://sms.example.ae/send',
  NGENIUS_BASE_URL: 'https://api-gateway.ngenius-payments.com',
  NGENIUS_API_KEY: 'a2V5OnNlY3JldA==',
  NGENIUS_OUTLET_REF: 'outlet-1',
};
// The test runner's own settings must not leak into the server under test.
const { APP_ENV: _appEnv, ...inherited } = process.env;
let origin = '';
let port = 0;
let stopServer = () => {};

beforeAll(async () => {
  ({ origin, stop: stopServer } = await startBuiltServer(
    { ...inherited, ...realSettings, LOG_LEVEL: 'error' },
    { readyPath: '/healthz', basePort: 4400 },
  ));
  port = Number(new URL(origin).port);
}, 90_000);

afterAll(() => stopServer());

describe('a start without APP_ENV', () => {
  test('runs with production rules: HSTS, no demo accounts, no development outbox, no payment sandbox', async () => {
    const home = await fetch(origin);
    expect(home.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect((await fetch(`${origin}/dev/outbox.json`)).status).toBe(404);
    expect((await fetch(`${origin}/sandbox/ngenius/pay/any-order`)).status).toBe(404);
    const login = await fetch(`${origin}/login`, {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'owner@example.ae', password: 'Oasis@2026' }),
      redirect: 'manual',
    });
    expect(login.status).not.toBe(302);
    expect(login.headers.getSetCookie().some((cookie) => /session=/.test(cookie))).toBe(false);
  });

  test('the cookies it sets are Secure', async () => {
    const consent = await fetch(`${origin}/cookie-consent`, {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ consent: 'accepted' }),
      redirect: 'manual',
    });
    const cookies = consent.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
  });

  test('the demo with real settings refuses to start, and says why', () => {
    const run = spawnSync('node', ['--import', 'tsx', 'server/main.ts'], {
      env: { ...inherited, ...realSettings, APP_ENV: 'development', DATABASE_URL: '', PORT: String(port + 1) },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /SMTP_URL: points at mail\.example\.ae, a real service, while APP_ENV=development runs the demo/,
    );
    expect(run.stderr).toContain('set APP_ENV=production');
  });
});

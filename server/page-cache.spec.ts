import crypto from 'node:crypto';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testBrowserPath } from '../tests/test-browser';
import { startBuiltServer } from '../tests/setup/built-server';

// The production build (`npm test` builds first) with the page cache on, as in production.
let origin = '';
let stopServer = () => {};

beforeAll(async () => {
  ({ origin, stop: stopServer } = await startBuiltServer({
    ...process.env,
    APP_ENV: 'test',
    LOG_LEVEL: 'warn',
    REFERENCE_CACHE_SECONDS: '300',
  }));
}, 90_000);

afterAll(() => stopServer());

/** The demo customer's session cookie, as `name=value`. */
async function signIn() {
  const login = await fetch(`${origin}/login`, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'customer@example.ae', password: 'Oasis@2026' }),
    redirect: 'manual',
  });
  return login.headers
    .getSetCookie()
    .find((set) => set.startsWith('session='))!
    .split(';')[0];
}

/** A page asked for twice by anonymous visitors: the second answer is the kept one. */
async function keptPage(pathname: string, headers: Record<string, string> = {}) {
  await fetch(origin + pathname, { headers });
  return fetch(origin + pathname, { headers });
}

describe('pages shared between anonymous visitors', () => {
  test('the fleet guide is kept, and the policy of the kept page allows exactly its inline scripts', async () => {
    const kept = await keptPage('/fleet-guide');
    expect(kept.headers.get('x-page-cache')).toBe('hit');
    expect(kept.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=300/);
    const html = await kept.text();
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/\bsrc=/.test(attributes),
    );
    expect(inline.length).toBeGreaterThan(0);
    const policy = kept.headers.get('content-security-policy')!;
    expect(policy).not.toMatch(/'nonce-/);
    for (const [, , content] of inline)
      expect(policy).toContain(`'sha256-${crypto.createHash('sha256').update(content).digest('base64')}'`);
    const again = await fetch(`${origin}/fleet-guide`, { headers: { 'If-None-Match': kept.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  test('a signed-in customer gets a page of their own, never kept and never shared', async () => {
    await keptPage('/');
    const login = await fetch(`${origin}/login`, {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'customer@example.ae', password: 'Oasis@2026' }),
      redirect: 'manual',
    });
    const session = login.headers.getSetCookie().find((cookie) => cookie.startsWith('session='));
    expect(session).toBeTruthy();
    const own = await fetch(`${origin}/`, { headers: { Cookie: session!.split(';')[0] } });
    expect(own.headers.get('x-page-cache')).toBeNull();
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(await own.text()).toContain('Sara Customer');
    // The anonymous copy never had the name in it.
    expect(await (await fetch(`${origin}/`)).text()).not.toContain('Sara Customer');
  });

  test("a signed-in customer's personal pages and their data are never stored, so Back after Logout cannot show them", async () => {
    const cookie = await signIn();
    for (const pathname of ['/my-history', '/my-history.data', '/ar/my-history', '/my-account', '/fleet-guide.data']) {
      const answer = await fetch(origin + pathname, { headers: { Cookie: cookie } });
      expect(answer.status, pathname).toBe(200);
      expect(answer.headers.get('cache-control'), pathname).toBe('private, no-store');
    }
  });

  test('each security header is sent once, and a route that sets its own keeps it', async () => {
    const page = await fetch(`${origin}/contact-us`);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const api = await fetch(`${origin}/api/v1/branches`);
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    // A private download says no-referrer, instead of the site's default, not beside it.
    const download = await fetch(`${origin}/invoices/999999`, { headers: { Cookie: await signIn() } });
    expect(download.status).toBe(404);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('referrer-policy')).toBe('no-referrer');
    expect(download.headers.get('cache-control')).toBe('private, no-store');
  });

  test('the public API answers one address 120 calls a minute, then 429 with Retry-After, never a 5xx', async () => {
    const answers = await Promise.all(
      Array.from({ length: 300 }, () => fetch(`${origin}/api/v1/branches`).then((answer) => answer)),
    );
    const refused = answers.filter((answer) => answer.status === 429);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true);
    // One instance: the limit, give or take the calls counted while the first count was on its way.
    expect(answers.length - refused.length).toBeGreaterThanOrEqual(100);
    expect(answers.length - refused.length).toBeLessThanOrEqual(160);
    for (const answer of refused) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await answer.json()).toEqual({ error: 'Too many requests' });
    }
  });

  test('in Chromium a kept page runs its scripts under its policy: it hydrates and navigates in the app', async () => {
    await keptPage('/fleet-guide');
    const browser = await chromium.launch({
      executablePath: testBrowserPath,
      args: ['--no-sandbox'],
    });
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      const answer = await page.goto(`${origin}/fleet-guide`);
      expect(answer?.headers()['x-page-cache']).toBe('hit');
      await page.waitForFunction(() =>
        Boolean((window as { __reactRouterRouteModules?: object }).__reactRouterRouteModules),
      );
      // A client-side navigation keeps the window: a full page load would not.
      await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
      await page.locator('footer').getByRole('link', { name: 'FAQs' }).click();
      await page.waitForURL(`${origin}/faq`);
      expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 60_000);
});

import crypto from 'node:crypto';
import express from 'express';
import { describe, expect, test } from 'vitest';
import { listenUntilTestEnds } from '../tests/setup/listening-app';
import { type SharedPageRequest, pageCache } from './page-cache';
import { policyWithScriptHashes } from './kept-response';

const script = 'window.__context = { page: 1 };';
const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

/** A stand-in for the app: counts renders, and answers as the route or query asks. */
function site(options: { now?: () => number; maxBytes?: number } = {}) {
  const state = {
    renders: 0,
    version: 0,
    lifetime: 30,
    clock: options.now ?? (() => Date.UTC(2026, 10, 25, 10, 0, 0)),
    since: undefined as number | undefined,
    viewed: [] as string[],
  };
  const app = express();
  app.use(
    pageCache({
      lifetimeSeconds: () => state.lifetime,
      referenceVersion: () => state.version,
      referenceSince: () => state.since ?? state.clock(),
      sharedVariant: async (cookie) => sharedRequest(cookie),
      viewed: (req) => state.viewed.push(req.originalUrl),
      now: () => state.clock(),
      maxBytes: options.maxBytes,
    }),
  );
  app.get('/{*path}', async (req, res) => {
    state.renders++;
    const nonce = crypto.randomBytes(8).toString('base64');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const shared = !req.query.private && !req.path.startsWith('/my-');
    // As the root middleware does: a visitor with a session gets their own copy of a shared page, marked as such.
    if (shared && req.headers.cookie?.includes('session=')) {
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Shared-Page', '1');
    } else if (!shared) res.setHeader('Cache-Control', 'private, no-store');
    else res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=30');
    if (req.query.cookie) res.setHeader('Set-Cookie', 'flash=; Max-Age=0');
    res.setHeader('Content-Security-Policy', `default-src 'self'; script-src 'self' 'nonce-${nonce}'`);
    res.status(req.query.missing ? 404 : 200).type('html');
    res.write(`<!DOCTYPE html><html><body><h1>${req.path} ${req.headers.cookie ?? ''} render ${state.renders}</h1>`);
    res.end(`<script nonce="${nonce}">${script}</script><script src="/assets/entry.js"></script></body></html>`);
  });
  return { app, state };
}

/** As app/modules/site/shared-pages.server.ts reads cookies: a consent, a session, or anything else (own page). */
function sharedRequest(cookie: string | undefined): SharedPageRequest | null {
  const pairs = (cookie ?? '').split('; ').filter(Boolean);
  if (pairs.some((pair) => !pair.startsWith('cookie_consent=') && !pair.startsWith('session='))) return null;
  const signedIn = pairs.some((pair) => pair.startsWith('session='));
  const consent = pairs.find((pair) => pair.startsWith('cookie_consent='))?.split('=')[1];
  if (!consent) return { variant: 'no-consent', signedIn, pageCookie: undefined, recordsViews: false };
  return { variant: 'declined', signedIn, pageCookie: 'cookie_consent=declined', recordsViews: consent === 'accepted' };
}

async function listen(app: express.Express) {
  const origin = await listenUntilTestEnds(app);
  return (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(origin + path, { headers, method });
}

describe('the page cache for anonymous visitors', () => {
  test('renders a shared page once and sends the same bytes again, its scripts allowed by hash', async () => {
    const { app, state } = site();
    const get = await listen(app);
    const first = await get('/fleet-guide');
    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(first.headers.get('content-security-policy')).toMatch(/'nonce-/);
    const html = await first.text();
    const second = await get('/fleet-guide');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(await second.text()).toBe(html);
    expect(state.renders).toBe(1);
    expect(second.headers.get('content-security-policy')).toBe(`default-src 'self'; script-src 'self' ${sha(script)}`);
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30');
    expect(second.headers.get('etag')).toMatch(/^"[\w-]+"$/);
  });

  test('answers 304 to the ETag it gave, and compressed bytes made once to a browser that accepts them', async () => {
    const { app } = site();
    const get = await listen(app);
    const html = await (await get('/')).text();
    const kept = await get('/', { 'accept-encoding': 'br' });
    expect(kept.headers.get('content-encoding')).toBe('br');
    expect(await kept.text()).toBe(html); // fetch decodes it
    const etag = kept.headers.get('etag')!;
    const again = await get('/', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(Number(gzip.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(html));
    expect(await gzip.text()).toBe(html);
    const head = await get('/', { 'accept-encoding': 'identity' }, 'HEAD');
    expect(head.headers.get('x-page-cache')).toBe('hit');
    expect(Number(head.headers.get('content-length'))).toBe(Buffer.byteLength(html));
  });

  test('fifty visitors at once wait for one rendering', async () => {
    const { app, state } = site();
    const get = await listen(app);
    const pages = await Promise.all(Array.from({ length: 50 }, () => get('/blogs').then((answer) => answer.text())));
    expect(new Set(pages).size).toBe(1);
    expect(state.renders).toBe(1);
  });

  test('never keeps a private page, an error page or a page that sets a cookie', async () => {
    const { app, state } = site();
    const get = await listen(app);
    for (const path of ['/a?private=1', '/b?missing=1', '/c?cookie=1']) {
      await get(path);
      expect((await get(path)).headers.get('x-page-cache')).toBe('miss');
    }
    expect(state.renders).toBe(6);
  });

  test('a visitor with a one-time message gets a page of their own; a declined consent has its own copy', async () => {
    const { app, state } = site();
    const get = await listen(app);
    await get('/faq');
    const flash = await get('/faq', { cookie: 'flash=abc' });
    expect(flash.headers.get('x-page-cache')).toBeNull();
    expect(await flash.text()).toContain('flash=abc');
    const declined = await get('/faq', { cookie: 'cookie_consent=declined' });
    expect(declined.headers.get('x-page-cache')).toBe('miss');
    expect((await get('/faq', { cookie: 'cookie_consent=declined' })).headers.get('x-page-cache')).toBe('hit');
    expect(state.renders).toBe(3);
  });

  test('a staff change on this instance drops every kept page; so do the lifetime and the next whole hour', async () => {
    let clock = Date.UTC(2026, 10, 25, 10, 59, 40);
    const { app, state } = site({ now: () => clock });
    const get = await listen(app);
    await get('/');
    state.version++;
    expect((await get('/')).headers.get('x-page-cache')).toBe('miss');
    expect((await get('/')).headers.get('x-page-cache')).toBe('hit');
    // 11:00 comes before the 30 s are up: the booking box's default pick-up moves then.
    clock = Date.UTC(2026, 10, 25, 11, 0, 0);
    expect((await get('/')).headers.get('x-page-cache')).toBe('miss');
    clock += 29_000;
    expect((await get('/')).headers.get('x-page-cache')).toBe('hit');
    clock += 2_000;
    expect((await get('/')).headers.get('x-page-cache')).toBe('miss');
    state.lifetime = 0;
    expect((await get('/')).headers.get('x-page-cache')).toBeNull();
  });
});

describe('the page cache for signed-in visitors (decision 085)', () => {
  test('a signed-in visitor is given the kept page, marked as theirs, never stored and never answered 304', async () => {
    const { app, state } = site();
    const get = await listen(app);
    const anonymous = await (await get('/faq')).text();
    const etag = (await get('/faq')).headers.get('etag')!;
    const mine = await get('/faq', { cookie: 'session=abc', 'if-none-match': etag });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('x-page-cache')).toBe('hit');
    expect(mine.headers.get('server-timing')).toMatch(/^personal\b/);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(await mine.text()).toBe(anonymous);
    expect(state.renders).toBe(1);
    // The anonymous visitor's copy never says personal.
    expect((await get('/faq')).headers.get('server-timing')).toBeNull();
  });

  test("a signed-in visitor's first request at an address gets their own page; once it is known to be shared, the shared copy is rendered without their cookies and kept", async () => {
    const { app, state } = site();
    const get = await listen(app);
    const own = await get('/special-offers', { cookie: 'session=abc' });
    expect(own.headers.get('x-page-cache')).toBeNull();
    expect(own.headers.get('x-shared-page')).toBeNull();
    expect(await own.text()).toContain('session=abc');
    const rendered = await get('/special-offers', { cookie: 'session=abc' });
    expect(rendered.headers.get('x-page-cache')).toBe('miss');
    expect(rendered.headers.get('server-timing')).toMatch(/^personal\b/);
    expect(rendered.headers.get('cache-control')).toBe('private, no-store');
    expect(await rendered.text()).not.toContain('session=abc');
    const kept = await get('/special-offers', { cookie: 'session=xyz' });
    expect(kept.headers.get('x-page-cache')).toBe('hit');
    // The kept copy is the public one: anonymous visitors get it with its own headers.
    const anonymous = await get('/special-offers');
    expect(anonymous.headers.get('x-page-cache')).toBe('hit');
    expect(anonymous.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30');
    expect(state.renders).toBe(2);
  });

  test('a personal page and a data request are always rendered with the visitor’s own cookies', async () => {
    const { app, state } = site();
    const get = await listen(app);
    for (const path of ['/my-history', '/my-history', '/faq.data', '/faq.data', '/faq?_routes=root'])
      expect(await (await get(path, { cookie: 'session=abc' })).text(), path).toContain('session=abc');
    expect(state.renders).toBe(5);
  });

  test('a visitor who accepted cookies is given the kept page without the cookie bar, each view recorded', async () => {
    const { app, state } = site();
    const get = await listen(app);
    await get('/faq', { cookie: 'cookie_consent=declined' });
    // The address is known to be shared from the kept copy: another query is rendered as the shared copy.
    const accepted = await get('/faq?from=mail', { cookie: 'cookie_consent=accepted' });
    expect(accepted.headers.get('x-page-cache')).toBe('miss');
    expect(await accepted.text()).toContain('cookie_consent=declined');
    expect((await get('/faq', { cookie: 'cookie_consent=accepted' })).headers.get('x-page-cache')).toBe('hit');
    expect(state.viewed).toEqual(['/faq?from=mail', '/faq']);
    expect(state.renders).toBe(2);
  });
});

describe('how much the kept pages take', () => {
  test('never more than its bytes: the oldest pages go first, and a page larger than all of it is not kept', async () => {
    const { app, state } = site({ maxBytes: 1_000 });
    const get = await listen(app);
    // Each page is about 250 bytes of HTML and two smaller compressed copies: two fit, the third pushes out the first.
    for (const path of ['/a', '/b', '/c']) await get(path);
    expect((await get('/c')).headers.get('x-page-cache')).toBe('hit');
    expect((await get('/b')).headers.get('x-page-cache')).toBe('hit');
    expect((await get('/a')).headers.get('x-page-cache')).toBe('miss');
    const rendersBefore = state.renders;
    await get(`/${'long-address-'.repeat(80)}`);
    expect((await get(`/${'long-address-'.repeat(80)}`)).headers.get('x-page-cache')).toBe('miss');
    expect(state.renders).toBe(rendersBefore + 2);
  });
});

describe('how long a page is kept', () => {
  test('counts from when its reference data began to be read, not from when the page was stored', async () => {
    let clock = Date.UTC(2026, 10, 25, 10, 0, 0);
    const { app, state } = site({ now: () => clock });
    const get = await listen(app);
    // Reference data read at 10:00:00, a page first asked for 29 s later.
    state.since = clock;
    clock += 29_000;
    const rendered = await get('/fleet-guide');
    expect(rendered.headers.get('x-page-cache')).toBe('miss');
    expect(rendered.headers.get('age')).toBe('29');
    clock += 500;
    const kept = await get('/fleet-guide');
    expect(kept.headers.get('x-page-cache')).toBe('hit');
    // Its Age counts from the data too, so a CDN honouring s-maxage stops when this server does.
    expect(kept.headers.get('age')).toBe('29');
    clock += 1_000;
    expect((await get('/fleet-guide')).headers.get('x-page-cache')).toBe('miss');
  });
});

describe('a kept page’s policy', () => {
  test('allows each inline script by its hash, not external ones or the nonce', () => {
    const html = `<script nonce="n1">a()</script><script type="module" nonce="n1">import "x"</script><script src="/s.js" nonce="n1"></script><script>a()</script>`;
    expect(policyWithScriptHashes("script-src 'self' 'nonce-n1'; object-src 'none'", html)).toBe(
      `script-src 'self' ${sha('a()')} ${sha('import "x"')}; object-src 'none'`,
    );
    expect(policyWithScriptHashes("script-src 'self' 'nonce-n1'", '<p>no scripts</p>')).toBe(
      "script-src 'self' 'none'",
    );
  });
});

import crypto from 'node:crypto';
import express from 'express';
import { describe, expect, test } from 'vitest';
import { listenUntilTestEnds } from '../tests/setup/listening-app';
import { KEPT_PERSONAL_PAGE_HEADER, type PersonalPageState } from '~/modules/auth/personal-pages.server';
import { personalPageCache } from './personal-page-cache';

const script = 'window.__context = { page: 1 };';
const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

/**
 * A stand-in for the app: sessions by cookie (`session=<user>`), a data version, a clock; it counts
 * renders, and marks /my-* pages as ones that may be kept unless the query says otherwise.
 */
function site(options: { maxBytes?: number } = {}) {
  const state = {
    renders: 0,
    dataVersion: 1,
    referenceVersion: 1,
    clock: Date.UTC(2026, 10, 28, 10, 0, 5),
    closedSessions: new Set<string>(),
    refreshedCookie: null as string | null,
    databaseDown: false,
    views: [] as string[],
    stateReads: 0,
  };
  const app = express();
  app.use(
    personalPageCache({
      state: async (cookie): Promise<PersonalPageState | null> => {
        state.stateReads++;
        if (state.databaseDown) throw new Error('the database is unreachable');
        const user = /(?:^|; )session=(\w+)/.exec(cookie)?.[1];
        if (!user || state.closedSessions.has(user)) return null;
        return {
          key: `${user} ${state.dataVersion}`,
          refreshedCookie: state.refreshedCookie,
          recordView: (url) => state.views.push(url),
        };
      },
      referenceVersion: () => state.referenceVersion,
      maxBytes: options.maxBytes ?? 2 ** 20,
      now: () => state.clock,
    }),
  );
  app.all('/{*path}', async (req, res) => {
    state.renders++;
    const user = /(?:^|; )session=(\w+)/.exec(req.headers.cookie ?? '')?.[1];
    if (req.path.startsWith('/my-') && (!user || state.closedSessions.has(user))) {
      res.redirect(302, '/login');
      return;
    }
    const nonce = crypto.randomBytes(8).toString('base64');
    await new Promise((resolve) => setTimeout(resolve, 20));
    res.setHeader('Cache-Control', 'private, no-store');
    if (req.path.startsWith('/my-') && !req.query.fresh) res.setHeader(KEPT_PERSONAL_PAGE_HEADER, '1');
    if (req.query.cookie) res.setHeader('Set-Cookie', 'flash=; Max-Age=0');
    res.setHeader('Content-Security-Policy', `default-src 'self'; script-src 'self' 'nonce-${nonce}'`);
    res.status(req.query.missing ? 404 : 200).type('html');
    res.write(`<!DOCTYPE html><html><body><h1>${req.path} for ${user} at data ${state.dataVersion}</h1>`);
    res.end(`<p>render ${state.renders}</p><script nonce="${nonce}">${script}</script></body></html>`);
  });
  return { app, state };
}

async function listen(app: express.Express) {
  const origin = await listenUntilTestEnds(app);
  return (path: string, cookie = 'session=amal', method = 'GET') =>
    fetch(origin + path, { headers: { cookie }, method, redirect: 'manual' });
}

/** The page asked for until it is kept: the first answer teaches the cache the address, the second is kept. */
async function kept(get: Awaited<ReturnType<typeof listen>>, path: string, cookie?: string) {
  await get(path, cookie);
  return (await get(path, cookie)).text();
}

describe('the personal page cache', () => {
  test('serves a kept page again to its session without rendering, its scripts allowed by hash, the mark never sent', async () => {
    const { app, state } = site();
    const get = await listen(app);
    const first = await get('/my-history');
    expect(first.headers.get(KEPT_PERSONAL_PAGE_HEADER)).toBeNull();
    expect(first.headers.get('x-page-cache')).toBeNull();
    const html = await kept(get, '/my-history');
    expect(state.renders).toBe(2);
    const again = await get('/my-history');
    expect(again.headers.get('x-page-cache')).toBe('personal');
    expect(again.headers.get(KEPT_PERSONAL_PAGE_HEADER)).toBeNull();
    expect(again.headers.get('cache-control')).toBe('private, no-store');
    expect(again.headers.get('content-security-policy')).toBe(`default-src 'self'; script-src 'self' ${sha(script)}`);
    expect(await again.text()).toBe(html);
    expect(state.renders).toBe(2);
    // Each kept page served is a view recorded, as each rendered one is.
    expect(state.views).toEqual(['/my-history', '/my-history']);
  });

  test('renders again once the data changed, the minute passed or the reference data changed', async () => {
    const { app, state } = site();
    const get = await listen(app);
    await kept(get, '/my-history');
    state.dataVersion++;
    expect(await (await get('/my-history')).text()).toContain('at data 2');
    expect(state.renders).toBe(3);
    expect((await get('/my-history')).headers.get('x-page-cache')).toBe('personal');
    state.clock += 60_000;
    expect((await get('/my-history')).headers.get('x-page-cache')).toBeNull();
    state.referenceVersion++;
    expect((await get('/my-history')).headers.get('x-page-cache')).toBeNull();
    expect((await get('/my-history')).headers.get('x-page-cache')).toBe('personal');
    expect(state.renders).toBe(5);
  });

  test('gives one session no copy of another, nor of the same page under other cookies or another address', async () => {
    const { app, state } = site();
    const get = await listen(app);
    await kept(get, '/my-history');
    expect(await (await get('/my-history', 'session=badr')).text()).toContain('for badr');
    expect((await get('/my-history', 'session=amal; flash=saved')).headers.get('x-page-cache')).toBeNull();
    expect((await get('/my-history?page=2')).headers.get('x-page-cache')).toBeNull();
    expect(state.renders).toBe(5);
  });

  test('serves no copy to a closed session: the page itself answers, with its redirect', async () => {
    const { app, state } = site();
    const get = await listen(app);
    await kept(get, '/my-history');
    state.closedSessions.add('amal');
    const answer = await get('/my-history');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/login');
  });

  test('leaves it to the page when the session cannot be read (the database is down)', async () => {
    const { app, state } = site();
    const get = await listen(app);
    await kept(get, '/my-history');
    state.databaseDown = true;
    const answer = await get('/my-history');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-page-cache')).toBeNull();
  });

  test('keeps nothing unmarked, not 200, setting a cookie or asked for by another method', async () => {
    const { app, state } = site();
    const get = await listen(app);
    for (const path of ['/fleet-guide', '/my-history?fresh=1', '/my-history?missing=1', '/my-history?cookie=1']) {
      await get(path);
      await get(path);
      expect((await get(path)).headers.get('x-page-cache'), path).toBeNull();
    }
    expect((await get('/my-account', 'session=amal', 'POST')).headers.get(KEPT_PERSONAL_PAGE_HEADER)).toBeNull();
    expect(state.stateReads).toBeGreaterThan(0);
    // Nobody signed in: nothing is read ahead of the page.
    const reads = state.stateReads;
    await get('/my-history', '');
    expect(state.stateReads).toBe(reads);
  });

  test('sends the session its renewed cookie with a kept page, as a rendered one would', async () => {
    const { app, state } = site();
    const get = await listen(app);
    await kept(get, '/my-history');
    state.refreshedCookie = 'session=amal; Max-Age=2592000; HttpOnly';
    const answer = await get('/my-history');
    expect(answer.headers.get('x-page-cache')).toBe('personal');
    expect(answer.headers.get('set-cookie')).toBe(state.refreshedCookie);
  });

  test('lets fifty requests for the same copy wait for one rendering', async () => {
    const { app, state } = site();
    const get = await listen(app);
    await get('/my-history');
    const renders = state.renders;
    const pages = await Promise.all(Array.from({ length: 50 }, () => get('/my-history').then((r) => r.text())));
    expect(new Set(pages).size).toBe(1);
    expect(state.renders).toBe(renders + 1);
  });

  test('keeps copies within its bytes, the least recently used going first', async () => {
    const { app } = site({ maxBytes: 800 });
    const get = await listen(app);
    await kept(get, '/my-history', 'session=amal');
    await kept(get, '/my-history', 'session=badr');
    expect((await get('/my-history', 'session=badr')).headers.get('x-page-cache')).toBe('personal');
    expect((await get('/my-history', 'session=amal')).headers.get('x-page-cache')).toBeNull();
  });
});

import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import { KEPT_PERSONAL_PAGE_HEADER, type PersonalPageState } from '~/modules/auth/personal-pages.server';
import {
  type KeptResponse,
  beforeResponseBegins,
  collectResponse,
  keepResponse,
  keptSize,
  recentAddresses,
  renderingsUnderWay,
  sendKeptBody,
} from './kept-response';

/**
 * Keeps personal pages (a customer's history and account, the staff's Today sheet and bookings list)
 * rendered, one copy per session, address and minute, and serves a copy again without rendering
 * while the site's data is what it was made from (decision record 090):
 *
 * - Only pages that say they may be kept (`X-Kept-Personal-Page`, app/modules/auth/personal-pages.server.ts),
 *   answered 200 without setting a cookie, are kept; the header never leaves the server.
 * - A copy is found by the visitor's whole Cookie header (session, language choices, a one-time
 *   message all change it), the address, the current minute (pages that count from now, such as
 *   "overdue", move on within it), the page data version (every committed write to the site's data
 *   moves it on, in the database, so a change made on any instance counts) and this instance's
 *   reference data generation. All but the cookie and the address are read before rendering, so a
 *   change committed while a page renders makes that copy out of date at once.
 * - Before a kept copy is served the session is read, as a rendering would: a closed or expired
 *   session, or a deactivated account, gets no copy (the page itself then answers, with its redirect).
 * - Inline scripts are allowed by hash, the body is compressed once; the oldest copies go first once
 *   `maxBytes` is reached.
 */
export type PersonalPageCacheOptions = {
  /** The session and data version behind these cookies (null: nobody signed in). */
  state: (cookieHeader: string) => Promise<PersonalPageState | null>;
  /** Changes whenever reference data changes on this instance. */
  referenceVersion: () => number;
  /** The bytes all kept copies may take (HTML or data, with two compressed copies each); 0 keeps none. */
  maxBytes: number;
  now?: () => number;
};

const MINUTE_MS = 60_000;
const LONGEST_ADDRESS = 2_000;
/** How many addresses known to be personal pages that may be kept are remembered. */
const MAX_KNOWN_ADDRESSES = 1_000;

export function personalPageCache(options: PersonalPageCacheOptions): RequestHandler {
  const { state, referenceVersion, maxBytes, now = Date.now } = options;
  const kept = new Map<string, KeptResponse>();
  let keptBytes = 0;
  const forget = (key: string) => {
    const copy = kept.get(key);
    if (!copy) return;
    keptBytes -= keptSize(copy);
    kept.delete(key);
  };
  const keep = (key: string, copy: KeptResponse) => {
    if (keptSize(copy) > maxBytes) return;
    forget(key);
    kept.set(key, copy);
    keptBytes += keptSize(copy);
    while (keptBytes > maxBytes) forget(kept.keys().next().value!);
  };
  /** Addresses (paths) whose pages said they may be kept: only for these is the session read ahead of rendering. */
  const keptAddresses = recentAddresses(MAX_KNOWN_ADDRESSES);
  const learn = keptAddresses.learn;
  /** Visitors asking for the same copy at the same moment wait for one rendering. */
  const rendering = renderingsUnderWay();

  return async (req, res, next) => {
    try {
      const cookie = req.headers.cookie ?? '';
      const pathname = req.path;
      const mayServe =
        maxBytes > 0 &&
        (req.method === 'GET' || req.method === 'HEAD') &&
        cookie !== '' &&
        req.originalUrl.length <= LONGEST_ADDRESS;
      if (!mayServe || !keptAddresses.has(pathname)) {
        // The mark never leaves the server; a page seen with it is one whose copies may be looked for.
        beforeResponseBegins(res, () => {
          if (res.getHeader(KEPT_PERSONAL_PAGE_HEADER) === undefined) return;
          res.removeHeader(KEPT_PERSONAL_PAGE_HEADER);
          if (mayServe && res.statusCode === 200) learn(pathname);
        });
        return next();
      }
      // The database being down is the page's to answer (503), not this cache's.
      const visitor = await state(cookie).catch(() => null);
      if (!visitor) return next();
      const reference = referenceVersion();
      const minute = Math.floor(now() / MINUTE_MS);
      const key = [
        crypto.createHash('sha256').update(cookie).digest('base64url'),
        req.originalUrl,
        minute,
        visitor.key,
        reference,
      ].join(' ');
      const waiting = rendering.underWay(key);
      if (waiting && !kept.has(key)) await waiting;
      const copy = kept.get(key);
      if (copy) {
        // The most recently used copies are the last to go.
        kept.delete(key);
        kept.set(key, copy);
        for (const [name, value] of Object.entries(copy.headers)) res.setHeader(name, value);
        if (visitor.refreshedCookie) res.append('Set-Cookie', visitor.refreshedCookie);
        res.setHeader('X-Page-Cache', 'personal');
        visitor.recordView(req.originalUrl, req.headers['user-agent'] ?? null);
        return sendKeptBody(req.method, req.headers, res, copy);
      }

      const finish = rendering.begin(key);
      let mayKeep = false;
      collectResponse(res, {
        beforeFirstChunk: () => {
          mayKeep = res.getHeader(KEPT_PERSONAL_PAGE_HEADER) !== undefined;
          res.removeHeader(KEPT_PERSONAL_PAGE_HEADER);
          // The session's renewed cookie was read here, not by the page: it is sent with it.
          if (visitor.refreshedCookie) res.append('Set-Cookie', visitor.refreshedCookie);
        },
        onEnd: (body) => {
          try {
            if (
              mayKeep &&
              req.method === 'GET' &&
              res.statusCode === 200 &&
              !res.getHeader('Set-Cookie') &&
              referenceVersion() === reference &&
              Math.floor(now() / MINUTE_MS) === minute
            )
              keep(key, keepResponse(res, body, String(res.getHeader('Cache-Control') ?? 'private, no-store')));
          } finally {
            finish();
          }
        },
      });
      res.on('close', finish);
      next();
    } catch (error) {
      next(error);
    }
  };
}

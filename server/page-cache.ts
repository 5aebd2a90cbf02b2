import crypto from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
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
import { SHARED_PAGE_HEADER } from '~/modules/site/shared-pages.server';
import { PERSONAL_TIMING } from '~/utils/personal-frame';

/**
 * Keeps pages that may be shared between visitors (see app/modules/site/shared-pages.server.ts) in
 * this instance's memory and serves them again without rendering: the fleet guide, the home page
 * and the rest of the content pages cost a static file's work for anonymous visitors.
 *
 * - A page is kept only when the app marked it shared (`Cache-Control: public`), it answered 200
 *   with HTML and set no cookie, and the request was one a shared page may answer.
 * - It is kept as long as the reference data it was made from: REFERENCE_CACHE_SECONDS counted from
 *   when that data began to be read (not from when the page was stored), never past the next whole
 *   hour (the booking box's default pick-up moves on the hour), and every page is dropped at once
 *   when this instance's reference data changes (a staff change here, or one the database notified
 *   from any instance, decision 048).
 * - Its inline scripts are allowed by their SHA-256 hashes instead of the one-time nonce, so the
 *   same bytes can be sent to everyone, compressed once, and revalidated by ETag (304).
 * - Visitors asking for the same page at the same moment wait for one rendering, not fifty.
 * - A signed-in visitor is given the same kept page, marked as theirs by `Server-Timing: personal`
 *   and never stored by the browser; the page then asks `/my-frame` for the header's name and menu.
 *   Their first visit to an address no page is kept for yet renders as for everyone, with only the
 *   cookies the page may depend on, once this instance has seen that the address is a shared page.
 * Decision records 026 and 085.
 */
export type PageCacheOptions = {
  /** Seconds a page is kept; 0 turns the cache off. */
  lifetimeSeconds: () => number;
  /** Changes whenever reference data changes on this instance. */
  referenceVersion: () => number;
  /** When the reference data pages are made from now began to be read; the page's lifetime counts from then. */
  referenceSince?: () => number;
  /** How this request may be given a shared page, or null when it must get its own. */
  sharedVariant: (cookieHeader: string | undefined) => Promise<SharedPageRequest | null>;
  /** Records a view of a shared page by a visitor whose views are recorded (consent accepted). */
  viewed?: (req: Request) => void;
  maxPages?: number;
  /** The bytes the kept pages may take in all (each page's HTML and its two compressed copies); the oldest go first. */
  maxBytes?: number;
  /** How many addresses known to be shared pages are remembered. */
  maxKnownAddresses?: number;
  now?: () => number;
};

export type SharedPageRequest = {
  /** Which copy of a page the visitor gets ('no-consent' shows the cookie bar, 'declined' does not). */
  variant: string;
  /** Signed in: the page is the shared one and their own parts of it come after it (`/my-frame`). */
  signedIn: boolean;
  /** The Cookie header a shared copy is rendered with: only what a shared page may depend on. */
  pageCookie: string | undefined;
  /** Each page this visitor views is recorded (consent accepted), kept page or not. */
  recordsViews: boolean;
};

/** What tells the page that it was given to a signed-in visitor, read before its first paint. */
const PERSONAL_SERVER_TIMING = `${PERSONAL_TIMING};desc="signed in"`;
const PERSONAL_CACHE_CONTROL = 'private, no-store';

type KeptPage = KeptResponse & {
  expiresAt: number;
  /** When the reference data it was made from began to be read: its Age counts from then, so a CDN stops when this server does. */
  readSince: number;
  version: number;
  etag: string;
};

const HOUR_MS = 3_600_000;
const LONGEST_ADDRESS = 2_000;

export function pageCache(options: PageCacheOptions): RequestHandler {
  const {
    lifetimeSeconds,
    referenceVersion,
    referenceSince,
    sharedVariant,
    viewed,
    maxPages = 300,
    maxBytes = 32 * 2 ** 20,
    maxKnownAddresses = 5_000,
    now = Date.now,
  } = options;
  const pages = new Map<string, KeptPage>();
  let keptBytes = 0;
  const sizeOf = keptSize;
  const forget = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    keptBytes -= sizeOf(page);
    pages.delete(key);
  };
  /** Addresses whose page the app has marked shared: a signed-in visitor's first request may render the shared copy. */
  const sharedAddresses = recentAddresses(maxKnownAddresses);
  const learn = sharedAddresses.learn;
  const rendering = renderingsUnderWay();
  let pagesVersion = referenceVersion();
  /** Out-of-date pages are never served; this lets go of their memory too. */
  const dropOutdated = () => {
    const version = referenceVersion();
    if (version !== pagesVersion) {
      pages.clear();
      keptBytes = 0;
    }
    pagesVersion = version;
  };

  const fresh = (page: KeptPage | undefined) =>
    page && page.expiresAt > now() && page.version === referenceVersion() ? page : undefined;

  return async (req, res, next) => {
    try {
      const lifetime = lifetimeSeconds();
      if ((req.method !== 'GET' && req.method !== 'HEAD') || lifetime <= 0 || req.originalUrl.length > LONGEST_ADDRESS)
        return next();
      const shared = await sharedVariant(req.headers.cookie);
      if (shared === null) return next();
      const pathname = req.path;
      // Data requests carry the session's own root data; they are never a kept page.
      const dataRequest = pathname.endsWith('.data') || '_routes' in req.query;
      if (dataRequest) return next();
      const own = shared.signedIn || shared.recordsViews;
      dropOutdated();
      const key = `${shared.variant} ${req.originalUrl}`;
      const waiting = rendering.underWay(key);
      if (waiting && !fresh(pages.get(key))) await waiting;
      const kept = fresh(pages.get(key));
      if (kept) {
        if (shared.recordsViews) viewed?.(req);
        return sendKept(req.method, req.headers, res, kept, now(), shared.signedIn);
      }
      // A visitor with cookies of their own, at an address not yet seen to be a shared page: their own page, and
      // the app says whether the address is a shared one.
      if (own && !sharedAddresses.has(pathname)) return renderOwn(res, learn, pathname, next);

      // Not kept: render it, with only the cookies a shared page may depend on, and keep what comes out if it may be shared.
      if (shared.pageCookie === undefined) delete req.headers.cookie;
      else req.headers.cookie = shared.pageCookie;
      if (shared.recordsViews) viewed?.(req);
      const finish = rendering.begin(key);
      const version = referenceVersion();
      const renderedAt = now();
      const since = Math.min(referenceSince?.() ?? renderedAt, renderedAt);
      // The page's own Cache-Control, kept with it; a signed-in visitor's copy of it is never stored.
      let pageCacheControl = '';
      collectResponse(res, {
        beforeFirstChunk: () => {
          pageCacheControl = String(res.getHeader('Cache-Control') ?? '');
          if (
            String(res.getHeader('Content-Type') ?? '').startsWith('text/html') &&
            pageCacheControl.startsWith('public')
          )
            learn(pathname);
          if (shared.signedIn) markPersonal(res);
        },
        onEnd: (body) => {
          try {
            const page =
              req.method === 'GET'
                ? pageToKeep(res, pageCacheControl, body, { version, lifetime, since, renderedAt })
                : undefined;
            // Reference data changed while it was rendering: it may show the old figures.
            if (page && page.version === referenceVersion() && sizeOf(page) <= maxBytes) {
              forget(key);
              pages.set(key, page);
              keptBytes += sizeOf(page);
              while (pages.size > maxPages || keptBytes > maxBytes) forget(pages.keys().next().value!);
            }
          } finally {
            finish();
          }
        },
      });
      res.setHeader('X-Page-Cache', 'miss');
      // A CDN keeping this answer for s-maxage counts from when its data was read, as this server does.
      const age = Math.floor((renderedAt - since) / 1000);
      if (age > 0) res.setHeader('Age', String(age));
      // A visitor who leaves before the end: nobody waits for this rendering any longer.
      res.on('close', finish);
      next();
    } catch (error) {
      next(error);
    }
  };
}

/**
 * A visitor's own rendering of a page; when the app says the page is one meant to be shared, the
 * address is remembered so that the next signed-in visitor gets the shared copy.
 */
function renderOwn(res: Response, learn: (pathname: string) => void, pathname: string, next: () => void) {
  beforeResponseBegins(res, () => {
    if (res.getHeader(SHARED_PAGE_HEADER) === undefined) return;
    res.removeHeader(SHARED_PAGE_HEADER);
    if (res.statusCode === 200 && String(res.getHeader('Content-Type') ?? '').startsWith('text/html')) learn(pathname);
  });
  next();
}

/** A signed-in visitor's copy of a shared page: never stored, and the page knows to fetch their own parts. */
function markPersonal(res: Response) {
  res.setHeader('Cache-Control', PERSONAL_CACHE_CONTROL);
  res.setHeader('Server-Timing', PERSONAL_SERVER_TIMING);
}

/** The page to keep from a response just sent, if it may be shared. */
function pageToKeep(
  res: Response,
  cacheControl: string,
  body: Buffer,
  made: { version: number; lifetime: number; since: number; renderedAt: number },
): KeptPage | undefined {
  const type = String(res.getHeader('Content-Type') ?? '');
  if (
    res.statusCode !== 200 ||
    !cacheControl.startsWith('public') ||
    !type.startsWith('text/html') ||
    res.getHeader('Set-Cookie')
  )
    return undefined;
  // The hour the rendering began in: a page begun at 10:59:59.9 shows that hour's default pick-up.
  const nextHour = Math.ceil((made.renderedAt + 1) / HOUR_MS) * HOUR_MS;
  return {
    expiresAt: Math.min(made.since + made.lifetime * 1000, nextHour),
    readSince: made.since,
    version: made.version,
    etag: `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    ...keepResponse(res, body, cacheControl),
  };
}

function sendKept(
  method: string,
  requestHeaders: Record<string, string | string[] | undefined>,
  res: Response,
  page: KeptPage,
  at: number,
  signedIn: boolean,
) {
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  if (signedIn) markPersonal(res);
  res.setHeader('ETag', page.etag);
  res.setHeader('Age', String(Math.floor((at - page.readSince) / 1000)));
  res.setHeader('X-Page-Cache', 'hit');
  res.setHeader('Vary', 'Accept-Encoding, Cookie');
  if (!signedIn && requestHeaders['if-none-match'] === page.etag) {
    res.status(304).end();
    return;
  }
  sendKeptBody(method, requestHeaders, res, page);
}

import { referenceCacheSeconds } from '~/modules/cache/reference-cache.server';
import { KNOWN_BROWSER_COOKIE, PRICE_VIEW_COOKIE, SESSION_COOKIE_NAMES } from './cookie-names';
import { readConsent, serializeConsent } from './cookies.server';

/**
 * Pages whose content depends only on their address, language and reference data may be shared
 * between visitors (kept by this server's page cache, or by a CDN) when the visitor carries no
 * state: no session, no one-time message, no form state. Consent is the one cookie allowed: a
 * visitor who declined sees the same page as one who has not chosen yet but without the cookie
 * bar, so it is a variant of its own; one who accepted is not served shared pages, because each of
 * their page views is recorded (DECISIONS: page audit). Decision record 026.
 */
export type SharedPageVariant = 'no-consent' | 'declined';

const CONSENT_COOKIE = 'cookie_consent';
/** Cookies no shared page depends on: a mark of a browser signed in before, a business's figures before VAT. */
const IGNORED_COOKIES = new Set([KNOWN_BROWSER_COOKIE, PRICE_VIEW_COOKIE]);

const cookieNames = (cookieHeader: string) =>
  cookieHeader
    .split(';')
    .map((pair) => pair.split('=')[0].trim())
    .filter(Boolean);

const consentOf = (cookieHeader: string) =>
  readConsent(new Request('http://localhost/', { headers: { Cookie: cookieHeader } }));

/** The shared variant of a page this request may be given as it is, or null when it must get its own. */
export async function sharedPageVariant(cookieHeader: string | null | undefined): Promise<SharedPageVariant | null> {
  const names = cookieNames(cookieHeader ?? '').filter((name) => !IGNORED_COOKIES.has(name));
  if (names.length === 0) return 'no-consent';
  if (names.some((name) => name !== CONSENT_COOKIE)) return null;
  return (await consentOf(cookieHeader!)) === 'declined' ? 'declined' : null;
}

export type SharedPageRequest = {
  variant: SharedPageVariant;
  /** Signed in: given the shared page, with the header's name and menu asked for after it (`/my-frame`). */
  signedIn: boolean;
  /** The cookies the shared page is rendered with: the consent choice, nothing of the person. */
  pageCookie: string | undefined;
  /** Consent accepted: each view is recorded, kept page or not. */
  recordsViews: boolean;
};

let declinedCookie: string | undefined;

/**
 * How the page cache may serve this request a shared page (decision record 085): as it is for a
 * visitor without state; for a signed-in visitor, or one whose views are recorded, the same copy
 * (their own parts come separately). Null for any other state (a one-time message, a form draft).
 */
export async function sharedPageRequest(cookieHeader: string | null | undefined): Promise<SharedPageRequest | null> {
  const names = cookieNames(cookieHeader ?? '').filter((name) => !IGNORED_COOKIES.has(name));
  const signedIn = names.some((name) => SESSION_COOKIE_NAMES.includes(name));
  if (names.some((name) => name !== CONSENT_COOKIE && !SESSION_COOKIE_NAMES.includes(name))) return null;
  const consent = names.includes(CONSENT_COOKIE) ? await consentOf(cookieHeader!) : null;
  if (consent === null) return { variant: 'no-consent', signedIn, pageCookie: undefined, recordsViews: false };
  declinedCookie ??= (await serializeConsent('declined')).split(';')[0];
  return { variant: 'declined', signedIn, pageCookie: declinedCookie, recordsViews: consent === 'accepted' };
}

/**
 * The `headers` export of a page made only of its address, language and reference data: shared
 * caches may keep it as long as this instance keeps reference data (they revalidate after, and the
 * browser always asks again, cheaply, by ETag). The root middleware makes it private again for a
 * visitor who is not to be given a shared page.
 */
export function sharedPageHeaders(): HeadersInit {
  const seconds = referenceCacheSeconds();
  return {
    'Cache-Control':
      seconds > 0 ? `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}` : 'no-cache',
    Vary: 'Cookie',
  };
}

/** Set on a page meant to be shared that was rendered for one visitor: the page cache learns the address from it. */
export const SHARED_PAGE_HEADER = 'x-shared-page';

/** What a shared page's Cache-Control becomes for a visitor who must get a page of their own. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store';

import { referenceCacheSeconds } from '~/modules/cache/reference-cache.server';
import { readConsent } from './cookies.server';

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

/** The shared variant of a page this request may be given, or null when it must get its own. */
export async function sharedPageVariant(cookieHeader: string | null | undefined): Promise<SharedPageVariant | null> {
  if (!cookieHeader?.trim()) return 'no-consent';
  const names = cookieHeader
    .split(';')
    .map((pair) => pair.split('=')[0].trim())
    .filter(Boolean);
  if (names.length === 0) return 'no-consent';
  if (names.some((name) => name !== CONSENT_COOKIE)) return null;
  const consent = await readConsent(new Request('http://localhost/', { headers: { Cookie: cookieHeader } }));
  return consent === 'declined' ? 'declined' : null;
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

/** What a shared page's Cache-Control becomes for a visitor who must get a page of their own. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store';

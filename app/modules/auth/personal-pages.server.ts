import { readSession } from './sessions.server';
import { recordPageView } from '~/modules/analytics/page-views.server';
import { withoutLinkSecrets } from '~/utils/secret-paths';
import { pageOfUrl } from '~/utils/request-page';
import { readConsent } from '~/modules/site/cookies.server';
import { readPageDataVersion } from '~/modules/site/page-data-version.server';

/**
 * A personal page (a customer's history or account, the staff's Today sheet or bookings) says with
 * this header that its rendering depends only on the visitor's cookies, its address, the site's data
 * and the minute: the server may keep it for that session and serve it again while none of those has
 * changed (decision record 090). The server takes the header off before the page leaves.
 */
export const KEPT_PERSONAL_PAGE_HEADER = 'X-Kept-Personal-Page';

/** The headers of a personal page that may be kept for its session: never stored by the browser. */
export const keptPersonalPageHeaders = {
  'Cache-Control': 'private, no-store',
  [KEPT_PERSONAL_PAGE_HEADER]: '1',
} as const;

export type PersonalPageState = {
  /** Whose page, and the version of the data it must have been made from. */
  key: string;
  /** The session's expiry moved on: its cookie is sent again, as with any page. */
  refreshedCookie: string | null;
  /** Records the view of a kept page as a rendered one is recorded (consent accepted). */
  recordView: (url: string, userAgent: string | null) => void;
};

/**
 * What a kept personal page must have been made under to be served for this request, or null when
 * none may be: nobody is signed in with these cookies (a closed or expired session included).
 */
export async function personalPageState(cookieHeader: string): Promise<PersonalPageState | null> {
  const request = new Request('http://localhost/', { headers: { Cookie: cookieHeader } });
  const user = await readSession(request);
  if (!user) return null;
  // Read after the session and before any rendering: a write that commits later moves the number on.
  const [version, consent] = await Promise.all([readPageDataVersion(), readConsent(request)]);
  return {
    key: `${user.id} ${version}`,
    refreshedCookie: user.refreshedCookie,
    recordView: (url, userAgent) => {
      if (consent !== 'accepted') return;
      const page = pageOfUrl(new URL(url, 'http://localhost'));
      recordPageView({ path: withoutLinkSecrets(page.path), userAgent, locale: page.locale }).catch(() => {});
    },
  };
}

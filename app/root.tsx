import { useEffect, useState } from 'react';
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import type { ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import notoArabicRegular from '~/fonts/noto-sans-arabic-400-arabic-block.woff2?url';
import notoArabicBold from '~/fonts/noto-sans-arabic-700-arabic-block.woff2?url';
import { AlertBar, type AlertMessage } from '~/components/frame/alert-bar';
import { CookieBar } from '~/components/frame/cookie-bar';
import type { FrameUser } from '~/components/frame/navigation';
import { SiteFooter } from '~/components/frame/site-footer';
import { SiteHeader } from '~/components/frame/site-header';
import { useDocumentNonce, useFrameUser } from '~/components/frame/frame-user';
import { personalFrameScript } from '~/utils/personal-frame';
import '~/i18n/core-messages';
import { directionOf, localeFromPath } from '~/i18n/locale';
import { showArabic } from '~/i18n/translate';
import { useLocalePath, useLocale, useT } from '~/i18n/use-translation';
import { recordPageView } from '~/modules/analytics/page-views.server';
import { withoutLinkSecrets } from '~/utils/secret-paths';
import { getUser } from '~/modules/auth/guards.server';
import { env } from '~/modules/config/env.server';
import { readConsent, takeFlash } from '~/modules/site/cookies.server';
import { siteHotlines } from '~/modules/settings/company-settings.server';
import { socialLinks } from '~/modules/site/site-settings.server';
import { PRIVATE_PAGE_CACHE_CONTROL, SHARED_PAGE_HEADER, sharedPageVariant } from '~/modules/site/shared-pages.server';
import { unlessDatabaseIsDown } from '~/modules/db/database-outage';
import { dubaiYear } from '~/utils/dubai-time';
import { outageNoticeContext } from '~/utils/outage-notice';
import { hasControlCharacters, pageLocale, pageOfUrl, requestPageContext } from '~/utils/request-page';

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, url, params, context }, next) => {
    // No page has a control character in its address; the database would refuse one (NUL) anyway.
    if (Object.values(params).some((value) => value !== undefined && hasControlCharacters(value)))
      throw data(null, { status: 404 });
    // The one place a request's page and language are read from its URL.
    const page = pageOfUrl(url);
    context.set(requestPageContext, page);
    const response = await next();
    // A visitor who carries state (a session, a flash, form state) gets every page and data answer as
    // their own: never stored, so Back after Logout cannot show it again. That includes pages meant to
    // be shared (public, varying by cookie); only files public for everyone (media) stay as they are.
    const cacheControl = response.headers.get('Cache-Control') ?? '';
    const publicFile = cacheControl.startsWith('public') && !/\bcookie\b/i.test(response.headers.get('Vary') ?? '');
    if (
      !/\bno-store\b/.test(cacheControl) &&
      !publicFile &&
      (await sharedPageVariant(request.headers.get('Cookie'))) === null
    ) {
      response.headers.set('Cache-Control', PRIVATE_PAGE_CACHE_CONTROL);
      // A page meant to be shared: the page cache gives the next signed-in visitor the shared copy (decision 085).
      if (cacheControl.startsWith('public')) response.headers.set(SHARED_PAGE_HEADER, '1');
    }
    // Analytics only with consent, only for page loads, never geolocation (DECISIONS: page audit).
    if (
      request.method === 'GET' &&
      response.status === 200 &&
      !page.path.startsWith('/api/') &&
      (await readConsent(request)) === 'accepted'
    ) {
      await recordPageView({
        path: withoutLinkSecrets(page.path),
        userAgent: request.headers.get('user-agent'),
        locale: page.locale,
      }).catch(() => {});
    }
    // A session whose expiry moved forward gets its cookie's lifetime renewed too (not while the database is down).
    const user = await unlessDatabaseIsDown(getUser(request), null);
    if (user?.refreshedCookie) response.headers.append('Set-Cookie', user.refreshedCookie);
    return response;
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = pageLocale(context);
  // The frame does without the database, so an outage page still comes in the visitor's language.
  const [consent, { flash, clearHeader }, social, sessionUser, hotlines] = await Promise.all([
    readConsent(request),
    takeFlash(request),
    unlessDatabaseIsDown(socialLinks(), null),
    unlessDatabaseIsDown(getUser(request), null),
    unlessDatabaseIsDown(siteHotlines(), undefined),
  ]);
  const user: FrameUser = sessionUser ? { name: sessionUser.fullName, roles: sessionUser.roles } : null;
  const notice = context.get(outageNoticeContext);
  return data(
    {
      locale,
      consent,
      flash: notice ? ({ kind: 'error', message: notice } as const) : flash,
      year: dubaiYear(),
      origin: env().APP_URL,
      user,
      social,
      hotlines,
    },
    clearHeader ? { headers: { 'Set-Cookie': clearHeader } } : undefined,
  );
}

// The root data carries no messages (decision 031); it follows the page's language when a
// navigation changes it, and an action that could not reach the database (503) brings its one-time
// alert with it.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  actionStatus,
  defaultShouldRevalidate,
}) =>
  localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname) ||
  actionStatus === 503 ||
  defaultShouldRevalidate;

// The language link reloads the document, but any other in-app link from an English page to an
// Arabic one renders the Arabic page only once the Arabic of the code already here has arrived.
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ url }, next) => {
    if (localeFromPath(url.pathname) === 'ar') await showArabic();
    return next();
  },
];

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/site.webmanifest' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const user = useFrameUser();
  const nonce = useDocumentNonce();
  const locale = useLocale();
  const t = useT();
  return (
    // The head's script may mark the document as a signed-in visitor's (data-personal) before React takes it over.
    <html lang={locale} dir={directionOf(locale)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: personalFrameScript }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        <Meta />
        {/* With a precedence React writes the stylesheet before the script preloads, so a slow phone fetches what first paint needs first. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Links />
        {/* The Arabic faces (21 KB each) are found only once the stylesheet is applied, after the first
            paint on a phone: asked for beside the stylesheet, they arrive before it, and the heading
            is not laid out again when they swap in. They come after the page's own preloads (the
            hero's poster), which a phone on a few connections should fetch first. */}
        {locale === 'ar'
          ? [notoArabicRegular, notoArabicBold].map((font) => (
              <link key={font} rel="preload" as="font" type="font/woff2" href={font} crossOrigin="anonymous" />
            ))
          : null}
      </head>
      <body className="flex min-h-dvh flex-col bg-sand-50 text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-navy-900 focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
        >
          {t('site.skipToContent')}
        </a>
        {/* Fixed at the bottom but first in the tab order: a keyboard reaches Accept without crossing the whole page. */}
        {root && !root.consent ? <CookieBar /> : null}
        <SiteHeader user={user} />
        <FlashAlert flash={root?.flash ?? null} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter
          year={root?.year ?? new Date().getFullYear()}
          social={root?.social ?? { whatsapp: '#', facebook: '#', instagram: '#', linkedin: '#' }}
          hotlines={root?.hotlines}
        />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The alert shows on the page it was set for and is gone after the next navigation. */
function FlashAlert({ flash }: { flash: AlertMessage }) {
  const location = useLocation();
  const [shownAt, setShownAt] = useState(location.key);
  useEffect(() => setShownAt(location.key), [flash]); // eslint-disable-line react-hooks/exhaustive-deps
  return <AlertBar alert={shownAt === location.key ? flash : null} />;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const to = useLocalePath();
  let status = 500;
  if (isRouteErrorResponse(error)) status = error.status;
  const message =
    status === 404
      ? t('error.notFound')
      : status === 403
        ? t('error.forbidden')
        : status === 400 || status === 413 || status === 415
          ? t('error.badRequest')
          : status === 503
            ? t('error.unavailable')
            : t('error.server');
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <title>{`${status} | ${t('site.name')}`}</title>
      <p className="text-7xl font-bold text-sand-700" aria-hidden="true">
        {status}
      </p>
      <h1 className="mt-4 text-2xl font-bold text-navy-900">{message}</h1>
      {status >= 500 ? (
        <p className="mt-3 text-slate-700">{t(status === 503 ? 'error.unavailableDetail' : 'error.serverDetail')}</p>
      ) : null}
      <Link to={to('/')} className="mt-8 rounded-md bg-action-600 px-6 py-3 font-bold text-white hover:bg-action-700">
        {t('error.backHome')}
      </Link>
    </section>
  );
}

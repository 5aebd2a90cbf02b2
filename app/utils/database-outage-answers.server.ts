import { type ActionFunctionArgs, type LoaderFunctionArgs, type ServerBuild, data } from 'react-router';
import { translator } from '~/i18n/translate';
import { REQUEST_ID_HEADER, logger } from '~/modules/config/logger.server';
import { RETRY_AFTER_SECONDS, isDatabaseOutage } from '~/modules/db/database-outage';
import { flashCookieHeader } from '~/modules/site/cookies.server';
import { outageNoticeContext } from '~/utils/outage-notice';
import { pageLocale } from '~/utils/request-page';

type RouteModule = NonNullable<ServerBuild['routes'][string]>['module'];
type Handler = (args: LoaderFunctionArgs & ActionFunctionArgs) => unknown;

const retryAfter = { 'Retry-After': String(RETRY_AFTER_SECONDS) };

/**
 * The build with every route's loader and action answering a database outage as 503 instead of
 * a 500, in one place rather than in each of the 100-odd loaders and actions:
 * - a page's loader throws a 503 that the root error boundary shows as "briefly unavailable";
 * - a page's action returns 503 without throwing, so the page and its form (with what was typed)
 *   stay on screen; the message comes as a one-time alert (see the root's shouldRevalidate);
 * - a resource route (files, exports, the API) answers a plain 503.
 * The response's Retry-After header is set here or, for pages, in entry.server.
 *
 * The server applies it through entry.server's export (see server/main.ts), so that it runs with
 * the build's own modules: the request's page context and the catalogues are the build's.
 */
export function answerDatabaseOutages(build: ServerBuild): ServerBuild {
  const routes: ServerBuild['routes'] = {};
  for (const [id, route] of Object.entries(build.routes))
    routes[id] = route && { ...route, module: guarded(route.module) };
  return { ...build, routes };
}

function guarded(module: RouteModule): RouteModule {
  const isPage = typeof module.default === 'function';
  const { loader, action } = module as { loader?: Handler; action?: Handler };
  const result = { ...module } as RouteModule & { loader?: Handler; action?: Handler };
  if (loader) {
    result.loader = async (args) => {
      try {
        return await loader(args);
      } catch (error) {
        if (!isDatabaseOutage(error)) throw error;
        logOutage(error, args);
        throw isPage ? data({ unavailable: true }, { status: 503, headers: retryAfter }) : resourceUnavailable();
      }
    };
  }
  if (action) {
    result.action = async (args) => {
      try {
        return await action(args);
      } catch (error) {
        if (!isDatabaseOutage(error)) throw error;
        logOutage(error, args);
        if (!isPage) throw resourceUnavailable();
        return await formNotSent(args);
      }
    };
  }
  return result;
}

async function formNotSent({ request, context }: ActionFunctionArgs) {
  const message = translator(pageLocale(context))('error.notSent');
  const headers = new Headers(retryAfter);
  // A script's submission is followed by a separate request for the root data, which shows the
  // alert from this cookie; a plain form post renders its page in this request, from the context.
  if (request.headers.get('Sec-Fetch-Mode') === 'navigate') context.set(outageNoticeContext, message);
  else headers.append('Set-Cookie', await flashCookieHeader({ kind: 'error', message }));
  // Shaped like the forms' own replies (conform's result with a message for the whole form, an
  // error, a message), so every form shows it in its usual place and keeps what was typed.
  return data(
    { ok: false, unavailable: true, message, error: message, result: { status: 'error', error: { '': [message] } } },
    { status: 503, headers },
  );
}

function resourceUnavailable() {
  return new Response('The service is briefly unavailable. Please try again in a minute.', {
    status: 503,
    headers: { ...retryAfter, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

function logOutage(error: unknown, { request, url }: LoaderFunctionArgs) {
  logger().warn(
    {
      err: error,
      requestId: request.headers.get(REQUEST_ID_HEADER),
      method: request.method,
      path: url.pathname,
    },
    'the database is unreachable: answered 503',
  );
}

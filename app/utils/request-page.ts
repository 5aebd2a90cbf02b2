import { createContext, type RouterContextProvider } from 'react-router';
import { type Locale, localeFromPath, stripLocale } from '~/i18n/locale';

/**
 * The page a request is for, whether it came as a full load (`/ar/rental`) or as a client
 * navigation's data request (`/ar/rental.data?_routes=...`). Loaders and actions take the language
 * and the page from here, never from `request.url`, whose path differs between the two.
 */
export type RequestPage = {
  locale: Locale;
  /** The page's path with its language prefix: '/ar/rental', '/ar', '/'. */
  path: string;
  /** The same path without the language prefix: '/rental', '/'. */
  barePath: string;
  /** The page's query string, without the router's own parameters ('' or '?a=1'). */
  search: string;
};

/** React Router's own query parameters on data requests. */
const routerParams = ['_routes', 'index'];

/** The page a URL is for: the data suffix ('.data', '/_.data' for a trailing slash) and the router's parameters removed. */
export function pageOfUrl(url: URL): RequestPage {
  let path = url.pathname;
  if (path.endsWith('.data')) {
    path = path.slice(0, -'.data'.length);
    if (path.endsWith('/_')) path = path.slice(0, -1);
    if (path === '/_root') path = '/';
  }
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  path ||= '/';
  const query = new URLSearchParams(url.search);
  for (const name of routerParams) query.delete(name);
  const search = query.size ? `?${query}` : '';
  return { locale: localeFromPath(path), path, barePath: stripLocale(path), search };
}

export const requestPageContext = createContext<RequestPage>();

type Context = Readonly<RouterContextProvider>;

/** Set once per request by the root middleware. */
export const requestPage = (context: Context): RequestPage => context.get(requestPageContext);

/** The language of the page the request is for. */
export const pageLocale = (context: Context): Locale => requestPage(context).locale;

/** C0 and C1 control characters (NUL, CR, LF, DEL...), which no address or name of ours contains. */
export function hasControlCharacters(value: string) {
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f-\u009f]/.test(value);
}

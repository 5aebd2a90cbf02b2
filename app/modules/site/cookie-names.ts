/**
 * The names of the site's cookies that decide whether a page may be shared (shared-pages.server.ts):
 * the session's (the __Host- prefix pins it to this host over HTTPS, which plain HTTP in development
 * cannot use), and cookies no shared page depends on: a browser's mark of having signed in before,
 * and a business customer's choice of figures before VAT, read by their booking pages only.
 */
export const SESSION_COOKIE_NAMES = ['__Host-session', 'session'];
export const KNOWN_BROWSER_COOKIE = 'known_browser';
export const PRICE_VIEW_COOKIE = 'price_view';

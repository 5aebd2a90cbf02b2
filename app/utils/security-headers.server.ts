/** The policy for HTML documents: scripts run only from our origin or with this response's nonce. */
export function contentSecurityPolicy(nonce: string, paymentPageOrigin: string | null = null): string {
  const dev = process.env.NODE_ENV === 'development';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://tile.openstreetmap.org",
    "font-src 'self'",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    "media-src 'self'",
    'frame-src https://www.openstreetmap.org',
    "frame-ancestors 'none'",
    // Forms post here only; Book now's redirect may also go on to the provider's hosted payment page.
    `form-action 'self'${paymentPageOrigin ? ` ${paymentPageOrigin}` : ''}`,
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Headers every response carries, documents or not. */
export function baseSecurityHeaders(production: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
    ...(production ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Whether a state-changing request comes from this site's own pages: its Origin is the site's
 * public origin (APP_URL) or, for the few browsers that send no Origin, Sec-Fetch-Site is not
 * cross-site.
 */
export function isOwnFormPost(
  request: { origin?: string; fetchSite?: string | string[] },
  siteOrigin: string,
): boolean {
  if (request.origin) return request.origin === siteOrigin;
  return request.fetchSite !== 'cross-site';
}

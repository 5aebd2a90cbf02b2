import type { RequestHandler } from 'express';

/**
 * Every response carries the base security headers, set as its headers are written and only where
 * the app did not set its own: React Router appends a route's headers to those already on the
 * response, so setting them up front doubled a download's own (`nosniff, nosniff`,
 * `strict-origin-when-cross-origin, no-referrer`).
 */
export function securityHeaders(base: Record<string, string>): RequestHandler {
  return (_req, res, next) => {
    const writeHead = res.writeHead;
    // Node writes implicit headers through writeHead too, so this runs once for every response.
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      for (const [name, value] of Object.entries(base)) if (!res.hasHeader(name)) res.setHeader(name, value);
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}

import type { FieldErrors } from './schemas';
import { logger } from '~/modules/config/logger.server';
import { RETRY_AFTER_SECONDS, isDatabaseOutage } from '~/modules/db/database-outage';

/** Lists change rarely: partners and the app may reuse them for five minutes. */
export const PUBLIC_CACHE = 'public, max-age=300';
export const NO_STORE = 'no-store';

/** Every API answer: JSON, with an explicit cache policy (errors are never cached). */
export function json(
  body: unknown,
  init: { status?: number; cache?: string; headers?: Record<string, string> } = {},
): Response {
  return Response.json(body, {
    status: init.status ?? 200,
    headers: { 'Cache-Control': init.cache ?? NO_STORE, 'X-Content-Type-Options': 'nosniff', ...init.headers },
  });
}

export const notFound = () => json({ error: 'Not found' }, { status: 404 });

export const methodNotAllowed = (allow: readonly string[]) =>
  json({ error: 'Method not allowed' }, { status: 405, headers: { Allow: allow.join(', ') } });

export const validationFailed = (errors: FieldErrors) => json({ errors }, { status: 400 });

/**
 * Runs a handler so that nothing escapes as React Router's plain-text 500: an unexpected failure
 * is logged on the server and answered in JSON without its details; an unreachable database is
 * a 503 with Retry-After.
 */
export async function jsonOnly(handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    if (isDatabaseOutage(error)) {
      logger().warn({ err: error }, 'API request answered 503: the database is unreachable');
      return json(
        { error: 'Service temporarily unavailable' },
        { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } },
      );
    }
    logger().error({ err: error }, 'API request failed');
    return json({ error: 'Internal server error' }, { status: 500 });
  }
}

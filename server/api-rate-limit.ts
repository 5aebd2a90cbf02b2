import type { RequestHandler } from 'express';
import { apiRateLimiter } from '~/modules/api/api-rate-limit.server';
import { logger } from '~/modules/config/logger.server';
import { RETRY_AFTER_SECONDS, isDatabaseOutage } from '~/modules/db/database-outage';

/** Every /api/v1 call counts against its client address; over the limit it is answered 429 with Retry-After. */
export function apiRateLimit(requestsPerMinute: number): RequestHandler {
  const limiter = apiRateLimiter({ limit: requestsPerMinute, windowSeconds: 60 });
  return (req, res, next) => {
    limiter.hit(req.ip ?? 'unknown').then(
      (answer) => {
        if (answer.allowed) return next();
        res
          .status(429)
          .set({ 'Retry-After': String(answer.retryAfterSeconds), 'Cache-Control': 'no-store' })
          .json({ error: 'Too many requests' });
      },
      (error: unknown) => {
        // An unreachable database fails the call itself anyway: answered now, not after a second wait.
        if (isDatabaseOutage(error)) {
          res
            .status(503)
            .set({ 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' })
            .json({ error: 'Service temporarily unavailable' });
          return;
        }
        // Counting must never be why a call fails.
        logger().warn({ err: error }, 'counting an API call failed');
        next();
      },
    );
  };
}

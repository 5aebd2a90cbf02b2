import pino from 'pino';
import { env } from './env.server';

let instance: pino.Logger | undefined;

/**
 * The one log of the server, for the request log and for module code alike: JSON lines, at
 * LOG_LEVEL. Request logs carry headers; credentials in them (the payment sandbox's API key and
 * tokens) stay out.
 */
export function logger(): pino.Logger {
  instance ??= pino({ level: env().LOG_LEVEL, redact: ['req.headers.authorization'] });
  return instance;
}

/** Set by the server on every request (from a proxy's X-Request-Id, else new), and sent back to the client. */
export const REQUEST_ID_HEADER = 'x-request-id';

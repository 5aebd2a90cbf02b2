import { data } from 'react-router';

export const notFound = () => data(null, { status: 404 });
export const forbidden = () => data(null, { status: 403 });

/** Only same-site paths are followed after a form post, so a link can never send users elsewhere. */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/** Set by our server from the connection (or a trusted proxy); clients cannot supply it. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) || 'unknown';
}

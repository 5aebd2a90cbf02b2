import { dubaiIsoString, toDubaiParts } from '~/utils/dubai-time';
import { routeArgs } from '../../../tests/factories/route-args';

/**
 * Helpers for the API's specs (not used by the app): real `Request`s handed to a route's loader or
 * action the way React Router calls them, and answers read back as status, headers and JSON.
 */

type Handler = (args: {
  request: Request;
  params: Record<string, string>;
  context: unknown;
}) => Response | Promise<Response>;
export type Answer = { status: number; headers: Headers; body: Record<string, unknown> };

const origin = 'http://localhost';

export async function call(handler: unknown, path: string, init: RequestInit = {}): Promise<Answer> {
  const request = new Request(`${origin}${path}`, init);
  const response = await (handler as Handler)(routeArgs(request));
  expectJson(response);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

function expectJson(response: Response) {
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.startsWith('application/json'))
    throw new Error(`Expected JSON, got ${type || 'no Content-Type'} (${response.status})`);
}

/** POST with a JSON body (any value, or raw text when `raw` is set). */
export function postJson(
  handler: unknown,
  path: string,
  body: unknown,
  options: { raw?: boolean; contentType?: string | null } = {},
) {
  const headers: Record<string, string> = {};
  if (options.contentType !== null) headers['Content-Type'] = options.contentType ?? 'application/json';
  return call(handler, path, {
    method: 'POST',
    headers,
    body: options.raw ? (body as BodyInit) : JSON.stringify(body),
  });
}

const DAY_MS = 86_400_000;

/** An ISO time with the Dubai offset, `daysAhead` days from the real now at `time` (HH:MM) Dubai time. */
export function dubaiIso(daysAhead: number, time: string): string {
  return dubaiIsoString(toDubaiParts(new Date(Date.now() + daysAhead * DAY_MS)).date, time);
}

import { data } from 'react-router';
import { publicKey, recordId } from './record-id';

export const notFound = () => data(null, { status: 404 });

/** The id, or the 404 page: a malformed id names no record, exactly like an unknown one. */
export function requireRecordId(value: unknown): number {
  const id = recordId(value);
  if (id === null) throw notFound();
  return id;
}

/** The public key, or the 404 page, as for record ids. */
export function requirePublicKey(value: unknown): string {
  const key = publicKey(value);
  if (key === null) throw notFound();
  return key;
}

const isUnsafeInPath = (char: string) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f;

/** Only same-site paths are followed after a form post, so a link can never send users elsewhere. */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  // Browsers drop tabs and newlines and read a backslash as '/', so '/\t/evil.example' would leave the site: refuse them all.
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || [...value].some(isUnsafeInPath))
    return fallback;
  const base = 'http://same-site.invalid';
  const url = new URL(value, base);
  if (url.origin !== base) return fallback;
  // Percent-encoded, so a Location header never carries a character it cannot hold.
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Set by our server from the connection (or a trusted proxy); clients cannot supply it. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) || 'unknown';
}

/** NUL is the one character PostgreSQL cannot store in text; nobody types it, so it is dropped. */
const withoutNul = (text: string) => text.replaceAll('\u0000', '');

function cleanForm(form: FormData): FormData {
  const clean = new FormData();
  for (const [name, value] of form) {
    if (typeof value === 'string') clean.append(withoutNul(name), withoutNul(value));
    else clean.append(withoutNul(name), value, withoutNul(value.name));
  }
  return clean;
}

/** The posted form (fields cleaned as above), or null when the body cannot be read as one. */
export async function readFormOrNull(request: Request): Promise<FormData | null> {
  try {
    return cleanForm(await request.formData());
  } catch {
    return null;
  }
}

/**
 * The posted form, or a 415 (not a form at all: JSON, plain text) or 400 (a form that cannot be
 * read: broken multipart) that the error page explains. Nothing a browser's form sends is refused.
 */
export async function readFormData(request: Request): Promise<FormData> {
  const form = await readFormOrNull(request);
  if (form) return form;
  const type = request.headers.get('Content-Type') ?? '';
  const isForm = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type);
  throw data({ problem: 'unreadable-form' }, { status: isForm ? 400 : 415 });
}

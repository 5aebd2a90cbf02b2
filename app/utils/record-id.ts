/** The largest id a PostgreSQL integer column holds. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * The one reading of a record id from a URL segment or a form field: digits only, from 1 to the
 * database's largest integer. Anything else (letters, signs, '1e3', 2^31, '') is null, so no id
 * the database would refuse ever reaches a query.
 */
export function recordId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_RECORD_ID ? id : null;
}

const PUBLIC_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The one reading of a public key (a random UUID) from a URL segment. Records that a link shows to
 * whoever holds it, such as a booking enquiry, are named by these rather than by their sequential
 * id, so nobody can walk through other people's records by counting.
 */
export function publicKey(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const key = value.toLowerCase();
  return PUBLIC_KEY.test(key) ? key : null;
}

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

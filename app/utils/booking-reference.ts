import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * A booking reference as staff may type it, reduced to what identifies it: letters and digits in
 * upper case, without spaces or dashes, and without the `OR` prefix (the references' alphabet has
 * no O, so the prefix is never part of the code itself). The search matches it inside references
 * reduced the same way.
 */
export function referenceSearchKey(typed: string): string {
  const letters = typed.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const withoutPrefix = letters.replace(/^OR/, '');
  return withoutPrefix || letters;
}

/** A stored reference reduced as `referenceSearchKey` reduces what staff type: letters and digits, upper case. */
export const reducedReferenceOf = (reference: AnyColumn) =>
  sql`regexp_replace(upper(${reference}), '[^A-Z0-9]', '', 'g')`;

/**
 * The booking whose reference is the one typed, with or without its `OR` prefix, in any case, with
 * spaces or dashes: for a place that names one booking (a customer's, a toll's) rather than searches.
 */
export function referenceIs(reference: AnyColumn, typed: string): SQL {
  const key = referenceSearchKey(typed);
  if (!key) return sql`upper(${reference}) = ${typed.trim().toUpperCase()}`;
  // The stored reference keeps its prefix; the key has none (the alphabet has no O, so OR is only ever the prefix).
  const reduced = reducedReferenceOf(reference);
  return sql`(${reduced} = ${key} or ${reduced} = ${`OR${key}`})`;
}

import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, check, jsonb, timestamp } from 'drizzle-orm/pg-core';

/** Text kept in both site languages; Arabic may be missing and then falls back to English. */
export type LocalizedText = { en: string; ar?: string };

/** A blog body per language: the stored document (app/utils/rich-text.ts) as written in each. */
export type LocalizedDocument = { en: unknown; ar?: unknown };

export const localized = (name: string) => jsonb(name).$type<LocalizedText>();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The values as SQL literals. Written into the constraint's text rather than bound: a CHECK holds no
 * parameters. The lists are the schema's own constants, never user input.
 */
const literals = (values: readonly string[]): SQL =>
  sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));

/**
 * A CHECK that a closed-value text column holds one of the values its TypeScript type allows, built
 * from the same list, so the database refuses a state, method or kind the code does not know. NULL
 * passes (a CHECK is not NOT NULL); the column's own nullability decides that.
 */
export const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${literals(values)})`);

/** The same for a text[] column: every element is one of the values. */
export const allOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} <@ array[${literals(values)}]::text[]`);

import type { z } from 'zod';
import type { FieldErrors } from './schemas';

const unknownField = 'Unknown field.';

/**
 * A zod error as `{ field: message }`, one message per field (the first), nested fields dotted
 * ("extras.gps") and the body as a whole under "body". Unknown keys are named one by one so a
 * misspelt extra is reported instead of being silently priced as not chosen.
 */
export function fieldErrors(error: z.ZodError): FieldErrors {
  // A Map, not an object literal: a key such as "__proto__" must be reported, not set a prototype.
  const errors = new Map<string, string>();
  const add = (path: PropertyKey[], message: string) => {
    const key = path.length ? path.map(String).join('.') : 'body';
    if (!errors.has(key)) errors.set(key, message);
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') issue.keys.forEach((key) => add([...issue.path, key], unknownField));
    else add(issue.path, issue.message);
  }
  return Object.fromEntries(errors);
}

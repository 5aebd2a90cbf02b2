/**
 * Whether a database error is a unique violation, optionally of one constraint: two saves of the
 * same value at once, the second refused by the index. Drivers (PGlite, node-postgres) wrap the
 * error differently, so its causes are followed a few levels down.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let current = error, depth = 0;
    current && typeof current === 'object' && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    const { code, constraint: name, message } = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23505')
      return !constraint || name === constraint || (typeof message === 'string' && message.includes(constraint));
  }
  return false;
}

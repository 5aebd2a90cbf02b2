/** How long a client is asked to wait before trying again while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 30;

// Node's network errors when PostgreSQL cannot be reached or drops the connection.
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
// PostgreSQL's own: class 08 (connection exception), a server shutting down or starting (57P01-57P03),
// no connection slot left (53300), and its timeouts: a statement cancelled by statement_timeout
// (57014) and a session closed by idle_in_transaction_session_timeout (25P03). A database too
// slow to answer in time is as unavailable as one that cannot be reached.
const serverCodes = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25P03']);
// node-postgres says these in words only. A query with no answer within query_timeout (a silent
// server) closes its connection, and a transaction's ROLLBACK then meets the closed client.
const poolMessages = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
  /^Query read timeout$/,
  /^Client was closed and is not queryable$/,
];

function isOutageItself(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (networkCodes.has(code) || serverCodes.has(code) || code.startsWith('08')) return true;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return poolMessages.some((pattern) => pattern.test(message));
}

/**
 * Whether an error means the database could not be reached, rather than that a query was wrong.
 * Drizzle wraps the driver's error as its `cause`, and a refused connection to a name with two
 * addresses comes as an AggregateError, so both are looked through.
 */
export function isDatabaseOutage(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (isOutageItself(error)) return true;
  if (
    'errors' in error &&
    Array.isArray(error.errors) &&
    error.errors.some((inner) => isDatabaseOutage(inner, depth + 1))
  )
    return true;
  return 'cause' in error && isDatabaseOutage(error.cause, depth + 1);
}

/** The value, or the fallback when the database is unreachable: for parts of a page that can do without it. */
export async function unlessDatabaseIsDown<T>(work: Promise<T>, fallback: T): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isDatabaseOutage(error)) return fallback;
    throw error;
  }
}

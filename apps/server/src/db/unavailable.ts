/** Socket errors of a database server that is down, restarting or out of reach. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own: class 08 (connection exception), and 57P01–57P03 (shut down by an
 * administrator, crashed, starting up), 53300 (too many connections).
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/**
 * What node-postgres, its pool and PGlite say when there is no usable connection (a closed pool
 * or PGlite: the server is shutting down; PGlite's thread gone).
 */
const MESSAGES = [
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'PGlite is closed',
  'PGlite is closing',
  // The embedded database's worker thread (db/pglite-thread.ts): closed, or died.
  'the embedded database is closed',
  'the embedded database stopped',
  'database did not answer in time',
];

function* causes(error: unknown, depth = 0): Generator<unknown> {
  if (!error || typeof error !== 'object' || depth > 5) return;
  yield error;
  if (error instanceof AggregateError) {
    for (const inner of error.errors) yield* causes(inner, depth + 1);
  }
  if ('cause' in error) yield* causes(error.cause, depth + 1);
}

/**
 * Whether an error means "the database cannot be reached right now" rather than "this query is
 * wrong": Drizzle wraps the driver's error as `cause`, and a failed connect to a host with
 * several addresses is an AggregateError.
 */
export function databaseUnavailableCause(error: unknown): Error | undefined {
  for (const candidate of causes(error)) {
    if (!(candidate instanceof Error)) continue;
    const code = (candidate as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code)))
      return candidate;
    if (MESSAGES.some((message) => candidate.message.startsWith(message))) return candidate;
  }
  return undefined;
}

/** Start-up gave up on a database it could not reach; the message names where and why. */
export class DatabaseUnreachableError extends Error {}

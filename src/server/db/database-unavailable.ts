/**
 * Whether an error means the database cannot be reached, rather than that a query or our code is wrong:
 * the one place that tells an outage (503, try again) from a bug (500).
 */

/** Socket errors on the way to PostgreSQL. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not taking connections: class 08 (connection exception),
 * admin/crash shutdown, cannot connect now (starting up or recovering), too many connections.
 */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53300)$/;

/** Thrown by node-postgres, pg-pool and PGlite themselves, with no code to go by. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable$/,
  /^Cannot use a pool after calling end/,
  /^PGlite is clos(ed|ing)$/,
];

const MAX_CAUSES = 5;

function isUnavailableItself(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message));
}

/** Looks through Drizzle's wrapper (DrizzleQueryError keeps the driver's error as its cause). */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current instanceof Error && depth <= MAX_CAUSES; depth++) {
    if (isUnavailableItself(current)) return true;
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) {
      return true;
    }
    current = current.cause;
  }
  return false;
}

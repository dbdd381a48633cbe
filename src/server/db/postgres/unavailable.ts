/**
 * Which PostgreSQL failures mean "the database cannot answer now", as
 * opposed to a fault in the query: a server that is down, restarting or
 * unreachable, one with no connection slot free, or a transaction that lost
 * a lock race. Such a request is worth repeating in a moment (503 with
 * Retry-After); anything else is our bug (500).
 */

/** Why PostgreSQL could not answer: it was not there, or it was there but too contended. */
export type PostgresUnavailable = 'unreachable' | 'busy';

/**
 * The socket's codes and postgres-js's own for a connection that could not
 * be made, was lost, or was closed as the server stopped.
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
]);

/** SQLSTATEs of a server going away or not yet there. */
const UNREACHABLE_STATES = new Set([
  // admin_shutdown (pg_ctl stop, a failover), crash_shutdown, cannot_connect_now (starting up)
  '57P01',
  '57P02',
  '57P03',
]);

/** SQLSTATEs of a server that is there but cannot take this work now. */
const BUSY_STATES = new Set([
  // too_many_connections: every slot of max_connections taken, by this and other servers
  '53300',
  // serialization_failure, deadlock_detected: the transaction lost to another one
  '40001',
  '40P01',
  // lock_not_available: a lock_timeout ran out
  '55P03',
]);

/**
 * What kept PostgreSQL from answering, or null when the error is something
 * else. Follows `cause`, since drizzle wraps the driver's error in its own.
 */
export function postgresUnavailable(error: unknown): PostgresUnavailable | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return null;
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string') {
      if (CONNECTION_CODES.has(code) || UNREACHABLE_STATES.has(code)) return 'unreachable';
      // connection_exception and its subclasses (08000, 08003, 08006...)
      if (/^08[0-9A-Z]{3}$/.test(code)) return 'unreachable';
      if (BUSY_STATES.has(code)) return 'busy';
    }
    current = cause;
  }
  return null;
}

import { postgresUnavailable } from '../db/postgres/unavailable';
import { DATABASE_BUSY_MESSAGE, isDatabaseBusy } from './database-busy';

/** What a client is told while the database server cannot be reached. */
export const DATABASE_UNREACHABLE_MESSAGE = 'The database cannot be reached; try again in a moment';

export interface DatabaseUnavailable {
  reason: 'busy' | 'unreachable';
  /** The sentence for the client. */
  message: string;
  /** The innermost error code (SQLITE_BUSY, ECONNREFUSED, 57P01...), for the operator. */
  code: string;
}

/**
 * Whether the database cannot answer now, whichever the engine, or null when
 * the error is something else: SQLite's write lock held elsewhere for the
 * whole busy timeout, or PostgreSQL down, unreachable or too contended
 * (postgres/unavailable.ts). Either is a wait, not a bug: 503 with
 * Retry-After.
 */
export function databaseUnavailable(error: unknown): DatabaseUnavailable | null {
  const reason = isDatabaseBusy(error) ? 'busy' : postgresUnavailable(error);
  if (!reason) return null;
  return {
    reason,
    message: reason === 'busy' ? DATABASE_BUSY_MESSAGE : DATABASE_UNREACHABLE_MESSAGE,
    code: innermostCode(error),
  };
}

function innermostCode(error: unknown): string {
  let code = 'unknown';
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') break;
    const found = (current as { code?: unknown }).code;
    if (typeof found === 'string') code = found;
    current = (current as { cause?: unknown }).cause;
  }
  return code;
}

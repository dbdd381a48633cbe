/** What a writer is told while another process holds the database's write lock. */
export const DATABASE_BUSY_MESSAGE = 'The database is busy; try again in a moment';
/** Seconds a client should wait before retrying a write refused as busy. */
export const DATABASE_BUSY_RETRY_AFTER = 2;

/**
 * True for SQLite's SQLITE_BUSY (and its extended codes such as
 * SQLITE_BUSY_SNAPSHOT): the write lock stayed taken for the whole busy
 * timeout. Follows `cause`, since a query builder may wrap the driver's error.
 */
export function isDatabaseBusy(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, errno, cause } = current as { code?: unknown; errno?: unknown; cause?: unknown };
    if (typeof code === 'string' && code.startsWith('SQLITE_BUSY')) return true;
    // SQLITE_BUSY's primary result code, when the error carries only the number.
    if (errno === 5 && typeof code !== 'string') return true;
    current = cause;
  }
  return false;
}

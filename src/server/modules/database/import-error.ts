/** An import that was refused; the message names the record at fault. Nothing was written. */
export class DatabaseImportError extends Error {}

/**
 * SQLSTATE classes of a value or row the database will not store (22: data
 * exception, such as a NUL character in PostgreSQL text; 23: a constraint),
 * and SQLite's constraint codes. Anything else (busy, unreachable) is not
 * the file's fault and stays what it is.
 */
const REFUSALS = [/^22/, /^23/, /^SQLITE_CONSTRAINT/];

/**
 * The refusal, as an import error, when the database would not store what
 * the export's rules let through (PostgreSQL keeps no NUL character in
 * text, where SQLite does): its own reason, without the statement and its
 * values, which would repeat whole articles. Null for any other error.
 */
export function databaseRefusal(error: unknown): DatabaseImportError | null {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const code = String((cause as { code?: unknown })?.code ?? '');
  if (!REFUSALS.some((pattern) => pattern.test(code))) return null;
  const reason = (cause instanceof Error ? cause.message : String(cause)).split('\n')[0]!;
  return new DatabaseImportError(`The database refused a record (${reason.slice(0, 300)})`);
}

import type { Database } from 'bun:sqlite';

/**
 * `quick`: PRAGMA quick_check, every page and record readable (O(size)), run
 * at each start. `full`: PRAGMA integrity_check, which also matches every
 * index to its table, plus foreign_key_check; run by `gazette check` and on
 * every backup.
 */
export type IntegrityLevel = 'quick' | 'full';

/** How many problems a check lists at most: one damaged page can report thousands. */
const MAX_PROBLEMS = 10;

/** SQLite's answers that mean the file itself is bad; any other error (busy, I/O) is not a verdict. */
const DAMAGE_CODES = ['SQLITE_NOTADB', 'SQLITE_CORRUPT'];

/** SQLite's own words for why the file cannot be read (not a database, corrupt page). */
function damageMessage(error: unknown): string {
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  if (DAMAGE_CODES.some((damage) => code.startsWith(damage))) return (error as Error).message;
  throw error;
}

/**
 * What is wrong with the open database file; an empty list when it is sound.
 * A file that is not a database at all is reported, not thrown.
 */
export function integrityProblems(sqlite: Database, level: IntegrityLevel): string[] {
  try {
    const pragma = level === 'quick' ? 'quick_check' : 'integrity_check';
    const rows = sqlite.query(`PRAGMA ${pragma}(${MAX_PROBLEMS})`).values() as [string][];
    // SQLite may put several problems in one row, under a "*** in database main ***" heading.
    const problems = rows
      .flatMap(([text]) => text.split('\n'))
      .map((line) => line.trim())
      .filter((line) => line && line !== 'ok' && !/^\*\*\* in database \w+ \*\*\*$/.test(line))
      .slice(0, MAX_PROBLEMS);
    if (level === 'full' && problems.length === 0) {
      const dangling = sqlite.query('PRAGMA foreign_key_check').all() as Array<{
        table: string;
        rowid: number;
        parent: string;
      }>;
      for (const row of dangling.slice(0, MAX_PROBLEMS)) {
        problems.push(`${row.table} row ${row.rowid} refers to a missing ${row.parent} row`);
      }
    }
    return problems;
  } catch (error) {
    return [damageMessage(error)];
  }
}

/** One line for an operator: what is wrong, with SQLite's words, and what to do. */
export function damagedDatabaseMessage(path: string, problems: readonly string[]): string {
  const shown = problems
    .slice(0, 3)
    .map((problem) => problem.replace(/\s+/g, ' '))
    .join('; ');
  const more = problems.length > 3 ? ` and ${problems.length - 3} more` : '';
  return `The database file at ${path} is damaged (${shown}${more}). Restore a backup (made with "gazette backup PATH") to this path, or move the file away to start with an empty database.`;
}

/** The server refuses to start on a damaged file; index.ts prints the message and exits. */
export class DatabaseDamagedError extends Error {
  constructor(
    readonly path: string,
    readonly problems: readonly string[],
  ) {
    super(damagedDatabaseMessage(path, problems));
  }
}

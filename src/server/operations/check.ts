import { Database } from 'bun:sqlite';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { damagedDatabaseMessage, integrityProblems } from '../db/integrity';
import { OperationError } from './operation-error';

export interface CheckResult {
  path: string;
  /** Empty when the file passed integrity_check and foreign_key_check. */
  problems: string[];
}

/**
 * The full integrity check of a database file, read-only: safe while the
 * site runs (WAL readers never block the writer). Throws OperationError when
 * there is no file to check.
 */
export function checkDatabase(path: string): CheckResult {
  const absolute = resolve(path);
  if (!existsSync(absolute)) throw new OperationError(`There is no database at ${absolute}.`);
  // SQLite: integrity_check and foreign_key_check on a read-only connection of its own.
  const sqlite = new Database(absolute, { readonly: true });
  try {
    return { path: absolute, problems: integrityProblems(sqlite, 'full') };
  } finally {
    sqlite.close();
  }
}

/** The one line `gazette check` prints. */
export function checkReport({ path, problems }: CheckResult): string {
  return problems.length === 0
    ? `The database at ${path} is sound (integrity_check and foreign_key_check: ok).`
    : damagedDatabaseMessage(path, problems);
}

import { Database } from 'bun:sqlite';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { damagedDatabaseMessage, integrityProblems } from '../db/integrity';
import { closePostgres, openPostgres } from '../db/postgres/connect';
import { postgresIntegrity } from '../db/postgres/integrity';
import type { Engine } from '../db/store';
import type { DatabaseSettings } from '../env';
import { resources } from '../resources';
import { postgresName } from './command-database';
import { OperationError } from './operation-error';

export interface CheckResult {
  engine: Engine;
  /** How the lines name the database: its file, or the PostgreSQL server and database. */
  name: string;
  /** Empty when every check passed. */
  problems: string[];
  /** What was checked, for the line that says all is well. */
  checked: string;
}

/**
 * The full integrity check of a database file, read-only: safe while the
 * site runs (WAL readers never block the writer). Throws OperationError when
 * there is no file to check.
 */
export function checkSqliteFile(path: string): CheckResult {
  const absolute = resolve(path);
  if (!existsSync(absolute)) throw new OperationError(`There is no database at ${absolute}.`);
  // SQLite: integrity_check and foreign_key_check on a read-only connection of its own.
  const sqlite = new Database(absolute, { readonly: true });
  try {
    return {
      engine: 'sqlite',
      name: absolute,
      problems: integrityProblems(sqlite, 'full'),
      checked: 'integrity_check and foreign_key_check: ok',
    };
  } finally {
    sqlite.close();
  }
}

/**
 * PostgreSQL's check (db/postgres/integrity.ts): connecting (waiting as the
 * server would), then the migration level, keys, indexes, triggers and
 * sequences, without changing anything, migrations included. A server that
 * cannot be reached throws its one DatabaseConnectError line.
 */
export async function checkPostgres(
  url: string,
  connectTimeoutS: number,
  onWait?: (line: string) => void,
): Promise<CheckResult> {
  const db = await openPostgres(url, {
    connectTimeoutS,
    onWait,
    applyMigrations: false,
    maxConnections: 1,
  });
  try {
    const { problems, serverVersion, migrations } = await postgresIntegrity(
      db,
      resources.postgresMigrationsDir,
    );
    return {
      engine: 'postgres',
      name: postgresName(url),
      problems,
      checked: `server ${serverVersion}; ${migrations.applied} of ${migrations.expected} migrations applied; keys, indexes, search triggers and identity sequences present, constraints validated, foreign keys holding`,
    };
  } finally {
    await closePostgres(db);
  }
}

/** `gazette check`: the configured database, whichever engine holds it. */
export function checkDatabase(
  settings: DatabaseSettings,
  onWait?: (line: string) => void,
): Promise<CheckResult> | CheckResult {
  return settings.DATABASE_URL
    ? checkPostgres(settings.DATABASE_URL, settings.DATABASE_CONNECT_TIMEOUT_S, onWait)
    : checkSqliteFile(settings.DATABASE_PATH);
}

/** The one line `gazette check` prints. */
export function checkReport({ engine, name, problems, checked }: CheckResult): string {
  if (problems.length === 0) return `The database at ${name} is sound (${checked}).`;
  if (engine === 'sqlite') return damagedDatabaseMessage(name, problems);
  const shown = problems.slice(0, 3).join('; ');
  const more = problems.length > 3 ? ` and ${problems.length - 3} more` : '';
  return `The database at ${name} has problems (${shown}${more}). Missing migrations are applied by starting this version of the server; for the rest, restore a backup (pg_restore of a "gazette backup" file) or repair it with psql.`;
}

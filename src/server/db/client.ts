import { Database } from 'bun:sqlite';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { type BunSQLiteDatabase, drizzle } from 'drizzle-orm/bun-sqlite';
import { migrate } from 'drizzle-orm/bun-sqlite/migrator';
import { resources } from '../resources';
import { forgetCleanShutdown, leftClean } from './clean-shutdown';
import { DatabaseDamagedError, integrityProblems } from './integrity';
import * as schema from './schema';

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };

/** How long a write waits for another connection's write lock before failing with SQLITE_BUSY. */
export const DEFAULT_BUSY_TIMEOUT_MS = 5000;

export interface OpenDatabaseOptions {
  busyTimeoutMs?: number;
  /**
   * Skip the integrity check when the file is exactly as this server's last
   * clean shutdown left it (clean-shutdown.ts). The server does; tools that
   * open a file for a moment need not.
   */
  trustCleanShutdown?: boolean;
}

/**
 * Opens (creating if needed) the database file and brings its schema up to
 * date. Throws DatabaseDamagedError, before touching the file, when it fails
 * SQLite's quick_check or is not a database at all.
 */
export function openDatabase(path: string, options: OpenDatabaseOptions = {}): Db {
  const onDisk = path !== ':memory:';
  if (onDisk) mkdirSync(dirname(path), { recursive: true });
  const checked = !(onDisk && options.trustCleanShutdown && leftClean(path));
  if (onDisk) forgetCleanShutdown(path);
  const sqlite = new Database(path, { create: true, strict: true });
  // Wait for a competing writer instead of failing at once with SQLITE_BUSY.
  sqlite.run(`PRAGMA busy_timeout = ${options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS}`);
  // Serving from a damaged file would spread the damage with every write.
  const problems = checked ? integrityProblems(sqlite, 'quick') : [];
  if (problems.length > 0) {
    sqlite.close();
    throw new DatabaseDamagedError(path, problems);
  }
  // WAL lets readers proceed while one writer commits.
  sqlite.run('PRAGMA journal_mode = WAL');
  sqlite.run('PRAGMA foreign_keys = ON');
  // NORMAL is safe with WAL: a crash of the process loses nothing, and a power
  // cut can lose at most the last transactions, never corrupt the file. FULL
  // would fsync on every commit for little gain on a news site.
  sqlite.run('PRAGMA synchronous = NORMAL');
  const db = drizzle({ client: sqlite, schema });
  migrate(db, { migrationsFolder: resources.migrationsDir });
  return db;
}

/**
 * Closes the database with its write-ahead log folded back into the file
 * (left empty), so the file alone is the whole database.
 */
export function closeDatabase(db: Db): void {
  db.$client.run('PRAGMA wal_checkpoint(TRUNCATE)');
  db.$client.close();
}

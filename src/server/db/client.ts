import { Database } from 'bun:sqlite';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { type BunSQLiteDatabase, drizzle } from 'drizzle-orm/bun-sqlite';
import { migrate } from 'drizzle-orm/bun-sqlite/migrator';
import { resources } from '../resources';
import * as schema from './schema';

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };

/** Opens (creating if needed) the database file and brings its schema up to date. */
export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path, { create: true, strict: true });
  // WAL lets readers proceed while one writer commits.
  sqlite.run('PRAGMA journal_mode = WAL');
  sqlite.run('PRAGMA foreign_keys = ON');
  // Wait for a competing writer instead of failing at once with SQLITE_BUSY.
  sqlite.run('PRAGMA busy_timeout = 5000');
  // NORMAL is safe with WAL: a crash of the process loses nothing, and a power
  // cut can lose at most the last transactions, never corrupt the file. FULL
  // would fsync on every commit for little gain on a news site.
  sqlite.run('PRAGMA synchronous = NORMAL');
  const db = drizzle({ client: sqlite, schema });
  migrate(db, { migrationsFolder: resources.migrationsDir });
  return db;
}

import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDatabase } from '../db/client';
import { describeTarget, parseDatabaseUrl } from '../db/postgres/connection-errors';
import { openPostgresStore } from '../db/postgres/store';
import { createSqliteStore, type Store } from '../db/store';
import type { DatabaseSettings } from '../env';
import { createDatabaseService, type DatabaseService } from '../modules/database/service';
import { OperationError } from './operation-error';

/** How the lines of a command name a PostgreSQL database: the server and database, never the password. */
export function postgresName(url: string): string {
  return `PostgreSQL ${describeTarget(parseDatabaseUrl(url))}`;
}

/** How the lines name the configured database: its file, or the PostgreSQL server and database. */
export function databaseName(settings: DatabaseSettings): string {
  return settings.DATABASE_URL
    ? postgresName(settings.DATABASE_URL)
    : resolve(settings.DATABASE_PATH);
}

export interface CommandStore {
  /** How the lines name the database. */
  name: string;
  store: Store;
  close(): Promise<void>;
}

export interface CommandOptions {
  /** False: a SQLite file that does not exist is refused rather than created. */
  create: boolean;
  /** Told while PostgreSQL is not answering yet (within DATABASE_CONNECT_TIMEOUT_S). */
  onWait?: (line: string) => void;
}

/**
 * The configured database as a store, checked and brought up to date as the
 * server would open it: PostgreSQL when DATABASE_URL is set, else the SQLite
 * file at DATABASE_PATH. The one place the commands that go through the
 * services know the engine.
 */
export async function openCommandStore(
  settings: DatabaseSettings,
  { create, onWait }: CommandOptions,
): Promise<CommandStore> {
  const name = databaseName(settings);
  if (!settings.DATABASE_URL && !create && !existsSync(name)) {
    throw new OperationError(`There is no database at ${name}.`);
  }
  if (settings.DATABASE_URL) {
    const store = await openPostgresStore(settings.DATABASE_URL, {
      connectTimeoutS: settings.DATABASE_CONNECT_TIMEOUT_S,
      onWait,
    });
    return { name, store, close: () => store.close() };
  }
  const db = openDatabase(name);
  const store = createSqliteStore(db);
  return {
    name,
    store,
    // Not a checkpoint: a running server may hold the log; closing the last
    // connection folds it in.
    async close() {
      store.close();
      db.$client.close();
    },
  };
}

export interface CommandDatabase {
  name: string;
  database: DatabaseService;
  close(): Promise<void>;
}

/** The database service over the configured database, for export and import. */
export async function openCommandDatabase(
  settings: DatabaseSettings,
  options: CommandOptions,
): Promise<CommandDatabase> {
  const { name, store, close } = await openCommandStore(settings, options);
  return { name, database: createDatabaseService(store), close };
}

import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDatabase } from '../db/client';
import { createSqliteStore } from '../db/store';
import { createDatabaseService, type DatabaseService } from '../modules/database/service';
import { OperationError } from './operation-error';

export interface CommandDatabase {
  /** How the lines name the database: its file. */
  name: string;
  database: DatabaseService;
  close(): void;
}

/**
 * The database service over the configured database, for export and
 * import: the one place these commands know the engine. They speak only to
 * the service, so another engine is another branch here.
 */
export function openCommandDatabase(
  databasePath: string,
  { create }: { create: boolean },
): CommandDatabase {
  const path = resolve(databasePath);
  if (!create && !existsSync(path)) throw new OperationError(`There is no database at ${path}.`);
  // Checked and brought up to date as the server would open it.
  const db = openDatabase(path);
  const store = createSqliteStore(db);
  return {
    name: path,
    database: createDatabaseService(store),
    // Not a checkpoint: a running server may hold the log; closing the last
    // connection folds it in.
    close: () => {
      store.close();
      db.$client.close();
    },
  };
}

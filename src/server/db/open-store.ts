import type { DatabaseSettings } from '../env';
import type { OpenDatabaseOptions } from './client';
import { openPostgresStore } from './postgres/store';
import { openSqliteStore, type Store } from './store';

export type OpenedStore = Store & { close(): void | Promise<void> };

/**
 * The configured database as a store: PostgreSQL when DATABASE_URL is set
 * (waiting up to DATABASE_CONNECT_TIMEOUT_S for it to accept connections),
 * else the SQLite file at DATABASE_PATH. Either way its schema is brought up
 * to date first.
 */
export function openStore(
  settings: DatabaseSettings,
  options: OpenDatabaseOptions & { onWait?: (line: string) => void } = {},
): Promise<OpenedStore> | OpenedStore {
  if (settings.DATABASE_URL) {
    return openPostgresStore(settings.DATABASE_URL, {
      connectTimeoutS: settings.DATABASE_CONNECT_TIMEOUT_S,
      onWait: options.onWait,
    });
  }
  return openSqliteStore(settings.DATABASE_PATH, options);
}

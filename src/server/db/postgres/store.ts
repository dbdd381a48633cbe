import { AsyncLocalStorage } from 'node:async_hooks';
import { committedTransactionCounter } from '../changes';
import type { Db } from '../client';
import type * as sqliteSchema from '../schema';
import { postgresFragments } from '../sql-fragments';
import type { Store } from '../store';
import { closePostgres, type OpenPostgresOptions, openPostgres, type PostgresDb } from './connect';
import * as schema from './schema';

type PostgresTx = Parameters<Parameters<PostgresDb['transaction']>[0]>[0];

/**
 * PostgreSQL's store: reads and transactions share the connection pool, and
 * the server keeps concurrent transactions apart itself (each holds its own
 * connection). The services are typed against one query interface, SQLite's;
 * PostgreSQL's builders have the same methods and the two schemas the same
 * tables, columns and value types (schema-parity.test.ts), which is what
 * makes the casts below true, and the test suite running on both engines
 * what checks it.
 */
export function createPostgresStore(db: PostgresDb): Store & { close(): Promise<void> } {
  const current = new AsyncLocalStorage<PostgresTx>();
  const changes = committedTransactionCounter();
  return {
    engine: 'postgres',
    db: db as unknown as Db,
    tables: schema as unknown as typeof sqliteSchema,
    fragments: postgresFragments,
    changes,
    async transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      const open = current.getStore();
      if (open) return work(open as unknown as Db);
      const result = await db.transaction((tx) => current.run(tx, () => work(tx as unknown as Db)));
      // After the commit, never before: a read between the two would be
      // remembered under the new version with the old data.
      changes.committed();
      return result;
    },
    close: () => closePostgres(db),
  };
}

/** Connects to DATABASE_URL (waiting for the server as openPostgres does) as a store. */
export async function openPostgresStore(
  url: string,
  options: OpenPostgresOptions = {},
): Promise<Store & { close(): Promise<void> }> {
  return createPostgresStore(await openPostgres(url, options));
}

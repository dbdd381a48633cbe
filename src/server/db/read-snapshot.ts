import { Database } from 'bun:sqlite';
import { drizzle } from 'drizzle-orm/bun-sqlite';
import type { Db } from './client';
import type { PostgresDb } from './postgres/connect';
import { openPostgresReadSnapshot } from './postgres/read-snapshot';
import * as schema from './schema';
import type { Store } from './store';

export interface ReadSnapshot {
  /** Reads one moment of the data, whatever is written meanwhile. */
  db: Db;
  /** Ends the snapshot and closes its connection. */
  end(): Promise<void>;
}

/**
 * A read-only connection of its own, inside one read transaction: every
 * query through it sees the database as it was at the first one, while the
 * site goes on reading and writing through its own connections (WAL lets a
 * reader keep its moment without holding up writers). For reads that span
 * many steps, such as an export streamed to a slow client. A database in
 * memory has no file to open twice: it is read directly. PostgreSQL:
 * postgres/read-snapshot.ts.
 */
export async function openReadSnapshot(store: Store): Promise<ReadSnapshot> {
  if (store.engine === 'postgres')
    return openPostgresReadSnapshot(store.db as unknown as PostgresDb);
  // SQLite: a second read-only connection to the file, in a read transaction.
  const file = store.db.$client.filename;
  if (!file || file === ':memory:') return { db: store.db, end: async () => {} };
  const sqlite = new Database(file, { readonly: true, strict: true });
  sqlite.run('BEGIN');
  return {
    db: drizzle({ client: sqlite, schema }) as Db,
    async end() {
      if (sqlite.inTransaction) sqlite.run('COMMIT');
      sqlite.close();
    },
  };
}

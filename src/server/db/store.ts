import { Database } from 'bun:sqlite';
import { AsyncLocalStorage } from 'node:async_hooks';
import { drizzle } from 'drizzle-orm/bun-sqlite';
import { readersFirst } from '../http/readers-first';
import { type Changes, sqliteChanges } from './changes';
import {
  closeDatabase,
  type Db,
  DEFAULT_BUSY_TIMEOUT_MS,
  type OpenDatabaseOptions,
  openDatabase,
} from './client';
import * as schema from './schema';
import { type SqlFragments, sqliteFragments } from './sql-fragments';
import { keepStatements } from './statement-cache';
import { writeLockOf } from './write-lock';

/** The engines a Gazette database can live in. */
export type Engine = 'sqlite' | 'postgres';

/**
 * Everything the services know of the database: queries are built from
 * `tables` and run through `db` (reads) or inside `transaction` (every
 * write, and the reads a write depends on). The services are written once
 * over this; what differs between engines stays behind it.
 */
export interface Store {
  readonly engine: Engine;
  /** Reads. Never writes: on SQLite this connection is the reading one. */
  readonly db: Db;
  /** The tables of this engine's schema, the ones queries must be built from. */
  readonly tables: typeof schema;
  /** The raw SQL whose spelling differs by engine (sql-fragments.ts). */
  readonly fragments: SqlFragments;
  /** Tells whether the data may have changed since an earlier version (changes.ts). */
  readonly changes: Changes;
  /**
   * Runs `work` in one transaction: all of its writes land or none do. Keep
   * it to database work (no hashing, no network): it holds the write lock.
   * A transaction started inside another joins it.
   */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * In a long write, before its transaction or between two of its steps:
   * lets the requests that arrived meanwhile be answered first. SQLite runs
   * statements on the serving thread, so a save's statements would
   * otherwise hold every cached answer for their whole run; readers never
   * see an open transaction (they read on a connection of their own). On
   * PostgreSQL every statement already waits for the network: nothing to do.
   */
  breathe(): Promise<void>;
  /**
   * Runs `work` unless another process on the same database is running the
   * work of that name right now (then resolves false at once): timed work
   * done once per cluster, not once per process. With `wait`, waits for the
   * other to finish instead, then runs (work that checks what is done
   * before doing it, as at start). On SQLite, which one process serves, it
   * simply runs.
   */
  alone(name: string, work: () => Promise<void>, options?: { wait?: boolean }): Promise<boolean>;
}

/**
 * SQLite's store over the connection the server opened (`db`), which becomes
 * the writing one: reads go through a second, read-only connection to the
 * same file, and transactions run on `db` one at a time. bun:sqlite runs a
 * statement synchronously, but a transaction's work awaits between
 * statements, and other requests run in those gaps: on a connection of their
 * own, they neither see the transaction's uncommitted rows nor, by writing,
 * slip into a transaction that may still roll back (a write on the reading
 * connection fails at once). In-process writers queue here instead of
 * meeting SQLite's busy wait, which would block the event loop the open
 * transaction needs to finish.
 */
export function createSqliteStore(db: Db): Store & { close(): void } {
  const file = db.$client.filename;
  // A database in memory has no file to open twice: it reads where it writes.
  const reader: Db =
    file && file !== ':memory:'
      ? (drizzle({ client: openReader(db.$client, file), schema }) as Db)
      : db;
  // A save's statements are the same every time: compiled once, not six per
  // save (its update among them, with the search triggers it fires).
  keepStatements(db.$client);
  const writer = db;
  const current = new AsyncLocalStorage<Db>();
  let queue: Promise<unknown> = Promise.resolve();
  // Another thread of this process may write to the file (the save worker):
  // its turn is waited for here, not in SQLite's busy handler.
  const lock = file && file !== ':memory:' ? writeLockOf(file) : null;

  async function run<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    await lock?.acquire();
    try {
      writer.$client.run('BEGIN IMMEDIATE');
      try {
        const result = await current.run(writer, () => work(writer));
        writer.$client.run('COMMIT');
        return result;
      } catch (error) {
        if (writer.$client.inTransaction) writer.$client.run('ROLLBACK');
        throw error;
      }
    } finally {
      lock?.release();
    }
  }

  return {
    ...sqliteReads(reader),
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      const open = current.getStore();
      if (open) return work(open);
      const turn = queue.then(() => run(work));
      // The next transaction waits for this one, whatever its outcome.
      queue = turn.catch(() => undefined);
      return turn;
    },
    /** Closes the reading connection (strictly, as the workers' close); the writing one is the caller's. */
    close() {
      if (reader !== writer) reader.$client.close(true);
    },
  };
}

/** What every SQLite store is, over its reading connection; one process alone serves the file. */
function sqliteReads(reader: Db): Omit<Store, 'transaction'> {
  return {
    engine: 'sqlite',
    db: reader,
    tables: schema,
    fragments: sqliteFragments,
    // Watched on the reading connection: the writing one's commits move its
    // data_version, its own scratch tables its total_changes().
    changes: sqliteChanges(reader.$client),
    async alone(_name, work) {
      await work();
      return true;
    },
    breathe: readersFirst,
  };
}

/** The reading connection: read-only, waiting for a busy file as the writing one does. */
function openReader(writer: Database, file: string): Database {
  const busyTimeout = writer.query<{ timeout: number }, []>('PRAGMA busy_timeout').get()?.timeout;
  return readOnlyConnection(file, busyTimeout ?? DEFAULT_BUSY_TIMEOUT_MS);
}

function readOnlyConnection(file: string, busyTimeoutMs: number): Database {
  const reader = new Database(file, { readonly: true, strict: true });
  reader.run(`PRAGMA busy_timeout = ${busyTimeoutMs}`);
  return keepStatements(reader);
}

/**
 * A store that only reads the SQLite file at `path`, which a server has
 * opened (and migrated) already, on a read-only connection of its own: the
 * search and render workers' (src/server/search-worker.ts,
 * render-worker.ts). It has no transactions.
 */
export function openSqliteReadingStore(
  path: string,
  busyTimeoutMs: number,
): Store & { close(): void } {
  const reader = drizzle({ client: readOnlyConnection(path, busyTimeoutMs), schema }) as Db;
  return {
    ...sqliteReads(reader),
    transaction: () => Promise.reject(new Error('This store only reads: it has no transactions')),
    close() {
      // Strictly (its statements finalized), not left open until they are
      // collected: a connection another thread leaves behind keeps the
      // server's last checkpoint from emptying the log.
      reader.$client.close(true);
    },
  };
}

/**
 * A store that writes to the SQLite file at `path`, which a server has
 * opened (and migrated) already, on connections of its own: the save
 * worker's (src/server/save-worker.ts). Its transactions take their turn
 * with the server's through the write lock the server shared
 * (write-lock.ts). Nothing here needs to let readers in between steps: no
 * reader is answered on this thread.
 */
export function openSqliteWritingStore(
  path: string,
  busyTimeoutMs: number,
): Store & { close(): void } {
  const sqlite = new Database(path, { strict: true });
  sqlite.run(`PRAGMA busy_timeout = ${busyTimeoutMs}`);
  sqlite.run('PRAGMA foreign_keys = ON');
  sqlite.run('PRAGMA synchronous = NORMAL');
  const store = createSqliteStore(drizzle({ client: sqlite, schema }) as Db);
  return {
    ...store,
    breathe: () => Promise.resolve(),
    close() {
      store.close();
      // Strictly: the server's last checkpoint must find no connection of
      // this thread's left open.
      sqlite.close(true);
    },
  };
}

/** Opens the SQLite file at `path` (see openDatabase) as a store. */
export function openSqliteStore(
  path: string,
  options: OpenDatabaseOptions = {},
): Store & { close(): void } {
  const db = openDatabase(path, options);
  const store = createSqliteStore(db);
  return {
    ...store,
    close() {
      store.close();
      closeDatabase(db);
    },
  };
}

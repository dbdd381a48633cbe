import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../client';
import type * as sqliteSchema from '../schema';
import { postgresFragments } from '../sql-fragments';
import type { Store } from '../store';
import { type Bumped, bumpStatement, createClusterChanges } from './cluster-changes';
import {
  closePostgres,
  type OpenPostgresOptions,
  openListeningClient,
  openPostgres,
  type PostgresDb,
} from './connect';
import * as schema from './schema';

type PostgresTx = Parameters<Parameters<PostgresDb['transaction']>[0]>[0];

/**
 * Any number will do for the advisory locks of work done once per cluster,
 * as long as nothing else on the database uses them: the name's hash is
 * added to this.
 */
const ALONE_LOCK_BASE = 4_707_022_000;

function lockKey(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 1_000_000;
  return ALONE_LOCK_BASE + hash;
}

export interface PostgresStoreOptions {
  /** The database's address, for the listening connection. */
  url: string;
  /** False: other processes' writes are found by the checks alone (tests of that fallback). */
  listen?: boolean;
  /** How often the data version row is read besides the notifications (cluster-changes.ts). */
  checkEveryMs?: number;
  /** How long a check may go unanswered before the listening connection is replaced. */
  stalledAfterMs?: number;
}

/**
 * PostgreSQL's store: reads and transactions share the connection pool, and
 * the server keeps concurrent transactions apart itself (each holds its own
 * connection). The services are typed against one query interface, SQLite's;
 * PostgreSQL's builders have the same methods and the two schemas the same
 * tables, columns and value types (schema-parity.test.ts), which is what
 * makes the casts below true, and the test suite running on both engines
 * what checks it.
 */
export function createPostgresStore(
  db: PostgresDb,
  { url, listen = true, checkEveryMs, stalledAfterMs }: PostgresStoreOptions,
): Store & { close(): Promise<void> } {
  const current = new AsyncLocalStorage<PostgresTx>();
  const origin = crypto.randomUUID();
  const changes = createClusterChanges((onnotify) => openListeningClient(url, onnotify), {
    origin,
    listen,
    checkEveryMs,
    stalledAfterMs,
  });
  return {
    engine: 'postgres',
    db: db as unknown as Db,
    tables: schema as unknown as typeof sqliteSchema,
    fragments: postgresFragments,
    changes,
    async transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      const open = current.getStore();
      if (open) return work(open as unknown as Db);
      let bumped: Bumped | null = null;
      let result: T;
      try {
        result = await db.transaction((tx) =>
          current.run(tx, async () => {
            const value = await work(tx as unknown as Db);
            // Last, so the data_version row is locked only for the commit.
            const [row] = (await tx.execute(bumpStatement(origin))) as unknown as Bumped[];
            bumped = row ?? null;
            if (bumped) changes.committing(bumped);
            return value;
          }),
        );
      } catch (error) {
        if (bumped) changes.abandoned(bumped);
        throw error;
      }
      // After the commit, never before: a read between the two would be
      // remembered under the new version with the old data.
      changes.committed(bumped);
      return result;
    },
    // Each statement already waits for the network, where other requests run.
    breathe: () => Promise.resolve(),
    async alone(name, work, { wait = false } = {}) {
      // A session lock, on a connection of its own while the work runs: a
      // process that dies lets go of it with its connection.
      const reserved = await db.$client.reserve();
      try {
        const key = lockKey(name);
        if (wait) {
          await reserved`SELECT pg_advisory_lock(${key})`;
        } else {
          const [row] = await reserved<
            { got: boolean }[]
          >`SELECT pg_try_advisory_lock(${key}) AS got`;
          if (!row?.got) return false;
        }
        try {
          await work();
          return true;
        } finally {
          await reserved`SELECT pg_advisory_unlock(${key})`;
        }
      } finally {
        reserved.release();
      }
    },
    async close() {
      await changes.close();
      await closePostgres(db);
    },
  };
}

/** Connects to DATABASE_URL (waiting for the server as openPostgres does) as a store. */
export async function openPostgresStore(
  url: string,
  options: OpenPostgresOptions & Omit<PostgresStoreOptions, 'url'> = {},
): Promise<Store & { close(): Promise<void> }> {
  return createPostgresStore(await openPostgres(url, options), { ...options, url });
}

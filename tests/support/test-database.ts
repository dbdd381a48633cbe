/**
 * The database a test runs on. The suite runs once per engine:
 * `GAZETTE_TEST_ENGINE=postgres` puts every test app on PostgreSQL (a
 * throw-away cluster started once per test process, each app on its own
 * copy of a migrated template database); without it, on SQLite files.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, openDatabase } from '~/server/db/client';
import type { OpenedStore } from '~/server/db/open-store';
import { closePostgres, openPostgres } from '~/server/db/postgres/connect';
import { openPostgresStore } from '~/server/db/postgres/store';
import type { Engine } from '~/server/db/store';
import { createSqliteStore } from '~/server/db/store';
import { type PostgresCluster, startPostgresCluster } from './postgres-cluster';

export const TEST_ENGINE: Engine =
  process.env.GAZETTE_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

const TEMPLATE = 'gazette_template';

let cluster: PostgresCluster | null = null;
let template: Promise<void> | null = null;
let databases = 0;

/** The process's cluster, with a migrated template database to copy. */
async function postgresCluster(): Promise<PostgresCluster> {
  cluster ??= startPostgresCluster();
  const started = cluster;
  template ??= (async () => {
    const db = await openPostgres(started.createDatabase(TEMPLATE));
    await closePostgres(db);
  })();
  await template;
  return started;
}

export interface TestStore {
  store: OpenedStore;
  /**
   * The database as a test may write it directly, outside the store's
   * transactions (setting up what no service writes): SQLite's writing
   * connection, or PostgreSQL's pool.
   */
  db: Db;
  /** Closes the store and removes its database. */
  dispose(): Promise<void>;
}

/** A fresh, migrated, empty database on the engine under test. */
export async function openTestStore(engine: Engine = TEST_ENGINE): Promise<TestStore> {
  if (engine === 'postgres') {
    const pg = await postgresCluster();
    const name = `test_${process.pid}_${++databases}`;
    const store = await openPostgresStore(pg.createDatabase(name, TEMPLATE), { maxConnections: 4 });
    return {
      store,
      db: store.db,
      async dispose() {
        await store.close();
        pg.dropDatabase(name);
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'gazette-test-'));
  const db = openDatabase(join(dir, 'test.db'));
  const store = createSqliteStore(db);
  return {
    store,
    db,
    async dispose() {
      store.close();
      db.$client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The cluster the PostgreSQL test apps run on, once one is open (null before
 * and on SQLite): for a test that reads what the server wrote into its files.
 */
export function testPostgresCluster(): PostgresCluster | null {
  return cluster;
}

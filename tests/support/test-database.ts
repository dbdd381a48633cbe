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
/** The next test's database, copied from the template while this test runs. */
let nextDatabase: Promise<string> | null = null;

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

/**
 * A fresh copy of the template. FILE_COPY copies the template's files
 * whole, faster than WAL_LOG's page by page for a database this small.
 */
async function copyTemplate(pg: PostgresCluster): Promise<string> {
  const name = `test_${process.pid}_${++databases}`;
  await pg.psqlAsync(
    `CREATE DATABASE ${name} OWNER ${pg.user} TEMPLATE ${TEMPLATE} STRATEGY FILE_COPY`,
  );
  return name;
}

/** A database for the test asking now, with the next one started in the background. */
async function takeDatabase(pg: PostgresCluster): Promise<string> {
  const name = await (nextDatabase ?? copyTemplate(pg));
  nextDatabase = copyTemplate(pg);
  // Awaited by the next test; a failure here shows there, not as an unhandled rejection.
  nextDatabase.catch(() => {});
  return name;
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
    const name = await takeDatabase(pg);
    const store = await openPostgresStore(pg.urlFor(name), { maxConnections: 4 });
    return {
      store,
      db: store.db,
      async dispose() {
        await store.close();
        // Not awaited: nothing waits on the drop, and the cluster goes with the process.
        pg.psqlAsync(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
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

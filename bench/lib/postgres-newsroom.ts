/**
 * The benchmarks' newsrooms on PostgreSQL: a throw-away cluster (the test
 * suite's, tests/support/postgres-cluster.ts) and, in it, a database per
 * generated SQLite newsroom holding the same rows, copied table by table in
 * multi-row INSERTs (the rows every benchmark serves are the same on both
 * engines). Sites start on a copy (`CREATE DATABASE ... TEMPLATE`), so a
 * save on one never reaches another.
 */
import { Database } from 'bun:sqlite';
import { type PostgresCluster, startPostgresCluster } from '@tests/support/postgres-cluster';
import { getTableName, is, sql, type Table } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/bun-sqlite';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { closePostgres, openPostgres, type PostgresDb } from '~/server/db/postgres/connect';
import { moveIdentitySequencesOn } from '~/server/db/postgres/identity-sequences';
import * as pgSchema from '~/server/db/postgres/schema';
import * as sqliteSchema from '~/server/db/schema';

/** PostgreSQL takes at most 65,535 parameters in one statement. */
const MAX_PARAMETERS = 60_000;
/** Rows per statement at most, whatever their width: the statement's text stays small. */
const MAX_ROWS = 500;
/**
 * Filled by the triggers as rows arrive, on either engine, or PostgreSQL's
 * own (the write counter processes watch, created by its migration): not copied.
 */
const NOT_COPIED = new Set(['search_changes', 'data_version']);

type Row = Record<string, unknown>;
/** Rows read from SQLite at a time. */
const READ_PAGE = 10_000;

/** Rows per INSERT for a table of `columns` columns. */
export function rowsPerInsert(columns: number): number {
  return Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns)));
}

/**
 * The PostgreSQL tables with the SQLite table of the same export name, each
 * after the tables its foreign keys refer to (a module's exports come in
 * alphabetical order).
 */
export function tablePairs(): { name: string; pg: PgTable; sqlite: Table }[] {
  const sqliteTables = sqliteSchema as unknown as Record<string, Table>;
  const pairs = Object.entries(pgSchema as Record<string, unknown>).flatMap(([key, value]) => {
    if (!is(value, PgTable)) return [];
    const name = getTableName(value);
    if (NOT_COPIED.has(name)) return [];
    const twin = sqliteTables[key];
    if (!twin) throw new Error(`No SQLite table for ${name}`);
    const refersTo = getTableConfig(value)
      .foreignKeys.map((key) => getTableName(key.reference().foreignTable))
      .filter((other) => other !== name);
    return [{ name, pg: value, sqlite: twin, refersTo }];
  });
  const ordered: typeof pairs = [];
  const placed = new Set<string>();
  while (ordered.length < pairs.length) {
    const ready = pairs.filter(
      (pair) => !placed.has(pair.name) && pair.refersTo.every((other) => placed.has(other)),
    );
    if (ready.length === 0) throw new Error('The foreign keys between tables form a cycle');
    for (const pair of ready) {
      ordered.push(pair);
      placed.add(pair.name);
    }
  }
  return ordered;
}

/**
 * Inserts `rows` into `table` in multi-row statements inside one
 * transaction: the plain way to load rows, what the import is measured against.
 */
export async function insertRows(db: PostgresDb, table: PgTable, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const batch = rowsPerInsert(getTableConfig(table).columns.length);
  for (let start = 0; start < rows.length; start += batch) {
    await db.insert(table).values(rows.slice(start, start + batch) as never);
  }
}

/**
 * Copies every row of the SQLite newsroom at `sqlitePath` into the empty,
 * migrated PostgreSQL database `db`, in one transaction, then moves the
 * identity sequences past the copied ids. Returns the articles copied.
 */
export async function copyNewsroomInto(sqlitePath: string, db: PostgresDb): Promise<number> {
  // Read-only: the generated newsroom is shared by every benchmark run.
  const sqliteFile = new Database(sqlitePath, { readonly: true });
  const source = drizzle({ client: sqliteFile, schema: sqliteSchema });
  let articles = 0;
  try {
    await db.transaction(async (tx) => {
      // A bulk load's usual way: the indexes built once after the rows are
      // in (the same definitions, so the same indexes), the change log's
      // triggers off (nothing on PostgreSQL reads the log yet).
      await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
      const indexes = (await tx.execute(sql`
        SELECT indexname AS name, indexdef AS definition FROM pg_indexes i
        WHERE schemaname = 'public' AND tablename = 'articles'
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`)) as unknown as {
        name: string;
        definition: string;
      }[];
      for (const index of indexes) await tx.execute(sql`DROP INDEX ${sql.identifier(index.name)}`);
      await tx.execute(sql`ALTER TABLE articles DISABLE TRIGGER USER`);
      for (const { name, pg, sqlite } of tablePairs()) {
        // A page at a time: 100,000 bodies at once would be hundreds of MB.
        for (let offset = 0; ; offset += READ_PAGE) {
          const rows = (await source
            .select()
            .from(sqlite as never)
            .limit(READ_PAGE)
            .offset(offset)) as Row[];
          await insertRows(tx as unknown as PostgresDb, pg, rows);
          if (name === 'articles') articles += rows.length;
          if (rows.length < READ_PAGE) break;
        }
      }
      await tx.execute(sql`ALTER TABLE articles ENABLE TRIGGER USER`);
      for (const index of indexes) await tx.execute(sql.raw(index.definition));
      await moveIdentitySequencesOn(tx as never);
    });
    // What autovacuum does on a live site: fresh statistics, and the
    // visibility map set, without which every index-only scan (the status
    // counts) reads the table as well.
    await db.execute(sql`VACUUM ANALYZE`);
  } finally {
    sqliteFile.close();
  }
  return articles;
}

export interface PostgresNewsrooms {
  cluster: PostgresCluster;
  /** The template database holding the newsroom made from `sqlitePath`. */
  templateOf(sqlitePath: string): string;
  /** A fresh copy of a template database; its URL. */
  copy(template: string): string;
  drop(url: string): void;
  stop(): void;
}

/**
 * Starts a cluster and loads each SQLite newsroom into a database of its
 * own, to copy from. `log` is told how long each took.
 */
export async function loadPostgresNewsrooms(
  sqlitePaths: string[],
  log: (line: string) => void = console.log,
): Promise<PostgresNewsrooms> {
  const cluster = startPostgresCluster();
  const templates = new Map<string, string>();
  let copies = 0;
  try {
    for (const [index, path] of sqlitePaths.entries()) {
      const name = `newsroom_${index}`;
      const started = performance.now();
      const db = await openPostgres(cluster.createDatabase(name));
      const articles = await copyNewsroomInto(path, db);
      await closePostgres(db);
      log(
        `  PostgreSQL: ${articles.toLocaleString('en-US')} articles loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      templates.set(path, name);
    }
  } catch (error) {
    cluster.stop();
    throw error;
  }
  return {
    cluster,
    templateOf(sqlitePath) {
      const name = templates.get(sqlitePath);
      if (!name) throw new Error(`No PostgreSQL newsroom for ${sqlitePath}`);
      return name;
    },
    copy(template) {
      return cluster.createDatabase(`${template}_copy_${++copies}`, template);
    },
    drop(url) {
      cluster.dropDatabase(new URL(url).pathname.slice(1));
    },
    stop: () => cluster.stop(),
  };
}

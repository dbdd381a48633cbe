/**
 * Export and import of 100,000 articles through the database service
 * (src/server/modules/database), against plain bun:sqlite on the same rows:
 * a `SELECT *` for the export, and a prepared INSERT in one transaction into
 * the same schema (its indexes and search-index triggers included) for the
 * import. Prints rows per second and the ratio; target: import ≥ 0.25× the
 * plain insert.
 *
 * `--engine postgres`: the same export imported into an empty PostgreSQL
 * database (a throw-away cluster on this machine, TCP to 127.0.0.1), against
 * the same rows written by multi-row INSERTs in one transaction into another
 * empty database of the same schema (its indexes, trigram indexes and
 * change-log triggers included).
 *
 *   bun bench/import.ts [--articles 100000] [--engine sqlite|postgres]
 */

import { Database } from 'bun:sqlite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startPostgresCluster } from '@tests/support/postgres-cluster';
import { drizzle } from 'drizzle-orm/bun-sqlite';
import { openDatabase } from '~/server/db/client';
import { closePostgres, openPostgres } from '~/server/db/postgres/connect';
import * as pgSchema from '~/server/db/postgres/schema';
import { openPostgresStore } from '~/server/db/postgres/store';
import * as sqliteSchema from '~/server/db/schema';
import { createSqliteStore } from '~/server/db/store';
import { createServices } from '~/server/services';
import { cachedNewsroom, copyNewsroom } from './lib/newsroom';
import { insertRows } from './lib/postgres-newsroom';
import { heading, ratio, table, verdict } from './lib/report';

const { values } = parseArgs({
  options: {
    articles: { type: 'string', default: '100000' },
    engine: { type: 'string', default: 'sqlite' },
  },
});
const COUNT = Number(values.articles);
const ENGINE = values.engine;
if (ENGINE !== 'sqlite' && ENGINE !== 'postgres') {
  console.error('--engine is sqlite or postgres');
  process.exit(1);
}
const TARGET = 0.25;

/** A row as bun:sqlite reads it, and binds it back by column name. */
type Row = Record<string, string | number | bigint | boolean | null>;

function timed<T>(work: () => T): { result: T; seconds: number } {
  const started = performance.now();
  const result = work();
  return { result, seconds: (performance.now() - started) / 1000 };
}

async function timedAsync<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = performance.now();
  const result = await work();
  return { result, seconds: (performance.now() - started) / 1000 };
}

const perSecond = (rows: number, seconds: number) => rows / seconds;
const rate = (value: number) => `${Math.round(value).toLocaleString('en-US')} rows/s`;

const dir = mkdtempSync(join(tmpdir(), 'gazette-bench-import-'));
try {
  const sourcePath = copyNewsroom(await cachedNewsroom(COUNT), join(dir, 'source'));
  const source = openDatabase(sourcePath);
  heading(`Export and import of ${COUNT.toLocaleString('en-US')} articles (${ENGINE})`);

  const sourceStore = createSqliteStore(source);
  const exported = await timedAsync(() => createServices(sourceStore).database.exportDatabase());
  const articles = exported.result.data.articles.length;
  const plainSelect = timed(() => source.$client.query('SELECT * FROM articles').all() as Row[]);
  const storedProfiles = source.$client.query('SELECT * FROM author_profiles').all() as Row[];
  const text = timed(() => JSON.stringify(exported.result));
  const parsed = timed(() => JSON.parse(text.result));
  sourceStore.close();
  source.$client.close();
  console.log(
    `Export file: ${(text.result.length / 1024 / 1024).toFixed(0)} MB of JSON (stringify ${text.seconds.toFixed(1)} s, parse ${parsed.seconds.toFixed(1)} s, not counted below).`,
  );

  const { imported, plainInsert } =
    ENGINE === 'postgres'
      ? await intoPostgres(parsed.result, sourcePath)
      : await intoSqlite(parsed.result, plainSelect.result, storedProfiles);
  if (imported.result.imported.articles !== articles) {
    throw new Error(`Imported ${imported.result.imported.articles} of ${articles} articles`);
  }

  const exportRate = perSecond(articles, exported.seconds);
  const selectRate = perSecond(articles, plainSelect.seconds);
  const importRate = perSecond(articles, imported.seconds);
  const insertRate = perSecond(articles, plainInsert.seconds);
  console.log(
    table(
      [
        'step',
        'service',
        ENGINE === 'postgres' ? 'plain (SQLite select, PostgreSQL insert)' : 'plain bun:sqlite',
        'service ÷ plain',
        `≥ ${TARGET}×`,
      ],
      [
        [
          'export',
          `${exported.seconds.toFixed(1)} s, ${rate(exportRate)}`,
          `${plainSelect.seconds.toFixed(1)} s, ${rate(selectRate)}`,
          ratio(exportRate / selectRate),
          '(no target)',
        ],
        [
          'import',
          `${imported.seconds.toFixed(1)} s, ${rate(importRate)}`,
          `${plainInsert.seconds.toFixed(1)} s, ${rate(insertRate)}`,
          ratio(importRate / insertRate),
          verdict(importRate / insertRate >= TARGET),
        ],
      ],
    ),
  );
  console.log(
    'The import validates every record and cleans every body (sanitize-html) before writing; both inserts feed the search index.',
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}

/** The import into an empty SQLite file, and the rows as stored inserted plainly into another. */
async function intoSqlite(file: unknown, rows: Row[], storedProfiles: Row[]) {
  const target = openDatabase(join(dir, 'target', 'gazette.db'));
  const targetStore = createSqliteStore(target);
  const imported = await timedAsync(() =>
    createServices(targetStore).database.importDatabase(file),
  );
  targetStore.close();
  target.$client.close();

  // The rows as stored, inserted plainly into the same schema; their profiles first (untimed).
  const plain = openDatabase(join(dir, 'plain', 'gazette.db'));
  const sqlite = plain.$client;
  const insertInto = (table: string, sample: Row) => {
    const columns = Object.keys(sample);
    return sqlite.prepare<unknown, Row>(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `$${c}`).join(', ')})`,
    );
  };
  const profiles = insertInto('author_profiles', storedProfiles[0]!);
  for (const profile of storedProfiles) profiles.run(profile);
  const insert = insertInto('articles', rows[0]!);
  const plainInsert = timed(() =>
    sqlite.transaction(() => {
      for (const row of rows) insert.run(row);
    })(),
  );
  insert.finalize();
  profiles.finalize();
  sqlite.close();
  return { imported, plainInsert };
}

/**
 * The import into an empty PostgreSQL database, and the same rows (as the
 * SQLite source stores them, read through drizzle) inserted into another in
 * multi-row statements, one transaction; their profiles first (untimed).
 */
async function intoPostgres(file: unknown, sourcePath: string) {
  const cluster = startPostgresCluster();
  try {
    const store = await openPostgresStore(cluster.createDatabase('imported'));
    const imported = await timedAsync(() => createServices(store).database.importDatabase(file));
    await store.close();

    const sqliteFile = new Database(sourcePath, { readonly: true });
    const source = drizzle({ client: sqliteFile, schema: sqliteSchema });
    const profiles = await source.select().from(sqliteSchema.authorProfiles);
    const rows = await source.select().from(sqliteSchema.articles);
    sqliteFile.close();
    const db = await openPostgres(cluster.createDatabase('plain'));
    await insertRows(db, pgSchema.authorProfiles, profiles);
    const plainInsert = await timedAsync(() =>
      db.transaction((tx) => insertRows(tx as never, pgSchema.articles, rows)),
    );
    await closePostgres(db);
    return { imported, plainInsert };
  } finally {
    cluster.stop();
  }
}

/**
 * Export and import of 100,000 articles through the database service
 * (src/server/modules/database), against plain bun:sqlite on the same rows:
 * a `SELECT *` for the export, and a prepared INSERT in one transaction into
 * the same schema (its indexes and search-index triggers included) for the
 * import. Prints rows per second and the ratio; target: import ≥ 0.25× the
 * plain insert.
 *
 *   bun bench/import.ts [--articles 100000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '~/server/db/client';
import { createSqliteStore } from '~/server/db/store';
import { createServices } from '~/server/services';
import { cachedNewsroom, copyNewsroom } from './lib/newsroom';
import { heading, ratio, table, verdict } from './lib/report';

const { values } = parseArgs({ options: { articles: { type: 'string', default: '100000' } } });
const COUNT = Number(values.articles);
const TARGET = 0.25;

/** A row as bun:sqlite reads it, and binds it back by column name. */
type Row = Record<string, string | number | bigint | boolean | null>;

function timed<T>(work: () => T): { result: T; seconds: number } {
  const started = performance.now();
  const result = work();
  return { result, seconds: (performance.now() - started) / 1000 };
}

const perSecond = (rows: number, seconds: number) => rows / seconds;
const rate = (value: number) => `${Math.round(value).toLocaleString('en-US')} rows/s`;

const dir = mkdtempSync(join(tmpdir(), 'gazette-bench-import-'));
try {
  const source = openDatabase(copyNewsroom(await cachedNewsroom(COUNT), join(dir, 'source')));
  heading(`Export and import of ${COUNT.toLocaleString('en-US')} articles`);

  const exported = timed(() => createServices(createSqliteStore(source)).database.exportDatabase());
  const articles = exported.result.data.articles.length;
  const plainSelect = timed(() => source.$client.query('SELECT * FROM articles').all() as Row[]);
  const storedProfiles = source.$client.query('SELECT * FROM author_profiles').all() as Row[];
  const text = timed(() => JSON.stringify(exported.result));
  const parsed = timed(() => JSON.parse(text.result));
  source.$client.close();
  console.log(
    `Export file: ${(text.result.length / 1024 / 1024).toFixed(0)} MB of JSON (stringify ${text.seconds.toFixed(1)} s, parse ${parsed.seconds.toFixed(1)} s, not counted below).`,
  );

  const target = openDatabase(join(dir, 'target', 'gazette.db'));
  const imported = timed(() =>
    createServices(createSqliteStore(target)).database.importDatabase(parsed.result),
  );
  if (imported.result.imported.articles !== articles) {
    throw new Error(`Imported ${imported.result.imported.articles} of ${articles} articles`);
  }
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
  const insert = insertInto('articles', plainSelect.result[0]!);
  const rows = plainSelect.result;
  const plainInsert = timed(() =>
    sqlite.transaction(() => {
      for (const row of rows) insert.run(row);
    })(),
  );
  insert.finalize();
  profiles.finalize();
  sqlite.close();

  const exportRate = perSecond(articles, exported.seconds);
  const selectRate = perSecond(articles, plainSelect.seconds);
  const importRate = perSecond(articles, imported.seconds);
  const insertRate = perSecond(articles, plainInsert.seconds);
  console.log(
    table(
      ['step', 'service', 'plain bun:sqlite', 'service ÷ plain', `≥ ${TARGET}×`],
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

import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CHROME_UA,
  FIREFOX_UA,
  type Reader,
  searchFor,
  viewPage,
} from '@tests/support/analytics-beacons';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { testPostgresCluster } from '@tests/support/test-database';
import { asc, count, desc, isNotNull, or, sql } from 'drizzle-orm';
import type { PostgresDb } from '~/server/db/postgres/connect';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';

/**
 * Nothing the site stores about readership identifies a reader: every
 * column of every analytics table is read back and searched for the
 * readers' addresses, browsers, cookies and the parts of their referrers
 * that could name them. The day's visitor hashes and salt are gone from the
 * tables, and from the database's files themselves, once the day has ended.
 */

const DAY = Date.UTC(2026, 4, 10, 15);
const NEXT_DAY = Date.UTC(2026, 4, 11, 0, 0, 30);

const READERS: Reader[] = [
  {
    address: '203.0.113.77',
    userAgent: CHROME_UA,
    headers: {
      Cookie: 'theme=dark; tracker=cookie-value-4f2a9c; gazette_session=not-a-session-8d1e',
    },
  },
  { address: '2001:db8:85a3::8a2e:370:7334', userAgent: FIREFOX_UA },
  {
    address: '198.51.100.203',
    userAgent: 'Mozilla/5.0 (Linux; Android 15; Pixel 9 Build/AP4A.250105.002) Chrome/140.0 Mobile',
  },
];

/** What must never be found: every part of a reader's request that could tell who they are. */
const IDENTIFYING = [
  ...READERS.map((reader) => reader.address),
  '2001:db8:85a3',
  'Chrome/140',
  'Firefox/142',
  'Gecko',
  'Pixel 9',
  'AP4A.250105.002',
  'Mozilla',
  'cookie-value-4f2a9c',
  'not-a-session-8d1e',
  'theme=dark',
  'jane.doe',
  'inbox',
  'profile/4471',
];

let t: TestApp;
let clock = DAY;

type Row = Record<string, unknown>;

/** Rows of a statement written by hand (catalog reads, `SELECT *`), on the engine under test. */
async function rawRows<T extends Row>(query: string): Promise<T[]> {
  if (t.engine === 'sqlite') return t.db.$client.query<T, []>(query).all();
  const rows = await (t.db as unknown as PostgresDb).execute(sql.raw(query));
  return [...rows] as T[];
}

/** Each engine's catalog: the analytics tables there are, and a table's columns. */
const CATALOG = {
  sqlite: {
    tables:
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'analytics%' ORDER BY name",
    columns: (table: string) => `PRAGMA table_info(${table})`,
  },
  postgres: {
    tables: `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_name LIKE 'analytics%'
      ORDER BY table_name COLLATE "C"`,
    columns: (table: string) => `SELECT column_name AS name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = '${table}'`,
  },
};

async function analyticsTables(): Promise<string[]> {
  const rows = await rawRows<{ name: string }>(CATALOG[t.engine].tables);
  return rows.map((row) => row.name);
}

/** A stored value as text: PostgreSQL's driver reads JSON as objects and times as dates. */
function asText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Every stored value of every analytics table, each with where it was found. */
async function everyStoredValue(): Promise<Array<{ where: string; value: string }>> {
  const values: Array<{ where: string; value: string }> = [];
  for (const table of await analyticsTables()) {
    const columns = (await rawRows<{ name: string }>(CATALOG[t.engine].columns(table))).map(
      (column) => column.name,
    );
    const rows = await rawRows(`SELECT * FROM ${table}`);
    rows.forEach((row, index) => {
      for (const column of columns) {
        const value = row[column];
        if (value !== null)
          values.push({ where: `${table}[${index}].${column}`, value: asText(value) });
      }
    });
  }
  return values;
}

/**
 * The bytes of the database's files, as far as they can hold a deleted row.
 * SQLite: its one file, once the write-ahead log is folded back in.
 * PostgreSQL: every file of the database's folder (its tables and indexes),
 * once a checkpoint has written the changed pages out; its write-ahead log
 * (pg_wal) keeps what was written until its segments are reused, which the
 * server does on its own schedule, so it is not read here.
 */
async function databaseFiles(): Promise<string> {
  if (t.engine === 'sqlite') {
    t.db.$client.run('PRAGMA wal_checkpoint(TRUNCATE)');
    return readFileSync(t.db.$client.filename).toString('latin1');
  }
  const cluster = testPostgresCluster()!;
  cluster.psql('CHECKPOINT');
  const [database] = await rawRows<{ folder: string }>(
    "SELECT 'base/' || oid AS folder FROM pg_database WHERE datname = current_database()",
  );
  const folder = join(cluster.dir, 'data', database!.folder);
  return readdirSync(folder)
    .map((name) => fileTextIfThere(join(folder, name)))
    .join('\n');
}

/** A file's bytes as text; '' for one the server removed since the folder was listed (its caches). */
function fileTextIfThere(path: string): string {
  try {
    return readFileSync(path).toString('latin1');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}

function found(needles: readonly string[], values: Awaited<ReturnType<typeof everyStoredValue>>) {
  return values.flatMap(({ where, value }) =>
    needles
      .filter((needle) => value.toLowerCase().includes(needle.toLowerCase()))
      .map((needle) => `${where} holds "${needle}": ${value}`),
  );
}

beforeAll(async () => {
  t = await createTestApp({ analytics: { enabled: true, now: () => clock } });
  await createArticle(t.services, buildArticle({ slug: 'harbor-rift', section: 'cosmic-watch' }));
  const [first, second, third] = READERS as [Reader, Reader, Reader];
  await viewPage(
    t,
    first,
    '/article/harbor-rift',
    'https://mail.example/inbox?user=jane.doe%40example.org',
  );
  await viewPage(t, first, '/section/cosmic-watch');
  await viewPage(t, second, '/', 'https://social.example/profile/4471');
  await viewPage(t, third, '/article/harbor-rift?utm_source=jane.doe#comments');
  await searchFor(t, third, 'harbor rift', 1);
  await t.analytics.flush();
});

afterAll(() => t.close());

describe('what readership stores', () => {
  test('the tables checked are every analytics table there is', async () => {
    expect(await analyticsTables()).toEqual([
      'analytics_article_views',
      'analytics_day_visitors',
      'analytics_events',
      'analytics_salts',
      'analytics_summaries',
    ]);
  });

  test('while the day lasts: no address, browser, cookie or referrer detail in any column', async () => {
    const values = await everyStoredValue();
    expect(values.length).toBeGreaterThan(20);
    expect(found(IDENTIFYING, values)).toEqual([]);
    // The spec's columns for them stay empty.
    const { analyticsEvents } = t.store.tables;
    const [kept] = await t.db
      .select({ filled: count() })
      .from(analyticsEvents)
      .where(
        or(
          isNotNull(analyticsEvents.userAgent),
          isNotNull(analyticsEvents.ipAddress),
          isNotNull(analyticsEvents.sessionId),
        ),
      );
    expect(kept?.filled).toBe(0);
    // Referrers are host names only.
    const referrers = await t.db
      .select({ referrer: analyticsEvents.referrer })
      .from(analyticsEvents)
      .where(isNotNull(analyticsEvents.referrer))
      .orderBy(asc(analyticsEvents.referrer));
    expect(referrers.map((row) => row.referrer)).toEqual(['mail.example', 'social.example']);
  });

  test("a visitor of the day is a hash, counted once per reader; it and the day's salt go when the day ends", async () => {
    const { analyticsDayVisitors, analyticsSalts } = t.store.tables;
    const visitors = await t.db
      .select({ visitor: analyticsDayVisitors.visitor, pageViews: analyticsDayVisitors.pageViews })
      .from(analyticsDayVisitors)
      .orderBy(desc(analyticsDayVisitors.pageViews));
    expect(visitors.map((row) => row.pageViews)).toEqual([2, 1, 1]);
    for (const { visitor } of visitors) expect(visitor).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const salts = await t.db.select({ salt: analyticsSalts.salt }).from(analyticsSalts);
    expect(salts).toHaveLength(1);
    const salt = salts[0]!.salt;

    clock = NEXT_DAY;
    await t.services.analytics.maintain(clock, { retentionDays: 30 });
    const values = await everyStoredValue();
    expect(found(IDENTIFYING, values)).toEqual([]);
    expect(found([salt, ...visitors.map((row) => row.visitor)], values)).toEqual([]);
    expect(await t.db.select({ n: count() }).from(analyticsDayVisitors)).toEqual([{ n: 0 }]);
    expect(await t.db.select({ n: count() }).from(analyticsSalts)).toEqual([{ n: 0 }]);

    // Not even in the files' free space, once written out.
    const file = await databaseFiles();
    expect(file.includes(salt)).toBe(false);
    for (const { visitor } of visitors) expect(file.includes(visitor)).toBe(false);
    for (const reader of READERS) expect(file.includes(reader.address)).toBe(false);
  });
});

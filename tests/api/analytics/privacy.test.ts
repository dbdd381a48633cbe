import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import {
  CHROME_UA,
  FIREFOX_UA,
  type Reader,
  searchFor,
  viewPage,
} from '@tests/support/analytics-beacons';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';

/**
 * Nothing the site stores about readership identifies a reader: every
 * column of every analytics table is read back and searched for the
 * readers' addresses, browsers, cookies and the parts of their referrers
 * that could name them. The day's visitor hashes and salt are gone from the
 * tables, and from the file itself, once the day has ended.
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

function analyticsTables(): string[] {
  return t.db.$client
    .query<{ name: string }, []>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'analytics%' ORDER BY name",
    )
    .all()
    .map((row) => row.name);
}

/** Every stored value of every analytics table, each with where it was found. */
function everyStoredValue(): Array<{ where: string; value: string }> {
  const values: Array<{ where: string; value: string }> = [];
  for (const table of analyticsTables()) {
    const columns = t.db.$client
      .query<{ name: string }, []>(`PRAGMA table_info(${table})`)
      .all()
      .map((column) => column.name);
    const rows = t.db.$client.query<Row, []>(`SELECT * FROM ${table}`).all();
    rows.forEach((row, index) => {
      for (const column of columns) {
        const value = row[column];
        if (value !== null)
          values.push({ where: `${table}[${index}].${column}`, value: String(value) });
      }
    });
  }
  return values;
}

function found(needles: readonly string[], values: ReturnType<typeof everyStoredValue>) {
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
  test('the tables checked are every analytics table there is', () => {
    expect(analyticsTables()).toEqual([
      'analytics_article_views',
      'analytics_day_visitors',
      'analytics_events',
      'analytics_salts',
      'analytics_summaries',
    ]);
  });

  test('while the day lasts: no address, browser, cookie or referrer detail in any column', () => {
    const values = everyStoredValue();
    expect(values.length).toBeGreaterThan(20);
    expect(found(IDENTIFYING, values)).toEqual([]);
    // The spec's columns for them stay empty.
    const kept = t.db.$client
      .query<{ filled: number }, []>(
        'SELECT count(*) AS filled FROM analytics_events WHERE user_agent IS NOT NULL OR ip_address IS NOT NULL OR session_id IS NOT NULL',
      )
      .get();
    expect(kept?.filled).toBe(0);
    // Referrers are host names only.
    const referrers = t.db.$client
      .query<{ referrer: string }, []>(
        'SELECT referrer FROM analytics_events WHERE referrer IS NOT NULL ORDER BY referrer',
      )
      .all();
    expect(referrers.map((row) => row.referrer)).toEqual(['mail.example', 'social.example']);
  });

  test("a visitor of the day is a hash, counted once per reader; it and the day's salt go when the day ends", async () => {
    const visitors = t.db.$client
      .query<{ visitor: string; page_views: number }, []>(
        'SELECT visitor, page_views FROM analytics_day_visitors ORDER BY page_views DESC',
      )
      .all();
    expect(visitors.map((row) => row.page_views)).toEqual([2, 1, 1]);
    for (const { visitor } of visitors) expect(visitor).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const salt = t.db.$client
      .query<{ salt: string }, []>('SELECT salt FROM analytics_salts')
      .get()!.salt;

    clock = NEXT_DAY;
    await t.services.analytics.maintain(clock, { retentionDays: 30 });
    const values = everyStoredValue();
    expect(found(IDENTIFYING, values)).toEqual([]);
    expect(found([salt, ...visitors.map((row) => row.visitor)], values)).toEqual([]);
    expect(
      t.db.$client
        .query<{ n: number }, []>('SELECT count(*) AS n FROM analytics_day_visitors')
        .get()?.n,
    ).toBe(0);
    expect(
      t.db.$client.query<{ n: number }, []>('SELECT count(*) AS n FROM analytics_salts').get()?.n,
    ).toBe(0);

    // Not even in the file's free space, once its log is folded back in.
    t.db.$client.run('PRAGMA wal_checkpoint(TRUNCATE)');
    const file = readFileSync(t.db.$client.filename).toString('latin1');
    expect(file.includes(salt)).toBe(false);
    for (const { visitor } of visitors) expect(file.includes(visitor)).toBe(false);
    for (const reader of READERS) expect(file.includes(reader.address)).toBe(false);
  });
});

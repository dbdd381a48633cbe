import { afterEach, describe, expect, test } from 'bun:test';
import { CHROME_UA, type Reader, searchFor, viewPage } from '@tests/support/analytics-beacons';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { asc, sql } from 'drizzle-orm';
import type { PostgresDb } from '~/server/db/postgres/connect';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';

const READER: Reader = { address: '192.0.2.10', userAgent: CHROME_UA };
const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 0, 1, 12);

let t: TestApp;
let clock = START;
afterEach(() => t?.close());

async function open() {
  clock = START;
  t = await createTestApp({ analytics: { enabled: true, now: () => clock } });
}

const tables = () => t.store.tables;

const summaryDates = () => {
  const { analyticsSummaries } = tables();
  return t.db
    .select({ date: analyticsSummaries.date, views: analyticsSummaries.totalViews })
    .from(analyticsSummaries)
    .orderBy(asc(analyticsSummaries.date));
};
const eventDays = async () => {
  const { analyticsEvents } = tables();
  const rows = await t.db.select({ time: analyticsEvents.timestamp }).from(analyticsEvents);
  return [...new Set(rows.map((row) => row.time.toISOString().slice(0, 10)))].sort();
};

/** PostgreSQL: until a statement of this database waits for another transaction's lock. */
async function waitingOnALock() {
  const db = t.db as unknown as PostgresDb;
  for (let tries = 0; tries < 200; tries += 1) {
    const waiting = await db.execute(
      sql`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (waiting.length > 0) return;
    await Bun.sleep(25);
  }
  throw new Error('No statement came to wait for the lock');
}

describe('the end of a day, and of a retention', () => {
  test('days missed while no server ran are all rolled up, a day of searches alone too', async () => {
    await open();
    await viewPage(t, READER, '/');
    clock = START + DAY;
    await searchFor(t, READER, 'portal', 2);
    clock = START + 2 * DAY;
    await viewPage(t, READER, '/');
    await viewPage(t, READER, '/sections');
    await t.analytics.flush();
    await t.services.analytics.maintain(START + 5 * DAY, { retentionDays: 30 });
    expect(await summaryDates()).toEqual([
      { date: '2026-01-01', views: 1 },
      { date: '2026-01-02', views: 0 },
      { date: '2026-01-03', views: 2 },
    ]);
    expect((await t.services.analytics.report(7, START + 5 * DAY)).topSearches).toEqual([
      { query: 'portal', count: 1, results: 2 },
    ]);
    expect(await t.db.select().from(tables().analyticsDayVisitors)).toEqual([]);
    expect(await t.db.select().from(tables().analyticsSalts)).toEqual([]);
    // Running it again changes nothing.
    await t.services.analytics.maintain(START + 5 * DAY, { retentionDays: 30 });
    expect(await summaryDates()).toHaveLength(3);
  });

  test("a server ending a day another is ending keeps the other's summary", async () => {
    await open();
    const article = await createArticle(t.services, buildArticle({ slug: 'harbor-rift' }));
    await viewPage(t, READER, '/article/harbor-rift');
    await viewPage(t, { ...READER, address: '192.0.2.11' }, '/sections');
    await t.analytics.flush();
    const { analyticsArticleViews, analyticsDayVisitors, analyticsSummaries } = tables();
    // The other server has written the day's summary and not committed yet.
    let commit!: () => void;
    let written!: () => void;
    const summaryWritten = new Promise<void>((resolve) => {
      written = resolve;
    });
    const other = t.store.transaction(async (tx) => {
      await tx.insert(analyticsSummaries).values({
        date: '2026-01-01',
        totalViews: 2,
        uniqueVisitors: 2,
        bounceRate: 1,
        topArticles: [{ articleId: article.id, title: article.title, views: 1 }],
      });
      await tx.insert(analyticsArticleViews).values({
        articleId: article.id,
        date: '2026-01-01',
        views: 1,
      });
      written();
      await new Promise<void>((resolve) => {
        commit = resolve;
      });
    });
    await summaryWritten;
    const ours = t.services.analytics.maintain(START + DAY, { retentionDays: 30 });
    // PostgreSQL: this one reads no summary yet and waits on the other's at its
    // insert; SQLite: it waits for its turn to write.
    if (t.engine === 'postgres') await waitingOnALock();
    else await Bun.sleep(100);
    commit();
    await other;
    await ours;
    expect(
      await t.db
        .select({ date: analyticsSummaries.date, views: analyticsSummaries.totalViews })
        .from(analyticsSummaries),
    ).toEqual([{ date: '2026-01-01', views: 2 }]);
    expect(await t.services.analytics.articleViews([article.id])).toEqual([
      { articleId: article.id, views: 1 },
    ]);
    expect(await t.db.select().from(analyticsDayVisitors)).toEqual([]);
  });

  test('raw events go after the retention; the summaries stay', async () => {
    await open();
    for (let day = 0; day < 10; day += 1) {
      clock = START + day * DAY;
      await viewPage(t, READER, '/');
    }
    await t.analytics.flush();
    clock = START + 10 * DAY;
    await t.services.analytics.maintain(clock, { retentionDays: 7 });
    expect(await eventDays()).toEqual([
      '2026-01-04',
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
      '2026-01-08',
      '2026-01-09',
      '2026-01-10',
    ]);
    expect(await summaryDates()).toHaveLength(10);
    const report = await t.services.analytics.report(30, clock);
    expect(report.days.reduce((sum, day) => sum + day.totalViews, 0)).toBe(10);
  });

  test('the salt of the day is shared by every process on the database and gone the next day', async () => {
    await open();
    const day = '2026-01-01';
    const salt = await t.services.analytics.saltFor(day);
    expect(await t.services.analytics.saltFor(day)).toBe(salt);
    expect(await t.services.analytics.saltFor('2026-01-02')).not.toBe(salt);
    await t.services.analytics.maintain(Date.UTC(2026, 0, 2, 0, 1), { retentionDays: 30 });
    const { analyticsSalts } = tables();
    expect(await t.db.select({ date: analyticsSalts.date }).from(analyticsSalts)).toEqual([
      { date: '2026-01-02' },
    ]);
  });
});

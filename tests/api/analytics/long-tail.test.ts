import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminRequest, signIn } from '@tests/support/admin-session';
import { CHROME_UA, searchFor, viewPage } from '@tests/support/analytics-beacons';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { asc } from 'drizzle-orm';
import type { AnalyticsReport } from '~/shared/schemas/analytics';

/**
 * Busy days: each finished day has more searches, unanswered searches and
 * referrers than a top list shows, and the period's leader is an entry that
 * ranks below the first 50 on every one of its days. A period's lists are
 * the top of the period's sums, so it comes first all the same, with its
 * exact count.
 */

const DAY_ONE = Date.UTC(2026, 4, 11, 9);
const DAY_TWO = Date.UTC(2026, 4, 12, 9);
const TODAY = Date.UTC(2026, 4, 13, 9);
const RETENTION = { retentionDays: 30 };
/** More entries a day than any list used to keep. */
const HEADS = 60;

let t: TestApp;
let clock = DAY_ONE;
let cookie: string;

const head = (day: number, n: number) => `d${day}-${String(n).padStart(2, '0')}`;
let reader = 0;
const nextReader = () => ({ address: `198.51.100.${(reader++ % 250) + 1}`, userAgent: CHROME_UA });

/** One busy day: every head entry three times, the tail entry twice. */
async function busyDay(day: number) {
  const entries = [
    ...Array.from({ length: HEADS }, (_, n) => ({ name: head(day, n), times: 3 })),
    { name: 'tail', times: 2 },
  ];
  for (const { name, times } of entries) {
    for (let time = 0; time < times; time += 1) {
      expect((await searchFor(t, nextReader(), name, 0)).status).toBe(204);
      expect(
        (await viewPage(t, nextReader(), '/', `https://${name}.example/post/${time}`)).status,
      ).toBe(204);
    }
  }
}

beforeAll(async () => {
  t = await createTestApp({ analytics: { enabled: true, now: () => clock } });
  await t.services.users.create({
    username: 'editor',
    password: 'correct-horse-battery',
    role: 'admin',
  });
  cookie = await signIn(t);
  clock = DAY_ONE;
  await busyDay(1);
  clock = DAY_TWO;
  await t.analytics.flush();
  await t.services.analytics.maintain(clock, RETENTION);
  await busyDay(2);
  clock = TODAY;
  await t.analytics.flush();
  await t.services.analytics.maintain(clock, RETENTION);
}, 60_000);

afterAll(() => t.close());

async function report(days: string): Promise<AnalyticsReport> {
  const response = await adminRequest(t, 'GET', `/api/admin/analytics?days=${days}`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as AnalyticsReport;
}

describe('top lists of busy days', () => {
  test("a finished day keeps every entry of its lists, the tail's too", async () => {
    const { analyticsSummaries } = t.store.tables;
    const days = await t.db.select().from(analyticsSummaries).orderBy(asc(analyticsSummaries.date));
    expect(days.map((day) => day.date)).toEqual(['2026-05-11', '2026-05-12']);
    for (const day of days) {
      expect(day.topSearches).toHaveLength(HEADS + 1);
      expect(day.unansweredSearches).toHaveLength(HEADS + 1);
      expect(day.topReferrers).toHaveLength(HEADS + 1);
      // Ranked: the tail, seen twice, comes after the 60 entries seen three times.
      expect(day.topSearches.at(-1)).toEqual({ query: 'tail', count: 2, results: 0 });
      expect(day.unansweredSearches.at(-1)).toEqual({ query: 'tail', count: 2 });
      expect(day.topReferrers.at(-1)).toEqual({ referrer: 'tail.example', views: 2 });
    }
  });

  test("the period ranks the sums: the tail leads, then the days' entries in order", async () => {
    for (const days of ['7', '30', '90']) {
      const period = await report(days);
      // Ties in the order of their keys: day one's entries first.
      const heads = Array.from({ length: 9 }, (_, n) => head(1, n));
      expect(period.topSearches).toEqual([
        { query: 'tail', count: 4, results: 0 },
        ...heads.map((query) => ({ query, count: 3, results: 0 })),
      ]);
      expect(period.unansweredSearches).toEqual([
        { query: 'tail', count: 4 },
        ...heads.map((query) => ({ query, count: 3 })),
      ]);
      expect(period.referrers).toEqual([
        { referrer: 'tail.example', views: 4 },
        ...heads.map((name) => ({ referrer: `${name}.example`, views: 3 })),
      ]);
      expect(period.days.reduce((sum, day) => sum + day.totalViews, 0)).toBe(2 * (HEADS * 3 + 2));
    }
  });
});

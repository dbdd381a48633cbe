import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminRequest, signIn } from '@tests/support/admin-session';
import {
  CHROME_UA,
  FIREFOX_UA,
  type Reader,
  searchFor,
  viewPage,
} from '@tests/support/analytics-beacons';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { desc } from 'drizzle-orm';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import type { AnalyticsReport, ArticleViewCount } from '~/shared/schemas/analytics';

/**
 * Known events replayed over three days through the collector, with the day
 * ending in between as it does in a running server: every figure of the
 * dashboard is checked exactly.
 */

const DAY_ONE = Date.UTC(2026, 2, 1, 10);
const DAY_TWO = Date.UTC(2026, 2, 2, 10);
const DAY_THREE = Date.UTC(2026, 2, 3, 10);
const RETENTION = { retentionDays: 30 };

const R1: Reader = { address: '203.0.113.1', userAgent: CHROME_UA };
const R2: Reader = { address: '203.0.113.2', userAgent: CHROME_UA };
/** The same address as R1 in another browser: another visitor. */
const R3: Reader = { address: '203.0.113.1', userAgent: FIREFOX_UA };

let t: TestApp;
let clock = DAY_ONE;
let cookie: string;
let rift: { id: number; title: string };
let bridge: { id: number; title: string };

async function expectCounted(response: Promise<Response>) {
  expect((await response).status).toBe(204);
}

beforeAll(async () => {
  t = await createTestApp({ analytics: { enabled: true, now: () => clock } });
  await t.services.users.create({
    username: 'editor',
    password: 'correct-horse-battery',
    role: 'admin',
  });
  cookie = await signIn(t);
  rift = await createArticle(
    t.services,
    buildArticle({
      title: 'Rift Over the Harbor',
      slug: 'rift-over-harbor',
      section: 'cosmic-watch',
    }),
  );
  bridge = await createArticle(
    t.services,
    buildArticle({
      title: 'Quantum Bridge Opens',
      slug: 'quantum-bridge',
      section: 'science-tech',
    }),
  );
  await createArticle(
    t.services,
    buildArticle({ title: 'Unpublished', slug: 'secret-draft', status: 'draft' }),
  );

  // Day one: three visitors, six views, one of them (R3) with a single page.
  clock = DAY_ONE;
  await expectCounted(
    viewPage(t, R1, '/article/rift-over-harbor', 'https://news.example.com/item/9'),
  );
  await expectCounted(viewPage(t, R1, '/'));
  await expectCounted(viewPage(t, R1, '/section/cosmic-watch'));
  await expectCounted(
    viewPage(t, R2, '/article/rift-over-harbor', 'https://www.social.example/post/1'),
  );
  // A draft is no reader's page: a view, of no article.
  await expectCounted(viewPage(t, R2, '/article/secret-draft'));
  // By id, as search results link; from the site itself, so no referrer.
  await expectCounted(viewPage(t, R3, `/article/${bridge.id}`, `${t.siteUrl}/search?q=bridge`));
  await expectCounted(searchFor(t, R1, 'Portal', 4));
  await expectCounted(searchFor(t, R2, '  portal ', 4));
  await expectCounted(searchFor(t, R3, 'zzz', 0));
  // Not counted: asked not to be, a crawler, the back office.
  await expectCounted(viewPage(t, { ...R1, headers: { DNT: '1' } }, '/article/rift-over-harbor'));
  await expectCounted(viewPage(t, { ...R2, headers: { 'Sec-GPC': '1' } }, '/'));
  await expectCounted(
    viewPage(
      t,
      { address: '66.249.66.1', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
      '/article/rift-over-harbor',
    ),
  );
  await expectCounted(viewPage(t, R1, '/admin/articles'));

  clock = Date.UTC(2026, 2, 2, 0, 0, 30);
  await t.analytics.flush();
  await t.services.analytics.maintain(clock, RETENTION);

  // Day two: R1 twice, R2 once (a bounce); "portal" now finds nothing.
  clock = DAY_TWO;
  await expectCounted(viewPage(t, R1, '/article/quantum-bridge'));
  await expectCounted(viewPage(t, R1, '/article/quantum-bridge'));
  await expectCounted(viewPage(t, R2, '/', 'https://news.example.com/item/12'));
  await expectCounted(searchFor(t, R2, 'zzz', 0));
  await expectCounted(searchFor(t, R1, 'portal', 0));

  clock = Date.UTC(2026, 2, 3, 0, 0, 30);
  await t.analytics.flush();
  await t.services.analytics.maintain(clock, RETENTION);

  // Today, not rolled up yet: R3 twice; a signed-in editor reads too, uncounted.
  clock = DAY_THREE;
  await expectCounted(viewPage(t, R3, '/article/rift-over-harbor'));
  await expectCounted(viewPage(t, R3, '/'));
  await expectCounted(
    viewPage(t, { ...R1, headers: { Cookie: cookie } }, '/article/rift-over-harbor'),
  );
});

afterAll(() => t.close());

/** Finished days as stored, newest first. */
function summaries() {
  const { analyticsSummaries } = t.store.tables;
  return t.db.select().from(analyticsSummaries).orderBy(desc(analyticsSummaries.date));
}

async function report(days?: string): Promise<AnalyticsReport> {
  const query = days === undefined ? '' : `?days=${days}`;
  const response = await adminRequest(t, 'GET', `/api/admin/analytics${query}`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as AnalyticsReport;
}

describe('the dashboard over replayed events', () => {
  test('a finished day is summed up exactly', async () => {
    const [dayTwo, dayOne] = (await summaries()).map(({ id: _id, ...summary }) => summary);
    expect(dayOne).toEqual({
      date: '2026-03-01',
      totalViews: 6,
      uniqueVisitors: 3,
      bounceRate: 1 / 3,
      topArticles: [
        { articleId: rift.id, title: 'Rift Over the Harbor', views: 2 },
        { articleId: bridge.id, title: 'Quantum Bridge Opens', views: 1 },
      ],
      topSearches: [
        { query: 'portal', count: 2, results: 4 },
        { query: 'zzz', count: 1, results: 0 },
      ],
      unansweredSearches: [{ query: 'zzz', count: 1 }],
      topReferrers: [
        { referrer: 'news.example.com', views: 1 },
        { referrer: 'social.example', views: 1 },
      ],
      topSections: [
        { section: 'cosmic-watch', views: 3 },
        { section: 'science-tech', views: 1 },
      ],
    });
    expect(dayTwo).toMatchObject({
      date: '2026-03-02',
      totalViews: 3,
      uniqueVisitors: 2,
      bounceRate: 0.5,
    });
  });

  test('seven days: two finished, today live, the rest empty', async () => {
    const seven = await report();
    expect(await report('7')).toEqual(seven);
    expect(seven).toEqual({
      days: [
        { date: '2026-02-25', totalViews: 0, uniqueVisitors: 0 },
        { date: '2026-02-26', totalViews: 0, uniqueVisitors: 0 },
        { date: '2026-02-27', totalViews: 0, uniqueVisitors: 0 },
        { date: '2026-02-28', totalViews: 0, uniqueVisitors: 0 },
        { date: '2026-03-01', totalViews: 6, uniqueVisitors: 3 },
        { date: '2026-03-02', totalViews: 3, uniqueVisitors: 2 },
        { date: '2026-03-03', totalViews: 2, uniqueVisitors: 1 },
      ],
      topArticles: [
        { articleId: rift.id, title: 'Rift Over the Harbor', views: 3 },
        { articleId: bridge.id, title: 'Quantum Bridge Opens', views: 3 },
      ],
      topSearches: [
        { query: 'portal', count: 3, results: 0 },
        { query: 'zzz', count: 2, results: 0 },
      ],
      unansweredSearches: [
        { query: 'zzz', count: 2 },
        { query: 'portal', count: 1 },
      ],
      referrers: [
        { referrer: 'news.example.com', views: 2 },
        { referrer: 'social.example', views: 1 },
      ],
      sections: [
        { section: 'cosmic-watch', views: 4 },
        { section: 'science-tech', views: 3 },
      ],
      bounceRate: 2 / 6,
    });
  });

  test('30 and 90 days hold the same events over more days', async () => {
    for (const days of [30, 90]) {
      const longer = await report(String(days));
      expect(longer.days).toHaveLength(days);
      expect(longer.days.at(-1)).toEqual({ date: '2026-03-03', totalViews: 2, uniqueVisitors: 1 });
      expect(longer.days.reduce((sum, day) => sum + day.totalViews, 0)).toBe(11);
      expect(longer.topArticles).toEqual((await report('7')).topArticles);
    }
  });

  test("each article's views, for its row and its editor", async () => {
    const draft = (await t.services.adminArticles.listAdmin({ status: 'draft' })).articles[0]!;
    const response = await adminRequest(
      t,
      'GET',
      `/api/admin/analytics/article-views?ids=${rift.id},${bridge.id},${draft.id}`,
      { cookie },
    );
    expect(response.status).toBe(200);
    expect((await response.json()) as ArticleViewCount[]).toEqual([
      { articleId: rift.id, views: 3 },
      { articleId: bridge.id, views: 3 },
      { articleId: draft.id, views: 0 },
    ]);
  });

  test('a day that ends moves today into the summaries without changing a figure', async () => {
    const before = await report('30');
    clock = Date.UTC(2026, 2, 4, 0, 0, 30);
    await t.services.analytics.maintain(clock, RETENTION);
    clock = DAY_THREE;
    expect(await report('30')).toEqual(before);
    expect((await summaries())[0]).toMatchObject({
      date: '2026-03-03',
      totalViews: 2,
      uniqueVisitors: 1,
      bounceRate: 0,
    });
  });

  test('only an admin session reads it, for 7, 30 or 90 days', async () => {
    expect((await adminRequest(t, 'GET', '/api/admin/analytics')).status).toBe(401);
    expect((await adminRequest(t, 'GET', '/api/admin/analytics/article-views?ids=1')).status).toBe(
      401,
    );
    const wrong = await adminRequest(t, 'GET', '/api/admin/analytics?days=14', { cookie });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toBe('days: must be 7, 30 or 90');
    for (const ids of ['', 'a,b', '0', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      const response = await adminRequest(
        t,
        'GET',
        `/api/admin/analytics/article-views?ids=${ids}`,
        { cookie },
      );
      expect(response.status).toBe(400);
    }
  });
});

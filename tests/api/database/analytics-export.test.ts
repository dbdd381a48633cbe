import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminRequest, createAdmin, signIn } from '@tests/support/admin-session';
import { CHROME_UA, FIREFOX_UA, searchFor, viewPage } from '@tests/support/analytics-beacons';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import type { AnalyticsReport } from '~/shared/schemas/analytics';
import type { DatabaseExport, DatabaseImportResult } from '~/shared/schemas/database-export';

/**
 * Readership moves with the newsroom as its daily summaries and article
 * views; raw events and the day's visitors never leave. Article ids in the
 * file follow their articles to the ids they get in the target.
 */

const DAY = Date.UTC(2026, 5, 1, 9);
const LATER = Date.UTC(2026, 5, 3, 9);
const RETENTION = { retentionDays: 30 };

let clock = DAY;
let source: TestApp;
let sourceCookie: string;
let file: DatabaseExport;

async function report(t: TestApp, cookie: string): Promise<AnalyticsReport> {
  const response = await adminRequest(t, 'GET', '/api/admin/analytics?days=7', { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as AnalyticsReport;
}

async function importInto(t: TestApp, cookie: string, body: unknown) {
  const response = await adminRequest(t, 'POST', '/api/admin/import-database', { cookie, body });
  expect(response.status).toBe(200);
  return (await response.json()) as DatabaseImportResult;
}

async function signedIn(t: TestApp) {
  await createAdmin(t, 'editor');
  return signIn(t);
}

beforeAll(async () => {
  source = await createTestApp({ analytics: { enabled: true, now: () => clock } });
  sourceCookie = await signedIn(source);
  await createArticle(source.services, buildArticle({ slug: 'harbor-rift', title: 'Harbor Rift' }));
  const gone = await createArticle(
    source.services,
    buildArticle({ slug: 'gone-story', title: 'A Story Since Deleted' }),
  );
  const reader = { address: '192.0.2.1', userAgent: CHROME_UA };
  const another = { address: '192.0.2.2', userAgent: FIREFOX_UA };
  await viewPage(source, reader, '/article/harbor-rift', 'https://news.example.com/');
  await viewPage(source, reader, '/article/gone-story');
  await viewPage(source, another, '/article/harbor-rift');
  await searchFor(source, another, 'rift', 1);
  await source.analytics.flush();
  clock = LATER;
  await source.services.analytics.maintain(clock, RETENTION);
  await source.services.adminArticles.deleteById(gone.id);
  const response = await adminRequest(source, 'GET', '/api/admin/export-database', {
    cookie: sourceCookie,
  });
  file = (await response.json()) as DatabaseExport;
});

afterAll(() => source.close());

describe('readership in the export', () => {
  test('the file holds the summaries and article views, and nothing of the raw events', () => {
    expect(file.data.analyticsSummaries).toHaveLength(1);
    expect(file.data.analyticsSummaries[0]).toMatchObject({
      date: '2026-06-01',
      totalViews: 3,
      uniqueVisitors: 2,
      bounceRate: 0.5,
      topArticles: [
        { title: 'Harbor Rift', views: 2 },
        { title: 'A Story Since Deleted', views: 1 },
      ],
      topSearches: [{ query: 'rift', count: 1, results: 1 }],
      topReferrers: [{ referrer: 'news.example.com', views: 1 }],
    });
    // The deleted article's views went with it; the summary keeps its title.
    expect(file.data.analyticsArticleViews).toEqual([
      { articleId: file.data.articles[0]!.id, date: '2026-06-01', views: 2 },
    ]);
    const text = JSON.stringify(file);
    for (const absent of ['analyticsEvents', 'analytics_events', 'visitor', 'salt', '192.0.2']) {
      expect(text.includes(absent)).toBe(false);
    }
  });

  test('an import brings the same figures, with ids of the target', async () => {
    const target = await createTestApp({ analytics: { enabled: true, now: () => clock } });
    try {
      const cookie = await signedIn(target);
      // The target's own first articles take the file's ids.
      await createArticle(target.services, buildArticle({ slug: 'local-one' }));
      await createArticle(target.services, buildArticle({ slug: 'local-two' }));
      const result = await importInto(target, cookie, file);
      expect(result.imported).toMatchObject({ analyticsSummaries: 1, analyticsArticleViews: 1 });
      const harbor = (await target.services.articles.findPublic('harbor-rift'))!;
      expect(harbor.id).not.toBe(file.data.articles[0]!.id);
      const figures = await report(target, cookie);
      expect(figures).toEqual({
        ...(await report(source, sourceCookie)),
        topArticles: [{ articleId: harbor.id, title: 'Harbor Rift', views: 2 }],
      });
      const views = await adminRequest(
        target,
        'GET',
        `/api/admin/analytics/article-views?ids=${harbor.id}`,
        { cookie },
      );
      expect(await views.json()).toEqual([{ articleId: harbor.id, views: 2 }]);

      // The same file again: the day is here already, whole.
      const again = await importInto(target, cookie, file);
      expect(again.imported).toMatchObject({ analyticsSummaries: 0, analyticsArticleViews: 0 });
      expect(again.skipped).toMatchObject({ analyticsSummaries: 1, analyticsArticleViews: 1 });
      expect(await report(target, cookie)).toEqual(figures);
    } finally {
      target.close();
    }
  });

  test('an export from before readership travelled still imports', async () => {
    const target = await createTestApp();
    try {
      const cookie = await signedIn(target);
      const { analyticsSummaries: _s, analyticsArticleViews: _v, ...older } = file.data;
      const result = await importInto(target, cookie, { ...file, data: older });
      expect(result.imported).toMatchObject({
        articles: 1,
        analyticsSummaries: 0,
        analyticsArticleViews: 0,
      });
    } finally {
      target.close();
    }
  });

  test('a summary out of shape is refused, naming the record', async () => {
    const target = await createTestApp();
    try {
      const cookie = await signedIn(target);
      const bad = structuredClone(file);
      bad.data.analyticsSummaries[0]!.bounceRate = 1.5;
      const response = await adminRequest(target, 'POST', '/api/admin/import-database', {
        cookie,
        body: bad,
      });
      expect(response.status).toBe(422);
      expect(((await response.json()) as { message: string }).message).toBe(
        'analyticsSummaries[0].bounceRate: Bounce rate must be between 0 and 1',
      );
      const dangling = structuredClone(file);
      dangling.data.analyticsArticleViews[0]!.articleId = 999;
      const refused = await adminRequest(target, 'POST', '/api/admin/import-database', {
        cookie,
        body: dangling,
      });
      expect(((await refused.json()) as { message: string }).message).toBe(
        'analyticsArticleViews[0].articleId: No article with id 999 in the export',
      );
    } finally {
      target.close();
    }
  });
});

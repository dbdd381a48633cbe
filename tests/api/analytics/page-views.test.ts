import { afterEach, describe, expect, test } from 'bun:test';
import { adminRequest, signIn } from '@tests/support/admin-session';
import { CHROME_UA, FIREFOX_UA, openPage, type Reader } from '@tests/support/analytics-beacons';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { COUNTED_PAGE_CACHE_CONTROL } from '~/shared/analytics-beacon';
import type { AnalyticsReport } from '~/shared/schemas/analytics';

/**
 * Page views counted at the page's own request: a browser's navigation,
 * whether the page is rendered, served from the page cache or revalidated
 * (304), is counted once and says so in Server-Timing; requests that are not
 * a reader opening a page count nothing and carry no such mark.
 */

const READER: Reader = { address: '198.51.100.30', userAgent: CHROME_UA };
const OTHER: Reader = { address: '198.51.100.31', userAgent: FIREFOX_UA };

let t: TestApp;
afterEach(() => t?.close());

async function app(options: Parameters<typeof createTestApp>[0] = {}) {
  t = await createTestApp(options);
  await t.services.users.create({
    username: 'editor',
    password: 'correct-horse-battery',
    role: 'admin',
  });
  return t;
}

async function report(cookie: string): Promise<AnalyticsReport> {
  const response = await adminRequest(t, 'GET', '/api/admin/analytics', { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as AnalyticsReport;
}

const today = (figures: AnalyticsReport) => figures.days.at(-1)!;

describe('page views counted at the request', () => {
  for (const pageCacheBytes of [undefined, 0]) {
    const how = pageCacheBytes === 0 ? 'rendered every time' : 'from the page cache';
    test(`a browser's navigations are counted once each, ${how}, 304s included`, async () => {
      await app({ pageCacheBytes });
      const article = await createArticle(
        t.services,
        buildArticle({ title: 'Rift Over the Harbor', slug: 'rift-over-harbor' }),
      );
      const first = await openPage(t, READER, '/article/rift-over-harbor', {
        referrer: 'https://news.example.com/item/9',
      });
      expect(first.status).toBe(200);
      expect(first.headers.get('server-timing')).toBe('pageview');
      const etag = first.headers.get('etag');
      const again = await openPage(t, READER, '/article/rift-over-harbor', {
        headers: etag ? { 'If-None-Match': etag } : {},
      });
      expect(again.status).toBe(pageCacheBytes === 0 ? 200 : 304);
      expect(again.headers.get('server-timing')).toBe('pageview');
      // A search page counts its view here; its query comes from its beacon.
      const search = await openPage(t, OTHER, '/search?q=portal', {
        referrer: `${t.siteUrl}/`,
      });
      expect(search.headers.get('server-timing')).toBe('pageview');

      const cookie = await signIn(t);
      const figures = await report(cookie);
      expect(today(figures)).toMatchObject({ totalViews: 3, uniqueVisitors: 2 });
      expect(figures.topArticles).toEqual([
        { articleId: article.id, title: 'Rift Over the Harbor', views: 2 },
      ]);
      // Only the other site's host; the site's own pages are no referrer.
      expect(figures.referrers).toEqual([{ referrer: 'news.example.com', views: 1 }]);
      expect(figures.topSearches).toEqual([]);
    });
  }

  test('requests that are not a reader opening a page count nothing and are not marked', async () => {
    await app();
    const cookie = await signIn(t);
    // Warm the page cache with an uncounted request, so hits are tried too.
    expect((await t.request('/')).headers.get('server-timing')).toBeNull();
    const uncounted: Array<[string, Promise<Response>]> = [
      ['curl', t.request('/', { headers: { 'User-Agent': 'curl/8.5.0' } })],
      ['a load tool', t.request('/', { headers: { 'User-Agent': CHROME_UA } })],
      ['a prefetch', openPage(t, READER, '/', { headers: { 'Sec-Purpose': 'prefetch' } })],
      [
        'a prerender',
        openPage(t, READER, '/', { headers: { 'Sec-Purpose': 'prefetch;prerender' } }),
      ],
      ['an old prefetch', openPage(t, READER, '/', { headers: { Purpose: 'prefetch' } })],
      ['a frame', openPage(t, READER, '/', { headers: { 'Sec-Fetch-Dest': 'iframe' } })],
      ['a fetch', openPage(t, READER, '/', { headers: { 'Sec-Fetch-Mode': 'cors' } })],
      ['Do Not Track', openPage(t, READER, '/', { headers: { DNT: '1' } })],
      ['Global Privacy Control', openPage(t, READER, '/', { headers: { 'Sec-GPC': '1' } })],
      [
        'a crawler',
        openPage(t, { ...READER, userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' }, '/'),
      ],
      [
        'a headless browser',
        openPage(t, { ...READER, userAgent: CHROME_UA.replace('Chrome/', 'HeadlessChrome/') }, '/'),
      ],
      ['HEAD', openPage(t, READER, '/', { method: 'HEAD' })],
      ['a missing page', openPage(t, READER, '/no/such/page')],
      ['the back office', openPage(t, READER, '/admin', { headers: { Cookie: cookie } })],
    ];
    for (const [what, answer] of uncounted) {
      const response = await answer;
      expect([what, response.headers.get('server-timing')]).toEqual([what, null]);
    }
    expect(today(await report(cookie)).totalViews).toBe(0);
    // The same page, opened by a browser, is counted.
    await openPage(t, READER, '/');
    expect(today(await report(cookie)).totalViews).toBe(1);
  });

  test('a signed-in editor is not counted, a reader with an ended session is', async () => {
    await app();
    const cookie = await signIn(t);
    const editor = await openPage(t, { ...READER, headers: { Cookie: cookie } }, '/');
    // The server decided for this page: the page sends no beacon of its own.
    expect(editor.headers.get('server-timing')).toBe('pageview');
    // Its session is checked beside the answer (slowly here): a report read
    // next waits for the check and counts the view all the same.
    const isSignedIn = t.services.auth.isSignedIn;
    t.services.auth.isSignedIn = async (token) => {
      await Bun.sleep(300);
      return isSignedIn(token);
    };
    await openPage(t, { ...OTHER, headers: { Cookie: 'gazette_session=ended' } }, '/');
    t.services.auth.isSignedIn = isSignedIn;
    expect(today(await report(cookie))).toMatchObject({ totalViews: 1, uniqueVisitors: 1 });
  });

  test('with analytics off, pages are neither counted nor marked', async () => {
    await app({ analytics: { enabled: false } });
    const page = await openPage(t, READER, '/');
    expect(page.status).toBe(200);
    expect(page.headers.get('server-timing')).toBeNull();
    expect(t.analytics.pendingCount()).toBe(0);
  });

  test("a reader's reloads are one stored row with its count, and every figure stays exact", async () => {
    await app();
    const article = await createArticle(
      t.services,
      buildArticle({ title: 'Tide Law', slug: 'tide-law', section: 'cosmic-watch' }),
    );
    const path = '/article/tide-law';
    for (let n = 0; n < 5; n += 1) await openPage(t, READER, path);
    await openPage(t, READER, path, { referrer: 'https://news.example.com/item/4' });
    await openPage(t, READER, path, { referrer: 'https://news.example.com/item/5' });
    await openPage(t, OTHER, path);
    await t.analytics.flush();
    const { analyticsEvents } = t.store.tables;
    // Five reloads, two views from one referring site (one row: the host alone is kept), another reader.
    expect(await t.db.select({ id: analyticsEvents.id }).from(analyticsEvents)).toHaveLength(3);
    const cookie = await signIn(t);
    const figures = await report(cookie);
    expect(today(figures)).toMatchObject({ totalViews: 8, uniqueVisitors: 2 });
    // The other reader saw one page; this one, seven.
    expect(figures.bounceRate).toBe(0.5);
    expect(figures.topArticles).toEqual([{ articleId: article.id, title: 'Tide Law', views: 8 }]);
    expect(figures.referrers).toEqual([{ referrer: 'news.example.com', views: 2 }]);
    expect(figures.sections).toEqual([{ section: 'cosmic-watch', views: 8 }]);
    expect(await t.services.analytics.articleViews([article.id])).toEqual([
      { articleId: article.id, views: 8 },
    ]);
  });

  describe('shared caches: a counted answer is never kept for other readers', () => {
    const SHARED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
    for (const pageCacheBytes of [undefined, 0]) {
      const how = pageCacheBytes === 0 ? 'rendered every time' : 'from the page cache';
      test(`counted answers are private, uncounted ones keep the shared lifetime, ${how}`, async () => {
        await app({ pageCacheBytes });
        await createArticle(t.services, buildArticle({ title: 'Tide Law', slug: 'tide-law' }));
        const path = '/article/tide-law';
        const cacheControl = (response: Response) => [
          response.status,
          response.headers.get('server-timing'),
          response.headers.get('cache-control'),
        ];
        // Uncounted first (a CDN fetching on its own, curl, a prefetch): shared caches may keep it.
        const plain = await t.request(path, { headers: { 'User-Agent': 'curl/8.5.0' } });
        expect(cacheControl(plain)).toEqual([200, null, SHARED]);
        const counted = await openPage(t, READER, path);
        expect(cacheControl(counted)).toEqual([200, 'pageview', COUNTED_PAGE_CACHE_CONTROL]);
        const etag = counted.headers.get('etag')!;
        const revalidated = await openPage(t, READER, path, { headers: { 'If-None-Match': etag } });
        expect(cacheControl(revalidated)).toEqual([
          pageCacheBytes === 0 ? 200 : 304,
          'pageview',
          COUNTED_PAGE_CACHE_CONTROL,
        ]);
        // A counted answer changes nothing kept: the next uncounted ones are shared again, 304s too.
        const prefetch = await openPage(t, READER, path, {
          headers: { 'Sec-Purpose': 'prefetch' },
        });
        expect(cacheControl(prefetch)).toEqual([200, null, SHARED]);
        const uncounted304 = await t.request(path, {
          headers: { 'User-Agent': 'curl/8.5.0', 'If-None-Match': etag },
        });
        expect(cacheControl(uncounted304)).toEqual([
          pageCacheBytes === 0 ? 200 : 304,
          null,
          SHARED,
        ]);
        const cookie = await signIn(t);
        expect(today(await report(cookie)).totalViews).toBe(2);
      });
    }

    test('with analytics off every page keeps the shared lifetime', async () => {
      await app({ analytics: { enabled: false } });
      const page = await openPage(t, READER, '/');
      expect(page.headers.get('cache-control')).toBe(SHARED);
    });
  });
});

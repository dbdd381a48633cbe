import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminRequest, createAdmin, signIn } from '@tests/support/admin-session';
import { CHROME_UA, sendBeacon } from '@tests/support/analytics-beacons';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { buildAuthorProfile } from '~/server/db/seed/factories/author-profile';
import { buildBreakingNews } from '~/server/db/seed/factories/breaking-news';

/**
 * U+0000 anywhere a request can carry it: dropped before any route reads
 * it, so every engine stores and finds the same text (PostgreSQL's text
 * cannot hold it at all) and no request answers 500.
 */
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ analytics: { enabled: true } });
  await createAdmin(t, 'editor');
  cookie = await signIn(t, 'editor');
  await createArticle(
    t.services,
    buildArticle({ slug: 'harbour-lights', title: 'Harbour lights' }),
  );
}, 30_000);

afterAll(() => t.close());

describe('a NUL character', () => {
  test('in the fields of an article, as written and as edited, is dropped', async () => {
    const created = await adminRequest(t, 'POST', '/api/admin/articles', {
      cookie,
      body: buildArticle({
        slug: 'nul-story',
        title: 'Null\u0000 island',
        summary: 'A sum\u0000mary',
        author: 'Priya\u0000 Castellanos',
        tags: ['t\u0000ag'],
        content: '<p>Body\u0000 text</p>',
      }),
    });
    expect(created.status).toBe(201);
    const article = (await created.json()) as { id: number; version: number };
    const edited = await adminRequest(t, 'PATCH', `/api/admin/articles/${article.id}`, {
      cookie,
      body: buildArticle({
        slug: 'nul-story',
        title: 'Null\u0000 island, edited',
        summary: 'A sum\u0000mary',
        author: 'Priya Castellanos',
        tags: ['t\u0000ag'],
        content: '<p>Body\u0000 text</p>',
        version: article.version,
      }),
    });
    expect(edited.status).toBe(200);
    const stored = (await (await t.request('/api/articles/nul-story')).json()) as Record<
      string,
      unknown
    >;
    expect(stored).toMatchObject({
      title: 'Null island, edited',
      summary: 'A summary',
      tags: ['tag'],
      content: '<p>Body text</p>',
    });
  });

  test('in the ticker and an author profile is dropped', async () => {
    const item = await adminRequest(t, 'POST', '/api/admin/breaking-news', {
      cookie,
      body: buildBreakingNews({ text: 'Rift\u0000 closes' }),
    });
    expect(item.status).toBe(201);
    expect(((await item.json()) as { text: string }).text).toBe('Rift closes');
    const profile = await adminRequest(t, 'POST', '/api/admin/author-profiles', {
      cookie,
      body: buildAuthorProfile({ name: 'Ada\u0000 Byline' }),
    });
    expect(profile.status).toBe(201);
    expect(((await profile.json()) as { name: string }).name).toBe('Ada Byline');
  });

  test('in a URL (%00) is dropped from paths, queries and pages alike', async () => {
    for (const path of [
      '/api/search?q=harb%00our',
      '/api/articles?q=harb%00our',
      '/api/admin/articles?q=harb%00our',
      '/api/articles/harbour-lights%00',
      '/search?q=harb%00our',
      '/article/harbour%00-lights',
    ]) {
      const response = await adminRequest(t, 'GET', path, { cookie });
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(await response.text()).toContain('Harbour lights');
    }
  });

  test('in a reader beacon is dropped, and the batch is written', async () => {
    const reader = { address: '203.0.113.50', userAgent: CHROME_UA };
    const viewed = await sendBeacon(t, reader, {
      type: 'pageview',
      path: '/article/harbour\u0000-lights',
      referrer: 'https://news.exa\u0000mple.com/x',
    });
    expect(viewed.status).toBe(204);
    const searched = await sendBeacon(t, reader, {
      type: 'search',
      query: 'harb\u0000our',
      results: 1,
    });
    expect(searched.status).toBe(204);
    await t.analytics.flush();
    const report = (await (
      await adminRequest(t, 'GET', '/api/admin/analytics?days=7', { cookie })
    ).json()) as {
      topArticles: Array<{ title: string; views: number }>;
      topSearches: Array<{ query: string; count: number }>;
      referrers: Array<{ referrer: string; views: number }>;
    };
    expect(report.topArticles).toEqual([
      expect.objectContaining({ title: 'Harbour lights', views: 1 }),
    ]);
    expect(report.topSearches).toEqual([expect.objectContaining({ query: 'harbour', count: 1 })]);
    expect(report.referrers).toEqual([{ referrer: 'news.example.com', views: 1 }]);
  });
});

import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { queryKeyUrl } from '~/client/api/query-client';
import { apiRequest } from '~/client/api/transport';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { seedDemoContent } from '~/server/db/seed/seed-demo';

let t: TestApp;
let articleId: number;

beforeAll(async () => {
  // Every request renders: what is compared is the render's own data.
  t = await createTestApp({ pageCacheBytes: 0 });
  await seedDemoContent(t.services);
  const now = Date.now();
  const article = await createArticle(
    t.services,
    buildArticle({
      slug: 'eleven-moons',
      title: 'Eleven moons over the harbour',
      section: 'cosmic-watch',
      author: 'Priya Castellanos',
      featured: true,
      date: new Date(now).toISOString(),
      content: '<p>The lighthouse keeper counted eleven moons.</p>',
    }),
  );
  articleId = article.id;
});

afterAll(() => t.close());

interface DehydratedQuery {
  queryKey: unknown[];
  state: { status: string; data: unknown };
}

async function dehydratedQueries(path: string): Promise<DehydratedQuery[]> {
  const html = await (await t.request(path)).text();
  const json = html.match(/window\.__GAZETTE__=(.*?);<\/script>/)?.[1];
  expect(json).toBeDefined();
  return (JSON.parse(json!) as { queryState: { queries: DehydratedQuery[] } }).queryState.queries;
}

/**
 * What the browser's query would hold after fetching the same key from the
 * API: lists carry their total in X-Total-Count, a missing article or profile
 * is null (the queries' on404), everything else is the body.
 */
async function apiAnswer(queryKey: unknown[], data: unknown): Promise<unknown> {
  const response = await t.request(queryKeyUrl(queryKey));
  if (response.status === 404) return null;
  expect(response.status).toBe(200);
  const body = (await response.json()) as unknown;
  const total = Number(response.headers.get('x-total-count'));
  if (data && typeof data === 'object' && 'articles' in data) return { articles: body, total };
  if (data && typeof data === 'object' && 'hits' in data) return { hits: body, total };
  return body;
}

/** Every kind of reader page that prefetches, and the queries it must dehydrate. */
const PAGES: Array<[string, number]> = [
  ['/', 3],
  ['/?page=2', 3],
  ['/section/cosmic-watch', 1],
  ['/section/cosmic-watch?sort=oldest&page=2', 1],
  ['/article/eleven-moons', 4],
  ['/author/Priya%20Castellanos', 3],
  ['/author/Nobody%20Writes%20Here', 3],
  ['/authors', 1],
  ['/about', 1],
  ['/corrections', 1],
  ['/search?q=portal', 1],
  ['/search?q=rift&section=cosmic-watch&sort=newest', 1],
  ['/article/no-such-story', 1],
];

describe('page data read from the services', () => {
  test.each(PAGES)('%s dehydrates exactly what the API answers', async (path, count) => {
    const queries = await dehydratedQueries(path);
    expect(queries).toHaveLength(count);
    for (const query of queries) {
      expect(query.state.status).toBe('success');
      expect({ key: query.queryKey, data: query.state.data }).toStrictEqual({
        key: query.queryKey,
        data: await apiAnswer(query.queryKey, query.state.data),
      });
      // What the server renders with is plain JSON data too (no Date, no undefined field).
      const read = await apiRequest('GET', queryKeyUrl(query.queryKey)).then(
        (response) => response.json(),
        () => null,
      );
      const body = (query.state.data as { articles?: unknown; hits?: unknown } | null) ?? null;
      expect(read).toStrictEqual(JSON.parse(JSON.stringify(read)));
      expect(read).toStrictEqual(body?.articles ?? body?.hits ?? body);
    }
  });

  test('a page render makes no request through the API, and an article page reads its article once', async () => {
    const handle = t.app.handle;
    const findPublic = t.services.articles.findPublic;
    const apiRequests: string[] = [];
    const articleReads: string[] = [];
    t.app.handle = (request: Request) => {
      apiRequests.push(new URL(request.url).pathname);
      return handle.call(t.app, request);
    };
    t.services.articles.findPublic = (reference: string) => {
      articleReads.push(reference);
      return findPublic(reference);
    };
    try {
      for (const [path] of PAGES) await t.request(path);
      // The request for the page itself is the only one the app's router sees.
      expect(apiRequests.filter((pathname) => pathname.startsWith('/api/'))).toEqual([]);
      // Once, or not at all when an earlier render's read is still kept
      // (kept-reads.test.ts counts the reads of a first render).
      expect(
        articleReads.filter((reference) => reference === 'eleven-moons').length,
      ).toBeLessThanOrEqual(1);
    } finally {
      t.app.handle = handle;
      t.services.articles.findPublic = findPublic;
    }
  });

  test('a page rendered per request is sent compressed whole (zstd where the browser takes it, else gzip), the same page as uncompressed', async () => {
    // Each render has its own nonce and its own moment of fetching.
    const comparable = (html: string) =>
      html
        .replaceAll(html.match(/nonce="([^"]+)"/)?.[1] ?? 'no nonce', 'N')
        .replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');
    const unpack = {
      zstd: (bytes: Uint8Array<ArrayBuffer>) => Bun.zstdDecompressSync(bytes),
      gzip: (bytes: Uint8Array<ArrayBuffer>) => Bun.gunzipSync(bytes),
    };
    const plain = await t.request('/', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const page = comparable(await plain.text());
    expect(page).toContain('</html>');
    for (const [acceptEncoding, encoding] of [
      // Current Chrome, Edge and Firefox.
      ['gzip, deflate, br, zstd', 'zstd'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'gzip'],
      ['zstd;q=0, gzip', 'gzip'],
    ] as const) {
      const answer = await t.request('/', { headers: { 'Accept-Encoding': acceptEncoding } });
      expect([acceptEncoding, answer.headers.get('content-encoding')]).toEqual([
        acceptEncoding,
        encoding,
      ]);
      expect(answer.headers.get('vary')).toBe('Accept-Encoding');
      const unpacked = new TextDecoder().decode(
        unpack[encoding](new Uint8Array(await answer.arrayBuffer())),
      );
      expect(comparable(unpacked)).toBe(page);
    }
    const head = await t.request('/', { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  test('a missing page is sent compressed whole too, with its status, and kept by no cache', async () => {
    for (const [path, heading] of [
      ['/article/no-such-story', 'Article Not Found'],
      ['/no-such-page', 'Page Not Found'],
    ] as const) {
      const answer = await t.request(path, {
        headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
      });
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-encoding')).toBe('zstd');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(answer.headers.get('vary')).toBe('Accept-Encoding');
      const html = new TextDecoder().decode(
        Bun.zstdDecompressSync(new Uint8Array(await answer.arrayBuffer())),
      );
      expect(html).toContain(heading);
      expect(html).toEndWith('</html>');
    }
  });

  test('an article asked for by id still moves to its slug', async () => {
    const response = await t.request(`/article/${articleId}`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/article/eleven-moons');
  });
});

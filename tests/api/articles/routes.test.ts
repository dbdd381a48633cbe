import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import type { Article, ArticleTeaser, PublicArticle } from '~/shared/schemas/article';
import { rankSearchResults, type SearchHit } from '~/shared/search-scoring';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const create = (overrides: Parameters<typeof buildArticle>[0]) =>
    createArticle(t.services, buildArticle(overrides));
  await create({
    slug: 'portal-opens',
    title: 'Portal opens over Harbor',
    section: 'cosmic-watch',
    status: 'published',
    date: '2026-11-01T10:00:00Z',
    tags: ['portal'],
  });
  await create({
    slug: 'treaty-signed',
    title: 'Treaty signed at last',
    section: 'global-affairs',
    status: 'verified',
    date: '2026-11-03T10:00:00Z',
    featured: true,
  });
  await create({
    slug: 'secret-draft',
    title: 'A secret draft',
    section: 'cosmic-watch',
    status: 'draft',
    date: '2026-11-04T10:00:00Z',
    tags: ['portal'],
  });
  await create({
    slug: 'storm-developing',
    title: 'Storm developing on Earth-838',
    section: 'cosmic-watch',
    status: 'developing',
    date: '2026-11-02T10:00:00Z',
    author: 'Helena Voss',
  });
  await create({
    slug: 'free-text-date',
    title: 'Market rally',
    section: 'financial-desk',
    status: 'breaking',
    date: 'sometime last week',
  });
});

afterAll(() => t.close());

async function list(query = '') {
  const response = await t.request(`/api/articles${query}`);
  return { response, body: (await response.json()) as Article[] };
}

describe('GET /api/articles', () => {
  test('lists every public article with the spec fields, never a draft', async () => {
    const { response, body } = await list();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(body.map((a) => a.slug)).not.toContain('secret-draft');
    expect(body).toHaveLength(4);
    expect(Object.keys(body[0]!).sort()).toEqual(
      [
        'id',
        'slug',
        'title',
        'section',
        'summary',
        'content',
        'author',
        'date',
        'dateDisplay',
        'image',
        'imagePosition',
        'additionalImages',
        'status',
        'tags',
        'featured',
        'readTime',
        'createdAt',
        'updatedAt',
        'publishedAt',
        'version',
        'authorId',
      ].sort(),
    );
    expect(body[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(response.headers.get('x-total-count')).toBe('4');
  });

  test('orders newest first by the article date', async () => {
    const { body } = await list('?section=cosmic-watch');
    expect(body.map((a) => a.slug)).toEqual(['storm-developing', 'portal-opens']);
  });

  test('filters by author, status, featured and search terms', async () => {
    expect((await list('?author=Helena%20Voss')).body.map((a) => a.slug)).toEqual([
      'storm-developing',
    ]);
    expect((await list('?status=verified,breaking')).body.map((a) => a.slug).sort()).toEqual([
      'free-text-date',
      'treaty-signed',
    ]);
    expect((await list('?featured=true')).body.map((a) => a.slug)).toEqual(['treaty-signed']);
    expect((await list('?q=harbor')).body.map((a) => a.slug)).toEqual(['portal-opens']);
    expect((await list('?status=analysis')).body).toEqual([]);
  });

  test('a search finds articles matching any term, in the body too', async () => {
    expect((await list('?q=harbor%20treaty')).body.map((a) => a.slug)).toEqual([
      'treaty-signed',
      'portal-opens',
    ]);
    // Every factory body mentions the Portal Commission; the draft stays hidden.
    expect((await list('?q=commission')).body).toHaveLength(4);
    expect((await list('?q=commission&section=cosmic-watch')).body.map((a) => a.slug)).toEqual([
      'storm-developing',
      'portal-opens',
    ]);
  });

  test('pages with limit and offset, reporting the total', async () => {
    const first = await list('?limit=2&offset=0');
    const second = await list('?limit=2&offset=2');
    expect(first.body).toHaveLength(2);
    expect(second.body).toHaveLength(2);
    expect(first.response.headers.get('x-total-count')).toBe('4');
    expect(second.response.headers.get('x-total-count')).toBe('4');
    expect(new Set([...first.body, ...second.body].map((a) => a.id)).size).toBe(4);
  });

  test.each([
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=ten', 'limit'],
    ['?offset=-1', 'offset'],
    ['?section=multiverse-watch', 'section'],
    ['?status=draft', 'status'],
    ['?sort=random', 'sort'],
    ['?featured=yes', 'featured'],
    ['?omit=title', 'omit'],
  ])('%s is a 400 with a JSON message naming %s', async (query, name) => {
    const response = await t.request(`/api/articles${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string };
    expect(body.message).toContain(name);
  });
});

describe('GET /api/articles?omit=content', () => {
  const withoutBody = ({ content: _content, ...teaser }: Article): ArticleTeaser => teaser;

  test.each([
    '',
    '&section=cosmic-watch',
    '&status=verified,breaking&sort=title',
    '&limit=2&offset=1',
    '&q=harbor%20treaty',
  ])('leaves out the body and nothing else (%s)', async (query) => {
    const full = await list(`?${query.slice(1)}`);
    const teasers = await list(`?omit=content${query}`);
    expect(teasers.response.status).toBe(200);
    expect(teasers.body.length).toBeGreaterThan(0);
    for (const teaser of teasers.body) expect(teaser).not.toHaveProperty('content');
    expect(teasers.body as ArticleTeaser[]).toEqual(full.body.map(withoutBody));
    expect(teasers.response.headers.get('x-total-count')).toBe(
      full.response.headers.get('x-total-count'),
    );
  });

  test.each(['title', 'Content', 'content,title', ''])(
    'omit=%s is a 400 in the one error shape',
    async (value) => {
      const response = await t.request(`/api/articles?omit=${value}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        status: 400,
        message: 'omit: must be content',
        issues: [{ path: 'omit', message: 'must be content' }],
      });
    },
  );
});

describe('GET /api/articles/:reference', () => {
  test('finds a public article by slug or by id', async () => {
    const bySlug = (await (await t.request('/api/articles/portal-opens')).json()) as Article;
    expect(bySlug.title).toBe('Portal opens over Harbor');
    const byId = (await (await t.request(`/api/articles/${bySlug.id}`)).json()) as Article;
    expect(byId.slug).toBe('portal-opens');
  });

  test('a draft or an unknown article is a JSON 404', async () => {
    for (const reference of ['secret-draft', 'no-such-story', '99999']) {
      const response = await t.request(`/api/articles/${reference}`);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { message: string }).message).toBe('Article not found');
    }
  });
});

describe('unknown API paths', () => {
  test('answer JSON 404, not a page', async () => {
    const response = await t.request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});

describe('reader endpoints over a larger newsroom', () => {
  let r: TestApp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    r = await createTestApp();
    const create = async (overrides: Parameters<typeof buildArticle>[0]) => {
      const article = await createArticle(r.services, buildArticle(overrides));
      ids[article.slug] = article.id;
      return article;
    };
    await create({
      slug: 'rift-main',
      title: 'Rift over the bay',
      section: 'cosmic-watch',
      tags: ['rift', 'portal', 'harbor'],
      date: '2026-05-01T00:00:00Z',
      author: 'Helena Voss',
      readTime: 4,
    });
    await create({
      slug: 'cosmic-older',
      title: 'Older cosmic story',
      section: 'cosmic-watch',
      date: '2026-04-01T00:00:00Z',
      author: 'Helena Voss',
      status: 'developing',
      readTime: 7,
    });
    await create({
      slug: 'cosmic-draft',
      title: 'Hidden cosmic draft',
      section: 'cosmic-watch',
      status: 'draft',
      tags: ['rift', 'portal', 'harbor'],
      author: 'Helena Voss',
      readTime: 9,
    });
    await create({
      slug: 'street-three-tags',
      title: 'Street story sharing three tags',
      section: 'street-beat',
      tags: ['Rift', 'portal', 'harbor'],
      date: '2026-01-01T00:00:00Z',
      status: 'breaking',
      author: 'Helena Voss',
      readTime: 2,
    });
    await create({
      slug: 'arts-one-tag',
      title: 'Arts story sharing one tag',
      section: 'arts-culture',
      tags: ['harbor'],
      date: '2026-03-01T00:00:00Z',
    });
    await create({
      slug: 'crime-two-tags',
      title: 'Crime story sharing two tags',
      section: 'crime-justice',
      tags: ['portal', 'rift'],
      date: '2026-02-01T00:00:00Z',
    });
    await create({
      slug: 'no-shared-tags',
      title: 'Unrelated science report',
      section: 'science-tech',
      tags: ['lab'],
      date: '2026-06-01T00:00:00Z',
    });
  });

  afterAll(() => r.close());

  async function json<T>(path: string): Promise<{ response: Response; body: T }> {
    const response = await r.request(path);
    return { response, body: (await response.json()) as T };
  }

  describe('GET /api/articles/:reference/related', () => {
    test('the same section first, topped up by the most shared tags, 3 at most', async () => {
      const { response, body } = await json<ArticleTeaser[]>('/api/articles/rift-main/related');
      expect(response.status).toBe(200);
      expect(body.map((a) => a.slug)).toEqual([
        'cosmic-older',
        'street-three-tags',
        'crime-two-tags',
      ]);
    });

    test('by id as well as slug; never the article itself or a draft', async () => {
      const { body } = await json<ArticleTeaser[]>(
        `/api/articles/${ids['street-three-tags']}/related`,
      );
      // No other street-beat story: all three come by shared tags.
      expect(body.map((a) => a.slug)).toEqual(['rift-main', 'crime-two-tags', 'arts-one-tag']);
    });

    test('an article sharing nothing gets nothing', async () => {
      const { body } = await json<ArticleTeaser[]>('/api/articles/no-shared-tags/related');
      expect(body).toEqual([]);
    });

    test('are teasers: every field of the article but its body', async () => {
      const { body } = await json<ArticleTeaser[]>('/api/articles/rift-main/related');
      expect(body).toHaveLength(3);
      for (const teaser of body) {
        // The article page also gets its uploaded images' alt text and captions.
        const { content, imageTexts, ...fields } = (
          await json<PublicArticle>(`/api/articles/${teaser.slug}`)
        ).body;
        expect(imageTexts).toEqual({});
        expect(content.length).toBeGreaterThan(0);
        expect(teaser).toEqual(fields);
        expect(teaser).not.toHaveProperty('content');
      }
    });

    test('an unknown or draft article is a 404', async () => {
      for (const reference of ['no-such-story', 'cosmic-draft']) {
        const response = await r.request(`/api/articles/${reference}/related`);
        expect(response.status).toBe(404);
      }
    });
  });

  describe('GET /api/search', () => {
    type Hit = SearchHit;

    test('ranks with the shared scoring, leaving out bodies, drafts and non-matches', async () => {
      const { response, body } = await json<Hit[]>('/api/search?q=rift%20story&sort=relevance');
      expect(response.status).toBe(200);
      const all = (await json<Article[]>('/api/articles')).body;
      const expected = rankSearchResults(all, {
        q: 'rift story',
        section: '',
        status: '',
        sort: 'relevance',
      });
      expect(expected.length).toBeGreaterThan(2);
      expect(body.map((hit) => [hit.slug, hit.score])).toEqual(
        expected.map((hit) => [hit.article.slug, hit.score]),
      );
      expect(body.some((hit) => 'content' in hit)).toBe(false);
      expect(body.map((hit) => hit.slug)).not.toContain('cosmic-draft');
      expect(body.map((hit) => hit.slug)).not.toContain('no-shared-tags');
      expect(response.headers.get('x-total-count')).toBe(String(expected.length));
    });

    test('newest first by default; title A-Z on request', async () => {
      const newest = (await json<Hit[]>('/api/search?q=story')).body.map((hit) => hit.slug);
      expect(newest).toEqual([
        'cosmic-older',
        'arts-one-tag',
        'crime-two-tags',
        'street-three-tags',
      ]);
      const byTitle = (await json<Hit[]>('/api/search?q=story&sort=title')).body;
      expect(byTitle.map((hit) => hit.title)).toEqual([...byTitle.map((hit) => hit.title)].sort());
    });

    test('section and status filter independently; analysis matches no stored article', async () => {
      const slugs = async (query: string) =>
        (await json<Hit[]>(`/api/search?${query}`)).body.map((hit) => hit.slug);
      expect(await slugs('q=story&section=street-beat')).toEqual(['street-three-tags']);
      expect(await slugs('q=story&status=developing')).toEqual(['cosmic-older']);
      expect(await slugs('q=story&status=breaking&section=street-beat')).toEqual([
        'street-three-tags',
      ]);
      expect(await slugs('q=story&status=analysis')).toEqual([]);
      expect(await slugs('q=&section=&status=&sort=')).toEqual([]);
      expect(await slugs('q=%20%20')).toEqual([]);
    });

    test('at most 100 results, with the full count in X-Total-Count', async () => {
      const bulk = await createTestApp();
      for (let n = 0; n < 105; n += 1)
        await createArticle(bulk.services, buildArticle({ title: `Bulk zephyr ${n}` }));
      const response = await bulk.request('/api/search?q=zephyr');
      expect(((await response.json()) as Hit[]).length).toBe(100);
      expect(response.headers.get('x-total-count')).toBe('105');
      bulk.close();
    });

    test.each([
      ['q=x&section=multiverse-watch', 'section'],
      ['q=x&status=published', 'status'],
      ['q=x&sort=oldest', 'sort'],
      [`q=${'a'.repeat(201)}`, 'q'],
    ])('?%s is a 400 naming %s', async (query, name) => {
      const response = await r.request(`/api/search?${query}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toStartWith(`${name}:`);
    });
  });

  describe('GET /api/author-stats', () => {
    test('counts verified, breaking and published articles and sums their read time', async () => {
      const { body } = await json<{ articleCount: number; totalReadTime: number }>(
        '/api/author-stats?author=Helena%20Voss',
      );
      // rift-main (published, 4) and street-three-tags (breaking, 2); not developing or draft.
      expect(body).toEqual({ articleCount: 2, totalReadTime: 6 });
    });

    test('an author without articles has zeros; a missing name is a 400', async () => {
      expect((await json('/api/author-stats?author=Nobody')).body).toEqual({
        articleCount: 0,
        totalReadTime: 0,
      });
      expect((await r.request('/api/author-stats')).status).toBe(400);
      expect((await r.request('/api/author-stats?author=')).status).toBe(400);
    });
  });
});

describe('GET /api/articles without a limit', () => {
  test('answers the first 100, never the whole archive, and says how many there are', async () => {
    const big = await createTestApp();
    for (let n = 0; n < 105; n += 1) {
      await createArticle(big.services, buildArticle({ status: 'published' }));
    }
    const response = await big.request('/api/articles');
    expect(response.status).toBe(200);
    expect(((await response.json()) as Article[]).length).toBe(100);
    expect(response.headers.get('x-total-count')).toBe('105');
    const rest = await big.request('/api/articles?offset=100');
    expect(((await rest.json()) as Article[]).length).toBe(5);
    big.close();
  });
});

import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { buildArticle } from '@tests/factories/article';
import { createTestApp, type TestApp } from '@tests/setup/test-app';
import type { Article } from '~/shared/schemas/article';

let t: TestApp;

beforeAll(() => {
  t = createTestApp();
  const create = (overrides: Parameters<typeof buildArticle>[0]) =>
    t.services.articles.create(buildArticle(overrides));
  create({
    slug: 'portal-opens',
    title: 'Portal opens over Harbor',
    section: 'cosmic-watch',
    status: 'published',
    date: '2026-11-01T10:00:00Z',
    tags: ['portal'],
  });
  create({
    slug: 'treaty-signed',
    title: 'Treaty signed at last',
    section: 'global-affairs',
    status: 'verified',
    date: '2026-11-03T10:00:00Z',
    featured: true,
  });
  create({
    slug: 'secret-draft',
    title: 'A secret draft',
    section: 'cosmic-watch',
    status: 'draft',
    date: '2026-11-04T10:00:00Z',
    tags: ['portal'],
  });
  create({
    slug: 'storm-developing',
    title: 'Storm developing on Earth-838',
    section: 'cosmic-watch',
    status: 'developing',
    date: '2026-11-02T10:00:00Z',
    author: 'Helena Voss',
  });
  create({
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
    expect((await list('?q=portal')).body.map((a) => a.slug)).toEqual(['portal-opens']);
    expect((await list('?status=analysis')).body).toEqual([]);
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
  ])('%s is a 400 with a JSON message naming %s', async (query, name) => {
    const response = await t.request(`/api/articles${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string };
    expect(body.message).toContain(name);
  });
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

import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { buildArticle } from '@tests/factories/article';
import { createTestApp, type TestApp } from '@tests/setup/test-app';
import type { Article } from '~/shared/schemas/article';
import { adminRequest, createAdmin, signIn } from '../auth/test-session';

let t: TestApp;
let cookie: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = createTestApp();
  const create = (
    slug: string,
    overrides: Parameters<typeof buildArticle>[0],
    editedAt: string,
  ) => {
    const article = t.services.articles.create(buildArticle({ slug, ...overrides }), {
      now: new Date(editedAt),
    });
    ids[slug] = article.id;
  };
  create(
    'portal-opens',
    {
      title: 'Portal opens over Harbor',
      section: 'cosmic-watch',
      status: 'published',
      tags: ['portal'],
    },
    '2026-11-01T10:00:00Z',
  );
  create(
    'secret-draft',
    { title: 'A secret draft', section: 'cosmic-watch', status: 'draft', author: 'Helena Voss' },
    '2026-11-04T10:00:00Z',
  );
  create(
    'treaty-signed',
    {
      title: 'Treaty signed at last',
      section: 'global-affairs',
      status: 'verified',
      summary: 'A portal treaty.',
    },
    '2026-11-03T10:00:00Z',
  );
  create(
    'storm-developing',
    {
      title: 'Storm developing',
      section: 'science-tech',
      status: 'developing',
      date: 'sometime last week',
    },
    '2026-11-02T10:00:00Z',
  );
  await createAdmin(t, 'editor');
  cookie = await signIn(t, 'editor');
});

afterAll(() => t.close());

async function list(query = '') {
  const response = await adminRequest(t, 'GET', `/api/admin/articles${query}`, { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as Article[]).map((article) => article.slug);
}

describe('GET /api/admin/articles', () => {
  test('lists every status, drafts included, most recently updated first', async () => {
    expect(await list()).toEqual([
      'secret-draft',
      'treaty-signed',
      'storm-developing',
      'portal-opens',
    ]);
  });

  test('filters by status, section and search terms (title, summary, author, tags)', async () => {
    expect(await list('?status=draft')).toEqual(['secret-draft']);
    expect(await list('?section=cosmic-watch')).toEqual(['secret-draft', 'portal-opens']);
    expect(await list('?section=cosmic-watch&status=published')).toEqual(['portal-opens']);
    expect(await list('?q=portal')).toEqual(['treaty-signed', 'portal-opens']);
    expect(await list('?q=helena')).toEqual(['secret-draft']);
    expect(await list('?q=portal%20harbor')).toEqual(['portal-opens']);
    expect(await list('?q=nothing-matches-this')).toEqual([]);
    expect(await list('?q=&status=&section=')).toHaveLength(4);
  });

  test('400 on a status or section that does not exist', async () => {
    for (const query of ['?status=all', '?status=analysis', '?section=multiverse-watch']) {
      const response = await adminRequest(t, 'GET', `/api/admin/articles${query}`, { cookie });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(
        /^(status|section): must be one of/,
      );
    }
  });
});

describe('GET /api/admin/articles/:id', () => {
  test('returns any article by id, drafts included', async () => {
    const response = await adminRequest(t, 'GET', `/api/admin/articles/${ids['secret-draft']}`, {
      cookie,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Article).status).toBe('draft');
  });

  test('404 JSON when there is none, 400 on a bad id', async () => {
    const missing = await adminRequest(t, 'GET', '/api/admin/articles/99999', { cookie });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Article not found' });
    expect((await adminRequest(t, 'GET', '/api/admin/articles/abc', { cookie })).status).toBe(400);
  });
});

describe('DELETE /api/admin/articles/:id', () => {
  test('needs a session and a same-origin request', async () => {
    const path = `/api/admin/articles/${ids['storm-developing']}`;
    expect((await adminRequest(t, 'DELETE', path)).status).toBe(401);
    const foreign = await adminRequest(t, 'DELETE', path, {
      cookie,
      headers: { Origin: 'http://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(await list()).toContain('storm-developing');
  });

  test('deletes the article everywhere; a second delete is a 404', async () => {
    const path = `/api/admin/articles/${ids['storm-developing']}`;
    const response = await adminRequest(t, 'DELETE', path, { cookie });
    expect(response.status).toBe(204);
    expect(await list()).not.toContain('storm-developing');
    expect((await adminRequest(t, 'GET', path, { cookie })).status).toBe(404);
    expect((await t.request('/api/articles/storm-developing')).status).toBe(404);
    expect((await adminRequest(t, 'DELETE', path, { cookie })).status).toBe(404);
  });
});

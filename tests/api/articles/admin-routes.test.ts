import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminRequest, createAdmin, signIn } from '@tests/support/admin-session';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { eq } from 'drizzle-orm';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { buildAuthorProfile } from '~/server/db/seed/factories/author-profile';
import type { Article } from '~/shared/schemas/article';

let t: TestApp;
let cookie: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const create = async (
    slug: string,
    overrides: Parameters<typeof buildArticle>[0],
    editedAt: string,
  ) => {
    const article = await createArticle(t.services, buildArticle({ slug, ...overrides }), {
      now: new Date(editedAt),
    });
    ids[slug] = article.id;
  };
  await create(
    'portal-opens',
    {
      title: 'Portal opens over Harbor',
      section: 'cosmic-watch',
      status: 'published',
      tags: ['portal'],
    },
    '2026-11-01T10:00:00Z',
  );
  await create(
    'secret-draft',
    { title: 'A secret draft', section: 'cosmic-watch', status: 'draft', author: 'Helena Voss' },
    '2026-11-04T10:00:00Z',
  );
  await create(
    'treaty-signed',
    {
      title: 'Treaty signed at last',
      section: 'global-affairs',
      status: 'verified',
      summary: 'A portal treaty.',
    },
    '2026-11-03T10:00:00Z',
  );
  await create(
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
    expect(await missing.json()).toEqual({ status: 404, message: 'Article not found' });
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

async function articleCount(): Promise<number> {
  return (await list()).length;
}

function revisionsOf(articleId: number) {
  const { articleRevisions } = t.store.tables;
  return t.db
    .select()
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, articleId))
    .orderBy(articleRevisions.version);
}

async function messageOf(response: Response): Promise<string> {
  return ((await response.json()) as { message: string }).message;
}

describe('POST /api/admin/articles', () => {
  test('creates the article at version 1 with server-managed fields', async () => {
    const profile = await t.services.authors.createProfile(
      buildAuthorProfile({ name: 'Mara Quill' }),
    );
    const payload = buildArticle({
      slug: 'rift-over-harbor',
      title: 'Rift over Harbor',
      author: 'Mara Quill',
      status: 'published',
      date: 'June 3, 2026',
      content: '<p>Calm.</p><script>alert(1)</script>',
      tags: ['rift', 'harbor'],
      additionalImages: ['/images/rift.jpg'],
    });
    const response = await adminRequest(t, 'POST', '/api/admin/articles', {
      cookie,
      body: payload,
    });
    expect(response.status).toBe(201);
    const article = (await response.json()) as Article;
    expect(article).toMatchObject({
      slug: 'rift-over-harbor',
      title: 'Rift over Harbor',
      version: 1,
      authorId: profile.id,
      content: '<p>Calm.</p>',
      tags: ['rift', 'harbor'],
      additionalImages: ['/images/rift.jpg'],
      image: null,
    });
    expect(article.createdAt).toBe(article.updatedAt);
    expect(article.publishedAt).toBe(article.createdAt);
    expect((await list())[0]).toBe('rift-over-harbor');
    expect((await t.request('/api/articles/rift-over-harbor')).status).toBe(200);
  });

  test('a byline without a profile has no authorId; a draft stays out of the public API', async () => {
    const response = await adminRequest(t, 'POST', '/api/admin/articles', {
      cookie,
      body: buildArticle({ slug: 'quiet-draft', author: 'Nobody Known', status: 'draft' }),
    });
    expect(response.status).toBe(201);
    const article = (await response.json()) as Article;
    expect(article.authorId).toBeNull();
    expect(article.publishedAt).toBeNull();
    expect((await t.request('/api/articles/quiet-draft')).status).toBe(404);
    const publicList = (await (await t.request('/api/articles')).json()) as Article[];
    expect(publicList.map((item) => item.slug)).not.toContain('quiet-draft');
  });

  test('422 with the schema message names the field, and nothing is written', async () => {
    const before = await articleCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { slug: 'Bad Slug!' },
        'slug: Slug must contain only lowercase letters, numbers, and hyphens',
      ],
      [{ date: '   ' }, 'date: Publication date is required'],
      [{ readTime: 61 }, 'readTime: Read time must be 60 minutes or less'],
      [{ section: 'multiverse-watch' }, 'section: Section must be one of the ten sections'],
    ];
    for (const [override, message] of cases) {
      const response = await adminRequest(t, 'POST', '/api/admin/articles', {
        cookie,
        body: { ...buildArticle(), ...override },
      });
      expect(response.status).toBe(422);
      expect(await messageOf(response)).toBe(message);
    }
    expect(await articleCount()).toBe(before);
  });

  test('422 when the content is nothing but unsafe HTML', async () => {
    const before = await articleCount();
    const response = await adminRequest(t, 'POST', '/api/admin/articles', {
      cookie,
      body: buildArticle({ content: '<script><p>alert(1)</p></script>' }),
    });
    expect(response.status).toBe(422);
    expect(await messageOf(response)).toBe('content: Content is empty once unsafe HTML is removed');
    expect(await articleCount()).toBe(before);
  });

  test('409 on a slug already in use, leaving the existing article as it was', async () => {
    const before = await articleCount();
    const response = await adminRequest(t, 'POST', '/api/admin/articles', {
      cookie,
      body: buildArticle({ slug: 'rift-over-harbor', title: 'An impostor' }),
    });
    expect(response.status).toBe(409);
    expect(await messageOf(response)).toBe(
      'An article with the slug "rift-over-harbor" already exists',
    );
    expect(await articleCount()).toBe(before);
    const existing = (await (await t.request('/api/articles/rift-over-harbor')).json()) as Article;
    expect(existing.title).toBe('Rift over Harbor');
  });

  test('401 without a session, and nothing is written', async () => {
    const before = await t.services.adminArticles.count();
    const response = await adminRequest(t, 'POST', '/api/admin/articles', {
      body: buildArticle({ slug: 'no-session' }),
    });
    expect(response.status).toBe(401);
    expect(await t.services.adminArticles.count()).toBe(before);
  });
});

describe('PATCH /api/admin/articles/:id', () => {
  async function patch(id: number, body: unknown, withCookie: string | null = cookie) {
    return adminRequest(t, 'PATCH', `/api/admin/articles/${id}`, { cookie: withCookie, body });
  }

  test('each update bumps the version and writes its text as a revision', async () => {
    const created = await createArticle(
      t.services,
      buildArticle({
        slug: 'first-contact',
        title: 'First contact',
        summary: 'The first summary.',
        content: '<p>First body.</p>',
        status: 'draft',
      }),
      { now: new Date('2026-10-01T08:00:00Z') },
    );
    await t.services.authors.createProfile(buildAuthorProfile({ name: 'Ines Marlow' }));

    const first = await patch(created.id, {
      ...buildArticle({
        slug: 'first-contact',
        title: 'First contact, confirmed',
        summary: 'The second summary.',
        content: '<p>Second body.</p><iframe src="https://evil.example"></iframe>',
        author: 'Ines Marlow',
        status: 'draft',
        date: 'not a date at all',
      }),
    });
    expect(first.status).toBe(200);
    const v2 = (await first.json()) as Article;
    expect(v2).toMatchObject({
      id: created.id,
      title: 'First contact, confirmed',
      content: '<p>Second body.</p>',
      version: 2,
      createdAt: created.createdAt,
      publishedAt: null,
    });
    expect(v2.authorId).toBeNumber();
    expect(v2.updatedAt).not.toBe(created.updatedAt);
    expect(Date.parse(v2.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
    // Drafts stay out of the public API after an edit too.
    expect((await t.request('/api/articles/first-contact')).status).toBe(404);

    const second = await patch(created.id, {
      ...buildArticle({
        slug: 'first-contact-confirmed',
        title: 'First contact, published',
        summary: 'The third summary.',
        status: 'published',
      }),
    });
    expect(second.status).toBe(200);
    const v3 = (await second.json()) as Article;
    expect(v3.version).toBe(3);
    expect(v3.createdAt).toBe(created.createdAt);
    expect(v3.publishedAt).toBe(v3.updatedAt);
    expect(v3.authorId).toBeNull();
    expect((await t.request('/api/articles/first-contact-confirmed')).status).toBe(200);
    expect((await t.request('/api/articles/first-contact')).status).toBe(404);

    const revisions = (await revisionsOf(created.id)).map(
      ({ version, title, summary, content, authorId }) => ({
        version,
        title,
        summary,
        content,
        authorId,
      }),
    );
    expect(revisions).toEqual([
      {
        version: 1,
        title: 'First contact',
        summary: 'The first summary.',
        content: '<p>First body.</p>',
        authorId: null,
      },
      {
        version: 2,
        title: 'First contact, confirmed',
        summary: 'The second summary.',
        content: '<p>Second body.</p>',
        authorId: v2.authorId,
      },
      {
        version: 3,
        title: 'First contact, published',
        summary: 'The third summary.',
        content: v3.content,
        authorId: null,
      },
    ]);

    // Back to draft: hidden again, but the first publication time is kept.
    const third = await patch(created.id, {
      ...buildArticle({ slug: 'first-contact-confirmed', status: 'draft' }),
    });
    const v4 = (await third.json()) as Article;
    expect(v4.version).toBe(4);
    expect(v4.publishedAt).toBe(v3.publishedAt);
    expect((await t.request('/api/articles/first-contact-confirmed')).status).toBe(404);
  });

  test('409 on another article’s slug; the article, version and revisions stay as they were', async () => {
    const article = await createArticle(t.services, buildArticle({ slug: 'keeps-its-slug' }));
    const response = await patch(article.id, {
      ...buildArticle({ slug: 'rift-over-harbor', title: 'Changed' }),
    });
    expect(response.status).toBe(409);
    expect(await messageOf(response)).toBe(
      'An article with the slug "rift-over-harbor" already exists',
    );
    expect(await t.services.adminArticles.findById(article.id)).toEqual(article);
    // Only the row the create wrote.
    expect((await revisionsOf(article.id)).map((revision) => revision.version)).toEqual([1]);
  });

  test('422 on an invalid payload and 404 on a missing article, without writing', async () => {
    const article = await createArticle(t.services, buildArticle({ slug: 'stays-valid' }));
    const invalid = await patch(article.id, { ...buildArticle(), date: '' });
    expect(invalid.status).toBe(422);
    expect(await messageOf(invalid)).toBe('date: Publication date is required');
    const missing = await patch(99999, buildArticle());
    expect(missing.status).toBe(404);
    expect(await messageOf(missing)).toBe('Article not found');
    expect(await t.services.adminArticles.findById(article.id)).toEqual(article);
    // Only the row the create wrote.
    expect((await revisionsOf(article.id)).map((revision) => revision.version)).toEqual([1]);
  });

  test('401 without a session', async () => {
    const article = await createArticle(t.services, buildArticle({ slug: 'needs-a-session' }));
    const response = await patch(article.id, buildArticle({ title: 'Anonymous edit' }), null);
    expect(response.status).toBe(401);
    expect(await t.services.adminArticles.findById(article.id)).toEqual(article);
  });
});

import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminRequest, createAdmin, signIn } from '@tests/support/admin-session';
import { renderedBodyProblems } from '@tests/support/executable-content';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { XSS_PAYLOADS } from '@tests/support/xss-payloads';
import { eq } from 'drizzle-orm';
import { Window } from 'happy-dom';
import { buildArticle } from '~/server/db/seed/factories/article';
import { buildBreakingNews } from '~/server/db/seed/factories/breaking-news';
import { sanitizeArticleHtml } from '~/server/modules/articles/sanitize';
import type { Article } from '~/shared/schemas/article';
import { WEB_URL_MESSAGE } from '~/shared/schemas/common';
import type { DatabaseExport } from '~/shared/schemas/database-export';

/** Every write path that stores an article body: create, edit and import. */

const window = new Window();
const document = window.document as unknown as Document;

let t: TestApp;
let cookie: string;
let edited: Article;

/** Each payload alone (judged plain text or HTML) and after a paragraph (always HTML). */
const BODIES = XSS_PAYLOADS.flatMap((payload) => [payload, `<p>Lead.</p>${payload}`]);

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t, 'editor');
  cookie = await signIn(t);
  const response = await adminRequest(t, 'POST', '/api/admin/articles', {
    cookie,
    body: buildArticle({ slug: 'edited-again-and-again' }),
  });
  edited = (await response.json()) as Article;
  // Two password hashes, and on PostgreSQL the test cluster's start: seconds on a busy machine.
}, 30_000);

afterAll(async () => {
  await t.close();
  await window.happyDOM.close();
});

async function storedContent(id: number): Promise<string> {
  const { articles } = t.store.tables;
  const [row] = await t.db
    .select({ content: articles.content })
    .from(articles)
    .where(eq(articles.id, id));
  return row!.content;
}

/** Stored as the reader gets it: nothing in it runs (or nothing was stored at all). */
async function expectSafelyStored(response: Response) {
  if (response.status === 422) {
    expect(((await response.json()) as { message: string }).message).toStartWith('content:');
    return;
  }
  expect(response.status).toBeLessThan(300);
  const article = (await response.json()) as Article;
  expect(renderedBodyProblems(await storedContent(article.id), document)).toEqual([]);
}

/**
 * A save per body, each a request and a transaction: seconds on a busy
 * machine, more over PostgreSQL's connection than in SQLite's file.
 */
const EVERY_BODY_TIMEOUT_MS = 60_000;

describe(`${BODIES.length} XSS bodies through every write path`, () => {
  test(
    'create',
    async () => {
      for (const [index, content] of BODIES.entries()) {
        const body = buildArticle({ slug: `created-payload-${index}`, content });
        await expectSafelyStored(
          await adminRequest(t, 'POST', '/api/admin/articles', { cookie, body }),
        );
      }
    },
    EVERY_BODY_TIMEOUT_MS,
  );

  test(
    'edit',
    async () => {
      for (const content of BODIES) {
        const body = buildArticle({ slug: edited.slug, content });
        await expectSafelyStored(
          await adminRequest(t, 'PATCH', `/api/admin/articles/${edited.id}`, { cookie, body }),
        );
      }
    },
    EVERY_BODY_TIMEOUT_MS,
  );

  test(
    'import, article bodies and their past versions',
    async () => {
      const target = await createTestApp();
      try {
        await createAdmin(target, 'editor');
        const file = await exportWithPayloads(BODIES);
        const response = await adminRequest(target, 'POST', '/api/admin/import-database', {
          cookie: await signIn(target),
          body: file,
        });
        expect(response.status).toBe(200);
        const { articles, articleRevisions } = target.store.tables;
        const stored = [
          ...(await target.db.select({ content: articles.content }).from(articles)),
          ...(await target.db.select({ content: articleRevisions.content }).from(articleRevisions)),
        ];
        expect(file.data.articles.length).toBeGreaterThan(BODIES.length * 0.9);
        // Each article, the past version the file lists, and its current version's row.
        expect(stored.length).toBe(file.data.articles.length * 3);
        for (const { content } of stored) {
          expect(renderedBodyProblems(content, document)).toEqual([]);
        }
      } finally {
        await target.close();
      }
    },
    EVERY_BODY_TIMEOUT_MS,
  );
});

/** An export of the test site with one article, and one past version of it, per body. */
async function exportWithPayloads(bodies: readonly string[]): Promise<DatabaseExport> {
  const response = await adminRequest(t, 'GET', '/api/admin/export-database', { cookie });
  const file = (await response.json()) as DatabaseExport;
  const base = file.data.articles[0]!;
  // The import refuses a file with a body that has nothing left once cleaned
  // (the create test covers those), so such bodies stay out of the file.
  const kept = bodies.filter((content) => sanitizeArticleHtml(content).trim() !== '');
  file.data.articles = kept.map((content, index) => ({
    ...base,
    id: 10_000 + index,
    slug: `imported-payload-${index}`,
    content,
    authorId: null,
  }));
  file.data.articleRevisions = kept.map((content, index) => ({
    id: 10_000 + index,
    articleId: 10_000 + index,
    version: 1,
    title: 'An earlier headline',
    content,
    summary: 'The first summary.',
    authorId: null,
    createdAt: base.createdAt,
    changeNote: null,
  }));
  return file;
}

describe('link and image fields refuse script and data addresses on every path', () => {
  test.each([
    ['image', 'javascript:alert(1)'],
    ['image', 'data:image/svg+xml;base64,PHN2Zz4='],
    ['image', '//evil.example/x.png'],
  ])('article %s %p', async (field, value) => {
    const response = await adminRequest(t, 'POST', '/api/admin/articles', {
      cookie,
      body: { ...buildArticle(), [field]: value },
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toBe(
      `${field}: ${WEB_URL_MESSAGE}`,
    );
  });

  test('breaking news link', async () => {
    const response = await adminRequest(t, 'POST', '/api/admin/breaking-news', {
      cookie,
      body: { ...buildBreakingNews(), link: 'javascript:alert(1)' },
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toBe(
      'link: Please enter a valid URL',
    );
  });

  test.each([
    ['articles', 'image', WEB_URL_MESSAGE],
    ['breakingNews', 'link', 'Please enter a valid URL'],
    ['authorProfiles', 'avatar', 'Please enter a valid URL'],
    ['authorProfiles', 'socialLinkedin', 'Please enter a valid LinkedIn URL'],
  ] as const)('import: %s[0].%s', async (table, field, message) => {
    const file = await exportWithPayloads(['<p>Fine.</p>']);
    file.data.breakingNews = [
      {
        ...buildBreakingNews(),
        id: 1,
        createdAt: edited.createdAt,
        updatedAt: edited.createdAt,
        authorId: null,
      },
    ];
    file.data.authorProfiles = [
      {
        id: 1,
        name: 'Helena Voss',
        bio: '',
        title: '',
        avatar: '',
        socialTwitter: '',
        socialLinkedin: '',
        expertise: [],
        isActive: true,
        joinedDate: edited.createdAt,
        createdAt: edited.createdAt,
        updatedAt: edited.createdAt,
      },
    ];
    (file.data[table][0] as Record<string, unknown>)[field] = 'javascript:alert(1)';
    const response = await adminRequest(t, 'POST', '/api/admin/import-database', {
      cookie,
      body: file,
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toBe(
      `${table}[0].${field}: ${message}`,
    );
  });
});

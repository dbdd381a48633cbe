import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminRequest, createAdmin, DEFAULT_PASSWORD, signIn } from '@tests/support/admin-session';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { and, asc, count, eq } from 'drizzle-orm';
import { seedDemoContent } from '~/server/db/seed/seed-demo';
import { MAX_BODY_BYTES } from '~/server/http/body-limit';
import {
  DATABASE_TABLES,
  type DatabaseExport,
  type DatabaseImportResult,
} from '~/shared/schemas/database-export';
import type { SectionSlug } from '~/shared/sections';

const NOW = Date.UTC(2026, 2, 14, 9, 30);
const PUBLIC_ENDPOINTS = [
  '/api/articles',
  '/api/authors',
  '/api/breaking-news',
  '/api/editorial-team',
];
/** Every table an import may write. */
const IMPORTED_TABLES = [
  'users',
  'authorProfiles',
  'articles',
  'articleRevisions',
  'breakingNews',
  'editorialTeam',
] as const;

/** Every row of those tables, in the order of their ids. */
async function rows(t: TestApp) {
  const { tables } = t.store;
  return Object.fromEntries(
    await Promise.all(
      IMPORTED_TABLES.map(async (name) => {
        const table = tables[name];
        return [name, await t.db.select().from(table).orderBy(asc(table.id))] as const;
      }),
    ),
  );
}

async function rowCounts(t: TestApp) {
  const { tables } = t.store;
  return Object.fromEntries(
    await Promise.all(
      IMPORTED_TABLES.map(async (name) => {
        const [row] = await t.db.select({ n: count() }).from(tables[name]);
        return [name, row!.n] as const;
      }),
    ),
  );
}

async function publicAnswers(t: TestApp) {
  return Promise.all(PUBLIC_ENDPOINTS.map(async (path) => (await t.request(path)).text()));
}

/** A demo newsroom with one past version of an article, and a signed-in admin. */
async function demoSite() {
  const t = await createTestApp();
  await seedDemoContent(t.services, NOW);
  // Article 1's first draft said otherwise; its current text is a second version.
  const { articleRevisions } = t.store.tables;
  await t.store.transaction((tx) =>
    tx
      .update(articleRevisions)
      .set({
        title: 'An earlier headline',
        content: '<p>What the first draft said.</p>',
        summary: 'The first summary.',
        authorId: null,
        changeNote: 'Corrected the headline',
      })
      .where(and(eq(articleRevisions.articleId, 1), eq(articleRevisions.version, 1))),
  );
  const { image, section, ...first } = (await t.services.adminArticles.findById(1))!;
  await t.services.adminArticles.update(
    1,
    { ...first, image: image ?? '', section: section as SectionSlug },
    { now: new Date(NOW) },
  );
  await createAdmin(t, 'editor');
  return { t, cookie: await signIn(t) };
}

async function exportOf(t: TestApp, cookie: string): Promise<DatabaseExport> {
  const response = await adminRequest(t, 'GET', '/api/admin/export-database', { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as DatabaseExport;
}

function importInto(t: TestApp, cookie: string, body: unknown) {
  return adminRequest(t, 'POST', '/api/admin/import-database', { cookie, body });
}

let source: { t: TestApp; cookie: string };
let file: DatabaseExport;

beforeAll(async () => {
  source = await demoSite();
  file = await exportOf(source.t, source.cookie);
}, 60_000);

afterAll(() => source?.t.close());

describe('GET /api/admin/export-database', () => {
  test('has the meta and an allow-listed table of every kind, dates as ISO strings', async () => {
    expect(file.meta).toEqual({
      exportedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      schemaVersion: 1,
      app: 'The Multiverse Gazette',
    });
    expect(Object.keys(file.data).sort()).toEqual([...DATABASE_TABLES].sort());
    const counts = await rowCounts(source.t);
    expect(file.data.articles).toHaveLength(counts.articles!);
    expect(file.data.authorProfiles).toHaveLength(counts.authorProfiles!);
    expect(file.data.breakingNews).toHaveLength(counts.breakingNews!);
    expect(file.data.editorialTeam).toHaveLength(counts.editorialTeam!);
    expect(file.data.articleRevisions).toHaveLength(1);
    const article = file.data.articles[0]!;
    expect(new Date(article.createdAt as string).toISOString()).toBe(article.createdAt as string);
    expect(article).not.toHaveProperty('sortTime');
  });

  test('users carry their password hash, never a password or a session', async () => {
    expect(file.data.users).toHaveLength(1);
    const [user] = file.data.users;
    expect(user!.username).toBe('editor');
    expect(user!.passwordHash).toStartWith('$argon2id$');
    expect(user).not.toHaveProperty('password');
    expect(Object.keys(user!).sort()).toEqual(
      [
        'id',
        'username',
        'passwordHash',
        'role',
        'createdAt',
        'lastLogin',
        'failedAttempts',
        'lockedUntil',
        'lockCount',
      ].sort(),
    );
    const text = JSON.stringify(file);
    expect(text).not.toContain(DEFAULT_PASSWORD);
    expect(text).not.toMatch(/"(sessions|tokenHash|token_hash)"/);
    const { sessions } = source.t.store.tables;
    const tokenHashes = await source.t.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(tokenHashes.length).toBeGreaterThan(0);
    for (const { tokenHash } of tokenHashes) expect(text).not.toContain(tokenHash);
    expect(source.cookie.split('=')[1]).toBeTruthy();
    expect(text).not.toContain(source.cookie.split('=')[1]!);
  });

  test('needs a session', async () => {
    expect((await source.t.request('/api/admin/export-database')).status).toBe(401);
  });
});

describe('POST /api/admin/import-database', () => {
  test('into an empty site: the public API answers exactly as on the site it came from', async () => {
    const target = await createTestApp();
    try {
      await createAdmin(target, 'editor');
      const cookie = await signIn(target);
      const response = await importInto(target, cookie, file);
      expect(response.status).toBe(200);
      const result = (await response.json()) as DatabaseImportResult;
      expect(result).toEqual({
        imported: {
          // The target's own "editor" is kept; the file's is the same account by name.
          users: 0,
          authorProfiles: file.data.authorProfiles.length,
          articles: file.data.articles.length,
          articleRevisions: 1,
          breakingNews: file.data.breakingNews.length,
          editorialTeam: file.data.editorialTeam.length,
          analyticsSummaries: 0,
          analyticsArticleViews: 0,
        },
        skipped: {
          users: 1,
          authorProfiles: 0,
          articles: 0,
          articleRevisions: 0,
          breakingNews: 0,
          editorialTeam: 0,
          analyticsSummaries: 0,
          analyticsArticleViews: 0,
        },
      });
      expect(await publicAnswers(target)).toEqual(await publicAnswers(source.t));
      // Nothing lost on the way: the target now exports the same newsroom.
      const again = await exportOf(target, cookie);
      const { users: _sourceUsers, ...sourceData } = file.data;
      const { users: _targetUsers, ...targetData } = again.data;
      expect(targetData).toEqual(sourceData);
    } finally {
      await target.close();
    }
  }, 30_000);

  test('the same file twice: the second time everything is skipped and no row changes', async () => {
    const target = await createTestApp();
    try {
      const first = await importInto(target, await signInAfterCreating(target), file);
      expect(first.status).toBe(200);
      const cookie = await signIn(target);
      const before = await rows(target);
      const second = await importInto(target, cookie, file);
      expect(second.status).toBe(200);
      const result = (await second.json()) as DatabaseImportResult;
      expect(Object.values(result.imported)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
      expect(result.skipped).toEqual({
        users: 1,
        authorProfiles: file.data.authorProfiles.length,
        articles: file.data.articles.length,
        articleRevisions: 1,
        breakingNews: file.data.breakingNews.length,
        editorialTeam: file.data.editorialTeam.length,
        analyticsSummaries: 0,
        analyticsArticleViews: 0,
      });
      const after = await rows(target);
      // Sign-in wrote its own session and last login; every imported table stays as it was.
      expect(after).toEqual(before);
    } finally {
      await target.close();
    }
  }, 30_000);

  test('a broken record refuses the whole file, names the record and writes nothing', async () => {
    const target = await createTestApp();
    try {
      const cookie = await signInAfterCreating(target);
      const broken = structuredClone(file);
      broken.data.articles[3]!.slug = 'Not A Slug';
      const before = await rowCounts(target);
      const response = await importInto(target, cookie, broken);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        status: 422,
        message: 'articles[3].slug: Slug must contain only lowercase letters, numbers, and hyphens',
      });
      expect(await rowCounts(target)).toEqual(before);
      expect((await publicAnswers(target))[0]).toBe('[]');
    } finally {
      await target.close();
    }
  }, 30_000);

  test.each([
    [
      'a reference to a record not in the file',
      (copy: DatabaseExport) => {
        copy.data.articleRevisions[0]!.articleId = 9999;
      },
      'articleRevisions[0].articleId: No article with id 9999 in the export',
    ],
    [
      'a plain password instead of a hash',
      (copy: DatabaseExport) => {
        copy.data.users[0]!.passwordHash = 'hunter22';
      },
      'users[0].passwordHash: Password hash must be an argon2 or bcrypt hash',
    ],
    [
      'a date that is not ISO',
      (copy: DatabaseExport) => {
        copy.data.breakingNews[1]!.createdAt = 'yesterday';
      },
      'breakingNews[1].createdAt: Must be an ISO date and time',
    ],
    [
      'an export from elsewhere',
      (copy: DatabaseExport) => {
        (copy.meta as { app: string }).app = 'Another Paper';
      },
      'meta.app: This is not an export of The Multiverse Gazette',
    ],
    [
      'an article body with nothing left once cleaned',
      (copy: DatabaseExport) => {
        copy.data.articles[2]!.content = '<script><p>alert(1)</p></script>';
      },
      'articles[2].content: Content is required (nothing is left once cleaned)',
    ],
  ])(
    'refuses %s',
    async (_name, spoil, message) => {
      const target = await createTestApp();
      try {
        const cookie = await signInAfterCreating(target);
        const copy = structuredClone(file);
        spoil(copy);
        const before = await rows(target);
        const response = await importInto(target, cookie, copy);
        expect(response.status).toBe(422);
        expect(((await response.json()) as { message: string }).message).toBe(message);
        expect(await rows(target)).toEqual(before);
      } finally {
        await target.close();
      }
    },
    30_000,
  );

  // Text keeps no NUL character, as every write of the site: PostgreSQL
  // cannot store one, and SQLite must not keep what it would lose moving there.
  test('a NUL character in imported text is dropped, on every engine', async () => {
    const target = await createTestApp();
    try {
      const cookie = await signInAfterCreating(target);
      const copy = structuredClone(file);
      const last = copy.data.articles.at(-1)!;
      last.title = 'Before\u0000after';
      expect((await importInto(target, cookie, copy)).status).toBe(200);
      const { articles } = target.store.tables;
      const [stored] = await target.db
        .select({ title: articles.title })
        .from(articles)
        .where(eq(articles.slug, last.slug));
      expect(stored!.title).toBe('Beforeafter');
    } finally {
      await target.close();
    }
  }, 30_000);

  test('article bodies are cleaned as the article form cleans them', async () => {
    const target = await createTestApp();
    try {
      const cookie = await signInAfterCreating(target);
      const copy = structuredClone(file);
      copy.data.articles[0]!.content = '<p>Kept<script>alert(1)</script></p>';
      expect((await importInto(target, cookie, copy)).status).toBe(200);
      const { articles } = target.store.tables;
      const [stored] = await target.db
        .select({ content: articles.content })
        .from(articles)
        .where(eq(articles.id, copy.data.articles[0]!.id));
      expect(stored!.content).toBe('<p>Kept</p>');
    } finally {
      await target.close();
    }
  }, 30_000);

  test('refuses what is not an export', async () => {
    for (const body of [[1, 2], { meta: file.meta }, 'text']) {
      const response = await importInto(source.t, source.cookie, body);
      expect(response.status).toBe(422);
    }
  });

  test('an id already used by another record gets a new one, and references follow', async () => {
    const target = await createTestApp();
    try {
      const cookie = await signInAfterCreating(target);
      // Different records under the ids the file uses.
      await seedDemoContent(target.services, NOW);
      const own = await publicAnswers(target);
      const copy = structuredClone(file);
      const profile = copy.data.authorProfiles[0]!;
      const article = copy.data.articles.find((a) => a.authorId === profile.id)!;
      const moved = {
        profile: { ...profile, name: 'Imported Reporter' },
        article: { ...article, slug: 'imported-story', author: 'Imported Reporter' },
        revision: { ...copy.data.articleRevisions[0]!, articleId: article.id },
      };
      copy.data = {
        users: [],
        authorProfiles: [moved.profile, copy.data.authorProfiles[1]!],
        articles: [moved.article],
        articleRevisions: [moved.revision],
        breakingNews: [],
        editorialTeam: [],
        analyticsSummaries: [],
        analyticsArticleViews: [],
      };
      const response = await importInto(target, cookie, copy);
      expect(response.status).toBe(200);
      const result = (await response.json()) as DatabaseImportResult;
      expect(result.imported).toMatchObject({
        authorProfiles: 1,
        articles: 1,
        articleRevisions: 1,
      });
      // The second profile's name is already here: skipped, the existing row kept.
      expect(result.skipped).toMatchObject({ authorProfiles: 1 });

      const { articles, authorProfiles, articleRevisions } = target.store.tables;
      const [stored] = await target.db
        .select({ id: articles.id, authorId: articles.authorId, profile: authorProfiles.name })
        .from(articles)
        .leftJoin(authorProfiles, eq(authorProfiles.id, articles.authorId))
        .where(eq(articles.slug, 'imported-story'));
      expect(stored!.id).not.toBe(article.id);
      expect(stored!.authorId).not.toBe(profile.id);
      expect(stored!.profile).toBe('Imported Reporter');
      const [revision] = await target.db
        .select({ articleId: articleRevisions.articleId })
        .from(articleRevisions)
        .where(eq(articleRevisions.title, moved.revision.title));
      expect(revision!.articleId).toBe(stored!.id);
      // What was there is untouched.
      expect((await publicAnswers(target)).slice(2)).toEqual(own.slice(2));
    } finally {
      await target.close();
    }
  }, 30_000);

  test('needs a session', async () => {
    const response = await source.t.request('/api/admin/import-database', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: source.t.siteUrl },
      body: JSON.stringify(file),
    });
    expect(response.status).toBe(401);
  });
});

describe('request body size', () => {
  const padding = (bytes: number) => 'x'.repeat(bytes);

  test('another admin route refuses a body over 1 MB with 413', async () => {
    const response = await adminRequest(source.t, 'POST', '/api/admin/breaking-news', {
      cookie: source.cookie,
      body: { text: padding(MAX_BODY_BYTES + 1), priority: 1, active: true },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      status: 413,
      message: 'The request body must not exceed 1 MB',
    });
  });

  test('a declared Content-Length over the limit is refused without reading', async () => {
    const response = await adminRequest(source.t, 'POST', '/api/admin/breaking-news', {
      cookie: source.cookie,
      body: { text: 'Small' },
      headers: { 'Content-Length': String(MAX_BODY_BYTES + 1) },
    });
    expect(response.status).toBe(413);
  });

  test('the import takes a file larger than 1 MB', async () => {
    const target = await createTestApp();
    try {
      const cookie = await signInAfterCreating(target);
      const big = structuredClone(file);
      big.data.articles[0]!.content = `<p>${padding(2 * MAX_BODY_BYTES)}</p>`;
      const response = await importInto(target, cookie, big);
      expect(response.status).toBe(200);
      expect(((await response.json()) as DatabaseImportResult).imported.articles).toBe(
        file.data.articles.length,
      );
    } finally {
      await target.close();
    }
  }, 30_000);

  test('the import refuses a body over 50 MB', async () => {
    const response = await adminRequest(source.t, 'POST', '/api/admin/import-database', {
      cookie: source.cookie,
      body: { padding: padding(50 * MAX_BODY_BYTES) },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      status: 413,
      message: 'The request body must not exceed 50 MB',
    });
  });
});

async function signInAfterCreating(t: TestApp): Promise<string> {
  await createAdmin(t, 'editor');
  return signIn(t);
}

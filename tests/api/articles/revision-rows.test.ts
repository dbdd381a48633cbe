import { Database } from 'bun:sqlite';
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminRequest, createAdmin, signIn } from '@tests/support/admin-session';
import { type NewsroomUser, signInAs } from '@tests/support/newsroom-users';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { asc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/bun-sqlite';
import { migrate } from 'drizzle-orm/bun-sqlite/migrator';
import { openDatabase } from '~/server/db/client';
import * as schema from '~/server/db/schema';
import { buildArticle } from '~/server/db/seed/factories/article';
import type { Store } from '~/server/db/store';
import { resources } from '~/server/resources';
import type { AdminArticle } from '~/shared/schemas/article';
import type { ArticleRevisionSummary } from '~/shared/schemas/article-revision';
import type { DatabaseExport } from '~/shared/schemas/database-export';

/** A revision row as the table holds it, with who saved it by name. */
interface StoredRevision {
  version: number;
  title: string;
  content: string;
  savedBy: string | null;
  changeNote: string | null;
  createdAt: number;
}

/** The rows of an article's versions in a store's database (a test app's, or SQLite's own). */
async function revisionRows(
  { db, tables }: Pick<Store, 'db' | 'tables'>,
  articleId: number,
): Promise<StoredRevision[]> {
  const { articleRevisions, users } = tables;
  const rows = await db
    .select({
      version: articleRevisions.version,
      title: articleRevisions.title,
      content: articleRevisions.content,
      savedBy: users.username,
      changeNote: articleRevisions.changeNote,
      createdAt: articleRevisions.createdAt,
    })
    .from(articleRevisions)
    .leftJoin(users, eq(users.id, articleRevisions.savedBy))
    .where(eq(articleRevisions.articleId, articleId))
    .orderBy(asc(articleRevisions.version));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.getTime() }));
}

async function history(t: TestApp, cookie: string, id: number) {
  const response = await adminRequest(t, 'GET', `/api/admin/articles/${id}/revisions`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as ArticleRevisionSummary[];
}

let t: TestApp;
let ada: NewsroomUser;
let bo: NewsroomUser;

beforeAll(async () => {
  t = await createTestApp();
  ada = await signInAs(t, 'editor', 'ada-rows');
  bo = await signInAs(t, 'editor', 'bo-rows');

  // Two password hashes, and on PostgreSQL the test cluster's start: seconds on a busy machine.
}, 30_000);

afterAll(() => t.close());

describe('every save writes the row of the version it produces', () => {
  test('create, update and restore: one row per version, with who saved it, when and why', async () => {
    const input = buildArticle({
      slug: 'row-per-version',
      title: 'First headline',
      content: '<p>First body.</p>',
    });
    const created = await adminRequest(t, 'POST', '/api/admin/articles', {
      cookie: ada.cookie,
      body: { ...input, changeNote: 'Filed' },
    });
    expect(created.status).toBe(201);
    const article = (await created.json()) as AdminArticle;
    expect(await revisionRows(t.store, article.id)).toEqual([
      {
        version: 1,
        title: 'First headline',
        content: '<p>First body.</p>',
        savedBy: 'ada-rows',
        changeNote: 'Filed',
        createdAt: Date.parse(article.updatedAt),
      },
    ]);

    const updated = await adminRequest(t, 'PATCH', `/api/admin/articles/${article.id}`, {
      cookie: bo.cookie,
      body: {
        ...input,
        title: 'Second headline',
        content: '<p>Second body.</p>',
        version: 1,
        changeNote: 'New figures',
      },
    });
    expect(updated.status).toBe(200);
    const second = (await updated.json()) as AdminArticle;
    const restored = await adminRequest(
      t,
      'POST',
      `/api/admin/articles/${article.id}/revisions/1/restore`,
      { cookie: ada.cookie, body: { version: 2 } },
    );
    expect(restored.status).toBe(200);
    const third = (await restored.json()) as AdminArticle;

    const rows = await revisionRows(t.store, article.id);
    expect(rows.map(({ createdAt: _createdAt, ...row }) => row)).toEqual([
      {
        version: 1,
        title: 'First headline',
        content: '<p>First body.</p>',
        savedBy: 'ada-rows',
        changeNote: 'Filed',
      },
      {
        version: 2,
        title: 'Second headline',
        content: '<p>Second body.</p>',
        savedBy: 'bo-rows',
        changeNote: 'New figures',
      },
      {
        version: 3,
        title: 'First headline',
        content: '<p>First body.</p>',
        savedBy: 'ada-rows',
        changeNote: 'Restored version 1',
      },
    ]);
    expect(rows[1]!.createdAt).toBe(Date.parse(second.updatedAt));
    expect(rows[2]!.createdAt).toBe(Date.parse(third.updatedAt));

    // The history is those rows: each version once, the newest marked current.
    const list = await history(t, ada.cookie, article.id);
    expect(list.map(({ version, current, savedBy }) => [version, current, savedBy])).toEqual([
      [3, true, 'ada-rows'],
      [2, false, 'bo-rows'],
      [1, false, 'ada-rows'],
    ]);
  });

  test('a refused save writes no row', async () => {
    const input = buildArticle({ slug: 'refused-save-rows' });
    const created = (await (
      await adminRequest(t, 'POST', '/api/admin/articles', { cookie: ada.cookie, body: input })
    ).json()) as AdminArticle;
    await adminRequest(t, 'PATCH', `/api/admin/articles/${created.id}`, {
      cookie: bo.cookie,
      body: { ...input, title: 'Bo first', version: 1 },
    });
    const stale = await adminRequest(t, 'PATCH', `/api/admin/articles/${created.id}`, {
      cookie: ada.cookie,
      body: { ...input, title: 'Ada too late', version: 1 },
    });
    expect(stale.status).toBe(409);
    expect((await revisionRows(t.store, created.id)).map((row) => row.version)).toEqual([1, 2]);
  });

  test('an article written without its row (by hand) still shows its current version once', async () => {
    const created = (await (
      await adminRequest(t, 'POST', '/api/admin/articles', {
        cookie: ada.cookie,
        body: buildArticle({ slug: 'row-removed-by-hand', title: 'By hand' }),
      })
    ).json()) as AdminArticle;
    const { articleRevisions } = t.store.tables;
    await t.store.transaction((tx) =>
      tx.delete(articleRevisions).where(eq(articleRevisions.articleId, created.id)),
    );
    const list = await history(t, ada.cookie, created.id);
    expect(list.map(({ version, current, title }) => [version, current, title])).toEqual([
      [1, true, 'By hand'],
    ]);
    // Its next save keeps the version it replaces and writes its own.
    const saved = await adminRequest(t, 'PATCH', `/api/admin/articles/${created.id}`, {
      cookie: ada.cookie,
      body: buildArticle({ slug: 'row-removed-by-hand', title: 'By hand, again' }),
    });
    expect(saved.status).toBe(200);
    expect((await revisionRows(t.store, created.id)).map((row) => row.title)).toEqual([
      'By hand',
      'By hand, again',
    ]);
  });
});

/** Two sites and their sign-ins (each a password hash): seconds on a busy machine. */
const SITE_PAIR_TIMEOUT_MS = 30_000;

describe('export and import', () => {
  /** A site with one article saved twice by "chief", and its export. */
  async function sourceWithHistory() {
    const source = await createTestApp();
    await createAdmin(source, 'chief');
    const cookie = await signIn(source, 'chief');
    const input = buildArticle({ slug: 'carried-history', title: 'Take one' });
    const created = (await (
      await adminRequest(source, 'POST', '/api/admin/articles', {
        cookie,
        body: { ...input, changeNote: 'Filed' },
      })
    ).json()) as AdminArticle;
    await adminRequest(source, 'PATCH', `/api/admin/articles/${created.id}`, {
      cookie,
      body: { ...input, title: 'Take two', version: 1, changeNote: 'Rewrote the top' },
    });
    const file = (await (
      await adminRequest(source, 'GET', '/api/admin/export-database', { cookie })
    ).json()) as DatabaseExport;
    return { source, cookie, id: created.id, file };
  }

  async function importedRows(file: unknown) {
    const target = await createTestApp();
    await createAdmin(target, 'other-admin');
    const cookie = await signIn(target, 'other-admin');
    const response = await adminRequest(target, 'POST', '/api/admin/import-database', {
      cookie,
      body: file,
    });
    expect(response.status).toBe(200);
    const [article] = (await target.services.adminArticles.listAdmin({ q: 'Take two' })).articles;
    return { target, cookie, id: article!.id, rows: await revisionRows(target.store, article!.id) };
  }

  test(
    'a round trip gives the target the same rows, the current version’s included',
    async () => {
      const { source, id, file } = await sourceWithHistory();
      const imported = await importedRows(file);
      try {
        expect(imported.rows).toEqual(await revisionRows(source.store, id));
        expect(imported.rows.map((row) => [row.version, row.savedBy, row.changeNote])).toEqual([
          [1, 'chief', 'Filed'],
          [2, 'chief', 'Rewrote the top'],
        ]);
        // Saving on the target goes on from there, with no gap and no duplicate.
        const saved = await adminRequest(
          imported.target,
          'PATCH',
          `/api/admin/articles/${imported.id}`,
          {
            cookie: imported.cookie,
            body: buildArticle({ slug: 'carried-history', title: 'Take three', version: 2 }),
          },
        );
        expect(saved.status).toBe(200);
        const list = await history(imported.target, imported.cookie, imported.id);
        expect(list.map(({ version, current }) => [version, current])).toEqual([
          [3, true],
          [2, false],
          [1, false],
        ]);
      } finally {
        await source.close();
        await imported.target.close();
      }
    },
    SITE_PAIR_TIMEOUT_MS,
  );

  test(
    'a file that lists the current version’s row too is imported without a duplicate',
    async () => {
      const { source, id, file } = await sourceWithHistory();
      const article = file.data.articles.find((record) => record.slug === 'carried-history')!;
      const withCurrent = structuredClone(file);
      withCurrent.data.articleRevisions.push({
        id: 900,
        articleId: id,
        version: 2,
        title: article.title,
        content: article.content,
        summary: article.summary,
        authorId: article.authorId,
        createdAt: article.updatedAt,
        changeNote: article.changeNote,
        savedBy: article.savedBy,
      });
      const imported = await importedRows(withCurrent);
      try {
        expect(imported.rows.map((row) => row.version)).toEqual([1, 2]);
        expect((await history(imported.target, imported.cookie, imported.id)).length).toBe(2);
      } finally {
        await source.close();
        await imported.target.close();
      }
    },
    SITE_PAIR_TIMEOUT_MS,
  );
});

describe('the migration that gives every existing article its row', () => {
  test('backfills the current version of each article, keeping the rows already there', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gazette-backfill-'));
    try {
      // The migrations as they stood before every version had its row.
      const before = join(dir, 'migrations');
      cpSync(resources.migrationsDir, before, { recursive: true });
      const journalPath = join(before, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
        entries: { tag: string }[];
      };
      const cut = journal.entries.findIndex((entry) => entry.tag.includes('revision_of_every'));
      expect(cut).toBeGreaterThan(0);
      journal.entries = journal.entries.slice(0, cut);
      writeFileSync(journalPath, JSON.stringify(journal));

      const path = join(dir, 'old.db');
      const old = new Database(path, { create: true, strict: true });
      migrate(drizzle({ client: old }), { migrationsFolder: before });
      old.run(
        `INSERT INTO users (id, username, password_hash, role) VALUES ('u1', 'veteran', 'x', 'admin')`,
      );
      const insertArticle = old.prepare(
        `INSERT INTO articles (id, slug, title, section, summary, content, author, date, sort_time,
           status, read_time, version, updated_at, saved_by, change_note)
         VALUES (?, ?, ?, 'global-affairs', 'Summary.', ?, 'Someone', '2026-01-01', 0,
           'published', 1, ?, ?, ?, ?)`,
      );
      insertArticle.run(1, 'never-edited', 'Never edited', '<p>One.</p>', 1, 1000, null, null);
      insertArticle.run(2, 'edited-twice', 'Third take', '<p>Three.</p>', 3, 3000, 'u1', 'Tidied');
      // What the older release wrote: the versions an edit replaced.
      const insertRevision = old.prepare(
        `INSERT INTO article_revisions (article_id, version, title, content, summary, created_at)
         VALUES (2, ?, ?, '<p>Earlier.</p>', 'Summary.', ?)`,
      );
      insertRevision.run(1, 'First take', 1000);
      insertRevision.run(2, 'Second take', 2000);
      old.close();

      const db = openDatabase(path);
      try {
        expect(await revisionRows({ db, tables: schema }, 1)).toEqual([
          {
            version: 1,
            title: 'Never edited',
            content: '<p>One.</p>',
            savedBy: null,
            changeNote: null,
            createdAt: 1000,
          },
        ]);
        expect(await revisionRows({ db, tables: schema }, 2)).toEqual([
          {
            version: 1,
            title: 'First take',
            content: '<p>Earlier.</p>',
            savedBy: null,
            changeNote: null,
            createdAt: 1000,
          },
          {
            version: 2,
            title: 'Second take',
            content: '<p>Earlier.</p>',
            savedBy: null,
            changeNote: null,
            createdAt: 2000,
          },
          {
            version: 3,
            title: 'Third take',
            content: '<p>Three.</p>',
            savedBy: 'veteran',
            changeNote: 'Tidied',
            createdAt: 3000,
          },
        ]);
      } finally {
        db.$client.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminRequest } from '@tests/support/admin-session';
import { type NewsroomUser, signInAs } from '@tests/support/newsroom-users';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { eq, sql } from 'drizzle-orm';
import { buildArticle } from '~/server/db/seed/factories/article';
import type { Store } from '~/server/db/store';
import type { AdminArticle } from '~/shared/schemas/article';

let t: TestApp;
let author: NewsroomUser;
let editor: NewsroomUser;

beforeAll(async () => {
  t = await createTestApp();
  author = await signInAs(t, 'author', 'race-author');
  editor = await signInAs(t, 'editor', 'race-editor');

  // Two password hashes, and on PostgreSQL the test cluster's start: seconds on a busy machine.
}, 30_000);

afterAll(() => t.close());

/**
 * Runs `write` once, as another process would: after anything the request
 * read outside its transaction, and just before the transaction takes the
 * write lock.
 */
function beforeNextTransaction(write: () => Promise<unknown>) {
  const store = t.store as { transaction: Store['transaction'] };
  const original = store.transaction;
  store.transaction = async (work) => {
    store.transaction = original;
    await write();
    return original(work);
  };
}

describe("an author's save is judged against the article it replaces", () => {
  test('an editor unpublishing while the save is on its way: the author cannot publish it back', async () => {
    const input = buildArticle({ slug: 'race-unpublished', status: 'draft' });
    const created = await adminRequest(t, 'POST', '/api/admin/articles', {
      cookie: author.cookie,
      body: input,
    });
    expect(created.status).toBe(201);
    const article = (await created.json()) as AdminArticle;
    // The editor publishes it; the author may keep that status when fixing a typo.
    const published = await adminRequest(t, 'PATCH', `/api/admin/articles/${article.id}`, {
      cookie: editor.cookie,
      body: { ...input, status: 'published' },
    });
    expect(published.status).toBe(200);

    // The author's fix says "published", as the story stood when they opened it;
    // meanwhile the editor takes it back to draft.
    const { articles } = t.store.tables;
    beforeNextTransaction(() =>
      t.store.transaction((tx) =>
        tx
          .update(articles)
          .set({ status: 'draft', version: sql`${articles.version} + 1` })
          .where(eq(articles.id, article.id)),
      ),
    );
    const save = await adminRequest(t, 'PATCH', `/api/admin/articles/${article.id}`, {
      cookie: author.cookie,
      body: { ...input, title: 'Typo fixed', status: 'published' },
    });
    expect(save.status).toBe(403);
    expect(await save.json()).toEqual({
      status: 403,
      message: 'Your role (author) does not allow you to set the status to published',
    });
    const stored = (await t.services.adminArticles.findById(article.id))!;
    expect(stored.status).toBe('draft');
    expect(stored.title).toBe(input.title);
    expect((await t.request(`/api/articles/${input.slug}`)).status).toBe(404);
  });

  test('the same save with the story still published is taken: the author keeps what the editor set', async () => {
    const input = buildArticle({ slug: 'race-kept', status: 'draft' });
    const article = (await (
      await adminRequest(t, 'POST', '/api/admin/articles', { cookie: author.cookie, body: input })
    ).json()) as AdminArticle;
    await adminRequest(t, 'PATCH', `/api/admin/articles/${article.id}`, {
      cookie: editor.cookie,
      body: { ...input, status: 'published' },
    });
    beforeNextTransaction(async () => {});
    const save = await adminRequest(t, 'PATCH', `/api/admin/articles/${article.id}`, {
      cookie: author.cookie,
      body: { ...input, title: 'Typo fixed', status: 'published' },
    });
    expect(save.status).toBe(200);
    expect((await t.services.adminArticles.findById(article.id))!.title).toBe('Typo fixed');
  });
});

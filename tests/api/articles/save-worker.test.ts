import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminRequest } from '@tests/support/admin-session';
import { type NewsroomUser, signInAs } from '@tests/support/newsroom-users';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { TEST_ENGINE } from '@tests/support/test-database';
import { buildArticle } from '~/server/db/seed/factories/article';
import { SAVE_WORKER, WriteLock, writeLockOf } from '~/server/db/write-lock';
import type { AdminArticle } from '~/shared/schemas/article';

/**
 * On SQLite the article form's saves run on the save worker, over
 * connections of its own: every step of a save (permission, write,
 * revision, audit, the answer) is the same as on the serving thread, the
 * pages it changes show it at once, and the serving thread's own writes
 * wait for the worker's turn without stopping its readers.
 */
describe.if(TEST_ENGINE === 'sqlite')('saves on the save worker', () => {
  let t: TestApp;
  let editor: NewsroomUser;
  let author: NewsroomUser;

  beforeAll(async () => {
    t = await createTestApp({ saveWorker: true, pageCacheBytes: 8_000_000 });
    editor = await signInAs(t, 'editor', 'worker-editor');
    author = await signInAs(t, 'author', 'worker-author');
  }, 30_000);
  afterAll(() => t.close());

  const save = (cookie: string, method: string, path: string, body: unknown) =>
    adminRequest(t, method, path, { cookie, body });
  const pageText = async (path: string) => (await t.request(path)).text();

  test('a new article and its edit are written by the worker, with their revisions, audit rows and newsroom record, and the pages show the edit at once', async () => {
    const savedBefore = t.saveWorker!.saved;
    const input = buildArticle({
      slug: 'worker-saved',
      title: 'Saved beside the server',
      status: 'published',
    });
    const created = await save(editor.cookie, 'POST', '/api/admin/articles', input);
    expect(created.status).toBe(201);
    const article = (await created.json()) as AdminArticle;
    expect(article).toMatchObject({
      version: 1,
      createdBy: 'worker-editor',
      savedBy: 'worker-editor',
    });
    expect(await pageText('/article/worker-saved')).toContain('Saved beside the server');
    expect(await pageText('/')).toContain('Saved beside the server');

    const edited = await save(editor.cookie, 'PATCH', `/api/admin/articles/${article.id}`, {
      ...input,
      title: 'Saved again beside the server',
      version: 1,
    });
    expect(edited.status).toBe(200);
    expect((await edited.json()) as AdminArticle).toMatchObject({
      id: article.id,
      version: 2,
      title: 'Saved again beside the server',
      savedBy: 'worker-editor',
    });
    expect(t.saveWorker!.saved).toBe(savedBefore + 2);

    // Kept pages were marked by the save the worker answered.
    expect(await pageText('/article/worker-saved')).toContain('Saved again beside the server');
    expect(await pageText('/')).toContain('Saved again beside the server');
    const revisions = await t.services.articleRevisions.list(article.id);
    expect(revisions?.map((revision) => revision.version)).toEqual([2, 1]);
    const { events } = await t.services.audit.list({ limit: 10, offset: 0 });
    expect(events.find((event) => event.target === 'Saved beside the server')).toMatchObject({
      action: 'article.publish',
      actor: 'worker-editor',
    });
  });

  test('a save the worker refuses keeps its message and writes nothing', async () => {
    const input = buildArticle({ slug: 'worker-refused', status: 'draft' });
    const created = await save(author.cookie, 'POST', '/api/admin/articles', input);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as AdminArticle;
    await save(author.cookie, 'PATCH', `/api/admin/articles/${id}`, { ...input, version: 1 });

    const stale = await save(author.cookie, 'PATCH', `/api/admin/articles/${id}`, {
      ...input,
      title: 'An edit from an old copy',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toContain(
      'This article was saved by worker-author',
    );

    const publishing = await save(author.cookie, 'PATCH', `/api/admin/articles/${id}`, {
      ...input,
      status: 'published',
    });
    expect(publishing.status).toBe(403);

    const taken = await save(author.cookie, 'PATCH', `/api/admin/articles/${id}`, {
      ...input,
      slug: 'worker-saved',
    });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { message: string }).message).toBe(
      'An article with the slug "worker-saved" already exists',
    );

    const stored = await t.services.adminArticles.findById(id);
    expect(stored).toMatchObject({ version: 2, status: 'draft', slug: 'worker-refused' });
  });

  test("the serving thread's writes wait for the worker's turn, and its readers are answered meanwhile", async () => {
    const path = t.store.db.$client.filename;
    // The worker's side of the lock, held as a save would hold it.
    const worker = new WriteLock(writeLockOf(path).buffer, SAVE_WORKER);
    await worker.acquire();
    let written = false;
    const write = t.services.breakingNews
      .create({ text: 'Written after the turn', link: '', active: true, priority: 1 })
      .then(() => {
        written = true;
      });
    // A reader is answered while the write waits: the thread is not held.
    expect((await t.request('/api/articles?limit=1')).status).toBe(200);
    await Bun.sleep(50);
    expect(written).toBe(false);
    worker.release();
    await write;
    expect(written).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminRequest, createAdmin, signIn } from '@tests/support/admin-session';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { TEST_ENGINE } from '@tests/support/test-database';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import type { ValidArticleInput } from '~/shared/schemas/article';

/**
 * After a write, the pages it affects are answered as they were for a short
 * window while one render replaces each; the pages it does not affect are
 * never rendered again; the editor who wrote sees the write at once.
 */

/** Long enough that a test never reaches it by accident. */
const LONG_WINDOW_MS = 60_000;

interface Newsroom {
  t: TestApp;
  cookie: string;
  /** Global affairs, by the first author: the article the tests edit. */
  edited: { id: number; input: ValidArticleInput };
}

async function newsroom(pageStaleWindowMs: number, renderWorker: boolean): Promise<Newsroom> {
  const t = await createTestApp({
    pageStaleWindowMs,
    renderWorker,
    compressionWorker: renderWorker,
  });
  const input = buildArticle({
    slug: 'edited-story',
    title: 'Edited story before',
    section: 'global-affairs',
    author: 'Priya Castellanos',
    tags: ['portals'],
    featured: true,
  });
  const edited = await createArticle(t.services, input);
  await createArticle(
    t.services,
    buildArticle({
      slug: 'far-story',
      title: 'Far story',
      section: 'cosmic-watch',
      author: 'Marcus Webb',
      tags: ['comets'],
    }),
  );
  await createArticle(
    t.services,
    buildArticle({
      slug: 'near-story',
      title: 'Near story',
      section: 'global-affairs',
      author: 'Marcus Webb',
    }),
  );
  await createAdmin(t, 'editor');
  const cookie = await signIn(t);
  return { t, cookie, edited: { id: edited.id, input } };
}

const text = async (t: TestApp, path: string, init?: RequestInit) => {
  const response = await t.request(path, init);
  expect(response.status).toBe(200);
  return response.text();
};

/** Renders each page once so that it is kept. */
async function warm(t: TestApp, paths: string[]) {
  for (const path of paths) await text(t, path);
  await t.pages.refreshed();
}

function saveTitle({ t, cookie, edited }: Newsroom, title: string) {
  return adminRequest(t, 'PATCH', `/api/admin/articles/${edited.id}`, {
    cookie,
    body: { ...edited.input, title },
  }).then((response) => expect(response.status).toBe(200));
}

/**
 * The whole rule holds wherever pages are rendered: on the serving thread,
 * and on SQLite also on the render worker, whose renders report what they
 * read back to the page cache.
 */
function staleWhileRevalidate(renderWorker: boolean) {
  describe('stale while revalidate', () => {
    let n: Newsroom;
    beforeAll(async () => {
      n = await newsroom(LONG_WINDOW_MS, renderWorker);
    });
    afterAll(() => n.t.close());

    test('an affected page is answered as it was at once, then changes after its one render', async () => {
      const { t } = n;
      await warm(t, ['/', '/article/edited-story']);
      await saveTitle(n, 'Edited story after one');
      const rendersBefore = t.pages.renders();
      const workerRendersBefore = t.renderWorker?.rendered ?? 0;
      // Within the window: the previous bytes, no reader waiting for a render.
      expect(await text(t, '/')).toContain('Edited story before');
      await t.pages.refreshed();
      expect(t.pages.renders()).toBe(rendersBefore + 1);
      expect(await text(t, '/')).toContain('Edited story after one');
      expect(await text(t, '/article/edited-story')).toContain('Edited story before');
      await t.pages.refreshed();
      expect(await text(t, '/article/edited-story')).toContain('Edited story after one');
      expect(t.pages.renders()).toBe(rendersBefore + 2);
      // The renders nobody waited for ran where this suite says (the first
      // ones, which readers waited for, ran on the serving thread).
      if (renderWorker) expect(t.renderWorker?.rendered).toBe(workerRendersBefore + 2);
    });

    test('pages an article edit does not affect are never rendered again because of it', async () => {
      const { t } = n;
      const unaffected = [
        '/section/cosmic-watch',
        '/article/far-story',
        '/author/Marcus%20Webb',
        '/about',
        '/privacy-policy',
      ];
      const affected = [
        '/',
        '/section/global-affairs',
        '/article/edited-story',
        // Related articles: same section.
        '/article/near-story',
        '/author/Priya%20Castellanos',
        '/search?q=story',
      ];
      await warm(t, [...unaffected, ...affected]);
      const rendersBefore = t.pages.renders();
      await saveTitle(n, 'Edited story after two');
      for (let round = 0; round < 3; round++) {
        for (const path of unaffected) expect(await text(t, path)).not.toContain('Edited story');
        await t.pages.refreshed();
      }
      expect(t.pages.renders()).toBe(rendersBefore);
      for (const path of affected) await text(t, path);
      await t.pages.refreshed();
      expect(t.pages.renders()).toBe(rendersBefore + affected.length);
      for (const path of affected) expect(await text(t, path)).toContain('Edited story after two');
      expect(t.pages.renders()).toBe(rendersBefore + affected.length);
    });

    test('a new article leaves the pages of other sections and articles alone', async () => {
      const { t, cookie } = n;
      const unaffected = ['/section/cosmic-watch', '/article/far-story', '/about'];
      await warm(t, [...unaffected, '/section/street-beat']);
      const rendersBefore = t.pages.renders();
      const response = await adminRequest(t, 'POST', '/api/admin/articles', {
        cookie,
        body: buildArticle({
          slug: 'new-street-story',
          title: 'New street story',
          section: 'street-beat',
          author: 'Priya Castellanos',
        }),
      });
      expect(response.status).toBe(201);
      for (const path of unaffected) await text(t, path);
      await t.pages.refreshed();
      expect(t.pages.renders()).toBe(rendersBefore);
      await text(t, '/section/street-beat');
      await t.pages.refreshed();
      expect(await text(t, '/section/street-beat')).toContain('New street story');
      expect(t.pages.renders()).toBe(rendersBefore + 1);
    });

    test('an article moved to another section reaches the pages of both sections', async () => {
      const { t, cookie, edited } = n;
      const paths = ['/section/cosmic-watch', '/article/far-story', '/section/global-affairs'];
      await warm(t, [...paths, '/about']);
      const rendersBefore = t.pages.renders();
      const moved = await adminRequest(t, 'PATCH', `/api/admin/articles/${edited.id}`, {
        cookie,
        body: { ...edited.input, title: 'Edited story moved', section: 'cosmic-watch' },
      });
      expect(moved.status).toBe(200);
      for (const path of [...paths, '/about']) await text(t, path);
      await t.pages.refreshed();
      expect(t.pages.renders()).toBe(rendersBefore + paths.length);
      expect(await text(t, '/section/cosmic-watch')).toContain('Edited story moved');
      // Related by section now.
      expect(await text(t, '/article/far-story')).toContain('Edited story moved');
      expect(await text(t, '/section/global-affairs')).not.toContain('Edited story moved');
      const back = await adminRequest(t, 'PATCH', `/api/admin/articles/${edited.id}`, {
        cookie,
        body: { ...edited.input, title: 'Edited story after two' },
      });
      expect(back.status).toBe(200);
    });

    test('breaking news reaches the pages that show the ticker, and no other', async () => {
      const { t, cookie } = n;
      const others = ['/section/global-affairs', '/article/edited-story', '/about'];
      await warm(t, ['/', ...others]);
      const rendersBefore = t.pages.renders();
      const posted = await adminRequest(t, 'POST', '/api/admin/breaking-news', {
        cookie,
        body: { text: 'Ticker line on the front', link: '', priority: 1, active: true },
      });
      expect(posted.status).toBe(201);
      for (const path of ['/', ...others]) await text(t, path);
      await t.pages.refreshed();
      expect(await text(t, '/')).toContain('Ticker line on the front');
      expect(t.pages.renders()).toBe(rendersBefore + 1);
    });

    test('many readers of a stale page at once cause one render', async () => {
      const { t } = n;
      await warm(t, ['/']);
      await saveTitle(n, 'Edited story after three');
      const rendersBefore = t.pages.renders();
      const answers = await Promise.all(Array.from({ length: 40 }, () => text(t, '/')));
      await t.pages.refreshed();
      expect(t.pages.renders()).toBe(rendersBefore + 1);
      // Each answered at once with the previous page.
      for (const html of answers) expect(html).toContain('Edited story after two');
      expect(await text(t, '/')).toContain('Edited story after three');
    });

    test('the editor who saved sees the edit at once, while readers get the previous page', async () => {
      const { t, cookie } = n;
      await warm(t, ['/article/edited-story']);
      await saveTitle(n, 'Edited story after four');
      const editor = await text(t, '/article/edited-story', { headers: { Cookie: cookie } });
      expect(editor).toContain('Edited story after four');
      // The editor's render replaced the stale copy: readers get it from memory now.
      const rendersBefore = t.pages.renders();
      expect(await text(t, '/article/edited-story')).toContain('Edited story after four');
      expect(t.pages.renders()).toBe(rendersBefore);
    });
  });

  describe('past the window', () => {
    const WINDOW_MS = 150;
    let n: Newsroom;
    beforeAll(async () => {
      n = await newsroom(WINDOW_MS, renderWorker);
    });
    afterAll(() => n.t.close());

    test('a reader never gets a stale page once the window has passed', async () => {
      const { t } = n;
      await warm(t, ['/', '/section/global-affairs']);
      await saveTitle(n, 'Edited story late');
      // Nobody asked during the window, so no render began: readers now wait for one.
      await Bun.sleep(WINDOW_MS + 100);
      const rendersBefore = t.pages.renders();
      const answers = await Promise.all(Array.from({ length: 20 }, () => text(t, '/')));
      for (const html of answers) {
        expect(html).toContain('Edited story late');
        expect(html).not.toContain('Edited story before');
      }
      expect(t.pages.renders()).toBe(rendersBefore + 1);
      expect(await text(t, '/section/global-affairs')).toContain('Edited story late');
    });
  });

  describe('a stale window of 0', () => {
    let n: Newsroom;
    beforeAll(async () => {
      n = await newsroom(0, renderWorker);
    });
    afterAll(() => n.t.close());

    test('every reader after a write gets the new page, and they share one render', async () => {
      const { t } = n;
      await warm(t, ['/']);
      await saveTitle(n, 'Edited story without window');
      const rendersBefore = t.pages.renders();
      const answers = await Promise.all(Array.from({ length: 20 }, () => text(t, '/')));
      for (const html of answers) expect(html).toContain('Edited story without window');
      expect(t.pages.renders()).toBe(rendersBefore + 1);
    });
  });
}

describe('rendered on the serving thread', () => staleWhileRevalidate(false));
if (TEST_ENGINE === 'sqlite') {
  describe('rendered on the render worker', () => staleWhileRevalidate(true));
}

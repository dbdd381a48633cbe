import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { brotliDecompressSync } from 'node:zlib';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { TEST_ENGINE } from '@tests/support/test-database';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { EVERYTHING } from '~/server/ssr/page-topics';
import type { PageRenderer, RenderedPage } from '~/server/ssr/render-worker-client';
import { scriptHash } from '~/server/ssr/script-hashes';

/**
 * Kept pages refreshed in the background, while readers still get the copy
 * kept, are rendered on a thread of their own (SQLite), made into their kept
 * form (script-hashes.ts) and compressed there, and answered by the serving
 * thread as they are. That thread runs only on cores nothing else wants, so
 * every render a reader waits for (a first render, a page past its window, a
 * search) is done on the serving thread, as is a page the renderer cannot
 * render.
 */

/** Long enough that a test never reaches it by accident. */
const LONG_WINDOW_MS = 60_000;

const decoder = new TextDecoder();
const policyOf = (response: Response) => response.headers.get('content-security-policy') ?? '';

async function page(t: TestApp, path: string, encoding: string) {
  const response = await t.request(path, { headers: { 'Accept-Encoding': encoding } });
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const used = response.headers.get('content-encoding');
  const html =
    used === 'br'
      ? decoder.decode(brotliDecompressSync(bytes))
      : used === 'gzip'
        ? decoder.decode(Bun.gunzipSync(bytes))
        : decoder.decode(bytes);
  return { response, used, html };
}

describe.if(TEST_ENGINE === 'sqlite')('pages rendered on the render worker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      renderWorker: true,
      compressionWorker: true,
      pageStaleWindowMs: LONG_WINDOW_MS,
    });
    await createArticle(
      t.services,
      buildArticle({ slug: 'worker-story', title: 'Rendered beside the server' }),
    );
  });
  afterAll(() => t.close());

  test('a kept page refreshed in the background comes from the worker in its kept form with its gzip copy, then its brotli copy from the compression worker; every answer the same page', async () => {
    const before = t.renderWorker?.rendered ?? 0;
    // The first reader waits for the render: done on the serving thread.
    const first = await page(t, '/article/worker-story', 'gzip, deflate, br');
    expect(first.html).toContain('Rendered beside the server');
    expect(t.renderWorker?.rendered).toBe(before);
    await t.pages.settled();

    t.pages.invalidate(EVERYTHING);
    const copiesBefore = t.compressionWorker?.made ?? 0;
    // Within the window the kept copy is answered while the worker renders.
    expect((await page(t, '/article/worker-story', 'gzip, deflate, br')).used).toBe('br');
    await t.pages.refreshed();
    expect(t.renderWorker?.rendered).toBe(before + 1);
    const rendered = await page(t, '/article/worker-story', 'gzip, deflate, br');
    // Kept at once with its gzip copy; its brotli copy comes after.
    expect(rendered.used).toBe('gzip');
    expect(rendered.html).toContain('Rendered beside the server');
    expect(rendered.html).not.toContain('nonce=');
    const policy = policyOf(rendered.response);
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).not.toContain('nonce');
    await t.pages.settled();
    expect(t.compressionWorker?.made).toBe(copiesBefore + 1);

    const brotli = await page(t, '/article/worker-story', 'gzip, deflate, br');
    const gzip = await page(t, '/article/worker-story', 'gzip');
    const plain = await page(t, '/article/worker-story', 'identity');
    expect([brotli.used, gzip.used, plain.used]).toEqual(['br', 'gzip', null]);
    for (const other of [brotli, gzip, plain]) {
      expect(other.html).toBe(rendered.html);
      expect(policyOf(other.response)).toBe(policy);
    }
    // Answered from the cache: no render more.
    expect(t.renderWorker?.rendered).toBe(before + 1);
  });

  test('a missing page is answered so every time, and not kept', async () => {
    const before = t.pages.renders();
    const response = await t.request('/article/no-such-story');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Article Not Found');
    await t.request('/article/no-such-story');
    expect(t.pages.renders()).toBe(before + 2);
  });

  test("a search is rendered on the serving thread, where readers' searches are counted", async () => {
    const before = t.renderWorker?.rendered ?? 0;
    const { html } = await page(t, '/search?q=beside', 'gzip');
    expect(html).toContain('Rendered beside the server');
    expect(t.renderWorker?.rendered).toBe(before);
  });
});

describe('a renderer beside the serving thread', () => {
  test('a page it cannot render is rendered on the serving thread', async () => {
    const asked: string[] = [];
    const unable: PageRenderer = {
      render: async (key) => {
        asked.push(key);
        return null;
      },
    };
    const t = await createTestApp({ renderer: unable, pageStaleWindowMs: LONG_WINDOW_MS });
    try {
      await createArticle(t.services, buildArticle({ slug: 'here-story', title: 'Rendered here' }));
      await page(t, '/article/here-story?ref=home', 'gzip');
      expect(asked).toEqual([]);
      await createArticle(t.services, buildArticle({ slug: 'here-too', title: 'Listed later' }));
      t.pages.invalidate(EVERYTHING);
      await page(t, '/article/here-story?ref=home', 'gzip');
      await t.pages.refreshed();
      expect(asked).toEqual(['/article/here-story?ref=home']);
      const { html } = await page(t, '/article/here-story?ref=home', 'gzip');
      expect(html).toContain('Rendered here');
      expect(html).toContain('Listed later');
    } finally {
      await t.close();
    }
  });

  test('what it renders is kept with what its render read, and a write to that refreshes it', async () => {
    let version = 1;
    const elsewhere: PageRenderer = {
      // A page as rendered with the nonce it was given (not yet in its kept form).
      render: async (_key, nonce): Promise<RenderedPage> => {
        const html = `<!doctype html><html><body><p>Version ${version}</p><script nonce="${nonce}">1</script></body></html>`;
        return {
          status: 200,
          headers: [
            ['content-type', 'text/html; charset=utf-8'],
            ['content-security-policy', `script-src 'nonce-${nonce}'`],
          ],
          html: new TextEncoder().encode(html),
          topics: ['ticker'],
        };
      },
    };
    const t = await createTestApp({ renderer: elsewhere, pageStaleWindowMs: LONG_WINDOW_MS });
    try {
      // Rendered here for its first reader, then again by the renderer.
      expect((await page(t, '/about', 'gzip')).html).toContain('About');
      t.pages.invalidate(EVERYTHING);
      await page(t, '/about', 'gzip');
      await t.pages.refreshed();
      const again = await page(t, '/about', 'gzip');
      // Kept with its script allowed by its hash, the nonce gone.
      expect(again.html).toBe(
        '<!doctype html><html><body><p>Version 1</p><script>1</script></body></html>',
      );
      expect(policyOf(again.response)).toBe(`script-src ${scriptHash('1')}`);
      version = 2;
      t.pages.invalidate(new Set(['articles']));
      expect((await page(t, '/about', 'gzip')).html).toContain('Version 1');
      await t.pages.refreshed();
      expect((await page(t, '/about', 'gzip')).html).toContain('Version 1');
      t.pages.invalidate(new Set(['ticker']));
      await page(t, '/about', 'gzip');
      await t.pages.refreshed();
      expect((await page(t, '/about', 'gzip')).html).toContain('Version 2');
    } finally {
      await t.close();
    }
  });

  test('a reader past the window does not wait for a render left to it: the page is rendered on the serving thread', async () => {
    let asked = 0;
    // Never answers, as a renderer on a core that never comes free.
    const starved: PageRenderer = {
      render: () => {
        asked += 1;
        return new Promise(() => {});
      },
    };
    const WINDOW_MS = 100;
    const t = await createTestApp({ renderer: starved, pageStaleWindowMs: WINDOW_MS });
    try {
      const story = await createArticle(
        t.services,
        buildArticle({ slug: 'starved-story', title: 'First words' }),
      );
      expect((await page(t, '/article/starved-story', 'gzip')).html).toContain('First words');
      await t.services.adminArticles.update(
        story.id,
        buildArticle({ slug: 'starved-story', title: 'Later words' }),
      );
      t.pages.invalidate(EVERYTHING);
      // Within the window: the kept copy, its render left to the renderer.
      expect((await page(t, '/article/starved-story', 'gzip')).html).toContain('First words');
      expect(asked).toBe(1);
      await Bun.sleep(WINDOW_MS + 50);
      expect((await page(t, '/article/starved-story', 'gzip')).html).toContain('Later words');
      expect(asked).toBe(1);
    } finally {
      await t.close();
    }
  });
});

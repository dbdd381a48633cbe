import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { lazy, Suspense } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { seedDemoContent } from '~/server/db/seed/seed-demo';
import { keptMastheadKeys, mastheadKey } from '~/server/ssr/kept-masthead';
import { renderedAtOnce, renderPage } from '~/server/ssr/render-page';

let t: TestApp;

/** Sentences only these articles' bodies hold, to find where a body was sent. */
const FEATURED_BODY = 'The lighthouse keeper counted eleven moons over the quiet harbour.';
const NEIGHBOUR_BODY = 'A tram of glass crossed the river without touching the water.';

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.services);
  // The newest of their section and author, so every list below shows them first.
  const now = Date.now();
  await createArticle(
    t.services,
    buildArticle({
      slug: 'eleven-moons',
      title: 'Eleven moons over the harbour',
      section: 'cosmic-watch',
      author: 'Priya Castellanos',
      featured: true,
      date: new Date(now).toISOString(),
      content: `<p>${FEATURED_BODY}</p>`,
    }),
  );
  await createArticle(
    t.services,
    buildArticle({
      slug: 'glass-tram',
      title: 'A tram of glass',
      section: 'cosmic-watch',
      author: 'Priya Castellanos',
      date: new Date(now - 60_000).toISOString(),
      content: `<p>${NEIGHBOUR_BODY}</p>`,
    }),
  );
});

afterAll(() => t.close());

describe('server-rendered pages', () => {
  test.each(['/', '/section/cosmic-watch', '/authors', '/about', '/author/Priya%20Castellanos'])(
    '%s is complete HTML: no part of it waits behind a fallback for JavaScript',
    async (path) => {
      const response = await t.request(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      // React moves a boundary's content into a hidden template when it streams it late.
      expect(html).not.toContain('<template id="B:');
      expect(html).not.toContain('hidden id="S:');
      expect(html).toContain('</footer>');
    },
  );

  test('the dehydrated cache holds every query the page rendered, so the browser does not refetch', async () => {
    const html = await (await t.request('/')).text();
    const json = html.match(/window\.__GAZETTE__=(.*?);<\/script>/)?.[1];
    const boot = JSON.parse(json!) as {
      queryState: { queries: Array<{ queryKey: unknown[]; state: { status: string } }> };
    };
    const keys = boot.queryState.queries.map((query) => query.queryKey[0]);
    expect(keys).toEqual(['/api/breaking-news', '/api/articles', '/api/articles']);
    expect(boot.queryState.queries.every((query) => query.state.status === 'success')).toBe(true);
  });

  test.each(['/', '/section/cosmic-watch', '/author/Priya%20Castellanos'])(
    '%s lists its articles as teasers: no body in the HTML or its boot data',
    async (path) => {
      const html = await (await t.request(path)).text();
      expect(html).toContain('Eleven moons over the harbour');
      expect(html).toContain('A tram of glass');
      expect(html).not.toContain(FEATURED_BODY);
      expect(html).not.toContain(NEIGHBOUR_BODY);
    },
  );

  test("an article page carries its own body, but not its related articles' bodies", async () => {
    const html = await (await t.request('/article/glass-tram')).text();
    expect(html).toContain(NEIGHBOUR_BODY);
    // Related: the newest of the same section, shown as a card.
    expect(html).toContain('Eleven moons over the harbour');
    expect(html).not.toContain(FEATURED_BODY);
  });

  test('pages are gzip-compressed for a browser that accepts gzip', async () => {
    const response = await t.request('/', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const html = new TextDecoder().decode(
      Bun.gunzipSync(new Uint8Array(await response.arrayBuffer())),
    );
    expect(html).toStartWith('<!DOCTYPE html>');
    expect(html).toContain('Featured Stories');
  });

  test('a title containing </script> cannot break out of the boot data', async () => {
    const html = await (
      await t.request('/search?q=%3C/script%3E%3Cscript%3Ealert(1)%3C/script%3E')
    ).text();
    expect(html).not.toContain('<script>alert(1)</script>');
  });
});

/** A part that never finishes loading, and one that fails. */
const Waiting = lazy(() => new Promise<{ default: () => null }>(() => {}));
function Failing(): never {
  throw new Error('a broken part');
}

describe('a page rendered at once, as one string', () => {
  const NONCE = 'bm9uY2Vub25jZW5vbmNl';
  /** The page, without the query state's clock readings, which differ between two renders. */
  async function rendered(path: string, streamed: boolean) {
    const response = await renderPage(new URL(path, t.siteUrl), {
      assets: { css: '/assets/app.css', entry: '/assets/entry.js' },
      runtime: { siteUrl: t.siteUrl },
      nonce: NONCE,
      streamed,
    });
    const html = (await response.text()).replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');
    return { status: response.status, html };
  }

  const PATHS = [
    '/',
    '/article/glass-tram',
    '/section/cosmic-watch',
    '/author/Priya%20Castellanos',
    '/authors',
    '/search?q=moons',
    '/corrections',
    '/about',
    '/no-such-page',
  ];

  test.each(PATHS)('%s is the same bytes and status as the stream renders', async (path) => {
    const atOnce = await rendered(path, false);
    const streamed = await rendered(path, true);
    expect(atOnce.status).toBe(streamed.status);
    expect(atOnce.html).toBe(streamed.html);
    expect(atOnce.html).toStartWith('<!DOCTYPE html><html');
    expect(atOnce.html).toContain(`<script nonce="${NONCE}" id="_R_">`);
  });

  test('with the masthead kept from earlier renders, every page is still the bytes the stream renders', async () => {
    for (const path of PATHS) await rendered(path, false);
    // Home and the section mark their own link as current; the others none.
    // (Other files' renders in this process may have kept more.)
    expect(keptMastheadKeys()).toEqual(expect.arrayContaining(['', '/', '/section/cosmic-watch']));
    for (const path of PATHS) {
      const atOnce = await rendered(path, false);
      expect(atOnce.html).toContain('<header class="bg-surface" data-masthead="">');
      expect(atOnce.html).not.toContain('data-kept-masthead');
      expect(atOnce.html).not.toContain('gazette-head');
      expect(atOnce.html).toBe((await rendered(path, true)).html);
    }
  });

  test('a masthead is kept for the links an address makes current, and for nothing else of it', () => {
    expect(mastheadKey('/section/cosmic-watch')).toBe('/section/cosmic-watch');
    expect(mastheadKey('/section/cosmic-watch/')).toBe('/section/cosmic-watch');
    expect(mastheadKey('/')).toBe('/');
    expect(mastheadKey('/sections')).toBe('/sections');
    expect(mastheadKey('/article/glass-tram')).toBe('');
    expect(mastheadKey('/about')).toBe('');
  });

  /** A document as the stream renders it with this boot script, to compare with. */
  async function streamedDocument(body: React.ReactNode, bootstrap: string) {
    const stream = await renderToReadableStream(
      <html lang="en">
        <head />
        <body>{body}</body>
      </html>,
      { bootstrapScriptContent: bootstrap, nonce: NONCE, progressiveChunkSize: Infinity },
    );
    await stream.allReady;
    return new Response(stream).text();
  }
  const document = (body: React.ReactNode) => (
    <html lang="en">
      <head />
      <body>{body}</body>
    </html>
  );

  test('its boot script is escaped as the stream escapes it', async () => {
    const bootstrap = 'window.x="</script><script>alert(1)</SCRIPT>";';
    const html = renderedAtOnce(document(<p>text</p>), bootstrap, NONCE)?.join('');
    expect(html).toBe(await streamedDocument(<p>text</p>, bootstrap));
    expect(html).not.toContain('</script><script>alert');
  });

  test('a part that would wait, or that fails, leaves the page to the stream', () => {
    const inBoundary = (child: React.ReactNode) => (
      <Suspense fallback={<p>loading</p>}>{child}</Suspense>
    );
    expect(renderedAtOnce(document(inBoundary(<Waiting />)), '', NONCE)).toBeNull();
    expect(renderedAtOnce(document(inBoundary(<Failing />)), '', NONCE)).toBeNull();
    expect(renderedAtOnce(document(<Failing />), '', NONCE)).toBeNull();
    expect(renderedAtOnce(document(inBoundary(<p>ready</p>)), '', NONCE)?.join('')).toContain(
      '<p>ready</p>',
    );
  });
});

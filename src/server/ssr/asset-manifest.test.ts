import { describe, expect, test } from 'bun:test';
import { assetsForPage } from './asset-manifest';
import { renderPage } from './render-page';

const manifest = {
  css: '/assets/app-1.css',
  entry: '/assets/entry-1.js',
  chunks: {
    'routes/public/static/terms-of-service': ['/assets/chunk-terms.js', '/assets/chunk-shared.js'],
    'routes/admin/admin-app': ['/assets/chunk-admin.js'],
  },
};

describe('assetsForPage', () => {
  test("a page preloads its module's chunks, and nothing else from the manifest", () => {
    expect(assetsForPage(manifest, 'routes/public/static/terms-of-service')).toEqual({
      css: '/assets/app-1.css',
      entry: '/assets/entry-1.js',
      preload: ['/assets/chunk-terms.js', '/assets/chunk-shared.js'],
    });
  });

  test('a page without a chunk (or a manifest without chunks) preloads nothing', () => {
    const plain = { css: '/assets/app-1.css', entry: '/assets/entry-1.js' };
    expect(assetsForPage(manifest, undefined)).toEqual(plain);
    expect(assetsForPage(manifest, 'routes/public/unknown')).toEqual(plain);
    expect(assetsForPage(plain, 'routes/public/static/terms-of-service')).toEqual(plain);
  });
});

describe('rendered pages', () => {
  test('have the chunks of their own page preloaded with the entry, and hand the same list to hydration', async () => {
    const response = await renderPage(new URL('http://gazette.test/terms-of-service'), {
      assets: manifest,
      runtime: { siteUrl: 'http://gazette.test' },
      nonce: 'bm9uY2U=',
    });
    const html = await response.text();
    // The boot script adds the preloads with the entry once the page is painted (entry-loader.ts).
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('["/assets/chunk-terms.js","/assets/chunk-shared.js"].forEach(');
    expect(html).toContain('s.src="/assets/entry-1.js"');
    expect(html).not.toContain('chunk-admin.js');
    // The boot data carries the page's list only, so the browser renders the same links.
    const boot = JSON.parse(html.match(/window\.__GAZETTE__=(.*?);<\/script>/)?.[1] ?? '{}');
    expect(boot.assets).toEqual({
      css: '/assets/app-1.css',
      entry: '/assets/entry-1.js',
      preload: ['/assets/chunk-terms.js', '/assets/chunk-shared.js'],
    });
    expect(html).toContain('Terms of Service');
  });
});

import { describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { loadPageMeta } from './components/page-meta';
import { lazyPage } from './lazy-page';
import { notFoundRoute, pageRoutes, routeForPath } from './route-table';

describe('route table', () => {
  test.each([
    ['/', '/'],
    ['/search', '/search'],
    ['/section/cosmic-watch', '/section/:slug'],
    ['/article/some-story', '/article/:slug'],
    ['/author/Priya%20Castellanos', '/author/:name'],
    ['/terms-of-service', '/terms-of-service'],
    ['/admin', '/admin'],
    ['/admin/articles/new', '/admin/*?'],
    ['/no-such-page', '*'],
    ['/section/a/b', '*'],
  ])('%s renders the %s route', (pathname, path) => {
    expect(routeForPath(pathname).path).toBe(path);
  });

  test('every page, the admin too, is a chunk the build manifest can name: a module under src/client', () => {
    const lazy = pageRoutes.filter((route) => route.load);
    // Twelve reader pages and the admin's two routes, which share one chunk.
    expect(lazy.length).toBe(14);
    expect(routeForPath('/admin/login').load).toBe(routeForPath('/admin').load);
    for (const route of pageRoutes) {
      if (!route.chunk) continue;
      const file = ['.tsx', '.ts'].map((ext) => join(import.meta.dir, `${route.chunk}${ext}`));
      expect(file.some((path) => existsSync(path))).toBe(true);
    }
    expect(notFoundRoute.load).toBeUndefined();
  });

  test('once loaded with the head tags’ code, each page renders synchronously, with no Suspense boundary', async () => {
    // As the server and a client navigation load them (render-page.tsx, app.tsx).
    await loadPageMeta();
    for (const route of pageRoutes.filter((entry) => entry.load)) {
      await route.load!();
      expect(route.loaded!()).toBe(true);
    }
    const terms = pageRoutes.find((route) => route.path === '/terms-of-service')!;
    const html = renderToString(
      createElement(Router, {
        ssrPath: '/terms-of-service',
        // biome-ignore lint/correctness/noChildrenProp: wouter's Router types require children among the props
        children: createElement(terms.component),
      }),
    );
    expect(html).toContain('Terms of Service');
    // React marks a Suspense boundary with <!--$-->.
    expect(html).not.toContain('<!--$');
  });
});

function Story() {
  return createElement('p', null, 'The story');
}

describe('lazyPage', () => {
  test('before its chunk is in, the page suspends behind a loading status', () => {
    const page = lazyPage(
      'story',
      () => new Promise<{ Story: typeof Story }>(() => {}),
      (module) => module.Story,
    );
    const html = renderToString(createElement(page.component));
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading…');
    expect(html).not.toContain('The story');
    expect(page.loaded()).toBe(false);
  });

  test('loads its module once, and a failed load can be retried', async () => {
    let calls = 0;
    const page = lazyPage(
      'story',
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return { Story };
      },
      (module) => module.Story,
    );
    await expect(page.load()).rejects.toThrow('offline');
    expect(page.loaded()).toBe(false);
    const [first, second] = await Promise.all([page.load(), page.load()]);
    expect(first).toBe(second);
    expect(calls).toBe(2);
    expect(renderToString(createElement(page.component))).toBe('<p>The story</p>');
  });
});

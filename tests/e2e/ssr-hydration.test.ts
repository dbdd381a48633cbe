import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gotoLive, reloadLive, watchForErrors } from '@tests/support/browser';
import { projectRoot } from '@tests/support/server-process';
import { siteAndBrowserForFile } from '@tests/support/site-and-browser';

const site = siteAndBrowserForFile();

async function firstPublished(query = '') {
  const response = await fetch(`${site.server.url}/api/articles?status=published&limit=1${query}`);
  const [article] = (await response.json()) as Array<{
    slug: string;
    title: string;
    section: string;
  }>;
  return article!;
}

/** The home page's footer and status strip as the server sends them (their inner markup). */
async function servedParts() {
  const html = await (await fetch(`${site.server.url}/`)).text();
  const served = /<footer[^>]*>([\s\S]*)<\/footer>/.exec(html)?.[1];
  expect(served).toContain('href="/section/cosmic-watch"');
  const servedStrip = /<section[^>]*data-served="status-strip"[^>]*>([\s\S]*?)<\/section>/.exec(
    html,
  )?.[1];
  expect(servedStrip).toContain('Reality status');
  return { served: served!, servedStrip: servedStrip! };
}

describe('server rendering', () => {
  test('the home page HTML has its content before any script runs', async () => {
    const response = await fetch(`${site.server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    const featured = await firstPublished('&featured=true');
    const latest = await firstPublished('&featured=false');
    expect(html).toContain('Featured Stories');
    expect(html).toContain('Latest News');
    expect(html).toContain(Bun.escapeHTML(featured.title));
    expect(html).toContain(Bun.escapeHTML(latest.title));
    expect(html).toMatch(/<title>The Multiverse Gazette<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="${site.server.url}/"/>`);
    expect(html).toContain('window.__GAZETTE__=');
  });

  test('a reader without JavaScript can read the home page and an article', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/`);
    const featured = await firstPublished('&featured=true');
    expect(await page.getByRole('heading', { name: 'Featured Stories' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: featured.title }).first().click();
    await page.waitForURL(`**/article/${featured.slug}`);
    expect(await page.locator('h1').textContent()).toBe(featured.title);
    await context.close();
  });

  test('pages hydrate without a console error or hydration warning', async () => {
    const article = await firstPublished();
    const paths = [
      '/',
      '/sections',
      `/section/${article.section}`,
      `/article/${article.slug}`,
      '/authors',
      '/author/Priya%20Castellanos',
      '/about',
      '/search?q=portal',
      '/terms-of-service',
      '/no-such-page',
    ];
    const page = await site.browser.newPage();
    const errors = watchForErrors(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      // The readership beacon (a POST, once the page is idle) is no data fetch.
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/') && pathname !== '/api/analytics')
        apiCalls.push(request.url());
    });
    for (const path of paths) {
      await page.goto(`${site.server.url}${path}`, { waitUntil: 'networkidle' });
    }
    // The dehydrated cache is fresh: hydration fetches nothing again.
    expect(apiCalls).toEqual([]);
    // 404 navigations log a failed resource load for the document itself; ignore only that.
    expect(errors().filter((error) => !error.includes('404 (Not Found)'))).toEqual([]);
    await page.close();
  });

  test('after hydration, links navigate on the client without reloading the page', async () => {
    const page = await site.browser.newPage();
    const errors = watchForErrors(page);
    await gotoLive(page, `${site.server.url}/`);
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same-document';
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Cosmic Watch' })
      .click();
    await page.waitForURL('**/section/cosmic-watch');
    await page.getByRole('heading', { level: 1, name: 'Cosmic Watch' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same-document',
    );
    expect(await page.title()).toBe('Cosmic Watch - The Multiverse Gazette');
    expect(errors()).toEqual([]);
    await page.close();
  });

  test("the footer and status strip keep the server's markup, their code never loads, and the footer's site links navigate on the client", async () => {
    const manifest = JSON.parse(
      readFileSync(join(projectRoot, 'dist/client/manifest.json'), 'utf8'),
    ) as { chunks: Record<string, string[]> };
    const footerChunk = manifest.chunks['components/layout/site-footer']![0]!;
    const stripChunk = manifest.chunks['components/layout/status-strip']![0]!;
    const { served, servedStrip } = await servedParts();

    const page = await site.browser.newPage();
    const errors = watchForErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await gotoLive(page, `${site.server.url}/`);
    const footer = page.locator('footer');
    // The browser's serialisation of the same markup: parsed from the server's.
    const reparse = (markup: string) =>
      page.evaluate((text) => {
        const template = document.createElement('template');
        template.innerHTML = text;
        return template.innerHTML;
      }, markup);
    const parsed = await reparse(served);
    const strip = page.locator('[data-served="status-strip"]');
    const parsedStrip = await reparse(servedStrip);
    expect(await footer.evaluate((element) => element.innerHTML)).toBe(parsed);
    expect(await strip.evaluate((element) => element.innerHTML)).toBe(parsedStrip);
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same-document';
    });
    await footer.getByRole('link', { name: 'Cosmic Watch' }).click();
    await page.waitForURL('**/section/cosmic-watch');
    await page.getByRole('heading', { level: 1, name: 'Cosmic Watch' }).waitFor();
    await footer.getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same-document',
    );
    // A modified click is the browser's, as with any Link: the page stays.
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      footer.getByRole('link', { name: 'Search' }).click({ modifiers: ['Shift'] }),
    ]);
    await popup.close();
    expect(new URL(page.url()).pathname).toBe('/about');
    // Still the server's footer and strip, on every page.
    expect(await footer.evaluate((element) => element.innerHTML)).toBe(parsed);
    expect(await strip.evaluate((element) => element.innerHTML)).toBe(parsedStrip);
    expect(scripts).not.toContain(footerChunk);
    expect(scripts).not.toContain(stripChunk);
    expect(errors()).toEqual([]);
    await page.close();
  });

  test('a reader page reached from one the server drew without them draws the footer and status strip itself, as the server does', async () => {
    const { served, servedStrip } = await servedParts();

    const page = await site.browser.newPage();
    const errors = watchForErrors(page);
    // The back office's sign-in page has a layout of its own: no footer, no strip.
    await gotoLive(page, `${site.server.url}/admin/login`);
    expect(await page.locator('[data-served]').count()).toBe(0);
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same-document';
    });
    await page.getByRole('link', { name: 'Back to the site' }).click();
    await page.waitForURL(`${site.server.url}/`);
    const footer = page.locator('footer[data-served]');
    await footer.getByRole('link', { name: 'Cosmic Watch' }).waitFor();
    // The same text, links and pictures as the server's (React's client orders
    // attributes its own way and writes no <!-- --> between texts).
    const drawnAndServed = (selector: string, markup: string) =>
      page.evaluate(
        ([selector, markup]) => {
          const contentOf = (element: Element) => ({
            text: element.textContent,
            links: [...element.querySelectorAll('a')].map(
              (a) => `${a.getAttribute('href')} ${a.target}`,
            ),
            pictures: [...element.querySelectorAll('img')].map((img) => img.getAttribute('src')),
          });
          const served = document.createElement('div');
          served.innerHTML = markup;
          return { drawn: contentOf(document.querySelector(selector)!), served: contentOf(served) };
        },
        [selector, markup] as const,
      );
    const footerParts = await drawnAndServed('footer[data-served]', served);
    expect(footerParts.drawn).toEqual(footerParts.served);
    expect(footerParts.drawn.links).toContain('/section/cosmic-watch ');
    const stripParts = await drawnAndServed('[data-served="status-strip"]', servedStrip);
    expect(stripParts.drawn).toEqual(stripParts.served);
    expect(stripParts.drawn.text).toContain('Reality status');
    // Drawn by its component, its links are the site's Links.
    await footer.getByRole('link', { name: 'Cosmic Watch' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cosmic Watch' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same-document',
    );
    expect(errors()).toEqual([]);
    await page.close();
  });

  test("the home page's status panels keep the server's markup without their code, and a client navigation home draws the same panels with the page", async () => {
    const manifest = JSON.parse(
      readFileSync(join(projectRoot, 'dist/client/manifest.json'), 'utf8'),
    ) as { chunks: Record<string, string[]> };
    const sidebarChunk = manifest.chunks['components/home/status-sidebar']![0]!;
    const html = await (await fetch(`${site.server.url}/`)).text();
    const servedPanels = /<aside[^>]*data-served="status-sidebar"[^>]*>([\s\S]*?)<\/aside>/.exec(
      html,
    )?.[1];
    expect(servedPanels).toContain('Multiverse Monitor');
    expect(servedPanels).toContain('1,847');

    const page = await site.browser.newPage();
    const errors = watchForErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await gotoLive(page, `${site.server.url}/`);
    const panels = page.locator('[data-served="status-sidebar"]');
    const parsedPanels = await page.evaluate((text) => {
      const template = document.createElement('template');
      template.innerHTML = text;
      return template.innerHTML;
    }, servedPanels!);
    expect(await panels.evaluate((element) => element.innerHTML)).toBe(parsedPanels);
    expect(scripts).not.toContain(sidebarChunk);

    // From a page without the panels, the client draws them with the home page.
    await gotoLive(page, `${site.server.url}/about`);
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same-document';
    });
    await page.locator('header a[href="/"]').first().click();
    await page.getByRole('heading', { name: 'Featured Stories' }).waitFor();
    // In the same frame as the page, not after it.
    expect(await page.evaluate(() => document.getElementById('status-heading') !== null)).toBe(
      true,
    );
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same-document',
    );
    // The same markup as served, but for how the browser writes a style set from script.
    expect(
      await panels.evaluate((element) =>
        element.innerHTML.replace(/style="width: (\d+%);"/g, 'style="width:$1"'),
      ),
    ).toBe(parsedPanels);
    expect(scripts).toContain(sidebarChunk);
    expect(errors()).toEqual([]);
    await page.close();
  });

  test('unknown paths, sections and articles answer 404 with their not-found pages', async () => {
    const page = await site.browser.newPage();
    for (const [path, heading] of [
      ['/no-such-page', 'Page Not Found'],
      ['/section/multiverse-watch', 'Section Not Found'],
      ['/article/no-such-story', 'Article Not Found'],
    ] as const) {
      const response = await page.goto(`${site.server.url}${path}`);
      expect(response?.status()).toBe(404);
      expect(await page.locator('h1').textContent()).toBe(heading);
    }
    await page.close();
  });
});

describe('theme', () => {
  test('a stored light theme applies before first paint, without the bundle', async () => {
    const context = await site.browser.newContext();
    await context.addInitScript(() => localStorage.setItem('theme', 'light'));
    // Block the client bundle: only the inline head script can set the theme.
    await context.route('**/assets/*.js', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${site.server.url}/`);
    expect(await page.evaluate(() => document.documentElement.className)).not.toContain('dark');
    await context.close();
  });

  test('the default is dark, and the theme script runs before the stylesheet loads', async () => {
    const html = await (await fetch(`${site.server.url}/`)).text();
    expect(html).toMatch(/<html[^>]*class="dark"/);
    expect(html.indexOf("localStorage.getItem('theme')")).toBeLessThan(
      html.indexOf('rel="stylesheet"'),
    );
  });

  test('the toggle switches the theme and it persists across a reload', async () => {
    const page = await site.browser.newPage();
    await gotoLive(page, `${site.server.url}/`);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    // A press before the masthead's code is in takes effect once it is (masthead.tsx).
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    await reloadLive(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      false,
    );
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.waitForFunction(() => localStorage.getItem('theme') === 'dark');
    await page.close();
  });
});

describe('assets', () => {
  test('hashed assets are immutable and compressed; admin code is not loaded by reader pages', async () => {
    const page = await site.browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${site.server.url}/`, { waitUntil: 'networkidle' });
    expect(scripts.length).toBeGreaterThan(0);
    const entry = scripts[0]!;
    const response = await fetch(entry, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('br');

    // The same listener keeps recording: what /admin adds is the admin chunk.
    const readerScripts = [...scripts];
    await page.goto(`${site.server.url}/admin`, { waitUntil: 'networkidle' });
    const adminOnly = scripts
      .slice(readerScripts.length)
      .filter((url) => !readerScripts.includes(url));
    expect(adminOnly.length).toBeGreaterThan(0);
    await page.close();
  });

  test("reader pages load the entry and their own page's chunks: never the admin or the search overlay", async () => {
    const manifest = JSON.parse(
      readFileSync(join(projectRoot, 'dist/client/manifest.json'), 'utf8'),
    ) as { entry: string; chunks: Record<string, string[]> };
    // A module's own chunk comes first in its list; the rest may be shared with other pages.
    const adminChunk = manifest.chunks['routes/admin/admin-app']![0]!;
    const overlayChunk = manifest.chunks['components/search-overlay/search-overlay']![0]!;
    // The readership beacon, and link prefetch with the service worker's
    // registration, come once the page is idle, on their own, never preloaded.
    const beaconChunks = [
      ...manifest.chunks['analytics/beacon']!,
      ...manifest.chunks['link-prefetch']!,
    ];
    const article = await firstPublished();
    const pages = [
      ['/', 'routes/public/home'],
      [`/article/${article.slug}`, 'routes/public/article'],
      [`/section/${article.section}`, 'routes/public/section'],
      ['/search', 'routes/public/search'],
    ] as const;
    let pagesWithMainImage = 0;
    for (const [path, module] of pages) {
      const page = await site.browser.newPage();
      const errors = watchForErrors(page);
      const scripts = new Set<string>();
      page.on('request', (request) => {
        if (!request.url().endsWith('.js')) return;
        scripts.add(new URL(request.url()).pathname);
      });
      const response = await page.goto(`${site.server.url}${path}`, { waitUntil: 'networkidle' });
      const html = (await response?.text()) ?? '';
      const own = manifest.chunks[module]!;
      // The page's chunks are preloaded together with the entry, so hydration waits on no further round trip.
      expect(html).toContain(`${JSON.stringify(own)}.forEach(`);
      // ...and only once the page's main image is in: the code never competes with it.
      const order = await page.evaluate(() => {
        const main = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const image = entries.find((entry) => main && entry.name === main.currentSrc);
        const scripts = entries.filter((entry) => entry.name.endsWith('.js'));
        return image
          ? {
              imageEnd: image.responseEnd,
              firstScript: Math.min(...scripts.map((e) => e.startTime)),
            }
          : null;
      });
      if (order) {
        pagesWithMainImage++;
        expect(order.firstScript).toBeGreaterThanOrEqual(order.imageEnd);
      }
      for (const chunk of beaconChunks) expect(html).not.toContain(chunk);
      const pageScripts = [...scripts].filter((script) => !beaconChunks.includes(script));
      expect(pageScripts.sort()).toEqual([manifest.entry, ...own].sort());
      expect(scripts.has(adminChunk)).toBe(false);
      expect(scripts.has(overlayChunk)).toBe(false);
      expect(errors()).toEqual([]);

      // The overlay comes with the first hover of the search button.
      const overlayRequest = page.waitForRequest((request) => request.url().endsWith(overlayChunk));
      await page.getByRole('link', { name: 'Search articles' }).hover();
      await overlayRequest;
      await page.close();
    }
    expect(pagesWithMainImage).toBeGreaterThan(0);
  });
});

import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROME_UA, FIREFOX_UA } from '@tests/support/analytics-beacons';
import { seriousViolations as seriousAxeViolations } from '@tests/support/axe';
import { gotoLive, watchForErrors } from '@tests/support/browser';
import { projectRoot } from '@tests/support/server-process';
import { siteAndBrowserForFile, TEST_ADMIN } from '@tests/support/site-and-browser';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

/**
 * Readers in a real Chromium: pages served from the cache or rendered, moves
 * inside the app, searches with and without results. The server counts the
 * pages the browser opens, the beacon the moves inside the app and the
 * searches; the dashboard counts exactly those, none twice, and none of the
 * readers who asked not to be counted.
 */

const site = siteAndBrowserForFile();

/** The beacon's own chunk in the build: once a page has loaded it, the page has decided what to send. */
const manifest = JSON.parse(
  readFileSync(join(projectRoot, 'dist/client/manifest.json'), 'utf8'),
) as { chunks: Record<string, string[]> };
// A module's own chunk comes first in its list.
const BEACON_CHUNK = manifest.chunks['analytics/beacon']![0]!.split('/').at(-1)!;

/** How many times a page has loaded the beacon's chunk (once per document). */
function beaconChunkLoads(page: Page): () => number {
  let loads = 0;
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname.endsWith(`/${BEACON_CHUNK}`)) loads += 1;
  });
  return () => loads;
}

/** The Server-Timing names of the page's document, as the page itself reads them. */
function serverTimingOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).serverTiming.map(
      (timing) => timing.name,
    ),
  );
}

/** The beacons a page sent, as the server received their bodies. */
function beaconsOf(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/analytics') sent.push(request.postData() ?? '');
  });
  return sent;
}

async function until(condition: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await Bun.sleep(50);
  }
}

interface Reader {
  context: BrowserContext;
  page: Page;
  beacons: string[];
  chunkLoads: () => number;
  errors: () => string[];
}

async function reader(options: BrowserContextOptions = {}): Promise<Reader> {
  const context = await site.browser.newContext({ userAgent: CHROME_UA, ...options });
  const page = await context.newPage();
  return {
    context,
    page,
    beacons: beaconsOf(page),
    chunkLoads: beaconChunkLoads(page),
    errors: watchForErrors(page),
  };
}

/**
 * Opens `path`, waits for the page to load its beacon (once it is idle) and
 * a moment more, then for the page's beacons to reach `total`.
 */
async function read({ page, beacons, chunkLoads }: Reader, path: string, total: number) {
  const loaded = chunkLoads();
  await page.goto(`${site.server.url}${path}`);
  await until(() => chunkLoads() > loaded, `the beacon's chunk on ${path}`);
  await Bun.sleep(500);
  await until(() => beacons.length >= total, `beacon ${total} on ${path}`);
}

async function signIn(page: Page, path: string) {
  await page.goto(`${site.server.url}${path}`);
  await page.getByLabel('Username').fill(TEST_ADMIN.username);
  await page.getByLabel('Password').fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The dashboard's figure for a label ("Page views"), as shown. */
async function figure(page: Page, label: string): Promise<string> {
  return (
    (await page
      .locator('dt', { hasText: label })
      .locator('xpath=following-sibling::dd[1]')
      .textContent()) ?? ''
  );
}

/** The rows of one ranked table of the dashboard, cell texts per row. */
async function tableRows(page: Page, title: string): Promise<string[][]> {
  const table = page.getByRole('table', { name: title });
  const rows = await table.locator('tbody tr').all();
  return Promise.all(rows.map((row) => row.locator('th, td').allTextContents()));
}

describe('readership in a real browser', () => {
  test('the dashboard counts exactly the pages readers read', async () => {
    const admin = await site.browser.newContext({ userAgent: CHROME_UA });
    const dashboard = await admin.newPage();
    const adminErrors = watchForErrors(dashboard);
    await signIn(dashboard, '/admin/analytics');
    await dashboard.getByRole('heading', { name: 'Readership', level: 1 }).waitFor();
    expect(await figure(dashboard, 'Page views')).toBe('0');

    // One reader: home, an article through the app's own link, two searches.
    // The server counts the pages opened (and says so), the beacon the move
    // inside the app and the searches.
    const first = await reader();
    await read(first, '/', 0);
    expect(await serverTimingOf(first.page)).toContain('pageview');
    const link = first.page.locator('main a[href^="/article/"]').first();
    const articlePath = (await link.getAttribute('href'))!;
    const article = (await (
      await fetch(`${site.server.url}/api${articlePath.replace('/article/', '/articles/')}`)
    ).json()) as { id: number; title: string };
    await link.click();
    await first.page.waitForURL(`**${articlePath}`);
    await until(() => first.beacons.length >= 1, 'the article page view');
    await read(first, '/search?q=portal', 2);
    await read(first, '/search?q=zzzzqqq', 3);
    expect(await serverTimingOf(first.page)).toContain('pageview');
    // A search page sends its search as soon as its results show; its view was counted.
    const sent = first.beacons.map((body) => JSON.parse(body) as Record<string, unknown>);
    const portal = sent.find((beacon) => beacon.query === 'portal');
    const portalResults = Number(portal?.results);
    expect(portalResults).toBeGreaterThan(0);
    const byText = (a: unknown, b: unknown) => JSON.stringify(a).localeCompare(JSON.stringify(b));
    expect(sent.sort(byText)).toEqual(
      [
        { type: 'pageview', path: articlePath },
        { type: 'search', query: 'portal', results: portalResults },
        { type: 'search', query: 'zzzzqqq', results: 0 },
      ].sort(byText),
    );

    // Another browser reads the home page, served from the page cache this time.
    const second = await reader({ userAgent: FIREFOX_UA });
    await read(second, '/', 0);
    expect(await serverTimingOf(second.page)).toContain('pageview');

    // Not counted: Do Not Track (the server sees the header), Global Privacy
    // Control (the browser sends Sec-GPC and the page sends nothing), a
    // headless browser, a signed-in editor.
    const tracked = await reader({ extraHTTPHeaders: { DNT: '1' } });
    await read(tracked, '/', 1);
    expect(await serverTimingOf(tracked.page)).toEqual([]);
    const gpc = await reader({ extraHTTPHeaders: { 'Sec-GPC': '1' } });
    await gpc.context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    await gotoLive(gpc.page, `${site.server.url}/`);
    // Its page is left idle for 4 s (while the next readers read) before it is checked.
    const gpcLive = Date.now();
    const bot = await site.browser.newContext();
    const botPage = await bot.newPage();
    const botBeacons = beaconsOf(botPage);
    await botPage.goto(`${site.server.url}/`);
    await until(() => botBeacons.length >= 1, 'the headless browser beacon');
    // The server decided for the editor's page (not counted): it sends no beacon.
    const editorPage = await admin.newPage();
    const editorBeacons = beaconsOf(editorPage);
    const editorChunk = beaconChunkLoads(editorPage);
    await editorPage.goto(`${site.server.url}/about`);
    await until(() => editorChunk() >= 1, "the editor's beacon chunk");
    await Bun.sleep(Math.max(0, 4000 - (Date.now() - gpcLive)));
    expect(gpc.beacons).toEqual([]);
    expect(editorBeacons).toEqual([]);
    // Nothing sent late: every page view the server counted stayed its own.
    expect(first.beacons).toHaveLength(3);
    expect(second.beacons).toEqual([]);

    await dashboard.reload();
    await dashboard.getByRole('heading', { name: 'Readership', level: 1 }).waitFor();
    await dashboard.getByRole('table', { name: 'Top articles' }).waitFor();
    expect(await figure(dashboard, 'Page views')).toBe('5');
    expect(await figure(dashboard, 'Unique visitors')).toBe('2');
    expect(await figure(dashboard, 'Bounce rate')).toBe('50%');
    expect(await tableRows(dashboard, 'Top articles')).toEqual([[article.title, '1']]);
    expect(await tableRows(dashboard, 'Top searches')).toEqual([
      ['portal', '1', String(portalResults)],
      ['zzzzqqq', '1', '0'],
    ]);
    expect(await tableRows(dashboard, 'Searches with no results')).toEqual([['zzzzqqq', '1']]);
    // The chart is drawn: uPlot's canvas, from its own chunk.
    await dashboard.locator('.uplot canvas').first().waitFor();

    // The same count on the article's admin card and in its editor.
    await dashboard.goto(`${site.server.url}/admin`);
    const card = dashboard.locator('article', { hasText: article.title });
    await card.getByText('1 view', { exact: true }).waitFor();
    await dashboard.goto(`${site.server.url}/admin/articles/${article.id}`);
    await dashboard.getByText('1 view', { exact: true }).waitFor();

    for (const { errors, context } of [first, second, tracked, gpc]) {
      expect(errors()).toEqual([]);
      await context.close();
    }
    expect(adminErrors()).toEqual([]);
    await bot.close();
    await admin.close();
  }, 90_000);

  test('a page the server did not count is counted by its beacon, once', async () => {
    const admin = await site.browser.newContext({ userAgent: CHROME_UA });
    const dashboard = await admin.newPage();
    await signIn(dashboard, '/admin/analytics');
    await dashboard.getByRole('heading', { name: 'Readership', level: 1 }).waitFor();
    const before = Number(await figure(dashboard, 'Page views'));

    // A cache between the browser and the site answers the page without the
    // browser's navigation headers reaching the server: no count, no mark.
    const cached = await reader();
    await cached.page.route(`${site.server.url}/section/**`, async (route) => {
      const answer = await route.fetch({ headers: { 'User-Agent': CHROME_UA } });
      const headers = answer.headers();
      expect(headers['server-timing']).toBeUndefined();
      await route.fulfill({ response: answer, headers });
    });
    const section = '/section/cosmic-watch';
    await read(cached, section, 1);
    expect(await serverTimingOf(cached.page)).toEqual([]);
    expect(cached.beacons.map((body) => JSON.parse(body))).toEqual([
      { type: 'pageview', path: section },
    ]);

    await dashboard.reload();
    await dashboard.getByRole('heading', { name: 'Readership', level: 1 }).waitFor();
    expect(Number(await figure(dashboard, 'Page views'))).toBe(before + 1);
    expect(cached.errors()).toEqual([]);
    await cached.context.close();
    await admin.close();
  }, 60_000);

  test('the dashboard passes axe in both themes', async () => {
    const failures: string[] = [];
    for (const theme of ['dark', 'light'] as const) {
      const context = await site.browser.newContext({
        userAgent: CHROME_UA,
        bypassCSP: true,
        viewport: { width: 1280, height: 900 },
      });
      await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const page = await context.newPage();
      const errors = watchForErrors(page);
      await signIn(page, '/admin/analytics');
      await page.getByRole('heading', { name: 'Readership', level: 1 }).waitFor();
      await page.locator('.uplot canvas').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        theme === 'dark',
      );
      await page.getByText('Daily figures').click();
      failures.push(...(await seriousAxeViolations(page, `/admin/analytics (${theme})`)));
      expect(errors()).toEqual([]);
      await context.close();
    }
    expect(failures).toEqual([]);
  }, 60_000);
});

import { describe, expect, test } from 'bun:test';
import { CHROME_UA, FIREFOX_UA } from '@tests/support/analytics-beacons';
import { seriousViolations as seriousAxeViolations } from '@tests/support/axe';
import { gotoLive, watchForErrors } from '@tests/support/browser';
import { siteAndBrowserForFile, TEST_ADMIN } from '@tests/support/site-and-browser';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

/**
 * Readers in a real Chromium: pages served from the cache or rendered, moves
 * inside the app, searches with and without results. The dashboard counts
 * exactly those, and none of the readers who asked not to be counted.
 */

const site = siteAndBrowserForFile();

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
  errors: () => string[];
}

async function reader(options: BrowserContextOptions = {}): Promise<Reader> {
  const context = await site.browser.newContext({ userAgent: CHROME_UA, ...options });
  const page = await context.newPage();
  return { context, page, beacons: beaconsOf(page), errors: watchForErrors(page) };
}

/** Opens `path` and waits for the page's beacons (sent once it is idle) to reach `total`. */
async function read({ page, beacons }: Reader, path: string, total: number) {
  await page.goto(`${site.server.url}${path}`);
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
    const first = await reader();
    await read(first, '/', 1);
    const link = first.page.locator('main a[href^="/article/"]').first();
    const articlePath = (await link.getAttribute('href'))!;
    const article = (await (
      await fetch(`${site.server.url}/api${articlePath.replace('/article/', '/articles/')}`)
    ).json()) as { id: number; title: string };
    await link.click();
    await first.page.waitForURL(`**${articlePath}`);
    await until(() => first.beacons.length >= 2, 'the article page view');
    await read(first, '/search?q=portal', 4);
    await read(first, '/search?q=zzzzqqq', 6);
    // A search page sends its search as soon as its results show, its view once idle.
    const sent = first.beacons.map((body) => JSON.parse(body) as Record<string, unknown>);
    const portal = sent.find((beacon) => beacon.query === 'portal');
    const portalResults = Number(portal?.results);
    expect(portalResults).toBeGreaterThan(0);
    const byText = (a: unknown, b: unknown) => JSON.stringify(a).localeCompare(JSON.stringify(b));
    expect(sent.sort(byText)).toEqual(
      [
        { type: 'pageview', path: '/' },
        { type: 'pageview', path: articlePath },
        { type: 'pageview', path: '/search' },
        { type: 'search', query: 'portal', results: portalResults },
        { type: 'pageview', path: '/search' },
        { type: 'search', query: 'zzzzqqq', results: 0 },
      ].sort(byText),
    );

    // Another browser reads the home page, served from the page cache this time.
    const second = await reader({ userAgent: FIREFOX_UA });
    await read(second, '/', 1);

    // Not counted: Do Not Track (the server sees the header), Global Privacy
    // Control (the page sends nothing), a headless browser, a signed-in editor.
    const tracked = await reader({ extraHTTPHeaders: { DNT: '1' } });
    await read(tracked, '/', 1);
    const gpc = await reader();
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
    const editorPage = await admin.newPage();
    const editorBeacons = beaconsOf(editorPage);
    await editorPage.goto(`${site.server.url}/about`);
    await until(() => editorBeacons.length >= 1, "the editor's beacon");
    await Bun.sleep(Math.max(0, 4000 - (Date.now() - gpcLive)));
    expect(gpc.beacons).toEqual([]);

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

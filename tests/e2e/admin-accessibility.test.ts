import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { seriousViolations } from '@tests/support/axe';
import { reloadLive, tabLoadingInTurn } from '@tests/support/browser';
import { siteAndBrowserForFile, TEST_ADMIN } from '@tests/support/site-and-browser';
import type { Page } from 'playwright-core';

/**
 * The back office passes axe (contrast included) in both themes, on a
 * desktop and a phone: its pages, its list in both views, a confirmation
 * dialog and an export.
 */

const site = siteAndBrowserForFile();

const THEMES = ['dark', 'light'] as const;
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;
type Theme = (typeof THEMES)[number];
type Viewport = keyof typeof VIEWPORTS;

let articleId = 0;

beforeAll(async () => {
  const response = await fetch(`${site.server.url}/api/articles?limit=1`);
  articleId = ((await response.json()) as Array<{ id: number }>)[0]!.id;
});

/** One tab for each kind of visit (signed in or out, the list as cards or as a table), kept for the file. */
const tabs = new Map<string, Awaited<ReturnType<typeof tabLoadingInTurn>>>();

afterAll(async () => {
  for (const { page } of tabs.values()) await page.context().close();
});

async function tabFor(signedIn: boolean, table: boolean) {
  const key = `${signedIn} ${table}`;
  const open = tabs.get(key);
  if (open) return open;
  const context = await site.browser.newContext({ bypassCSP: true });
  await context.addInitScript(
    (table) => localStorage.setItem('gazette_admin_article_view', table ? 'table' : 'cards'),
    table,
  );
  if (signedIn) {
    const login = await context.request.post(`${site.server.url}/api/admin/auth/login`, {
      data: TEST_ADMIN,
      headers: { Origin: site.server.url },
    });
    expect(login.status()).toBe(200);
  }
  const tab = await tabLoadingInTurn(context);
  tabs.set(key, tab);
  return tab;
}

/**
 * A page in the theme and viewport, signed in unless told otherwise, its data
 * loaded afresh in its kind's tab, as an editor arriving with that theme
 * stored would see it. `done` fails the test on anything logged since.
 */
async function openAdmin(
  path: string,
  theme: Theme,
  viewport: Viewport,
  options: { signedIn?: boolean; table?: boolean } = {},
) {
  const tab = await tabFor(options.signedIn ?? true, options.table ?? false);
  const { page } = tab;
  await page.setViewportSize(VIEWPORTS[viewport]);
  // Stored before the load when the tab is on the site already; a new tab's
  // first page stores it in `showState` and loads again.
  if (page.url().startsWith(site.server.url)) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
  }
  const errors = await tab.load(`${site.server.url}${path}`);
  await dataLoaded(page);
  await showState(page, theme, viewport);
  return {
    page,
    async done() {
      expect(errors()).toEqual([]);
    },
  };
}

/** The page's heading shown and its loading placeholders gone. */
async function dataLoaded(page: Page) {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.animate-pulse, .animate-spin'));
}

/**
 * Puts an open page in a theme and viewport as an editor arriving with that
 * theme stored would see it: the theme is stored and the page loaded again
 * (the head script applies it before the first paint); the viewport is
 * resized in place (the layout follows the width in CSS alone).
 */
async function showState(page: Page, theme: Theme, viewport: Viewport) {
  const stored = await page.evaluate(() => localStorage.getItem('theme'));
  if (stored !== theme) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await reloadLive(page);
    await dataLoaded(page);
  }
  const size = page.viewportSize();
  if (size?.width !== VIEWPORTS[viewport].width || size.height !== VIEWPORTS[viewport].height) {
    await page.setViewportSize(VIEWPORTS[viewport]);
  }
}

/** One h1 and the landmarks of a page: its header, navigation, main content and footer. */
async function structureProblems(page: Page, where: string): Promise<string[]> {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const h1s = document.querySelectorAll('h1').length;
    if (h1s !== 1) found.push(`expected one h1, found ${h1s}`);
    for (const landmark of ['main', 'header', 'footer', 'nav']) {
      if (!document.querySelector(landmark)) found.push(`no <${landmark}> landmark`);
    }
    return found;
  });
  return problems.map((problem) => `${where}: ${problem}`);
}

const PAGES = [
  { path: '/admin/login', signedIn: false },
  { path: '/admin/articles' },
  { path: '/admin/articles', table: true },
  { path: '/admin/articles?q=nothing-matches-this' },
  { path: '/admin/articles/new' },
  { path: 'edit' },
  { path: '/admin/breaking-news' },
  { path: '/admin/authors' },
  { path: '/admin/media' },
  { path: '/admin/database' },
  { path: '/admin/settings' },
];

/** Each page state once, in an order that needs one reload for the change of theme. */
const STATES = [
  ['dark', 'desktop'],
  ['dark', 'mobile'],
  ['light', 'mobile'],
  ['light', 'desktop'],
] as const satisfies ReadonlyArray<readonly [Theme, Viewport]>;

describe('every admin page passes axe in both themes and sizes', () => {
  for (const { path: route, signedIn, table } of PAGES) {
    test(`${route}${table ? ' (table)' : ''}`, async () => {
      const path = route === 'edit' ? `/admin/articles/${articleId}` : route;
      const failures: string[] = [];
      const { page, done } = await openAdmin(path, 'dark', 'desktop', { signedIn, table });
      for (const [theme, viewport] of STATES) {
        await showState(page, theme, viewport);
        const where = `${path}${table ? ' (table)' : ''} (${theme}, ${viewport})`;
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          theme === 'dark',
        );
        expect(page.viewportSize()).toEqual(VIEWPORTS[viewport]);
        failures.push(...(await seriousViolations(page, where)));
        failures.push(...(await structureProblems(page, where)));
      }
      await done();
      expect(failures).toEqual([]);
    });
  }
});

describe('actions in use pass axe in both themes', () => {
  test('the delete confirmation and an export', async () => {
    const failures: string[] = [];
    for (const theme of THEMES) {
      const list = await openAdmin('/admin/articles', theme, 'desktop');
      await list.page
        .getByRole('button', { name: /^Delete "/ })
        .first()
        .click();
      await list.page.getByRole('alertdialog').waitFor();
      failures.push(...(await seriousViolations(list.page, `delete dialog (${theme})`)));
      await list.page.getByRole('button', { name: 'Cancel' }).click();
      await list.done();

      const database = await openAdmin('/admin/database', theme, 'desktop');
      await database.page.getByRole('button', { name: 'Export Database' }).click();
      await database.page.getByLabel(/^Exported data/).waitFor();
      failures.push(...(await seriousViolations(database.page, `export (${theme})`)));
      await database.done();
    }
    expect(failures).toEqual([]);
  });
});

import { beforeAll, describe, expect, test } from 'bun:test';
import { tabLoadingInTurn } from '@tests/support/browser';
import { sidewaysOverflow } from '@tests/support/sideways-overflow';
import { siteAndBrowserForFile, TEST_ADMIN } from '@tests/support/site-and-browser';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * Every screen of the back office on a 390 px phone, in both themes: nothing
 * may make the page scroll sideways. The admin navigation is the same on
 * every admin page, each of its rows on one line. (The reader pages' check
 * is in reader-pages.test.ts.)
 */

const site = siteAndBrowserForFile();

const PHONE = { width: 390, height: 844 };
const THEMES = ['dark', 'light'] as const;
type Theme = (typeof THEMES)[number];

let articleId = 0;

beforeAll(async () => {
  const response = await fetch(`${site.server.url}/api/articles?limit=1`);
  const [article] = (await response.json()) as Array<{ id: number }>;
  articleId = article!.id;
});

/** Every admin screen, signed in; `table` is the article list in its dense view. */
const ADMIN_ROUTES = [
  '/admin/articles',
  'table',
  '/admin/articles/new',
  'edit',
  '/admin/breaking-news',
  '/admin/authors',
  '/admin/database',
  '/admin/settings',
];

const LISTS = new Set(['/admin/articles', 'table']);

function resolve(route: string): string {
  if (route === 'edit') return `/admin/articles/${articleId}`;
  if (route === 'table') return '/admin/articles?sort=title';
  return route;
}

async function phoneContext(theme: Theme, options: { signedIn?: boolean; table?: boolean } = {}) {
  const context = await site.browser.newContext({ viewport: PHONE });
  await context.addInitScript(
    ({ value, table }) => {
      localStorage.setItem('theme', value);
      if (table) localStorage.setItem('gazette_admin_article_view', 'table');
    },
    { value: theme, table: options.table ?? false },
  );
  if (options.signedIn) {
    const login = await context.request.post(`${site.server.url}/api/admin/auth/login`, {
      data: TEST_ADMIN,
      headers: { Origin: site.server.url },
    });
    expect(login.status()).toBe(200);
  }
  return context;
}

/**
 * A tab of the context that loads each screen in turn: `open` loads one,
 * hydrated and its data loaded (the admin's spinner gone), with what the tab
 * logs while it is shown.
 */
async function screensIn(context: BrowserContext) {
  const tab = await tabLoadingInTurn(context);
  return {
    async open(path: string) {
      const errors = await tab.load(`${site.server.url}${path}`);
      await tab.page.waitForFunction(
        () => document.querySelector('[role="status"] .animate-spin') === null,
      );
      return { page: tab.page, errors };
    },
  };
}

/** The admin navigation's links and buttons by name, and whether each of its rows is one line. */
async function adminNavigation(page: Page) {
  return page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Admin"]');
    if (!nav) return null;
    const names = [...nav.querySelectorAll('a, button')].map(
      (element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
    );
    const wrapped = [...nav.querySelectorAll('ul')].filter((list) => {
      const tops = [...list.children].map((item) => Math.round(item.getBoundingClientRect().top));
      return new Set(tops).size > 1;
    });
    return { names, wrapped: wrapped.length };
  });
}

describe('at 390 px no admin screen scrolls sideways', () => {
  for (const theme of THEMES) {
    test(`the sign-in screen and every admin screen (${theme})`, async () => {
      const failures: string[] = [];
      const signedOut = await phoneContext(theme);
      const signedOutScreens = await screensIn(signedOut);
      for (const path of ['/admin/login', '/admin/articles']) {
        const { page, errors } = await signedOutScreens.open(path);
        await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
        const { overflow, culprits } = await sidewaysOverflow(page);
        if (overflow > 0) {
          failures.push(`${path} (signed out): ${overflow} px too wide; ${culprits.join(', ')}`);
        }
        failures.push(...errors().map((error) => `${path}: ${error}`));
      }
      await signedOut.close();

      const navigations = new Map<string, string>();
      // Signed in once for the cards and once for the table view.
      const cards = await phoneContext(theme, { signedIn: true });
      const tables = await phoneContext(theme, { signedIn: true, table: true });
      const cardScreens = await screensIn(cards);
      const tableScreens = await screensIn(tables);
      for (const route of ADMIN_ROUTES) {
        const path = resolve(route);
        const { page, errors } = await (route === 'table' ? tableScreens : cardScreens).open(path);
        await page.locator('h1').first().waitFor();
        // The list's articles, not its skeletons.
        if (LISTS.has(route))
          await page
            .getByRole('link', { name: /^Edit "/ })
            .first()
            .waitFor();
        const { overflow, culprits } = await sidewaysOverflow(page);
        if (overflow > 0) {
          failures.push(`${path}: ${overflow} px too wide; ${culprits.join(', ')}`);
        }
        const navigation = await adminNavigation(page);
        if (!navigation) failures.push(`${path}: no admin navigation`);
        else {
          if (navigation.wrapped > 0) failures.push(`${path}: the admin navigation wraps`);
          navigations.set(path, navigation.names.join(' | '));
        }
        failures.push(...errors().map((error) => `${path}: ${error}`));
      }
      await cards.close();
      await tables.close();
      expect(failures).toEqual([]);
      // One navigation, the same on every admin screen, holding every screen and the spec's links.
      expect(new Set(navigations.values()).size).toBe(1);
      const names = [...navigations.values()][0]!.split(' | ');
      expect(names).toEqual(
        expect.arrayContaining([
          'Articles',
          'View Site',
          'Breaking News',
          'Authors',
          'Database',
          'Settings',
          'Logout',
        ]),
      );
    });
  }
});

import { beforeAll, describe, expect, test } from 'bun:test';
import { gotoLive, watchForErrors } from '@tests/support/browser';
import { siteAndBrowserForFile, TEST_ADMIN } from '@tests/support/site-and-browser';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * Every page of the reader site and the back office on a 390 px phone, in
 * both themes: nothing may make the page scroll sideways. The admin
 * navigation is the same on every admin page, each of its rows on one line.
 */

const site = siteAndBrowserForFile();

const PHONE = { width: 390, height: 844 };
const THEMES = ['dark', 'light'] as const;
type Theme = (typeof THEMES)[number];
const NOT_FOUND_PATH = '/no-such-page-in-any-reality';

let articlePath = '';
let articleId = 0;

beforeAll(async () => {
  const response = await fetch(`${site.server.url}/api/articles?limit=1`);
  const [article] = (await response.json()) as Array<{ id: number; slug: string }>;
  articlePath = `/article/${article!.slug}`;
  articleId = article!.id;
});

const PUBLIC_ROUTES = [
  '/',
  '/sections',
  '/section/cosmic-watch',
  '/section/obituaries-legacy',
  'article',
  '/search?q=portal',
  '/search?q=zzzzqqq',
  '/authors',
  '/author/Priya%20Castellanos',
  '/about',
  '/editorial-standards',
  '/corrections',
  '/privacy-policy',
  '/terms-of-service',
  NOT_FOUND_PATH,
];

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
  if (route === 'article') return articlePath;
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

/** The page once hydrated and its data loaded (the admin's spinner gone). */
async function open(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const errors = watchForErrors(page);
  await gotoLive(page, `${site.server.url}${path}`);
  await page.waitForFunction(
    () => document.querySelector('[role="status"] .animate-spin') === null,
  );
  return { page, errors };
}

interface Overflow {
  scrollWidth: number;
  /** The outermost elements reaching past the right edge, to say what to fix. */
  culprits: string[];
}

async function overflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 4).join('.')} (${Math.round(element.getBoundingClientRect().right)} px)`;
    const past = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > width + 0.5,
    );
    const outermost = past.filter((element) => !past.includes(element.parentElement!));
    return {
      scrollWidth: document.documentElement.scrollWidth,
      culprits: outermost.slice(0, 5).map(describe),
    };
  });
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

describe('at 390 px nothing scrolls sideways', () => {
  for (const theme of THEMES) {
    test(`every reader page (${theme})`, async () => {
      const context = await phoneContext(theme);
      const failures: string[] = [];
      for (const route of PUBLIC_ROUTES) {
        const path = resolve(route);
        const { page, errors } = await open(context, path);
        const { scrollWidth, culprits } = await overflow(page);
        if (scrollWidth > PHONE.width) {
          failures.push(`${path}: ${scrollWidth} px wide; ${culprits.join(', ')}`);
        }
        const logged = errors().filter(
          (error) => !(path === NOT_FOUND_PATH && error.includes('404 (Not Found)')),
        );
        failures.push(...logged.map((error) => `${path}: ${error}`));
        await page.close();
      }
      await context.close();
      expect(failures).toEqual([]);
    });

    test(`the sign-in screen and every admin screen (${theme})`, async () => {
      const failures: string[] = [];
      const signedOut = await phoneContext(theme);
      for (const path of ['/admin/login', '/admin/articles']) {
        const { page, errors } = await open(signedOut, path);
        await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
        const { scrollWidth, culprits } = await overflow(page);
        if (scrollWidth > PHONE.width) {
          failures.push(`${path} (signed out): ${scrollWidth} px wide; ${culprits.join(', ')}`);
        }
        failures.push(...errors().map((error) => `${path}: ${error}`));
        await page.close();
      }
      await signedOut.close();

      const navigations = new Map<string, string>();
      // Signed in once for the cards and once for the table view, each screen in a page of its own.
      const cards = await phoneContext(theme, { signedIn: true });
      const tables = await phoneContext(theme, { signedIn: true, table: true });
      for (const route of ADMIN_ROUTES) {
        const context = route === 'table' ? tables : cards;
        const path = resolve(route);
        const { page, errors } = await open(context, path);
        await page.locator('h1').first().waitFor();
        // The list's articles, not its skeletons.
        if (LISTS.has(route))
          await page
            .getByRole('link', { name: /^Edit "/ })
            .first()
            .waitFor();
        const { scrollWidth, culprits } = await overflow(page);
        if (scrollWidth > PHONE.width) {
          failures.push(`${path}: ${scrollWidth} px wide; ${culprits.join(', ')}`);
        }
        const navigation = await adminNavigation(page);
        if (!navigation) failures.push(`${path}: no admin navigation`);
        else {
          if (navigation.wrapped > 0) failures.push(`${path}: the admin navigation wraps`);
          navigations.set(path, navigation.names.join(' | '));
        }
        failures.push(...errors().map((error) => `${path}: ${error}`));
        await page.close();
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

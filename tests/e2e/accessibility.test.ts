import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { seriousViolations } from '@tests/support/axe';
import { reloadLive } from '@tests/support/browser';
import { siteAndBrowserForFile } from '@tests/support/site-and-browser';
import {
  type OpenedPage,
  openReaderPage,
  type Theme,
  VIEWPORTS,
  type ViewportName,
} from '@tests/support/themed-reader-page';
import type { Page } from 'playwright-core';

/**
 * Every public page passes axe (contrast included) in both themes, on a
 * desktop and a phone, with one h1 and the landmarks. The keyboard's way
 * through the same pages is in keyboard.test.ts.
 */

const site = siteAndBrowserForFile();

const NOT_FOUND_PATH = '/no-such-page-in-any-reality';

let articlePath = '';

beforeAll(async () => {
  const response = await fetch(`${site.server.url}/api/articles?limit=1`);
  const [article] = (await response.json()) as Array<{ slug: string }>;
  articlePath = `/article/${article!.slug}`;
});

/** Every public page the reader can reach; the article path is known once the server runs. */
const ROUTES = [
  '/',
  '/sections',
  '/section/cosmic-watch',
  '/section/obituaries-legacy',
  'article',
  '/search?q=portal',
  '/search?q=zzzzqqq',
  '/authors',
  '/author/Priya%20Castellanos',
  '/author/Ines%20Moreau',
  '/about',
  '/editorial-standards',
  '/corrections',
  '/privacy-policy',
  '/terms-of-service',
  NOT_FOUND_PATH,
];

/**
 * Puts an open page in a theme and viewport as a reader arriving with that
 * theme stored would see it: the theme is stored and the page loaded again
 * (the head script applies it before the first paint); the viewport is
 * resized in place (the layout follows the width in CSS alone).
 */
async function showTheme(page: Page, theme: Theme, viewport: ViewportName) {
  const stored = await page.evaluate(() => localStorage.getItem('theme'));
  if (stored !== theme) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await reloadLive(page);
  }
  const size = page.viewportSize();
  if (size?.width !== VIEWPORTS[viewport].width || size.height !== VIEWPORTS[viewport].height) {
    await page.setViewportSize(VIEWPORTS[viewport]);
  }
}

/** The page's own structure: one h1, the landmarks, and alt on every image. */
async function structureProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const h1s = document.querySelectorAll('h1');
    if (h1s.length !== 1) problems.push(`expected one h1, found ${h1s.length}`);
    for (const landmark of ['main', 'header', 'footer', 'nav']) {
      if (!document.querySelector(landmark)) problems.push(`no <${landmark}> landmark`);
    }
    for (const image of document.querySelectorAll('img')) {
      if (!image.hasAttribute('alt')) problems.push(`<img src="${image.src}"> has no alt`);
    }
    return problems;
  });
}

/** Each page state once, in an order that needs one reload for the change of theme. */
const STATES = [
  ['dark', 'desktop'],
  ['dark', 'mobile'],
  ['light', 'mobile'],
  ['light', 'desktop'],
] as const satisfies ReadonlyArray<readonly [Theme, ViewportName]>;

describe('every public page passes axe in both themes and sizes', () => {
  /** One tab for every page: each test loads its page in it afresh. */
  let tab: OpenedPage | undefined;
  afterAll(() => tab?.context.close());

  for (const route of ROUTES) {
    test(route === 'article' ? 'an article page' : route, async () => {
      const path = route === 'article' ? articlePath : route;
      const notFound = path === NOT_FOUND_PATH;
      const failures: string[] = [];
      if (tab) await tab.visit(path, 'dark', 'desktop', { notFound });
      else tab = await openReaderPage(site, path, 'dark', 'desktop', { notFound });
      const { page } = tab;
      for (const [theme, viewport] of STATES) {
        await showTheme(page, theme, viewport);
        const where = `${path} (${theme}, ${viewport})`;
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          theme === 'dark',
        );
        expect(page.viewportSize()).toEqual(VIEWPORTS[viewport]);
        failures.push(...(await seriousViolations(page, where)));
        failures.push(...(await structureProblems(page)).map((problem) => `${where}: ${problem}`));
      }
      tab.expectNothingLogged();
      expect(failures).toEqual([]);
    });
  }
});

import { expect } from 'bun:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { tabLoadingInTurn } from './browser';

/** Reader pages in a theme and a size: the accessibility and keyboard tests. */

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Loads another page of the site in the same tab, its theme stored first. */
  visit(
    path: string,
    theme: Theme,
    viewport: ViewportName,
    options?: { notFound?: boolean },
  ): Promise<void>;
  /** Fails the test on console errors logged since the last page was loaded. */
  expectNothingLogged(): void;
  /** `expectNothingLogged`, then closes the context. */
  done(): Promise<void>;
}

/**
 * A hydrated page in the given theme and viewport. The page's CSP would block
 * the injected axe script, so the context bypasses it. The theme is stored
 * before the first load only: a test may store another one and reload.
 * `notFound` says that the page is the site's 404, whose own document
 * Chromium logs as an error.
 */
export async function openReaderPage(
  site: { server: { url: string }; browser: Browser },
  path: string,
  theme: Theme = 'dark',
  viewport: ViewportName = 'desktop',
  { notFound = false }: { notFound?: boolean } = {},
): Promise<OpenedPage> {
  const context = await site.browser.newContext({
    viewport: VIEWPORTS[viewport],
    bypassCSP: true,
  });
  await context.addInitScript((value) => {
    if (localStorage.getItem('theme') === null) localStorage.setItem('theme', value);
  }, theme);
  const tab = await tabLoadingInTurn(context);
  const { page } = tab;
  let errors = await tab.load(`${site.server.url}${path}`);
  let shownIsNotFound = notFound;
  const opened: OpenedPage = {
    page,
    context,
    async visit(next, nextTheme, nextViewport, { notFound = false } = {}) {
      await page.setViewportSize(VIEWPORTS[nextViewport]);
      await page.evaluate((value) => localStorage.setItem('theme', value), nextTheme);
      shownIsNotFound = notFound;
      errors = await tab.load(`${site.server.url}${next}`);
    },
    expectNothingLogged() {
      // Chromium logs every 404: the 404 page's own document, and the profile
      // of an author who has none, which a focused article link gets ready
      // ahead (the API's 404 there means "no profile"). Nothing else may log.
      const relevant = errors().filter(
        (error) =>
          !(
            error.includes('404 (Not Found)') &&
            (shownIsNotFound || error.includes('/api/author-profiles/'))
          ),
      );
      expect(relevant).toEqual([]);
    },
    async done() {
      opened.expectNothingLogged();
      await context.close();
    },
  };
  return opened;
}

import { describe, expect, test } from 'bun:test';
import { watchForErrors } from '@tests/support/browser';
import { siteAndBrowserForFile } from '@tests/support/site-and-browser';
import type { Page } from 'playwright-core';

const site = siteAndBrowserForFile();

const READER_PATHS = ['/', '/search?q=portal'];

/**
 * Watches hydration from a chain of zero-delay timers started before any
 * page script: when React first holds the document (hydrateRoot was called),
 * whether a timer ran while it had not yet reached the footer, the last
 * element it hydrates, and when the footer was hydrated.
 */
async function watchHydration(page: Page) {
  await page.addInitScript(() => {
    const record = { startedAt: -1, ranBetween: false, doneAt: -1 };
    (window as unknown as { __hydration: typeof record }).__hydration = record;
    const reactKey = (node: object, prefix: string) =>
      Object.keys(node).some((key) => key.startsWith(prefix));
    const tick = () => {
      const started = reactKey(document, '__reactContainer');
      // The footer is the last element React hydrates (its content stays as served).
      const last = document.body?.querySelector('footer[data-served]');
      const done = Boolean(last && reactKey(last, '__reactFiber'));
      if (started && record.startedAt < 0) record.startedAt = performance.now();
      if (started && !done) record.ranBetween = true;
      if (done) {
        record.doneAt = performance.now();
        return;
      }
      setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
  });
}

const hydration = (page: Page) =>
  page
    .waitForFunction(
      () => (window as unknown as { __hydration: { doneAt: number } }).__hydration.doneAt >= 0,
    )
    .then(() =>
      page.evaluate(() => {
        const record = (
          window as unknown as {
            __hydration: { startedAt: number; ranBetween: boolean; doneAt: number };
          }
        ).__hydration;
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        return { ...record, firstContentfulPaint: paint ? paint.startTime : -1 };
      }),
    );

describe('the first paint of a reader page', () => {
  test('the page is painted before hydration starts, and hydration lets other tasks run', async () => {
    for (const path of READER_PATHS) {
      const page = await site.browser.newPage();
      const errors = watchForErrors(page);
      await watchHydration(page);
      await page.goto(`${site.server.url}${path}`);
      const seen = await hydration(page);
      expect({ path, painted: seen.firstContentfulPaint > 0 }).toEqual({ path, painted: true });
      // Hydration waits for the frame that shows the server's HTML.
      expect({ path, paintedFirst: seen.firstContentfulPaint <= seen.startedAt }).toEqual({
        path,
        paintedFirst: true,
      });
      // Hydration as one task would leave no gap for a timer between its start and its end.
      expect({ path, yielded: seen.ranBetween }).toEqual({ path, yielded: true });
      expect(errors()).toEqual([]);
      await page.close();
    }
  });

  test('content below the first screen is laid out only as it nears the viewport', async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${site.server.url}/`);
    const deferred = await page.evaluate(() =>
      ['#latest-heading', 'footer'].map((selector) => {
        const element = document.querySelector(selector);
        const box = selector === 'footer' ? element : element?.closest('section');
        return box ? getComputedStyle(box).contentVisibility : 'missing';
      }),
    );
    expect(deferred).toEqual(['auto', 'auto']);
    // Scrolled to, the footer shows its links.
    const footerLink = page.locator('footer a').last();
    await footerLink.scrollIntoViewIfNeeded();
    expect(await footerLink.isVisible()).toBe(true);
    await page.close();
  });
});

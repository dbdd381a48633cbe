import { describe, expect, test } from 'bun:test';
import { watchForErrors } from '@tests/support/browser';
import { siteAndBrowserForFile, TEST_ADMIN } from '@tests/support/site-and-browser';
import type { Page } from 'playwright-core';

const site = siteAndBrowserForFile();

/** Records every Content-Security-Policy violation the page reports. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

/** React has taken over the document (hydrateRoot(document, …)). */
const hydrated = (page: Page) =>
  page.waitForFunction(() =>
    Object.keys(document).some((key) => key.startsWith('__reactContainer')),
  );

describe('the site under its Content-Security-Policy', () => {
  test('reader pages hydrate with no violation, rendered fresh and from the page cache', async () => {
    const response = await fetch(`${site.server.url}/api/articles?status=published&limit=1`);
    const [article] = (await response.json()) as Array<{ slug: string; section: string }>;
    const paths = [
      '/',
      `/article/${article!.slug}`,
      `/section/${article!.section}`,
      '/search?q=portal',
      '/authors',
      '/about',
      '/no-such-page',
    ];
    const page = await site.browser.newPage();
    await recordViolations(page);
    const errors = watchForErrors(page);
    // Twice each: the first answer is rendered (a nonce), the second comes from the cache (hashes).
    for (const round of [1, 2]) {
      for (const path of paths) {
        await page.goto(`${site.server.url}${path}`);
        await hydrated(page);
        expect({ round, path, violations: await violations(page) }).toEqual({
          round,
          path,
          violations: [],
        });
      }
    }
    // The not-found page logs its own 404 response; nothing else may be logged.
    expect(errors().filter((error) => !error.includes('404'))).toEqual([]);
    await page.close();
  });

  test('the admin signs in and works with no violation', async () => {
    const page = await site.browser.newPage();
    await recordViolations(page);
    const errors = watchForErrors(page);
    await page.goto(`${site.server.url}/admin/login`);
    await hydrated(page);
    await page.getByLabel('Username').fill(TEST_ADMIN.username);
    await page.getByLabel('Password').fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/admin\/articles$/);
    for (const path of ['/admin/articles', '/admin/articles/new', '/admin/breaking-news']) {
      await page.goto(`${site.server.url}${path}`);
      await hydrated(page);
      expect({ path, violations: await violations(page) }).toEqual({ path, violations: [] });
    }
    expect(errors()).toEqual([]);
    await page.close();
  });
});

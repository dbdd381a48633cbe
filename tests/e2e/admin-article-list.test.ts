import { beforeAll, describe, expect, test } from 'bun:test';
import { watchForErrors } from '@tests/support/browser';
import { siteAndBrowserForFile, TEST_ADMIN } from '@tests/support/site-and-browser';
import type { Page } from 'playwright-core';
import { buildArticle } from '~/server/db/seed/factories/article';
import { demoArticles } from '~/server/db/seed/seed-demo';
import { ADMIN_PAGE_SIZE } from '~/shared/schemas/article-query';

const site = siteAndBrowserForFile();

/** Enough stories beyond the demo's for a second page of the list. */
const EXTRA = 12;
const TOTAL = demoArticles.length + EXTRA;

beforeAll(async () => {
  const login = await fetch(`${site.server.url}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site.server.url },
    body: JSON.stringify(TEST_ADMIN),
  });
  const cookie = login.headers.getSetCookie()[0]!.split(';', 1)[0]!;
  for (let n = 0; n < EXTRA; n += 1) {
    const response = await fetch(`${site.server.url}/api/admin/articles`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site.server.url, Cookie: cookie },
      body: JSON.stringify(buildArticle({ slug: `list-story-${n}`, title: `List story ${n}` })),
    });
    expect(response.status).toBe(201);
  }
});

const editLinks = (page: Page) => page.getByRole('link', { name: /^Edit "/ });

/** Waits until the list shows the page asked for, not the previous one kept while it loads. */
async function settled(page: Page) {
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
}

describe('admin article list', () => {
  test('pages, sorts and filters in the address; counts each status', async () => {
    const page = await site.browser.newPage();
    const errors = watchForErrors(page);
    await site.signInAt(page, '/admin/articles');
    await page.getByText(`Showing 1–${ADMIN_PAGE_SIZE} of ${TOTAL} articles`).waitFor();
    expect(await editLinks(page).count()).toBe(ADMIN_PAGE_SIZE);

    await page
      .getByRole('navigation', { name: 'Article pages' })
      .getByRole('link', { name: '2' })
      .click();
    await page.waitForURL('**/admin/articles?page=2');
    await page.getByText(`Showing ${ADMIN_PAGE_SIZE + 1}–${TOTAL} of ${TOTAL} articles`).waitFor();
    expect(await editLinks(page).count()).toBe(TOTAL - ADMIN_PAGE_SIZE);

    // Another order starts again on page 1, and says so in the address.
    await page.getByLabel('Sort', { exact: true }).selectOption({ label: 'Title A-Z' });
    await page.waitForURL('**/admin/articles?sort=title');
    await settled(page);
    const titles = await page.getByRole('listitem').getByRole('heading').allTextContents();
    const sorted = [...titles].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
    expect(titles).toEqual(sorted);

    // The counts per status; choosing one filters by it.
    const drafts = demoArticles.filter((article) => article.status === 'draft').length;
    const counts = page.getByRole('list', { name: 'Articles per status' });
    await counts.getByRole('button', { name: `All ${TOTAL}` }).waitFor();
    await counts.getByRole('button', { name: `draft ${drafts}` }).click();
    await page.waitForURL('**/admin/articles?status=draft&sort=title');
    await page.getByText(`Showing 1–${drafts} of ${drafts} articles`).waitFor();
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('draft');

    // A search that finds nothing among existing articles offers to clear the filters.
    await page.getByPlaceholder('Search articles...').fill('nothing-matches-this');
    await page.waitForURL('**/admin/articles?q=nothing-matches-this&status=draft&sort=title');
    await page.getByText('No articles found').waitFor();
    expect(await page.getByRole('link', { name: 'Create your first article' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL('**/admin/articles?sort=title');
    expect(await page.getByPlaceholder('Search articles...').inputValue()).toBe('');
    await editLinks(page).first().waitFor();
    expect(errors()).toEqual([]);
    await page.close();
  });

  test('saving or leaving an article returns to the same page of the list', async () => {
    const page = await site.browser.newPage();
    const errors = watchForErrors(page);
    await site.signInAt(page, '/admin/articles?page=2');
    const first = editLinks(page).first();
    const name = (await first.getAttribute('aria-label'))!;
    const title = name.slice('Edit "'.length, -1);

    await first.click();
    await page.getByRole('heading', { name: 'Edit Article' }).waitFor();
    await page.getByRole('link', { name: 'Back to Articles' }).click();
    await page.waitForURL('**/admin/articles?page=2');

    await page.getByRole('link', { name }).click();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL('**/admin/articles?page=2');

    // An edit moves the article to the top of page 1, but the editor comes back to page 2.
    await page.getByRole('link', { name }).click();
    await page.getByLabel('Summary', { exact: true }).fill('Edited from the second page.');
    await page.getByRole('button', { name: 'Update Article' }).click();
    await page.getByText('Article Updated').first().waitFor();
    await page.waitForURL('**/admin/articles?page=2');
    await page.getByText(`Showing ${ADMIN_PAGE_SIZE + 1}–${TOTAL} of ${TOTAL} articles`).waitFor();
    await page.goto(`${site.server.url}/admin/articles`);
    await page.getByRole('link', { name }).waitFor();
    expect(
      await page.getByRole('listitem').filter({ hasText: title }).first().textContent(),
    ).toContain('v2');
    expect(errors()).toEqual([]);
    await page.close();
  });

  test('the table view is remembered, and lists what the cards do', async () => {
    const page = await site.browser.newPage();
    const errors = watchForErrors(page);
    await site.signInAt(page, '/admin/articles');
    await editLinks(page).first().waitFor();
    await page.getByRole('button', { name: 'Table' }).click();
    const table = page.getByRole('table', { name: 'Articles' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(ADMIN_PAGE_SIZE + 1);
    expect(await editLinks(page).count()).toBe(ADMIN_PAGE_SIZE);
    await page.reload();
    await table.waitFor();
    expect(await page.getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.getByRole('button', { name: 'Cards' }).click();
    await table.waitFor({ state: 'detached' });
    expect(errors()).toEqual([]);
    await page.close();
  });
});

import { describe, expect, test } from 'bun:test';
import { watchForErrors } from '@tests/support/browser';
import { siteAndBrowserForFile } from '@tests/support/site-and-browser';
import type { Page } from 'playwright-core';

const site = siteAndBrowserForFile();

const TITLE = 'Harbor Portal Stabilises After a Night of Tremors!';
const SLUG = 'harbor-portal-stabilises-after-a-night-of-tremors';
const NEW_TITLE = 'Harbor Portal Holds Steady for a Second Night';

/**
 * Resolves once no request has been in flight for a moment. Leaving the list
 * while its lazy images load would abort them, which the error watcher counts.
 */
function networkQuiet(page: Page) {
  let inFlight = 0;
  page.on('request', () => {
    inFlight += 1;
  });
  const done = () => {
    inFlight -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    for (let quietFor = 0; quietFor < 300; quietFor = inFlight === 0 ? quietFor + 50 : 0) {
      await Bun.sleep(50);
    }
  };
}

/** The admin list's card for an article, found by its title. */
function card(page: Page, title: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
}

describe('admin article form', () => {
  test('creates, publishes and edits an article; a duplicate slug is refused', async () => {
    const page = await site.browser.newPage();
    const errors = watchForErrors(page);
    const settled = networkQuiet(page);
    await site.signInAt(page, '/admin/articles/new');
    await page.getByRole('heading', { name: 'Create New Article' }).waitFor();

    // The slug follows the title while the editor types.
    await page.getByLabel('Title', { exact: true }).fill(TITLE);
    expect(await page.getByLabel('Slug', { exact: true }).inputValue()).toBe(SLUG);
    expect(await page.getByLabel('Read Time (minutes)', { exact: true }).inputValue()).toBe('1');
    await page.getByLabel('Section', { exact: true }).selectOption({ label: 'Cosmic Watch' });
    await page
      .getByLabel('Author', { exact: true })
      .selectOption({ label: 'Priya Castellanos - Senior Multiverse Correspondent' });
    await page.getByLabel('Read Time (minutes)', { exact: true }).fill('4');
    await page
      .getByLabel('Summary', { exact: true })
      .fill('The harbor portal held through the night.');
    await page
      .getByLabel('Content (HTML supported)', { exact: true })
      .fill('<p>Engineers kept the harbor portal stable until dawn.</p>');
    await page.getByLabel('Image Position', { exact: true }).selectOption('top');
    await page.getByLabel('Tags (comma separated)', { exact: true }).fill('portal, harbor');
    await page.getByRole('button', { name: 'Add Image' }).click();
    await page.getByRole('button', { name: 'Add Image' }).click();
    // Adding puts the cursor in the new input on the next frame; let it land
    // before typing into the first one, as a person would.
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label') === 'Additional image 2 URL',
    );
    await page
      .getByLabel('Additional image 1 URL', { exact: true })
      .fill('/images/sections/cosmic-watch-1.svg');
    await page.getByRole('button', { name: 'Remove additional image 2' }).click();
    expect(await page.getByLabel('Additional image 2 URL', { exact: true }).count()).toBe(0);
    await page.getByLabel('Status', { exact: true }).selectOption('published');

    // The publication date is still empty: the shared schema's message, nothing sent.
    await page.getByRole('button', { name: 'Create Article' }).click();
    await page.getByText('Publication date is required').waitFor();
    expect(
      await page.getByLabel('Publication Date', { exact: true }).getAttribute('aria-invalid'),
    ).toBe('true');

    await page.getByLabel('Publication Date', { exact: true }).fill('November 20, 2026');
    await page.getByRole('button', { name: 'Create Article' }).click();
    await page.getByText('Article Created').first().waitFor();
    await page.waitForURL('**/admin/articles');
    const created = card(page, TITLE);
    await created.waitFor();
    expect(await created.textContent()).toContain('v1');
    await settled();

    // Published, so readers can open it.
    await page.goto(`${site.server.url}/article/${SLUG}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByText('Engineers kept the harbor portal stable until dawn.').waitFor();

    // Edit: the form loads the article; the list then shows version 2.
    await page.goto(`${site.server.url}/admin/articles`);
    await settled();
    await page.getByRole('link', { name: `Edit "${TITLE}"` }).click();
    await page.getByRole('heading', { name: 'Edit Article' }).waitFor();
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(TITLE);
    expect(await page.getByLabel('Tags (comma separated)', { exact: true }).inputValue()).toBe(
      'portal, harbor',
    );
    expect(await page.getByLabel('Additional image 1 URL', { exact: true }).inputValue()).toBe(
      '/images/sections/cosmic-watch-1.svg',
    );
    await page.getByLabel('Title', { exact: true }).fill(NEW_TITLE);
    // An existing article keeps its address when its title changes.
    expect(await page.getByLabel('Slug', { exact: true }).inputValue()).toBe(SLUG);
    await page.getByRole('button', { name: 'Update Article' }).click();
    await page.getByText('Article Updated').first().waitFor();
    await page.waitForURL('**/admin/articles');
    const edited = card(page, NEW_TITLE);
    await edited.waitFor();
    expect(await edited.textContent()).toMatch(/v2 ·/);
    expect(await card(page, TITLE).count()).toBe(0);
    await settled();

    // The same title again gives the same slug, which is taken.
    await page.getByRole('link', { name: 'New Article' }).click();
    await page.getByRole('heading', { name: 'Create New Article' }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill(TITLE);
    await page.getByLabel('Author', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Publication Date', { exact: true }).fill('today');
    await page.getByLabel('Summary', { exact: true }).fill('A second take.');
    await page.getByLabel('Content (HTML supported)', { exact: true }).fill('<p>Again.</p>');
    await page.getByRole('button', { name: 'Create Article' }).click();
    const message = `An article with the slug "${SLUG}" already exists`;
    await page.getByRole('alert').filter({ hasText: message }).first().waitFor();
    await page.getByText('Create Failed').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/articles/new');
    expect(await page.getByRole('button', { name: 'Create Article' }).isEnabled()).toBe(true);

    // Only the refused create may log its failed request.
    expect(errors().filter((error) => !error.includes('409'))).toEqual([]);
    await page.close();
  });

  test('an unknown article id shows a not-found state with a way back', async () => {
    const page = await site.browser.newPage();
    const errors = watchForErrors(page);
    await site.signInAt(page, '/admin/articles/999999');
    await page.getByRole('heading', { name: 'Article Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Articles' }).click();
    await page.waitForURL('**/admin/articles');
    await page.getByPlaceholder('Search articles...').waitFor();
    await page
      .getByRole('link', { name: /^Edit "/ })
      .first()
      .waitFor();
    expect(errors().filter((error) => !error.includes('404'))).toEqual([]);
    await page.close();
  });
});

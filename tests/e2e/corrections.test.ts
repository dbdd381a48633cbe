import { describe, expect, test } from 'bun:test';
import { watchForErrors } from '@tests/support/browser';
import { siteAndBrowserForFile, TEST_ADMIN } from '@tests/support/site-and-browser';
import { demoArticles } from '~/server/db/seed/seed-demo';
import { slugify } from '~/shared/slugify';

const site = siteAndBrowserForFile();

describe('corrections', () => {
  test('an editor appends a correction; readers see it under the story and on /corrections', async () => {
    const page = await site.browser.newPage();
    const errors = watchForErrors(page);
    await page.goto(`${site.server.url}/corrections`);
    await page.getByText('No corrections have been published in the last 30 days.').waitFor();

    const story = demoArticles.find((article) => article.status === 'published')!;
    const slug = slugify(story.title);
    await page.goto(`${site.server.url}/admin/articles`);
    await page.getByLabel('Username').fill(TEST_ADMIN.username);
    await page.getByLabel('Password').fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('link', { name: `Edit "${story.title}"` }).click();
    await page.getByRole('heading', { name: 'Corrections' }).waitFor();
    await page.getByText('No corrections or updates yet.').waitFor();
    await page.getByRole('button', { name: 'Add Correction' }).click();
    await page.getByText('The correction text is required').waitFor();
    const text = 'An earlier version of this story gave the wrong day for the vote.';
    await page.getByLabel('Correction Text').fill(text);
    await page.getByRole('button', { name: 'Add Correction' }).click();
    await page.getByText('Correction Added').first().waitFor();
    await page.getByRole('list', { name: 'Corrections and updates' }).getByText(text).waitFor();

    await page.goto(`${site.server.url}/article/${slug}`);
    const notes = page.getByRole('region', { name: 'Corrections and Updates' });
    expect(await notes.textContent()).toMatch(
      new RegExp(`Correction, [A-Z][a-z]{2} \\d{1,2}, \\d{4}, .+: ${text}`),
    );
    await page.getByText(/· Updated /).waitFor();

    await page.goto(`${site.server.url}/corrections`);
    await page.getByRole('link', { name: story.title }).waitFor();
    expect(await page.getByText('No corrections have been published').count()).toBe(0);
    expect(errors()).toEqual([]);
    await page.close();
  });
});

import { describe, expect, test } from 'bun:test';
import { watchForErrors } from '@tests/support/browser';
import { siteAndBrowserForFile, TEST_ADMIN } from '@tests/support/site-and-browser';
import { formatDateTime } from '~/shared/dates';

const site = siteAndBrowserForFile();

describe('scheduled publishing', () => {
  test('an editor schedules a story: the list says when, and readers cannot reach it yet', async () => {
    const page = await site.browser.newPage();
    const errors = watchForErrors(page);
    await page.goto(`${site.server.url}/admin/articles/new`);
    await page.getByLabel('Username').fill(TEST_ADMIN.username);
    await page.getByLabel('Password').fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Create New Article' }).waitFor();

    const title = 'Eclipse Over Three Realities at Once';
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Author', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Publication Date', { exact: true }).fill('next week');
    await page.getByLabel('Summary', { exact: true }).fill('Astronomers are ready.');
    await page.getByLabel('Content (HTML supported)', { exact: true }).fill('<p>Soon.</p>');
    await page.getByLabel('Status', { exact: true }).selectOption('published');
    // Tomorrow at 09:30 in the browser's time zone.
    const when = new Date();
    when.setDate(when.getDate() + 1);
    when.setHours(9, 30, 0, 0);
    const local = `${when.getFullYear()}-${String(when.getMonth() + 1).padStart(2, '0')}-${String(when.getDate()).padStart(2, '0')}T09:30`;
    await page.getByLabel('Publish At (optional)').fill(local);
    await page.getByRole('button', { name: 'Create Article' }).click();
    await page.getByText('Article Created').first().waitFor();
    await page.waitForURL('**/admin/articles');

    const card = page.getByRole('article').filter({ hasText: title });
    await card.getByText(`Scheduled for ${formatDateTime(when)}`).waitFor();

    const slug = 'eclipse-over-three-realities-at-once';
    expect((await fetch(`${site.server.url}/api/articles/${slug}`)).status).toBe(404);
    expect(await (await fetch(`${site.server.url}/`)).text()).not.toContain(title);
    expect(await (await fetch(`${site.server.url}/api/search?q=eclipse`)).text()).not.toContain(
      title,
    );
    expect(errors()).toEqual([]);
    await page.close();
  });
});

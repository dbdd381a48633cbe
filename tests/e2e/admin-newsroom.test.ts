import { describe, expect, test } from 'bun:test';
import { watchForErrors } from '@tests/support/browser';
import { siteAndBrowserForFile } from '@tests/support/site-and-browser';
import type { Page } from 'playwright-core';
import { demoBreakingNews } from '~/server/db/seed/demo/breaking-news';

const site = siteAndBrowserForFile();

const demoActive = demoBreakingNews.filter((item) => item.active);
const demoTop = [...demoActive].sort((a, b) => b.priority - a.priority)[0]!;

/** The home page, reached the way an editor does: the header's View Site link (no reload). */
async function viewSite(page: Page) {
  await page.getByRole('link', { name: 'View Site' }).click();
  await page.getByRole('heading', { name: 'Featured Stories' }).waitFor();
}

describe('admin newsroom', () => {
  test('breaking news: create, show on the home page, edit, deactivate and delete', async () => {
    const page = await site.browser.newPage();
    const errors = watchForErrors(page);
    await site.signInAt(page, '/admin/breaking-news');
    // Toasts are list items too: rows are looked up inside the list.
    const list = page.getByRole('region', { name: 'Breaking News Items' });
    await page.getByRole('heading', { name: 'Add Breaking News' }).waitFor();
    await page.getByText(`${demoActive.length} active items`).waitFor();

    await page.getByRole('button', { name: 'Create Breaking News' }).click();
    await page.getByText('Breaking news text is required').waitFor();

    const text = 'Bifrost bridge closed as a rift storm sweeps across Asgard';
    await page.getByLabel('Breaking News Text').fill(text);
    await page.getByLabel('Priority').selectOption({ label: '9 - Critical' });
    expect(await page.getByRole('switch', { name: 'Active' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await page.getByRole('button', { name: 'Create Breaking News' }).click();
    await page.getByText('Breaking News Created').first().waitFor();
    await page.getByText(`${demoActive.length + 1} active items`).waitFor();
    const row = list.getByRole('listitem').filter({ hasText: text });
    await row.getByText('Priority 9 - Critical').waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    expect(await page.getByLabel('Breaking News Text').inputValue()).toBe('');
    // Highest priority, and the newest of the two 9s: first in the list.
    expect(
      await list
        .getByRole('listitem')
        .filter({ hasText: /^Priority/ })
        .first()
        .textContent(),
    ).toContain(text);

    // The newest of the most urgent items is the banner.
    await viewSite(page);
    await page.getByText(text).waitFor();
    expect(await page.getByText(demoTop.text).count()).toBe(0);
    await page.goBack();

    // Cancel leaves edit mode without saving.
    await page.getByRole('button', { name: `Edit "${text}"` }).click();
    await page.getByRole('heading', { name: 'Edit Breaking News' }).waitFor();
    expect(await page.getByLabel('Breaking News Text').inputValue()).toBe(text);
    await page.getByLabel('Breaking News Text').fill('Never saved');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'Add Breaking News' }).waitFor();
    expect(await page.getByLabel('Breaking News Text').inputValue()).toBe('');

    const edited = 'Bifrost bridge reopens to foot traffic after the rift storm';
    await page.getByRole('button', { name: `Edit "${text}"` }).click();
    expect(await page.getByLabel('Priority').inputValue()).toBe('9');
    await page.getByLabel('Breaking News Text').fill('');
    await page.getByRole('button', { name: 'Update Breaking News' }).click();
    await page.getByText('Breaking news text is required').waitFor();
    await page.getByLabel('Breaking News Text').fill(edited);
    await page.getByRole('button', { name: 'Update Breaking News' }).click();
    await page.getByText('Breaking News Updated').first().waitFor();
    await page.getByRole('heading', { name: 'Add Breaking News' }).waitFor();
    await list.getByRole('listitem').filter({ hasText: edited }).waitFor();
    expect(await list.getByRole('listitem').filter({ hasText: text }).count()).toBe(0);

    // The ticker was fetched moments ago: only the invalidation brings the edit.
    await viewSite(page);
    await page.getByText(edited).waitFor();
    expect(await page.getByText(text).count()).toBe(0);
    await page.goBack();

    await page.getByRole('button', { name: `Edit "${edited}"` }).click();
    await page.getByRole('switch', { name: 'Active' }).click();
    await page.getByRole('button', { name: 'Update Breaking News' }).click();
    await page.getByText('Breaking News Updated').first().waitFor();
    const editedRow = list.getByRole('listitem').filter({ hasText: edited });
    await editedRow.getByText('Inactive', { exact: true }).waitFor();
    await page.getByText(`${demoActive.length} active items`).waitFor();

    // The banner falls back to the next active item, in the browser and in a fresh server render.
    await viewSite(page);
    await page.getByText(demoTop.text).waitFor();
    expect(await page.getByText(edited).count()).toBe(0);
    await page.goto(`${site.server.url}/`);
    await page.getByText(demoTop.text).waitFor();
    expect(await page.getByText(edited).count()).toBe(0);
    await page.goto(`${site.server.url}/admin/breaking-news`);

    await page.getByRole('button', { name: `Delete "${edited}"` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Delete Breaking News').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Breaking News Deleted').first().waitFor();
    await list.getByRole('listitem').filter({ hasText: edited }).waitFor({ state: 'detached' });
    const listed = await fetch(`${site.server.url}/api/breaking-news`).then((r) => r.json());
    expect(JSON.stringify(listed)).not.toContain('Bifrost');

    expect(errors()).toEqual([]);
    await page.close();
  });

  test('author profiles: create, edit, deactivate and delete', async () => {
    const page = await site.browser.newPage();
    const errors = watchForErrors(page);
    await site.signInAt(page, '/admin/authors');
    const list = page.getByRole('region', { name: 'All Profiles' });
    await page.getByRole('heading', { name: 'Add Author Profile' }).waitFor();

    await page.getByRole('button', { name: 'Create Profile' }).click();
    await page.getByText('Name is required').waitFor();

    const name = 'Ingrid Solberg-Vance';
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Title', { exact: true }).fill('Rift Correspondent');
    await page.getByLabel('Bio').fill('Reports from wherever the sky has split open.');
    await page.getByLabel('Avatar URL').fill('/images/avatars/helena-voss.svg');
    await page.getByLabel('Twitter Handle').fill('x'.repeat(51));
    await page.getByLabel('LinkedIn URL').fill('linkedin ingrid');
    await page.getByLabel('Expertise Areas').fill(' Rifts, , Treaties ,');
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await page.getByText('Twitter handle must be less than 50 characters').waitFor();
    await page.getByText('Please enter a valid LinkedIn URL').waitFor();

    await page.getByLabel('Twitter Handle').fill('@ingridsv');
    await page.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/ingrid-sv');
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await page.getByText('Author Profile Created').first().waitFor();
    const row = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await row.getByText('Rift Correspondent').waitFor();
    const expertise = row.getByRole('list', { name: 'Expertise' }).getByRole('listitem');
    expect(await expertise.allTextContents()).toEqual(['Rifts', 'Treaties']);
    expect(await row.getByRole('link', { name: /Twitter/ }).getAttribute('href')).toBe(
      'https://twitter.com/ingridsv',
    );
    expect(await row.getByRole('link', { name: 'LinkedIn' }).getAttribute('href')).toBe(
      'https://www.linkedin.com/in/ingrid-sv',
    );
    expect(await row.getByText('Inactive', { exact: true }).count()).toBe(0);
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');

    // A name already in use is refused with the server's message.
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await page.getByText('Creation Failed').first().waitFor();
    await page.getByText(`An author profile named "${name}" already exists`).first().waitFor();
    await page.getByLabel('Name', { exact: true }).fill('');

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await page.getByRole('heading', { name: 'Edit Author Profile' }).waitFor();
    expect(await page.getByLabel('Expertise Areas').inputValue()).toBe('Rifts, Treaties');
    await page.getByLabel('Title', { exact: true }).fill('Senior Rift Correspondent');
    await page.getByRole('switch', { name: 'Active' }).click();
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByText('Author Profile Updated').first().waitFor();
    await page.getByRole('heading', { name: 'Add Author Profile' }).waitFor();
    await row.getByText('Senior Rift Correspondent').waitFor();
    await row.getByText('Inactive', { exact: true }).waitFor();
    const profile = await fetch(
      `${site.server.url}/api/author-profiles/${encodeURIComponent(name)}`,
    );
    expect(profile.status).toBe(404);

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Delete Author Profile').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Author Profile Deleted').first().waitFor();
    await row.waitFor({ state: 'detached' });

    // The deliberate duplicate is the one failed request.
    expect(errors().filter((error) => !error.includes('409'))).toEqual([]);
    await page.close();
  });
});

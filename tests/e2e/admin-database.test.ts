import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { watchForErrors } from '@tests/support/browser';
import { siteAndBrowserForFile, TEST_ADMIN } from '@tests/support/site-and-browser';
import type { Locator } from 'playwright-core';
import type { DatabaseExport } from '~/shared/schemas/database-export';

const site = siteAndBrowserForFile();

/**
 * Puts a long text into a field the way a paste does, in one input event.
 * Playwright's fill types it through Chromium's text insertion, which takes
 * minutes for an export of a few hundred kilobytes.
 */
async function paste(field: Locator, text: string) {
  await field.evaluate((element, value) => {
    const textarea = element as HTMLTextAreaElement;
    // React tracks the value through the prototype's setter, so set it there.
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    setValue.call(textarea, value);
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

describe('admin database page', () => {
  test('exports the newsroom, downloads it, and imports it back with every record skipped', async () => {
    const page = await site.browser.newPage({ acceptDownloads: true });
    const errors = watchForErrors(page);
    await page.goto(`${site.server.url}/admin/database`);
    await page.getByLabel('Username').fill(TEST_ADMIN.username);
    await page.getByLabel('Password').fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Database Management' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/database');

    await page.getByRole('button', { name: 'Export Database' }).click();
    await page.getByText('Export Successful').first().waitFor();
    const exported = page.getByLabel(/^Exported data/);
    await exported.waitFor();
    expect(await exported.getAttribute('readonly')).not.toBeNull();
    const text = await exported.inputValue();
    const file = JSON.parse(text) as DatabaseExport;
    expect(file.meta.app).toBe('The Multiverse Gazette');
    expect(file.data.articles.length).toBeGreaterThan(0);
    expect(file.data.users[0]!.passwordHash).toStartWith('$argon2id$');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download JSON' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^gazette-export-\d{4}-\d{2}-\d{2}\.json$/);
    expect(download.suggestedFilename()).toBe(
      `gazette-export-${file.meta.exportedAt.slice(0, 10)}.json`,
    );
    const savedPath = await download.path();
    expect(JSON.parse(readFileSync(savedPath, 'utf8'))).toEqual(file);

    const importBox = page.getByLabel('Export data (JSON)', { exact: true });
    await page.getByRole('button', { name: 'Import Database' }).click();
    await page.getByText('No Data', { exact: true }).first().waitFor();
    await page
      .getByText('Please paste the export data before importing', { exact: true })
      .first()
      .waitFor();

    await importBox.fill('{ not json');
    await page.getByRole('button', { name: 'Import Database' }).click();
    await page.getByText('The export data is not valid JSON', { exact: true }).first().waitFor();

    await paste(importBox, text);
    await page.getByRole('button', { name: 'Import Database' }).click();
    await page.getByText('Import Successful').first().waitFor();
    const results = page.getByRole('table', { name: 'Import Results' });
    await results.waitFor();
    const rows = [
      ['Users', file.data.users.length],
      ['Articles', file.data.articles.length],
      ['Breaking news items', file.data.breakingNews.length],
      ['Author profiles', file.data.authorProfiles.length],
      ['Editorial team members', file.data.editorialTeam.length],
    ] as const;
    for (const [label, count] of rows) {
      const cells = results.getByRole('row', { name: label }).getByRole('cell');
      expect(await cells.allTextContents()).toEqual(['0', String(count)]);
      expect(count).toBeGreaterThan(0);
    }

    expect(errors()).toEqual([]);
    await page.close();
  });

  test('a refused file shows the server message naming the record, and nothing is imported', async () => {
    const page = await site.browser.newPage();
    const errors = watchForErrors(page);
    await page.goto(`${site.server.url}/admin/database`);
    await page.getByLabel('Username').fill(TEST_ADMIN.username);
    await page.getByLabel('Password').fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Export Database' }).click();
    const file = JSON.parse(await page.getByLabel(/^Exported data/).inputValue()) as DatabaseExport;
    const broken = structuredClone(file);
    broken.data.articles[0]!.slug = 'Not A Slug';
    await paste(page.getByLabel('Export data (JSON)', { exact: true }), JSON.stringify(broken));
    await page.getByRole('button', { name: 'Import Database' }).click();
    await page.getByText('Import Failed', { exact: true }).first().waitFor();
    await page
      .getByRole('alert')
      .filter({
        hasText: 'articles[0].slug: Slug must contain only lowercase letters, numbers, and hyphens',
      })
      .first()
      .waitFor();
    expect(await page.getByRole('table', { name: 'Import Results' }).count()).toBe(0);
    // The refused request is the one error the browser reports.
    expect(errors()).toEqual([
      expect.stringMatching(/status of 422 .*\/api\/admin\/import-database/),
    ]);
    await page.close();
  });
});

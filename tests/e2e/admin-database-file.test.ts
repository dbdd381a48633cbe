import { describe, expect, test } from 'bun:test';
import { watchForErrors } from '@tests/support/browser';
import { siteAndBrowserForFile, TEST_ADMIN } from '@tests/support/site-and-browser';
import type { Page } from 'playwright-core';
import { buildLargeExport } from '../hardening/large-export';

const site = siteAndBrowserForFile();

async function signedInDatabasePage(page: Page) {
  await page.goto(`${site.server.url}/admin/database`);
  await page.getByLabel('Username').fill(TEST_ADMIN.username);
  await page.getByLabel('Password').fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Database Management' }).waitFor();
}

/** The Import Results table's imported and skipped counts for a row. */
async function resultRow(page: Page, label: string) {
  const results = page.getByRole('table', { name: 'Import Results' });
  return results.getByRole('row', { name: label }).getByRole('cell').allTextContents();
}

describe('importing an export file', () => {
  test('a chosen file is imported as it is; a dropped one takes its place', async () => {
    const page = await site.browser.newPage();
    const errors = watchForErrors(page);
    await signedInDatabasePage(page);
    const file = buildLargeExport(40);

    await page.getByRole('button', { name: 'Choose File' }).waitFor();
    await page.getByLabel('Export file').setInputFiles({
      name: 'archive.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(file)),
    });
    await page.getByText('archive.json').waitFor();
    // The paste box steps aside while a file is chosen.
    expect(await page.getByLabel('Export data (JSON)', { exact: true }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Import Database' }).click();
    await page.getByText('Import Successful').first().waitFor();
    expect(await resultRow(page, 'Articles')).toEqual(['40', '0']);

    // Dropped on the box, the same file again: every article is already there.
    await page.evaluate((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'dropped.json', { type: 'application/json' }));
      const zone = [...document.querySelectorAll('div')].find((element) =>
        element.textContent?.startsWith('archive.json'),
      );
      zone
        ?.closest('.border-dashed')
        ?.dispatchEvent(
          new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }),
        );
    }, JSON.stringify(file));
    await page.getByText('dropped.json').waitFor();
    await page.getByRole('button', { name: 'Import Database' }).click();
    // The first import's toast may still be up: wait for the new results instead.
    for (let tries = 0; tries < 100; tries += 1) {
      if ((await resultRow(page, 'Articles'))[1] === '40') break;
      await Bun.sleep(100);
    }
    expect(await resultRow(page, 'Articles')).toEqual(['0', '40']);

    // Removing the file goes back to the paste box and its checks.
    await page.getByRole('button', { name: 'Remove File' }).click();
    await page.getByRole('button', { name: 'Import Database' }).click();
    await page.getByText('Please paste the export data before importing').first().waitFor();
    expect(errors()).toEqual([]);
    await page.close();
  });

  test('a large file shows how much has been sent, then the import', async () => {
    const page = await site.browser.newPage();
    const errors = watchForErrors(page);
    await signedInDatabasePage(page);
    const text = JSON.stringify(buildLargeExport(1_500, Date.UTC(2025, 0, 1)));
    expect(text.length).toBeGreaterThan(1_500_000);
    // A slow uplink, so the upload takes a few seconds.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 500 * 1024,
    });
    await page.getByLabel('Export file').setInputFiles({
      name: 'large.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    await page.getByRole('button', { name: 'Import Database' }).click();
    await page.getByText(/^Sending [\d.]+ MB of 1\.\d MB…$/).waitFor();
    const progress = page.locator('progress');
    expect(Number(await progress.getAttribute('max'))).toBe(text.length);
    await page.getByText('Import Successful').first().waitFor({ timeout: 30_000 });
    expect(await progress.count()).toBe(0);
    // Every article counted: imported, or skipped when an earlier test brought it.
    const [imported, skipped] = (await resultRow(page, 'Articles')).map(Number);
    expect(imported! + skipped!).toBe(1_500);
    expect(imported).toBeGreaterThan(1_000);
    expect(errors()).toEqual([]);
    await page.close();
  });
});

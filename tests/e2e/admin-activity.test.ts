import { describe, expect, test } from 'bun:test';
import { watchForErrors } from '@tests/support/browser';
import { siteAndBrowserForFile, TEST_ADMIN } from '@tests/support/site-and-browser';

const site = siteAndBrowserForFile();

describe('the activity page', () => {
  test('an admin sees failed and successful sign-ins, newest first, with the address', async () => {
    const page = await site.browser.newPage();
    const errors = watchForErrors(page);
    await page.goto(`${site.server.url}/admin/articles`);
    await page.getByLabel('Username').fill(TEST_ADMIN.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid username or password').first().waitFor();
    await page.getByLabel('Password').fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login Successful').first().waitFor();

    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Activity' })
      .click();
    const table = page.getByRole('table', { name: 'Activity, newest first' });
    await table.waitFor();
    const rows = table.locator('tbody tr');
    expect(await rows.nth(0).textContent()).toContain('Signed in');
    expect(await rows.nth(1).textContent()).toContain('Failed sign-in');
    expect(await rows.nth(0).textContent()).toContain(TEST_ADMIN.username);
    expect(await rows.nth(0).locator('td').last().textContent()).toMatch(/127\.0\.0\.1|::1|local/);
    await page.getByText('Page 1 of 1').waitFor();
    // Only the deliberate failed sign-in may log a failed request.
    expect(errors().filter((error) => !error.includes('401'))).toEqual([]);
    await page.close();
  });
});

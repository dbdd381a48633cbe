import { describe, expect, test } from 'bun:test';
import { watchForErrors } from '@tests/support/browser';
import { siteAndBrowserForFile } from '@tests/support/site-and-browser';

const site = siteAndBrowserForFile();

describe('people and roles', () => {
  test('an admin adds an author, who must choose a password and sees only what authors may do; disabled, they are signed out', async () => {
    const adminPage = await site.browser.newPage();
    const adminErrors = watchForErrors(adminPage);
    await site.signInAt(adminPage, '/admin/articles');
    await adminPage.getByRole('link', { name: 'Users' }).click();
    await adminPage.getByRole('heading', { name: 'Add User' }).waitFor();

    await adminPage.getByRole('button', { name: 'Create User' }).click();
    await adminPage.getByText('Username must be at least 3 characters').waitFor();
    await adminPage.getByLabel('Username', { exact: true }).fill('stringer');
    await adminPage.getByLabel('Temporary Password', { exact: true }).fill('password1');
    await adminPage.getByRole('button', { name: 'Create User' }).click();
    await adminPage.getByText('This password is one of the most common ones').first().waitFor();
    await adminPage.getByLabel('Temporary Password', { exact: true }).fill('first-day-on-the-beat');
    await adminPage.getByRole('button', { name: 'Create User' }).click();
    await adminPage.getByText('User Created').first().waitFor();
    const row = adminPage
      .getByRole('list', { name: 'Accounts' })
      .getByRole('listitem')
      .filter({ hasText: 'stringer' });
    await row.getByText('Must change password').waitFor();
    expect(await adminPage.getByLabel('Role of stringer').inputValue()).toBe('author');

    // The author, in a browser of their own.
    const context = await site.browser.newContext();
    const authorPage = await context.newPage();
    const authorErrors = watchForErrors(authorPage);
    await site.signInAt(authorPage, '/admin/articles', {
      username: 'stringer',
      password: 'first-day-on-the-beat',
    });
    await authorPage.getByRole('heading', { name: 'Change Your Password' }).waitFor();
    await authorPage.getByLabel('Old Password').fill('first-day-on-the-beat');
    await authorPage.getByLabel('New Password').fill('my own beat, my own words');
    await authorPage.getByRole('button', { name: 'Change Password' }).click();
    await authorPage.getByRole('heading', { name: 'Article Management' }).waitFor();
    const nav = authorPage.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'Settings' }).waitFor();
    for (const hidden of ['Breaking News', 'Authors', 'Database', 'Users', 'Activity']) {
      expect(await nav.getByRole('link', { name: hidden }).count()).toBe(0);
    }
    // Demo stories are not theirs: no Edit or Delete on them.
    await authorPage.getByRole('heading', { level: 2 }).first().waitFor();
    expect(await authorPage.getByRole('link', { name: /^Edit "/ }).count()).toBe(0);
    // The form offers only the statuses an author may save, and no Featured.
    await authorPage.getByRole('link', { name: 'New Article' }).click();
    await authorPage.getByRole('heading', { name: 'Create New Article' }).waitFor();
    const statuses = await authorPage
      .getByLabel('Status', { exact: true })
      .locator('option')
      .allTextContents();
    expect(statuses).toEqual(['draft', 'developing']);
    expect(await authorPage.getByLabel('Featured').isDisabled()).toBe(true);
    // A page the role may not use, opened by its address.
    await authorPage.goto(`${site.server.url}/admin/database`);
    await authorPage.getByRole('heading', { name: 'Not Allowed' }).waitFor();

    // Disabled by the admin: the author's next request finds the session gone.
    await adminPage.reload();
    await adminPage.getByRole('button', { name: 'Disable stringer' }).click();
    await adminPage.getByText('is disabled and signed out everywhere').first().waitFor();
    await row.getByText('Disabled', { exact: true }).waitFor();
    await authorPage.goto(`${site.server.url}/admin/articles`);
    await authorPage.getByRole('heading', { name: 'Admin Login' }).waitFor();

    await adminPage.getByRole('button', { name: 'Enable stringer' }).click();
    await row.getByText('Active', { exact: true }).waitFor();
    await adminPage.getByLabel('Role of stringer').selectOption('editor');
    await adminPage.getByText('"stringer" is now Editor.').first().waitFor();
    await adminPage.getByRole('button', { name: 'Unlock stringer' }).click();
    await adminPage.getByText('User Unlocked').first().waitFor();

    // Only the refused common password may log its failed request.
    expect(adminErrors().filter((error) => !error.includes('422'))).toEqual([]);
    expect(authorErrors()).toEqual([]);
    await context.close();
    await adminPage.close();
  });
});

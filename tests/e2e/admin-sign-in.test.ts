import { describe, expect, test } from 'bun:test';
import { watchForErrors } from '@tests/support/browser';
import { siteAndBrowserForFile, TEST_ADMIN } from '@tests/support/site-and-browser';
import { demoArticles } from '~/server/db/seed/seed-demo';

const { username: USERNAME, password: PASSWORD } = TEST_ADMIN;

const site = siteAndBrowserForFile();

describe('admin sign-in', () => {
  test('what is typed before the page is live survives hydration and signs in', async () => {
    const page = await site.browser.newPage();
    // A slow connection: the page's code arrives well after its HTML.
    await page.route('**/assets/**/*.js', async (route) => {
      await Bun.sleep(1_500);
      await route.continue();
    });
    await page.goto(`${site.server.url}/admin/login`, { waitUntil: 'commit' });
    await page.getByLabel('Username').fill(USERNAME);
    await page.getByLabel('Password').fill(PASSWORD);
    const signIn = page.getByRole('button', { name: 'Sign In' });
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('button[type=submit]')?.disabled,
    );
    expect(await page.getByLabel('Username').inputValue()).toBe(USERNAME);
    await signIn.click();
    await page.waitForURL(/\/admin\/articles$/);
    await page.close();
  });

  test('a guarded page shows the login form in place, then the page after signing in', async () => {
    const page = await site.browser.newPage();
    const errors = watchForErrors(page);
    await page.goto(`${site.server.url}/admin/articles`);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/articles');

    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();

    await page.getByLabel('Username').fill(USERNAME);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Invalid username or password' })
      .first()
      .waitFor();

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // Radix announces a toast in a second, visually hidden live region.
    await page.getByText('Login Successful').first().waitFor();
    await page.getByPlaceholder('Search articles...').waitFor();
    // Every demo article is listed, drafts included.
    await page
      .getByRole('link', { name: /^Edit "/ })
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: /^Edit "/ }).count()).toBe(demoArticles.length);
    expect(demoArticles.some((article) => article.status === 'draft')).toBe(true);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
    await page.getByText('Logged Out').first().waitFor();
    // Only the deliberate failed login may log a failed request.
    expect(errors().filter((error) => !error.includes('401'))).toEqual([]);
    await page.close();
  });

  test('without a session the admin API refuses to answer', async () => {
    const response = await fetch(`${site.server.url}/api/admin/articles`);
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toContain('no-store');
  });

  // Last in the file: it renames the admin.
  test('the username can be changed in Settings, then used to sign in', async () => {
    const page = await site.browser.newPage();
    const errors = watchForErrors(page);
    await page.goto(`${site.server.url}/admin/settings`);
    await page.getByLabel('Username').fill(USERNAME);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Update Username' }).waitFor();
    expect(await page.getByText('Never').count()).toBe(0);

    await page.getByRole('button', { name: 'Update Username' }).click();
    await page.getByText('Username must be at least 3 characters').waitFor();
    await page.getByText('Current password is required').waitFor();

    await page.getByLabel('New Username').fill('managing-editor');
    await page.getByLabel('Current Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByLabel('Current Password').getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Update Username' }).click();
    await page.getByText('Username Updated').first().waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
    await page.getByLabel('Username').fill('managing-editor');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login Successful').first().waitFor();
    expect(errors()).toEqual([]);
    await page.close();
  });
});

import { describe, expect, test } from 'bun:test';
import { watchForErrors } from '@tests/support/browser';
import { siteAndBrowserForFile, TEST_ADMIN } from '@tests/support/site-and-browser';
import { demoArticles } from '~/server/db/seed/seed-demo';
import type { AdminArticle } from '~/shared/schemas/article';
import { slugify } from '~/shared/slugify';

const site = siteAndBrowserForFile();

/** The admin API as a colleague's browser would call it. */
async function api(method: string, path: string, cookie: string | null, body?: unknown) {
  const response = await fetch(`${site.server.url}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Origin: site.server.url,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

async function apiSignIn(username: string, password: string): Promise<string> {
  const response = await api('POST', '/api/admin/auth/login', null, { username, password });
  return response.headers.getSetCookie()[0]!.split(';', 1)[0]!;
}

/** A second editor, signed in with a password of their own. */
async function colleague(): Promise<string> {
  const admin = await apiSignIn(TEST_ADMIN.username, TEST_ADMIN.password);
  await api('POST', '/api/admin/users', admin, {
    username: 'night-desk',
    password: 'temporary-night-shift',
    role: 'editor',
  });
  const cookie = await apiSignIn('night-desk', 'temporary-night-shift');
  await api('PATCH', '/api/admin/auth/password', cookie, {
    currentPassword: 'temporary-night-shift',
    newPassword: 'the night desk never sleeps',
  });
  return cookie;
}

/** A demo story as the admin API has it (the demo seed slugs each title). */
async function storedArticle(title: string, cookie: string): Promise<AdminArticle> {
  // The list holds teasers; the article itself comes from its own route.
  const list = (await (await api('GET', '/api/admin/articles', cookie)).json()) as AdminArticle[];
  const { id } = list.find((article) => article.slug === slugify(title))!;
  return (await (await api('GET', `/api/admin/articles/${id}`, cookie)).json()) as AdminArticle;
}

describe('revisions and safe editing', () => {
  test('history: versions with who and why, a word-level comparison, and a restore as a new version', async () => {
    const article = demoArticles[0]!;
    const page = await site.browser.newPage();
    const errors = watchForErrors(page);
    const cookie = await apiSignIn(TEST_ADMIN.username, TEST_ADMIN.password);
    const { id } = await storedArticle(article.title, cookie);
    await site.signInAt(page, `/admin/articles/${id}`);
    await page.getByRole('heading', { name: 'Edit Article' }).waitFor();
    const title = page.getByLabel('Title', { exact: true });
    await title.fill(`${article.title} tonight`);
    await page.getByLabel('Change Note (optional)').fill('Added the time');
    await page.getByRole('button', { name: 'Update Article' }).click();
    await page.getByText('Article Updated').first().waitFor();
    await page.waitForURL('**/admin/articles');

    await page.goto(`${site.server.url}/admin/articles/${id}`);
    const versions = page.getByRole('list', { name: 'Versions' });
    await versions.getByText(`Version 2 (current) · ${TEST_ADMIN.username}`).waitFor();
    await versions.getByText('Added the time').waitFor();
    await versions.getByText('Version 1 · Unknown').waitFor();

    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    const comparison = page.getByRole('region', { name: 'Changes from version 1 to version 2' });
    expect(await comparison.locator('ins').first().textContent()).toContain('tonight');

    await page.getByRole('button', { name: 'Restore version 1' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
    await page.getByText('Version Restored').first().waitFor();
    await versions.getByText('Version 3 (current)').waitFor();
    await versions.getByText('Restored version 1').waitFor();
    expect(await title.inputValue()).toBe(article.title);
    expect(errors()).toEqual([]);
    await page.close();
  });

  test('a colleague’s save in between: 409 naming them, the text kept, a comparison, then saved on top', async () => {
    const article = demoArticles[1]!;
    const nightDesk = await colleague();
    const stored = await storedArticle(article.title, nightDesk);
    const page = await site.browser.newPage();
    const errors = watchForErrors(page);
    await site.signInAt(page, `/admin/articles/${stored.id}`);
    await page.getByRole('heading', { name: 'Edit Article' }).waitFor();

    // The night desk saves while this editor has the form open.
    await api('PATCH', `/api/admin/articles/${stored.id}`, nightDesk, {
      ...stored,
      title: `${article.title}, night desk version`,
      changeNote: 'Night desk update',
    });

    const mine = `${article.title}, day desk version`;
    await page.getByLabel('Title', { exact: true }).fill(mine);
    await page.getByRole('button', { name: 'Update Article' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /This article was saved by night-desk on .+ after you opened it/ })
      .first()
      .waitFor();
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(mine);

    await page.getByRole('button', { name: 'Compare With Their Version' }).click();
    const comparison = page.getByRole('region', { name: 'Their version compared with yours' });
    await comparison.locator('del').filter({ hasText: 'night' }).first().waitFor();
    await comparison.locator('ins').filter({ hasText: 'day' }).first().waitFor();
    await page.getByRole('button', { name: 'Save Mine as Version 3' }).click();
    await page.getByText('Article Updated').first().waitFor();
    await page.waitForURL('**/admin/articles');

    const history = (await (
      await api('GET', `/api/admin/articles/${stored.id}/revisions`, nightDesk)
    ).json()) as Array<{ version: number; title: string; savedBy: string }>;
    expect(history.slice(0, 2).map(({ title, savedBy }) => [title, savedBy])).toEqual([
      [mine, TEST_ADMIN.username],
      [`${article.title}, night desk version`, 'night-desk'],
    ]);
    // Only the refused save may log its failed request.
    expect(errors().filter((error) => !error.includes('409'))).toEqual([]);
    await page.close();
  });

  test('leaving the form with unsaved changes asks first', async () => {
    const page = await site.browser.newPage();
    const errors = watchForErrors(page);
    await site.signInAt(page, '/admin/articles/new');
    await page.getByRole('heading', { name: 'Create New Article' }).waitFor();
    // Untouched: leaving asks nothing.
    await page.getByLabel('Title', { exact: true }).fill('A story in progress');
    const asked: string[] = [];
    page.once('dialog', async (dialog) => {
      asked.push(dialog.message());
      await dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Back to Articles' }).click();
    expect(asked).toEqual(['You have unsaved changes. Leave this page without saving them?']);
    expect(new URL(page.url()).pathname).toBe('/admin/articles/new');
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(
      'A story in progress',
    );

    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL('**/admin/articles');
    expect(errors()).toEqual([]);
    await page.close();
  });

  test('an author opening a colleague’s story reads it and its history, with no way to save', async () => {
    const admin = await apiSignIn(TEST_ADMIN.username, TEST_ADMIN.password);
    await api('POST', '/api/admin/users', admin, {
      username: 'cub-reporter',
      password: 'temporary-cub-desk',
      role: 'author',
    });
    const cub = await apiSignIn('cub-reporter', 'temporary-cub-desk');
    await api('PATCH', '/api/admin/auth/password', cub, {
      currentPassword: 'temporary-cub-desk',
      newPassword: 'learning the beat slowly',
    });
    const { id } = await storedArticle(demoArticles[2]!.title, admin);
    const page = await site.browser.newPage();
    const errors = watchForErrors(page);
    await page.goto(`${site.server.url}/admin/articles/${id}`);
    await page.getByLabel('Username').fill('cub-reporter');
    await page.getByLabel('Password').fill('learning the beat slowly');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Edit Article' }).waitFor();
    await page
      .getByText('You may read this article and its history; only the person who created it')
      .waitFor();
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(
      demoArticles[2]!.title,
    );
    expect(await page.getByLabel('Title', { exact: true }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Content (HTML supported)').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Update Article' }).count()).toBe(0);
    await page.getByRole('list', { name: 'Versions' }).getByText('Version 1 (current)').waitFor();
    expect(await page.getByRole('button', { name: /^Restore version/ }).count()).toBe(0);
    expect(errors()).toEqual([]);
    await page.close();
  });

  test('the browser’s Back button asks too, and staying keeps the form as it was', async () => {
    const page = await site.browser.newPage();
    const errors = watchForErrors(page);
    await site.signInAt(page, '/admin/articles');
    // Into the form through the app's own link: Back stays within the app.
    await page.getByRole('link', { name: 'New Article' }).click();
    await page.getByRole('heading', { name: 'Create New Article' }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill('A story the Back button must not lose');

    const asked: string[] = [];
    const dismissed = new Promise<void>((resolve) => {
      page.once('dialog', async (dialog) => {
        asked.push(dialog.message());
        await dialog.dismiss();
        resolve();
      });
    });
    await page.goBack({ waitUntil: 'commit' });
    await dismissed;
    await page.waitForFunction(() => window.location.pathname === '/admin/articles/new');
    expect(asked).toEqual(['You have unsaved changes. Leave this page without saving them?']);
    await page.getByRole('heading', { name: 'Create New Article' }).waitFor();
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(
      'A story the Back button must not lose',
    );

    // Asked again on the next Back; leaving this time goes back to the list.
    const accepted = new Promise<void>((resolve) => {
      page.once('dialog', async (dialog) => {
        asked.push(dialog.message());
        await dialog.accept();
        resolve();
      });
    });
    await page.goBack({ waitUntil: 'commit' });
    await accepted;
    await page.waitForURL('**/admin/articles');
    await page.getByRole('link', { name: 'New Article' }).waitFor();
    expect(asked).toHaveLength(2);
    expect(errors()).toEqual([]);
    await page.close();
  });
});

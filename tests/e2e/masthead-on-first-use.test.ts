import { describe, expect, test } from 'bun:test';
import { gotoLive, isHydratedInPage, watchForErrors } from '@tests/support/browser';
import { chunkOf, type HeldChunkOptions, openWithHeldChunk } from '@tests/support/held-chunk';
import { siteAndBrowserForFile } from '@tests/support/site-and-browser';
import type { Page } from 'playwright-core';

const site = siteAndBrowserForFile();

/** The masthead's own chunk (site-header.tsx), hydrated on the reader's first use. */
const MASTHEAD_MODULE = 'components/layout/site-header';
const mastheadChunk = () => chunkOf(MASTHEAD_MODULE);
/** A page whose masthead chunk is held back, so the reader can act on the served masthead first. */
const openWithHeldMasthead = (path = '/', options: Omit<HeldChunkOptions, 'path'> = {}) =>
  openWithHeldChunk(site, MASTHEAD_MODULE, { path, ...options });

const isHydrated = (page: Page, selector: string) => page.evaluate(isHydratedInPage, selector);
const waitForMasthead = (page: Page) =>
  page.waitForFunction(isHydratedInPage, 'header[data-masthead]');

const masthead = (page: Page) => page.locator('header[data-masthead]');

describe('the masthead, hydrated on first use', () => {
  test('the page hydrates without its code, which comes on the first sign of use', async () => {
    const { page, release, requested, done } = await openWithHeldMasthead();
    expect(await isHydrated(page, 'main')).toBe(true);
    expect(await isHydrated(page, 'header[data-masthead]')).toBe(false);
    expect(requested()).toBe(false);

    const request = page.waitForRequest((sent) => sent.url().endsWith(mastheadChunk()));
    await masthead(page).getByRole('link', { name: 'Admin panel' }).hover();
    await request;
    release();
    await waitForMasthead(page);
    await done();
  });

  test('a theme press before the code is in takes effect once it is', async () => {
    const { page, release, done } = await openWithHeldMasthead();
    await masthead(page).getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    release();
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    expect(
      await masthead(page).getByRole('button', { name: 'Switch to dark theme' }).isVisible(),
    ).toBe(true);
    expect(await page.getByRole('button', { name: 'Switch to light theme' }).count()).toBe(0);
    await done();
  });

  test('a stored light theme shows its own button from the served HTML on', async () => {
    const { page, requested, done } = await openWithHeldMasthead('/', { theme: 'light' });
    expect(requested()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      false,
    );
    // Only the visible button is in the accessibility tree.
    expect(await page.getByRole('button', { name: 'Switch to dark theme' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Switch to light theme' }).count()).toBe(0);
    await done();
  });

  test('the search button pressed before the code is in opens the overlay, not the search page', async () => {
    const { page, release, done } = await openWithHeldMasthead();
    await masthead(page).getByRole('link', { name: 'Search articles' }).click();
    release();
    await page.getByRole('dialog').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await done();
  });

  test('the menu button pressed before the code is in opens the drawer', async () => {
    const { page, release, done } = await openWithHeldMasthead('/', { width: 390 });
    await masthead(page).getByRole('button', { name: 'Open menu' }).click();
    release();
    await page.getByRole('dialog', { name: 'Navigation' }).waitFor();
    await done();
  });

  test('focus that reaches the masthead before its code stays where it is', async () => {
    const { page, release, done } = await openWithHeldMasthead();
    const logo = masthead(page).getByRole('link').first();
    await logo.focus();
    const admin = masthead(page).getByRole('link', { name: 'Admin panel' });
    await admin.focus();
    release();
    await waitForMasthead(page);
    expect(await admin.evaluate((element) => element === document.activeElement)).toBe(true);
    await done();
  });

  test('a section link of the masthead pressed before its code navigates on the client and is marked', async () => {
    const { page, release, done } = await openWithHeldMasthead();
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    const link = page
      .getByRole('navigation', { name: 'Main' })
      .locator('a[href^="/section/"]')
      .first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    release();
    await page.waitForURL(`**${href}`);
    await page.waitForFunction(
      (target) =>
        document
          .querySelector(`nav[aria-label="Main"] a[href="${target}"]`)
          ?.getAttribute('aria-current') === 'page',
      href,
    );
    // No page load: the window is the same one.
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
      true,
    );
    await done();
  });

  test('a navigation from the page waits for the masthead, which then marks the new section', async () => {
    const { page, release, requested, done } = await openWithHeldMasthead();
    const section = page.locator('main a[href^="/section/"]').first();
    const href = (await section.getAttribute('href'))!;
    // The focus gets the section page ready (link prefetch): its code, then its data.
    // Only the masthead is missing when the reader presses.
    // Link prefetch starts once the page is idle: focus until it has got the page ready.
    let prefetched = false;
    void page
      .waitForRequest((request) => request.url().includes('/api/'), { timeout: 20_000 })
      .then(() => {
        prefetched = true;
      });
    for (let attempt = 0; !prefetched; attempt++) {
      expect(attempt).toBeLessThan(40);
      await section.focus();
      await page.waitForTimeout(250);
      if (!prefetched) await section.evaluate((link) => (link as HTMLElement).blur());
    }
    await section.press('Enter');
    await page.waitForTimeout(300);
    // Held: the page stays until the masthead can follow the new address.
    expect(requested()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    release();
    await page.waitForURL(`**${href}`);
    const marked = () =>
      page.evaluate(() =>
        Array.from(
          document.querySelectorAll('nav[aria-label="Main"] [aria-current="page"]'),
          (link) => link.getAttribute('href'),
        ),
      );
    const topLinks = await page
      .getByRole('navigation', { name: 'Main' })
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(topLinks).toContain('/');
    expect(await marked()).toEqual(topLinks.includes(href) ? [href] : []);
    await done();
  });
  test('without the code (offline), links still navigate on the client and the masthead stays as served', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.route(`**${mastheadChunk()}`, (route) => route.abort('aborted'));
    await gotoLive(page, `${site.server.url}/`);
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    const section = page.locator('main a[href^="/section/"]').first();
    const href = (await section.getAttribute('href'))!;
    await section.focus();
    await section.press('Enter');
    await page.waitForURL(`**${href}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await masthead(page).isVisible()).toBe(true);
    expect(await isHydrated(page, 'header[data-masthead]')).toBe(false);

    // Its search link opens the search page, since the overlay's code cannot come.
    await masthead(page).getByRole('link', { name: 'Search articles' }).click();
    await page.waitForURL('**/search');
    await page.getByRole('searchbox', { name: 'Search articles' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
      true,
    );
    expect(errors()).toEqual([]);
    await context.close();
  });
});

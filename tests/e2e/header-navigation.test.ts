import { describe, expect, test } from 'bun:test';
import { chunkOf, openWithHeldChunk } from '@tests/support/held-chunk';
import { siteAndBrowserForFile } from '@tests/support/site-and-browser';
import type { Page } from 'playwright-core';

const site = siteAndBrowserForFile();

/** The Radix navigation menu, which the static header navigation hands over to. */
const MENU_MODULE = 'components/layout/desktop-nav-menu';
const menuChunk = () => chunkOf(MENU_MODULE);
/** A desktop page whose menu chunk is held back, so the reader can act on the static navigation first. */
const openWithHeldMenu = () => openWithHeldChunk(site, MENU_MODULE);

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const trigger = (page: Page) => nav(page).getByRole('button', { name: 'All Sections' });

/** Radix marks the items of its collections; the static navigation has no such mark. */
const radixTookOver = (page: Page) =>
  page.waitForSelector('nav[aria-label="Main"] button[data-radix-collection-item]', {
    state: 'attached',
  });

const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('header navigation hand-over', () => {
  test('the menu code is not loaded with the page; taking over moves nothing', async () => {
    const { page, release, requested, done } = await openWithHeldMenu();
    expect(requested()).toBe(false);
    const boxes = () =>
      nav(page)
        .locator('a, button')
        .evaluateAll((elements) =>
          elements.map((element) => JSON.stringify(element.getBoundingClientRect())),
        );
    const before = await boxes();
    const menuRequest = page.waitForRequest((request) => request.url().endsWith(menuChunk()));
    await nav(page).getByRole('link', { name: 'Home' }).hover();
    await menuRequest;
    release();
    await radixTookOver(page);
    expect(await boxes()).toEqual(before);
    await done();
  });

  for (const [key, focus] of [
    ['Enter', 'All Sections'],
    ['ArrowDown', 'Global Affairs'],
  ] as const) {
    test(`${key} on the trigger before the menu code arrives still opens the menu`, async () => {
      const { page, release, done } = await openWithHeldMenu();
      await trigger(page).focus();
      await page.keyboard.press(key);
      release();
      await page.waitForSelector('nav[aria-label="Main"] button[aria-expanded="true"]');
      await page.waitForFunction(
        (name) => document.activeElement?.textContent?.trim().startsWith(name),
        focus,
      );
      await page.keyboard.press('Escape');
      await page.waitForFunction(
        () => document.activeElement?.textContent?.trim() === 'All Sections',
      );
      // The focus moves back at once; the closed state follows with the next render.
      await page.waitForSelector('nav[aria-label="Main"] button[aria-expanded="false"]');
      await done();
    });
  }

  test('a hover on the trigger before the menu code arrives still opens the menu', async () => {
    const { page, release, done } = await openWithHeldMenu();
    await trigger(page).hover();
    await Bun.sleep(300);
    release();
    await nav(page).getByRole('list', { name: 'Cosmic', exact: true }).waitFor();
    expect(await trigger(page).getAttribute('aria-expanded')).toBe('true');
    await done();
  });

  test('the focus stays on the link it was on when the menu takes over', async () => {
    const { page, release, done } = await openWithHeldMenu();
    await nav(page).getByRole('link', { name: 'Avenger Affairs' }).focus();
    release();
    await radixTookOver(page);
    expect(await focused(page)).toBe('Avenger Affairs');
    // Radix's arrow-key movement along the bar works from there.
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Cosmic Watch');
    await done();
  });
});

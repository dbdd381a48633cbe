import { beforeAll, describe, expect, test } from 'bun:test';
import { seriousViolations } from '@tests/support/axe';
import { siteAndBrowserForFile } from '@tests/support/site-and-browser';
import { openReaderPage, THEMES } from '@tests/support/themed-reader-page';
import type { Locator, Page } from 'playwright-core';

/**
 * The reader's site from the keyboard alone: the skip link, the menus, the
 * drawer, the search overlay and the theme toggle, and a visible focus on
 * every stop of the tab order. (axe over every page is in
 * accessibility.test.ts.)
 */

const site = siteAndBrowserForFile();

let articlePath = '';

beforeAll(async () => {
  const response = await fetch(`${site.server.url}/api/articles?limit=1`);
  const [article] = (await response.json()) as Array<{ slug: string }>;
  articlePath = `/article/${article!.slug}`;
});

/**
 * Read in the page, in one round trip: who has the focus, told apart by tag,
 * accessible label and text; whether it draws a focus indicator (an outline
 * or a ring), as a problem when it does not; and the size of its box.
 */
function readFocus() {
  const element = document.activeElement;
  if (!element || element === document.body) {
    return {
      description: 'body',
      problem: 'nothing is focused',
      width: 0,
      height: 0,
      dialog: null,
    };
  }
  const tag = element.tagName.toLowerCase();
  const label = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
  const style = getComputedStyle(element);
  const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
  const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
  const short = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40);
  const rect = element.getBoundingClientRect();
  const titleId = element.closest('[role="dialog"]')?.getAttribute('aria-labelledby');
  return {
    description: `${tag}:${label}`,
    problem: outline || ring ? null : `${tag} "${short}" shows no focus outline or ring`,
    width: rect.width,
    height: rect.height,
    /** The accessible name of the dialog the focus is in, if any. */
    dialog: titleId ? (document.getElementById(titleId)?.textContent ?? null) : null,
  };
}

/** Who has the focus, told apart by tag, accessible label and text. */
async function focused(page: Page): Promise<string> {
  return (await page.evaluate(readFocus)).description;
}

/** Presses Tab until the focused element matches, failing after `limit` presses. */
async function tabTo(page: Page, matches: (description: string) => boolean, limit = 60) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (matches(await focused(page))) return;
  }
  throw new Error(`Tab never reached the element (last focus: ${await focused(page)})`);
}

/** Whether the focused element draws a focus indicator (an outline or a ring). */
async function focusIndicator(page: Page): Promise<string | null> {
  return (await page.evaluate(readFocus)).problem;
}

/** Whether the focus is inside the open dialog with this accessible name. */
async function focusInsideDialog(page: Page, name: string): Promise<boolean> {
  return (await page.evaluate(readFocus)).dialog === name;
}

/** Waits for an attribute to take a value (React updates after the key press), then asserts it. */
async function expectAttribute(locator: Locator, name: string, value: string) {
  const deadline = Date.now() + 5000;
  let actual = await locator.getAttribute(name);
  while (actual !== value && Date.now() < deadline) {
    await Bun.sleep(50);
    actual = await locator.getAttribute(name);
  }
  expect(actual).toBe(value);
}

describe('keyboard', () => {
  test('the first Tab reaches the skip link, which moves the focus to main', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const { page, done } = await openReaderPage(site, '/', 'dark', viewport);
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('a:Skip to content');
      expect(await page.getByRole('link', { name: 'Skip to content' }).isVisible()).toBe(true);
      expect(await focusIndicator(page)).toBeNull();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.id === 'main');
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
      // The next Tab continues inside the page's content, not back in the header.
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)),
      ).toBe(true);
      await done();
    }
  });

  test('the mega menu opens with Enter and ArrowDown and closes with Escape', async () => {
    for (const theme of THEMES) {
      const { page, done } = await openReaderPage(site, '/', theme, 'desktop');
      const trigger = page.getByRole('button', { name: 'All Sections' });
      await tabTo(page, (description) => description === 'button:All Sections');
      await expectAttribute(trigger, 'aria-expanded', 'false');

      await page.keyboard.press('Enter');
      await expectAttribute(trigger, 'aria-expanded', 'true');
      const firstLink = page.getByRole('link', { name: /^Global Affairs/ }).last();
      await firstLink.waitFor();
      expect(await seriousViolations(page, `mega menu (${theme})`)).toEqual([]);
      // Tab from the trigger enters the open menu, Shift+Tab comes back to it.
      await page.keyboard.press('Tab');
      expect(await focused(page)).toStartWith('a:Global Affairs');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toStartWith('a:Mutant Rights & Registration');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      expect(await focused(page)).toBe('button:All Sections');
      // ArrowDown on the open trigger enters the menu too.
      await page.keyboard.press('ArrowDown');
      expect(await focused(page)).toStartWith('a:Global Affairs');
      expect(await focusIndicator(page)).toBeNull();
      await page.keyboard.press('Escape');
      await page.waitForFunction(
        () =>
          document.querySelector('[aria-controls][aria-expanded="true"]') === null &&
          document.activeElement?.textContent?.trim() === 'All Sections',
      );
      await expectAttribute(trigger, 'aria-expanded', 'false');

      // ArrowDown on the closed trigger opens the menu and enters it.
      await page.keyboard.press('ArrowDown');
      // The trigger is in the nav too: wait for the focus to reach the menu's first link.
      await page.waitForFunction(
        () =>
          document.activeElement?.tagName === 'A' &&
          document.activeElement.textContent?.trim().startsWith('Global Affairs') === true,
      );
      await expectAttribute(trigger, 'aria-expanded', 'true');
      expect(await focused(page)).toStartWith('a:Global Affairs');
      await page.keyboard.press('Escape');
      await page.waitForFunction(
        () => document.activeElement?.textContent?.trim() === 'All Sections',
      );
      await expectAttribute(trigger, 'aria-expanded', 'false');
      await done();
    }
  });

  test('the mobile drawer opens from the keyboard, traps the focus and gives it back', async () => {
    for (const theme of THEMES) {
      const { page, done } = await openReaderPage(site, '/', theme, 'mobile');
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      await tabTo(page, (description) => description === 'button:Open menu');
      expect(await focusIndicator(page)).toBeNull();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Navigation' });
      await drawer.waitFor();
      await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null);
      expect(await seriousViolations(page, `drawer (${theme})`)).toEqual([]);

      // Forwards and backwards, the focus never leaves the drawer.
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let presses = 0; presses < 25; presses += 1) {
          await page.keyboard.press(key);
          const focus = await page.evaluate(readFocus);
          expect(focus.dialog === 'Navigation').toBe(true);
          expect(focus.problem).toBeNull();
        }
      }

      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      await page.waitForFunction(
        () => document.activeElement?.getAttribute('aria-label') === 'Open menu',
      );
      expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
      await done();
    }
  });

  test('drawer accordions toggle with Enter and Space, several open at once', async () => {
    for (const theme of THEMES) {
      const { page, done } = await openReaderPage(site, '/', theme, 'mobile');
      await tabTo(page, (description) => description === 'button:Open menu');
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Navigation' });
      await drawer.waitFor();
      const politics = drawer.getByRole('button', { name: 'Politics & Policy' });
      const heroes = drawer.getByRole('button', { name: 'Heroes & Security' });

      await tabTo(page, (description) => description === 'button:Politics & Policy', 20);
      await page.keyboard.press('Enter');
      await expectAttribute(politics, 'aria-expanded', 'true');
      await drawer.getByRole('link', { name: /^Global Affairs/ }).waitFor();
      await page.keyboard.press('Enter');
      await expectAttribute(politics, 'aria-expanded', 'false');
      await page.keyboard.press('Space');
      await expectAttribute(politics, 'aria-expanded', 'true');

      await tabTo(page, (description) => description === 'button:Heroes & Security', 20);
      await page.keyboard.press('Space');
      await expectAttribute(heroes, 'aria-expanded', 'true');
      expect(await politics.getAttribute('aria-expanded')).toBe('true');
      // seriousViolations lets the accordions' animations finish first.
      expect(await seriousViolations(page, `open accordions (${theme})`)).toEqual([]);

      // Enter on a section link navigates and closes the drawer.
      await tabTo(page, (description) => description.startsWith('a:Avenger Affairs'), 20);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/section/avenger-affairs');
      await drawer.waitFor({ state: 'detached' });
      await done();
    }
  });

  test('the search overlay opens from the header button and closes with Escape', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      for (const theme of THEMES) {
        const { page, done } = await openReaderPage(site, '/', theme, viewport);
        await tabTo(page, (description) => description === 'a:Search articles');
        expect(await focusIndicator(page)).toBeNull();
        await page.keyboard.press('Enter');
        const overlay = page.getByRole('dialog', { name: 'Search articles' });
        await overlay.waitFor();
        await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
        expect(await focusIndicator(page)).toBeNull();
        expect(page.url()).toBe(`${site.server.url}/`);
        await page.keyboard.type('portal');
        await overlay.getByRole('link', { name: 'See all results on the search page' }).waitFor();
        await overlay.locator('ul[aria-label="Search results"] a').first().waitFor();
        expect(await seriousViolations(page, `search overlay (${theme}, ${viewport})`)).toEqual([]);
        await page.keyboard.press('Tab');
        expect(await focusInsideDialog(page, 'Search articles')).toBe(true);
        expect(await focusIndicator(page)).toBeNull();

        await page.keyboard.press('Escape');
        await overlay.waitFor({ state: 'detached' });
        await page.waitForFunction(
          () => document.activeElement?.getAttribute('aria-label') === 'Search articles',
        );
        await done();
      }
    }
  });

  test('the theme toggle switches the theme with Space', async () => {
    const { page, done } = await openReaderPage(site, '/', 'dark', 'desktop');
    await tabTo(page, (description) => description === 'button:Switch to light theme');
    expect(await focusIndicator(page)).toBeNull();
    await page.keyboard.press('Space');
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    expect(await focused(page)).toBe('button:Switch to dark theme');
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await done();
  });

  // Hundreds of key presses over ten page loads: long on a busy machine.
  test('every element Tab reaches on the pages shows a visible focus indicator', async () => {
    const paths = [
      '/',
      '/section/cosmic-watch',
      articlePath,
      '/search?q=portal',
      '/author/Priya%20Castellanos',
    ];
    const failures: string[] = [];
    // One tab a size, loading each page in turn: the walk starts again from
    // the top of every document it loads.
    for (const viewport of ['desktop', 'mobile'] as const) {
      const tab = await openReaderPage(site, paths[0]!, 'light', viewport);
      const { page } = tab;
      for (const [index, path] of paths.entries()) {
        if (index > 0) await tab.visit(path, 'light', viewport);
        // Walk the whole tab order: after the last element the focus leaves the page.
        let stops = 0;
        for (; stops < 300; stops += 1) {
          await page.keyboard.press('Tab');
          const { description, problem, width, height } = await page.evaluate(readFocus);
          if (description === 'body') break;
          if (problem) failures.push(`${path} (${viewport}): ${problem}`);
          if (width === 0 || height === 0) {
            failures.push(`${path} (${viewport}): ${description} is focusable but not shown`);
          }
        }
        expect(stops).toBeGreaterThan(15);
        expect(stops).toBeLessThan(300);
        tab.expectNothingLogged();
      }
      await tab.done();
    }
    expect([...new Set(failures)]).toEqual([]);
  }, 150_000);
});

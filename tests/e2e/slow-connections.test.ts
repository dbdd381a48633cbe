import { describe, expect, test } from 'bun:test';
import { gotoLive, watchForErrors } from '@tests/support/browser';
import { siteAndBrowserForFile } from '@tests/support/site-and-browser';
import type { Page, Route } from 'playwright-core';

const site = siteAndBrowserForFile();

/*
 * Values are awaited before `expect`, never `expect(promise).resolves`: that
 * matcher runs the event loop inside the current batch of setImmediate
 * callbacks, which Playwright's in-process client uses to deliver its messages
 * in order, so a response could reach it before its request
 * ("Cannot find parent object request@…"). See tests/support/browser.ts.
 */

/** How far away the API is while a test slows it down. */
const SLOW_API_MS = 2500;

async function openPage(path: string) {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = watchForErrors(page);
  await gotoLive(page, `${site.server.url}${path}`);
  return { page, context, errors, close: () => context.close() };
}

/** From now on every API read of the page answers `ms` late. */
async function slowApi(page: Page, ms = SLOW_API_MS) {
  await page.route('**/api/**', async (route: Route) => {
    await Bun.sleep(ms);
    await route.continue().catch(() => undefined);
  });
}

/** What the reader sees of a listing: its heading, the count or pager line, and the cards. */
interface Screen {
  heading: string;
  /** The pager's "Page x of y", read with the cards so the two are never from different moments. */
  pager: string | null;
  cards: string[];
  loading: boolean;
  progress: boolean;
}

async function readScreen(page: Page, listing: string): Promise<Screen> {
  return page.evaluate((selector) => {
    const scope = document.querySelector(selector);
    return {
      heading: document.querySelector('main h1')?.textContent?.trim() ?? '',
      pager: scope?.querySelector('nav p')?.textContent?.trim() ?? null,
      cards: [...(scope?.querySelectorAll('article h3') ?? [])].map(
        (node) => node.textContent?.trim() ?? '',
      ),
      loading: Boolean(scope?.querySelector('[role="status"]')),
      progress: Boolean(document.querySelector('[role="progressbar"]')),
    };
  }, listing);
}

/**
 * Reads the screen every 50 ms until `done` holds and returns every reading:
 * what a reader would have seen while the next list was on its way.
 */
async function watchScreen(page: Page, listing: string, done: (screen: Screen) => boolean) {
  const readings: Screen[] = [];
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const screen = await readScreen(page, listing);
    readings.push(screen);
    if (done(screen)) return readings;
    await Bun.sleep(50);
  }
  throw new Error(`The next screen never came: ${JSON.stringify(readings.at(-1))}`);
}

/** Navigates with the browser's history, as Back and Forward do: the router does not prepare it. */
async function historyNavigate(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

describe('a list whose key changes never shows the previous items under the new heading', () => {
  test('section to section by a link: skeletons under a progress bar, never the other section’s cards', async () => {
    const { page, errors, close } = await openPage('/section/street-beat');
    const before = await readScreen(page, 'section[aria-labelledby="section-articles"]');
    expect(before.heading).toBe('Street Beat');
    expect(before.cards.length).toBeGreaterThan(0);

    await slowApi(page);
    await page.locator('footer').getByRole('link', { name: 'Global Affairs' }).click();
    const readings = await watchScreen(
      page,
      'section[aria-labelledby="section-articles"]',
      (screen) => screen.heading === 'Global Affairs' && screen.cards.length > 0,
    );
    const streetCards = new Set(before.cards);
    for (const screen of readings) {
      if (screen.heading === 'Global Affairs') {
        expect(screen.cards.filter((title) => streetCards.has(title))).toEqual([]);
      } else {
        // Still Street Beat (the page's code loading): heading and cards together, as they were.
        expect(screen.heading).toBe('Street Beat');
        expect(screen.cards).toEqual(before.cards);
      }
    }
    // The wait was long enough for the bar to show (after 150 ms), and it goes
    // once the page's content is in.
    expect(readings.some((screen) => screen.progress)).toBe(true);
    await page.locator('[role="progressbar"]').waitFor({ state: 'detached', timeout: 10_000 });
    expect(errors()).toEqual([]);
    await close();
  }, 40_000);

  test('section to section by Back or Forward: skeletons, never the other section’s cards', async () => {
    const { page, errors, close } = await openPage('/section/street-beat');
    const before = await readScreen(page, 'section[aria-labelledby="section-articles"]');
    await slowApi(page);
    await historyNavigate(page, '/section/cosmic-watch');
    const readings = await watchScreen(
      page,
      'section[aria-labelledby="section-articles"]',
      (screen) => screen.heading === 'Cosmic Watch' && screen.cards.length > 0,
    );
    const streetCards = new Set(before.cards);
    for (const screen of readings) {
      if (screen.heading !== 'Cosmic Watch') continue;
      expect(screen.cards.filter((title) => streetCards.has(title))).toEqual([]);
    }
    expect(readings.some((screen) => screen.heading === 'Cosmic Watch' && screen.loading)).toBe(
      true,
    );
    expect(errors()).toEqual([]);
    await close();
  }, 40_000);

  test('the home page’s latest news: "Page 2 of n" is never shown over page 1’s stories', async () => {
    const { page, errors, close } = await openPage('/');
    const latest = 'section[aria-labelledby="latest-heading"]';
    const before = await readScreen(page, latest);
    expect(before.pager).toMatch(/^Page 1 of \d+$/);
    expect(before.cards.length).toBeGreaterThan(0);

    await slowApi(page);
    await page.locator(latest).getByRole('link', { name: 'Next', exact: true }).click();
    const readings = await watchScreen(
      page,
      latest,
      (screen) => Boolean(screen.pager?.startsWith('Page 2')) && screen.cards.length > 0,
    );
    expect(readings.at(-1)?.pager).toMatch(/^Page 2 of \d+$/);
    const firstPage = new Set(before.cards);
    for (const screen of readings) {
      if (screen.pager?.startsWith('Page 2')) {
        expect(screen.cards.filter((title) => firstPage.has(title))).toEqual([]);
      } else {
        expect(screen.cards).toEqual(before.cards);
      }
    }
    expect(readings.some((screen) => screen.progress)).toBe(true);
    expect(errors()).toEqual([]);
    await close();
  }, 40_000);

  test('author to author: the new name never heads the previous author’s articles', async () => {
    const { page, errors, close } = await openPage('/authors');
    const authorLinks = await page
      .locator('main a[href^="/author/"]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))]);
    expect(authorLinks.length).toBeGreaterThan(1);
    const [first, second] = authorLinks as [string, string];
    await gotoLive(page, `${site.server.url}${first}`);
    const listing = 'section[aria-labelledby="author-articles"]';
    const before = await readScreen(page, listing);
    expect(before.cards.length).toBeGreaterThan(0);

    await slowApi(page);
    await historyNavigate(page, second);
    const name = decodeURIComponent(second.slice('/author/'.length));
    const readings = await watchScreen(
      page,
      listing,
      (screen) => screen.heading === name && screen.cards.length > 0,
    );
    const firstCards = new Set(before.cards);
    for (const screen of readings) {
      if (screen.heading !== name) continue;
      expect(screen.cards.filter((title) => firstCards.has(title))).toEqual([]);
    }
    expect(readings.some((screen) => screen.heading === name && screen.loading)).toBe(true);
    expect(errors()).toEqual([]);
    await close();
  }, 40_000);
});

describe('a load that fails or takes too long', () => {
  test('offline, an article link shows a message and "Try again"; back online, the article comes by itself', async () => {
    const { page, context, close } = await openPage('/');
    const first = await page.locator('main a[href^="/article/"]').first().getAttribute('href');
    // Opened without the pointer: a link it came to rest on would be fetched ahead (prefetch).
    await gotoLive(page, `${site.server.url}${first}`);
    await page.locator('main article h1').first().waitFor();
    const related = page.locator('main a[href^="/article/"]').filter({ hasNotText: /^$/ });
    const target = related.last();
    const href = await target.getAttribute('href');
    expect(href).toBeTruthy();

    await context.setOffline(true);
    await target.evaluate((anchor: HTMLAnchorElement) => anchor.click());
    const alert = page.getByRole('alert').filter({ hasText: 'This article could not be loaded.' });
    await alert.waitFor({ timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe(href!);
    expect(await alert.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    // Header and footer stay usable around the message.
    expect(await page.locator('header a[href="/"]').first().isVisible()).toBe(true);
    expect(await page.locator('footer a[href="/about"]').isVisible()).toBe(true);
    expect(await page.getByText('Loading article…').count()).toBe(0);

    await context.setOffline(false);
    await page.locator('main article h1').first().waitFor({ timeout: 10_000 });
    expect(await alert.count()).toBe(0);
    // The page's title, whether or not the head tags' code came (page-meta.tsx).
    const heading = await page.locator('main article h1').first().textContent();
    await page.waitForFunction(
      (title) => document.title === title,
      `${heading} - The Multiverse Gazette`,
      { timeout: 10_000 },
    );
    await close();
  }, 40_000);

  test('"Try again" loads the section list once the API answers again', async () => {
    const { page, close } = await openPage('/section/street-beat');
    const lists = '**/api/articles?*';
    await page.route(lists, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
    await page.locator('footer').getByRole('link', { name: 'Science & Tech' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'The articles could not be loaded.' });
    await alert.waitFor({ timeout: 10_000 });
    expect(await page.locator('main h1').textContent()).toBe('Science & Tech');
    expect(await page.locator('main article h3').count()).toBe(0);

    // The API answers again: its reads reach the server untouched, with no
    // interception left in their way.
    await page.unroute(lists);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.locator('main article h3').first().waitFor({ timeout: 10_000 });
    expect(await alert.count()).toBe(0);
    await close();
  }, 40_000);

  test('a list that does not answer within 10 s says it took too long', async () => {
    const { page, close } = await openPage('/section/street-beat');
    // Never answered: held until the page gives up on it.
    await page.route('**/api/articles?*', () => undefined);
    const started = Date.now();
    await page.locator('footer').getByRole('link', { name: 'Financial Desk' }).click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'The articles took too long to load.' });
    await alert.waitFor({ timeout: 20_000 });
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(9_500);
    expect(waited).toBeLessThan(15_000);
    expect(await alert.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    await close();
  }, 40_000);
});

describe('instant navigation', () => {
  /**
   * Click to the article's heading, from a section page, with every API read
   * `API_DELAY_MS` away. Prefetched: the reader's pointer rests on the link
   * first (hover), as it does before a click. Not prefetched: the click comes
   * with no hover before it (a script's click).
   */
  const API_DELAY_MS = 300;

  async function clickToContent(prefetch: boolean) {
    const { page, close } = await openPage('/section/cosmic-watch');
    await slowApi(page, API_DELAY_MS);
    const link = page.locator('main article a[href^="/article/"]').last();
    const href = (await link.getAttribute('href'))!;
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/articles/')) requests.push(request.url());
    });
    if (prefetch) {
      await link.hover();
      // The data and the code arrive while the pointer rests.
      await page.waitForResponse((response) => response.url().includes('/api/articles/'));
      await Bun.sleep(200);
    }
    const started = await page.evaluate(() => performance.now());
    await link.evaluate((anchor: HTMLAnchorElement) => anchor.click());
    await page.waitForFunction(
      (path) =>
        window.location.pathname === path && document.querySelector('main article h1') !== null,
      href,
      { polling: 'raf', timeout: 15_000 },
    );
    const ended = await page.evaluate(() => performance.now());
    await close();
    return { ms: ended - started, requestedBeforeClick: prefetch ? requests.length : 0 };
  }

  // Times measured on a machine other work shares: a slow attempt runs again.
  // A prefetch that broke fails every attempt, its clicks then waiting on the
  // API like the cold ones.
  test(
    'an article prefetched on hover opens at once; without, it waits on the API',
    async () => {
      const cold: number[] = [];
      const warm: number[] = [];
      for (let run = 0; run < 3; run += 1) {
        cold.push((await clickToContent(false)).ms);
        const prefetched = await clickToContent(true);
        expect(prefetched.requestedBeforeClick).toBeGreaterThan(0);
        warm.push(prefetched.ms);
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
      console.log(
        `click to content, API ${API_DELAY_MS} ms away: prefetched ${median(warm).toFixed(0)} ms (${warm.map((v) => v.toFixed(0)).join(', ')}), not prefetched ${median(cold).toFixed(0)} ms (${cold.map((v) => v.toFixed(0)).join(', ')})`,
      );
      expect(median(cold)).toBeGreaterThanOrEqual(API_DELAY_MS);
      expect(median(warm)).toBeLessThan(median(cold) / 2);
    },
    { timeout: 120_000, retry: 2 },
  );

  test('a reader who asked to save data gets nothing ahead of a click', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        value: { saveData: true, effectiveType: '4g' },
      });
    });
    const page = await context.newPage();
    await gotoLive(page, `${site.server.url}/section/cosmic-watch`);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/articles/')) requests.push(request.url());
    });
    await page.locator('main article a[href^="/article/"]').first().hover();
    await Bun.sleep(1500);
    expect(requests).toEqual([]);
    await context.close();
  }, 30_000);
});

import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gotoLive, watchForErrors } from '@tests/support/browser';
import { projectRoot } from '@tests/support/server-process';
import { siteAndBrowserForFile, TEST_ADMIN } from '@tests/support/site-and-browser';
import type { Page } from 'playwright-core';

const site = siteAndBrowserForFile();

interface ApiArticle {
  id: number;
  slug: string;
  title: string;
}

async function articles(query: string): Promise<{ list: ApiArticle[]; total: number }> {
  const response = await fetch(`${site.server.url}/api/articles?${query}`);
  return {
    list: (await response.json()) as ApiArticle[],
    total: Number(response.headers.get('x-total-count')),
  };
}

async function latestPageCount(): Promise<number> {
  const { total } = await articles('status=published&featured=false&limit=1');
  return Math.ceil(total / 6);
}

/** A page that records console errors; the test fails on any of them. */
async function openPage(path: string, viewport = { width: 1280, height: 900 }) {
  const context = await site.browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = watchForErrors(page);
  await gotoLive(page, `${site.server.url}${path}`);
  return {
    page,
    async done() {
      expect(errors()).toEqual([]);
      await context.close();
    },
  };
}

const latestRegion = (page: Page) => page.getByRole('region', { name: 'Latest News' });
const featuredRegion = (page: Page) => page.getByRole('region', { name: 'Featured Stories' });

describe('home page', () => {
  test('the breaking banner shows the highest-priority active item and links to it', async () => {
    const items = (await (await fetch(`${site.server.url}/api/breaking-news`)).json()) as Array<{
      text: string;
      link: string | null;
      priority: number;
    }>;
    const top = [...items].sort((a, b) => b.priority - a.priority)[0]!;
    expect(top.link).toBeTruthy();
    const { page, done } = await openPage('/');
    const banner = page.getByRole('region', { name: 'Breaking news' });
    expect(await banner.textContent()).toContain(top.text);
    for (const other of items.filter((item) => item !== top)) {
      expect(await banner.textContent()).not.toContain(other.text);
    }
    await banner.getByRole('link').click();
    await page.waitForURL(`**${top.link}`);
    await done();
  });

  test('featured stories: the first card is large and spans the grid', async () => {
    const { total } = await articles('status=published&featured=true&limit=1');
    const { page, done } = await openPage('/');
    const cards = featuredRegion(page).locator('article');
    expect(await cards.count()).toBe(total);
    const grid = await featuredRegion(page).locator('div.grid').boundingBox();
    const first = await cards.nth(0).boundingBox();
    const second = await cards.nth(1).boundingBox();
    expect(Math.round(first!.width)).toBe(Math.round(grid!.width));
    expect(first!.width).toBeGreaterThan(second!.width * 1.8);
    // The lead image loads at once; the rest wait until they near the viewport.
    expect(await cards.nth(0).locator('img').getAttribute('loading')).toBe('eager');
    expect(await cards.nth(1).locator('img').getAttribute('loading')).toBe('lazy');
    await done();
  });

  test('skeletons stand in while the home page data loads: 3 featured, 6 latest', async () => {
    const { page, done } = await openPage('/about');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === '/api/articles',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await page.waitForURL(`${site.server.url}/`);
    await featuredRegion(page).locator('[data-skeleton]').first().waitFor();
    expect(await featuredRegion(page).locator('[data-skeleton]').count()).toBe(3);
    expect(await latestRegion(page).locator('[data-skeleton]').count()).toBe(6);
    release();
    await latestRegion(page).locator('article').first().waitFor();
    expect(await latestRegion(page).locator('[data-skeleton]').count()).toBe(0);
    await done();
  });

  test('latest news pages with previous/next, "Page x of y" and disabled ends', async () => {
    const pages = await latestPageCount();
    expect(pages).toBeGreaterThan(2);
    const { list: secondPage } = await articles('status=published&featured=false&limit=6&offset=6');
    const { page, done } = await openPage('/');
    const pager = page.getByRole('navigation', { name: 'Latest news pages' });
    expect(await pager.textContent()).toContain(`Page 1 of ${pages}`);
    expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await latestRegion(page).locator('article').count()).toBe(6);

    // From the keyboard, so no card slides under a resting pointer and is got ready
    // ahead (an article by a reporter without a profile logs its profile's 404).
    await pager.getByRole('link', { name: 'Next' }).press('Enter');
    await page.waitForURL('**/?page=2');
    await pager.getByText(`Page 2 of ${pages}`).waitFor();
    await latestRegion(page).getByRole('link', { name: secondPage[0]!.title }).waitFor();
    expect(await pager.getByRole('link', { name: 'Previous' }).isVisible()).toBe(true);

    await pager.getByRole('link', { name: 'Previous' }).press('Enter');
    await page.waitForURL(`${site.server.url}/`);
    await pager.getByText(`Page 1 of ${pages}`).waitFor();

    await gotoLive(page, `${site.server.url}/?page=${pages}`);
    expect(await pager.textContent()).toContain(`Page ${pages} of ${pages}`);
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await done();
  });

  test('the page is in the URL, server-rendered and clamped to the range', async () => {
    const pages = await latestPageCount();
    const { list: lastPage } = await articles(
      `status=published&featured=false&limit=6&offset=${(pages - 1) * 6}`,
    );
    const html = await (await fetch(`${site.server.url}/?page=${pages + 5}`)).text();
    expect(html).toContain(`Page ${pages} of ${pages}`);
    expect(html).toContain(Bun.escapeHTML(lastPage[0]!.title));
    const first = await (await fetch(`${site.server.url}/?page=0`)).text();
    expect(first).toContain(`Page 1 of ${pages}`);

    const { page, done } = await openPage(`/?page=${pages + 5}`);
    expect(await page.getByText(`Page ${pages} of ${pages}`).isVisible()).toBe(true);
    await done();
  });

  test('the sidebar shows the fixed status values', async () => {
    const { page, done } = await openPage('/');
    const sidebar = page.getByRole('complementary', { name: 'Multiverse Monitor' });
    const text = (await sidebar.textContent()) ?? '';
    for (const value of [
      'Stable',
      '15',
      'Low',
      'Clear',
      '1-A',
      'Earth-616',
      '98.7%',
      '15 minutes',
      '23',
      '1,847',
    ]) {
      expect(text).toContain(value);
    }
    const strip = page.getByRole('region', { name: 'Multiverse status' });
    expect(await strip.textContent()).toBe(
      'Reality status:StableIncursion risk:LowPortal weather:Clear',
    );
    await done();
  });
});

describe('header', () => {
  test('the mega menu lists the five groups with descriptions; the current link is highlighted', async () => {
    const { page, done } = await openPage('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    await nav.getByRole('button', { name: 'All Sections' }).hover();
    for (const group of [
      'Politics & Policy',
      'Heroes & Security',
      'Science & Economy',
      'Culture & Legacy',
      'Cosmic',
    ]) {
      await nav.getByRole('list', { name: group, exact: true }).waitFor();
    }
    await nav.getByText('Markets, trade and the cost of rebuilding after every battle.').waitFor();
    await nav.getByRole('link', { name: /^Financial Desk/ }).click();
    await page.waitForURL('**/section/financial-desk');
    await nav.getByRole('list', { name: 'Cosmic', exact: true }).waitFor({ state: 'detached' });

    await nav.getByRole('link', { name: 'Cosmic Watch' }).click();
    await page.waitForURL('**/section/cosmic-watch');
    expect(await nav.getByRole('link', { name: 'Cosmic Watch' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    await done();
  });

  test('icon buttons have names and show their tooltip after hovering', async () => {
    const { page, done } = await openPage('/');
    // 700 ms before the first tooltip shows.
    await page.getByRole('link', { name: 'Search articles' }).hover();
    await page.waitForTimeout(300);
    expect(await page.getByRole('tooltip').count()).toBe(0);
    for (const [role, name] of [
      ['link', 'Search articles'],
      ['link', 'Admin panel'],
      ['button', 'Switch to light theme'],
    ] as const) {
      await page.getByRole(role, { name }).hover();
      await page.getByRole('tooltip', { name }).waitFor({ state: 'attached' });
      // Radix keeps a tooltip open while the pointer may be heading for it: move clearly away.
      await page.mouse.move(640, 700, { steps: 5 });
      await page.mouse.move(600, 720, { steps: 5 });
      await page.getByRole('tooltip').waitFor({ state: 'detached' });
    }
    await done();
  });

  test('the admin link is there for everyone and opens the back office', async () => {
    const { page, done } = await openPage('/');
    await page.getByRole('link', { name: 'Admin panel' }).click();
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await done();
  });
});

describe('search overlay', () => {
  test('finds an article, shows the percent match and opens it', async () => {
    const { list } = await articles('status=published&limit=1');
    const target = list[0]!;
    const { page, done } = await openPage('/');
    await page.getByRole('link', { name: 'Search articles' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search articles' });
    await dialog.waitFor();
    await dialog.getByRole('searchbox').fill(target.title);
    const results = dialog.getByRole('list', { name: 'Search results' });
    const first = results.getByRole('link').first();
    await first.waitFor();
    expect(await first.textContent()).toContain(target.title);
    expect(await first.textContent()).toMatch(/\d+% match/);
    expect(await results.getByRole('link').count()).toBeLessThanOrEqual(10);
    await first.click();
    await page.waitForURL(`**/article/${target.slug}`);
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('h1').textContent()).toBe(target.title);
    await done();
  });

  test('shows the server’s ten best in its order, each with its percent match, and follows the words typed', async () => {
    const ranked = async (q: string) =>
      (await (
        await fetch(`${site.server.url}/api/search/overlay?q=${encodeURIComponent(q)}`)
      ).json()) as Array<{ title: string; percent: number }>;
    const { page, done } = await openPage('/');
    await page.getByRole('link', { name: 'Search articles' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search articles' });
    const results = dialog.getByRole('list', { name: 'Search results' }).getByRole('link');
    for (const q of ['portal', 'cosmic rift']) {
      const expected = await ranked(q);
      expect(expected.length).toBeGreaterThan(1);
      await dialog.getByRole('searchbox').fill(q);
      // The list shown settles on this query's results (the last ones stay until they arrive).
      await page.waitForFunction(
        (titles) => {
          const links = [...document.querySelectorAll('ul[aria-label="Search results"] a')];
          return (
            links.length === titles.length &&
            links.every((link, n) => link.textContent?.includes(titles[n]!))
          );
        },
        expected.map((hit) => hit.title),
      );
      const shown = await results.allTextContents();
      expect(shown.map((text) => text.match(/(\d+)% match/)?.[1])).toEqual(
        expected.map((hit) => String(hit.percent)),
      );
      expect(await dialog.getByRole('status').textContent()).toBe(`${expected.length} results`);
    }
    await done();
  });

  test('says when nothing matches, and closes', async () => {
    const { page, done } = await openPage('/');
    await page.getByRole('link', { name: 'Search articles' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search articles' });
    await dialog.getByRole('searchbox').fill('qwxzv-nothing-like-this');
    await dialog.getByText('No results found for the query').waitFor();
    await dialog.getByRole('button', { name: 'Close search' }).click();
    await dialog.waitFor({ state: 'detached' });
    await done();
  });
});

describe('small screens (390 x 844)', () => {
  const phone = { width: 390, height: 844 };

  test('the menu opens the Navigation drawer; groups open together; a link closes it', async () => {
    const { page, done } = await openPage('/', phone);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.waitFor();
    for (const name of ['Home', 'Search', 'Admin']) {
      expect(await drawer.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    await drawer.getByRole('button', { name: 'Politics & Policy' }).click();
    await drawer.getByRole('button', { name: 'Cosmic', exact: true }).click();
    expect(
      await drawer.getByRole('button', { name: 'Politics & Policy' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(
      await drawer
        .getByRole('button', { name: 'Cosmic', exact: true })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    await drawer.getByRole('link', { name: /^Global Affairs/ }).waitFor();
    await drawer.getByRole('link', { name: /^Cosmic Watch/ }).click();
    await page.waitForURL('**/section/cosmic-watch');
    await drawer.waitFor({ state: 'detached' });
    await done();
  });

  test("'Load More Articles' is a button once the page is live: it appends the next page in place", async () => {
    const { list: secondPage } = await articles('status=published&featured=false&limit=6&offset=6');
    const { page, done } = await openPage('/', phone);
    const cards = latestRegion(page).locator('article');
    expect(await cards.count()).toBe(6);
    expect(await page.getByRole('navigation', { name: 'Latest news pages' }).isVisible()).toBe(
      false,
    );
    const loadMore = latestRegion(page).getByRole('button', { name: 'Load More Articles' });
    expect(await loadMore.getAttribute('type')).toBe('button');
    expect(await latestRegion(page).getByRole('link', { name: 'Load More Articles' }).count()).toBe(
      0,
    );
    await loadMore.click();
    await latestRegion(page).getByRole('link', { name: secondPage[5]!.title }).waitFor();
    expect(await cards.count()).toBe(12);
    expect(page.url()).toBe(`${site.server.url}/`);
    await done();
  });

  test("'Load More Articles' fetches its code on first use: until it arrives the button says so and skeletons stand in", async () => {
    const manifest = JSON.parse(
      readFileSync(join(projectRoot, 'dist/client/manifest.json'), 'utf8'),
    ) as { chunks: Record<string, string[]> };
    const chunk = manifest.chunks['components/home/latest-more-pages']![0]!;
    const { list: secondPage } = await articles('status=published&featured=false&limit=6&offset=6');
    const { page, done } = await openPage('/', phone);
    let requested = false;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${chunk}`, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    const cards = latestRegion(page).locator('article');
    const button = latestRegion(page).getByRole('button', { name: /Load More Articles|Loading…/ });
    expect(requested).toBe(false);
    await button.click();
    expect(requested).toBe(true);
    expect(await button.textContent()).toBe('Loading…');
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    expect(await latestRegion(page).locator('[data-skeleton]').count()).toBe(6);
    expect(await cards.count()).toBe(6);
    release();
    await latestRegion(page).getByRole('link', { name: secondPage[5]!.title }).waitFor();
    expect(await cards.count()).toBe(12);
    expect(await latestRegion(page).locator('[data-skeleton]').count()).toBe(0);
    expect(await button.textContent()).toBe('Load More Articles');
    await done();
  });

  test("without JavaScript 'Load More Articles' is a link that opens the next page", async () => {
    const { list: secondPage } = await articles('status=published&featured=false&limit=6&offset=6');
    const html = await (await fetch(`${site.server.url}/`)).text();
    expect(html).toMatch(/<a href="\/\?page=2"[^>]*>Load More Articles<\/a>/);

    const context = await site.browser.newContext({ viewport: phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/`);
    const loadMore = latestRegion(page).getByRole('link', { name: 'Load More Articles' });
    expect(await loadMore.getAttribute('href')).toBe('/?page=2');
    await loadMore.click();
    await page.waitForURL('**/?page=2');
    await latestRegion(page).getByRole('link', { name: secondPage[0]!.title }).waitFor();
    expect(
      await latestRegion(page)
        .getByRole('link', { name: 'Load More Articles' })
        .getAttribute('href'),
    ).toBe('/?page=3');
    await context.close();
  });
});

describe('breaking banner changes', () => {
  async function adminCookie(): Promise<string> {
    const response = await fetch(`${site.server.url}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site.server.url },
      body: JSON.stringify(TEST_ADMIN),
    });
    expect(response.status).toBe(200);
    return response.headers.get('set-cookie')!.split(';')[0]!;
  }

  test('a new top item without a link is plain text; with no active item there is no banner', async () => {
    const cookie = await adminCookie();
    const headers = { 'Content-Type': 'application/json', Origin: site.server.url, cookie };
    const created = await fetch(`${site.server.url}/api/admin/breaking-news`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        text: 'Rift sealed over Lagos',
        link: '',
        priority: 10,
        active: true,
      }),
    });
    expect(created.status).toBe(201);

    const first = await openPage('/');
    const banner = first.page.getByRole('region', { name: 'Breaking news' });
    expect(await banner.textContent()).toContain('Rift sealed over Lagos');
    expect(await banner.getByRole('link').count()).toBe(0);
    await first.done();

    const all = (await (
      await fetch(`${site.server.url}/api/admin/breaking-news`, { headers })
    ).json()) as Array<{ id: number; text: string; link: string | null; priority: number }>;
    for (const item of all) {
      const response = await fetch(`${site.server.url}/api/admin/breaking-news/${item.id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({
          text: item.text,
          link: item.link ?? '',
          priority: item.priority,
          active: false,
        }),
      });
      expect(response.status).toBe(200);
    }
    const second = await openPage('/');
    expect(await second.page.getByRole('region', { name: 'Breaking news' }).count()).toBe(0);
    await second.done();
  });
});

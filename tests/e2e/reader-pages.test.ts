import { beforeAll, describe, expect, test } from 'bun:test';
import { gotoLive, reloadLive, watchForErrors } from '@tests/support/browser';
import { chunkOf } from '@tests/support/held-chunk';
import { sidewaysOverflow } from '@tests/support/sideways-overflow';
import { siteAndBrowserForFile, TEST_ADMIN } from '@tests/support/site-and-browser';
import type { Page } from 'playwright-core';
import { buildArticle } from '~/server/db/seed/factories/article';
import { reporterBadges } from '~/shared/reporters';
import type { Article } from '~/shared/schemas/article';
import type { AuthorSummary } from '~/shared/schemas/author-profile';
import { rankSearchResults } from '~/shared/search-scoring';

const site = siteAndBrowserForFile();

/** A reporter without a profile, with work the author page counts and work it only lists. */
const NEW_REPORTER = 'Quinn Ashdown';
const LISTING_SECTION = 'street-beat';

async function api<T>(path: string): Promise<{ body: T; total: number }> {
  const response = await fetch(`${site.server.url}${path}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as T;
  return { body, total: Number(response.headers.get('x-total-count')) };
}

async function signIn(): Promise<string> {
  const response = await fetch(`${site.server.url}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site.server.url },
    body: JSON.stringify(TEST_ADMIN),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie()[0]!.split(';', 1)[0]!;
}

async function createArticle(cookie: string, overrides: Parameters<typeof buildArticle>[0]) {
  const response = await fetch(`${site.server.url}/api/admin/articles`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site.server.url, Cookie: cookie },
    body: JSON.stringify(buildArticle(overrides)),
  });
  expect(response.status).toBe(201);
}

beforeAll(async () => {
  const cookie = await signIn();
  // Enough street stories for three pages of nine, in every filterable status.
  const statuses = ['verified', 'developing', 'breaking', 'published'] as const;
  for (let n = 0; n < 16; n += 1) {
    await createArticle(cookie, {
      title: `Block party ${String.fromCharCode(65 + n)} draws a crowd`,
      section: LISTING_SECTION,
      status: statuses[n % statuses.length],
      readTime: 1 + ((n * 7) % 13),
      date: new Date(Date.UTC(2025, 0, 1 + n)).toISOString(),
    });
  }
  await createArticle(cookie, {
    title: 'Quinn files a first dispatch',
    author: NEW_REPORTER,
    status: 'published',
    readTime: 3,
  });
  await createArticle(cookie, {
    title: 'Quinn files a verified follow-up',
    author: NEW_REPORTER,
    status: 'verified',
    readTime: 4,
  });
  await createArticle(cookie, {
    title: 'Quinn is still chasing this one',
    author: NEW_REPORTER,
    status: 'developing',
    readTime: 7,
  });
});

async function openPage(path: string, options: { width?: number } = {}) {
  const context = await site.browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  const page = await context.newPage();
  const errors = watchForErrors(page);
  const settled = trackRequests(page);
  const response = await gotoLive(page, `${site.server.url}${path}`);
  return { page, errors, response, settled, close: () => context.close() };
}

/**
 * Chromium fetches the favicon again on every client-side navigation, and a
 * navigation that follows too soon aborts that fetch (a "failed request").
 * The returned function waits until nothing the page asked for is in flight.
 */
function trackRequests(page: Page): () => Promise<void> {
  let inFlight = 0;
  page.on('request', () => {
    inFlight += 1;
  });
  page.on('requestfinished', () => {
    inFlight -= 1;
  });
  page.on('requestfailed', () => {
    inFlight -= 1;
  });
  return async () => {
    await Bun.sleep(50);
    const deadline = Date.now() + 5000;
    while (inFlight > 0 && Date.now() < deadline) await Bun.sleep(20);
  };
}

/** The titles of the article cards in the page's main listing, in order. */
async function cardTitles(page: Page, scope = 'main') {
  return page.locator(`${scope} article h3`).allTextContents();
}

/**
 * Waits until a reading of the page equals what is expected (the page updates
 * after the URL changes), then asserts it, so a failure shows the difference.
 */
async function expectEventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  let actual = await read();
  while (!Bun.deepEquals(actual, expected) && Date.now() < deadline) {
    await Bun.sleep(100);
    actual = await read();
  }
  expect(actual as unknown).toEqual(expected);
}

async function sectionPageTitles(query: string) {
  const { body } = await api<Article[]>(`/api/articles?section=${LISTING_SECTION}&${query}`);
  return body.map((article) => article.title);
}

describe('section page', () => {
  test('filter, sort and page come from the URL and are rendered on the server', async () => {
    const html = await (
      await fetch(`${site.server.url}/section/${LISTING_SECTION}?status=developing&sort=title`)
    ).text();
    const expected = await sectionPageTitles('status=developing&sort=title&limit=9');
    expect(expected.length).toBeGreaterThan(1);
    for (const title of expected) expect(html).toContain(Bun.escapeHTML(title));
    expect(html).toContain(`<link rel="canonical" href="${site.server.url}/section/street-beat"/>`);

    const { page, errors, close } = await openPage(`/section/${LISTING_SECTION}?sort=title&page=2`);
    expect(await cardTitles(page)).toEqual(await sectionPageTitles('sort=title&limit=9&offset=9'));
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    expect(await pagination.locator('[aria-current="page"]').textContent()).toBe('Page 2');
    expect(await page.getByRole('combobox', { name: 'Sort by', exact: true }).inputValue()).toBe(
      'title',
    );
    expect(errors()).toEqual([]);
    await close();
  });

  test('changing the filter or the sort returns to page 1; the pagination pages on', async () => {
    const { page, errors, settled, close } = await openPage(`/section/${LISTING_SECTION}?page=2`);
    const { total } = await api<Article[]>(`/api/articles?section=${LISTING_SECTION}&limit=1`);
    expect(total).toBeGreaterThan(18);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    // Three pages: every page is listed, no ellipsis.
    expect(await pagination.getByRole('link', { name: /^Page \d$/ }).count()).toBe(2);

    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('breaking');
    await page.waitForURL(`**/section/${LISTING_SECTION}?status=breaking`);
    await settled();
    await expectEventually(
      () => cardTitles(page),
      await sectionPageTitles('status=breaking&limit=9'),
    );

    await page.getByRole('combobox', { name: 'Sort by', exact: true }).selectOption('readTime');
    await page.waitForURL(`**/section/${LISTING_SECTION}?status=breaking&sort=readTime`);
    await settled();
    await expectEventually(
      () => cardTitles(page),
      await sectionPageTitles('status=breaking&sort=readTime&limit=9'),
    );

    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('all');
    await page.waitForURL(`**/section/${LISTING_SECTION}?sort=readTime`);
    await settled();
    await pagination.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(`**/section/${LISTING_SECTION}?sort=readTime&page=2`);
    await settled();
    await expectEventually(
      () => cardTitles(page),
      await sectionPageTitles('sort=readTime&limit=9&offset=9'),
    );
    // A filter change from page 2 goes back to page 1.
    await page.getByRole('combobox', { name: 'Sort by', exact: true }).selectOption('oldest');
    await page.waitForURL(`**/section/${LISTING_SECTION}?sort=oldest`);
    await settled();
    expect(errors()).toEqual([]);
    await close();
  });

  test('without JavaScript the controls still apply, starting again at page 1', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/section/${LISTING_SECTION}?page=2`);
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('verified');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(`**/section/${LISTING_SECTION}?status=verified&sort=newest`);
    expect(await cardTitles(page)).toEqual(await sectionPageTitles('status=verified&limit=9'));
    await context.close();
  });

  test('obituaries: memorial cards in two columns, no filters, newest first', async () => {
    const { page, errors, close } = await openPage('/section/obituaries-legacy?sort=title');
    expect(await page.getByRole('combobox', { name: 'Status', exact: true }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Sort by', exact: true }).count()).toBe(0);
    const { body } = await api<Article[]>('/api/articles?section=obituaries-legacy&limit=9');
    expect(await cardTitles(page)).toEqual(body.map((article) => article.title));
    const grid = page.locator('main article').first().locator('xpath=..');
    const columns = await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns);
    expect(columns.split(' ')).toHaveLength(2);
    const cards = page.locator('main article');
    expect(await cards.filter({ hasText: /min read/ }).count()).toBe(0);
    for (const status of ['published', 'verified', 'breaking', 'developing']) {
      expect(await cards.getByText(status, { exact: true }).count()).toBe(0);
    }
    expect(errors()).toEqual([]);
    await close();
  });

  test('an unknown section is a 404 with a way home', async () => {
    const { page, response, settled, close } = await openPage('/section/multiverse-watch');
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Section Not Found');
    await page.getByText("The section you're looking for doesn't exist").waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${site.server.url}/`);
    await settled();
    await close();
  });
});

describe('article page', () => {
  async function cosmicArticle() {
    const { body } = await api<Article[]>('/api/articles?section=cosmic-watch&limit=1');
    return body[0]!;
  }

  test('breadcrumb, share popups of 600x400, and related articles', async () => {
    const article = await cosmicArticle();
    const context = await site.browser.newContext({ viewport: null });
    await context.route(/^https:\/\/(twitter\.com|www\.facebook\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Share</title>' }),
    );
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await gotoLive(page, `${site.server.url}/article/${article.slug}`);

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect((await breadcrumb.locator('li').allTextContents()).join(' ')).toBe(
      `Home / Cosmic Watch / ${article.title}`,
    );

    for (const [name, host] of [
      ['Tweet', 'twitter.com'],
      ['Share on Facebook', 'www.facebook.com'],
    ] as const) {
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('link', { name }).click(),
      ]);
      await popup.waitForLoadState();
      const url = new URL(popup.url());
      expect(url.host).toBe(host);
      expect(popup.url()).toContain(
        encodeURIComponent(`${site.server.url}/article/${article.slug}`),
      );
      const size = await popup.evaluate(() => ({ width: innerWidth, height: innerHeight }));
      expect(size.width).toBe(600);
      expect(Math.abs(size.height - 400)).toBeLessThanOrEqual(2);
      await popup.close();
    }
    // The reader stays on the article.
    expect(page.url()).toBe(`${site.server.url}/article/${article.slug}`);

    const related = await api<Article[]>(`/api/articles/${article.slug}/related`);
    expect(related.body.length).toBeGreaterThan(0);
    expect(related.body.length).toBeLessThanOrEqual(3);
    const section = page.getByRole('region', { name: 'Related Articles' });
    expect(await section.locator('article h3').allTextContents()).toEqual(
      related.body.map((item) => item.title),
    );
    await page.getByRole('link', { name: 'Back to Cosmic Watch' }).click();
    await page.waitForURL('**/section/cosmic-watch');
    expect(errors()).toEqual([]);
    await context.close();
  });

  test('the author box and related stories keep their served markup, open on the client, and are drawn for the next article', async () => {
    const article = await cosmicArticle();
    const related = (await api<Article[]>(`/api/articles/${article.slug}/related`)).body;
    // By another reporter with a profile where there is one, so the next author box says
    // someone else (a reporter without one answers 404, which the browser logs as an error).
    const withProfile = await Promise.all(
      related.map(
        async (item) =>
          (await fetch(`${site.server.url}/api/author-profiles/${encodeURIComponent(item.author)}`))
            .ok,
      ),
    );
    const next =
      related.find((item, index) => item.author !== article.author && withProfile[index]) ??
      related.find((_, index) => withProfile[index])!;
    const nextRelated = (await api<Article[]>(`/api/articles/${next.slug}/related`)).body;
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const errors = watchForErrors(page);
    const servedChunks = [
      chunkOf('components/articles/related-articles'),
      chunkOf('components/articles/author-box'),
    ];
    const servedCodeLoaded = () =>
      page.evaluate(
        (chunks) =>
          chunks.map((chunk) =>
            performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(chunk)),
          ),
        servedChunks,
      );
    // Read at once, not waited for: whether the box is there now.
    const authorBoxName = () =>
      page.evaluate(() => document.getElementById('author-box-name')?.textContent ?? null);
    await gotoLive(page, `${site.server.url}/article/${article.slug}`);
    const section = page.getByRole('region', { name: 'Related Articles' });
    expect(await section.locator('article h3').allTextContents()).toEqual(
      related.map((item) => item.title),
    );
    expect(await authorBoxName()).toBe(article.author);
    expect(await servedCodeLoaded()).toEqual([false, false]);

    // A card's link opens the next article on the client: the page is the same document.
    // The author box's code comes slowly: the article waits for it rather than showing without it.
    await page.route(`**${servedChunks[1]}`, async (route) => {
      await Bun.sleep(1_000);
      await route.continue();
    });
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    await section.getByRole('link', { name: next.title }).click();
    await page.waitForURL(`**/article/${next.slug}`);
    await page.locator('h1', { hasText: next.title }).waitFor();
    expect(await authorBoxName()).toBe(next.author);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await expectEventually(
      () => section.locator('article h3').allTextContents(),
      nextRelated.map((item) => item.title),
    );
    await expectEventually(authorBoxName, next.author);
    expect(await servedCodeLoaded()).toEqual([true, true]);

    await page.goBack();
    await page.locator('h1', { hasText: article.title }).waitFor();
    expect(await section.locator('article h3').allTextContents()).toEqual(
      related.map((item) => item.title),
    );
    expect(await authorBoxName()).toBe(article.author);
    expect(errors()).toEqual([]);
    await context.close();
  });

  test('copy link puts the address on the clipboard and says so, with or without the Clipboard API', async () => {
    const article = await cosmicArticle();
    const context = await site.browser.newContext({
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    const address = `${site.server.url}/article/${article.slug}`;
    await gotoLive(page, address);
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await page.getByText('Link Copied').first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

    // The Clipboard API refuses: the hidden text area copies instead.
    await page.evaluate(async () => {
      await navigator.clipboard.writeText('something else');
      navigator.clipboard.writeText = () => Promise.reject(new Error('Not allowed'));
    });
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await page.getByText('Link Copied').first().waitFor();
    await page.waitForFunction(
      (expected) => navigator.clipboard.readText().then((text) => text === expected),
      address,
    );
    expect(await page.locator('textarea').count()).toBe(0);
    expect(errors()).toEqual([]);
    await context.close();
  });

  test('the author box shows the profile and links to the author page', async () => {
    const article = await cosmicArticle();
    const { page, errors, settled, close } = await openPage(`/article/${article.slug}`);
    const box = page.getByRole('complementary', { name: article.author });
    const profile = await api<{ title: string; bio: string }>(
      `/api/author-profiles/${encodeURIComponent(article.author)}`,
    );
    await box.getByText(profile.body.title).waitFor();
    await box.getByText(profile.body.bio).waitFor();
    await box.getByRole('link', { name: `More from ${article.author}` }).click();
    await page.waitForURL(`**/author/${encodeURIComponent(article.author)}`);
    await settled();
    expect(errors()).toEqual([]);
    await close();
  });

  test('a missing article is a 404 offering home and search', async () => {
    const { page, response, settled, close } = await openPage('/article/no-such-story');
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Article Not Found');
    await page.getByRole('link', { name: 'Back to Home' }).waitFor();
    await page.getByRole('link', { name: 'Search Articles', exact: true }).click();
    await page.waitForURL('**/search');
    await settled();
    await close();
  });
});

describe('search page', () => {
  async function rankedTitles(q: string, sort: 'newest' | 'relevance' | 'title') {
    const { body, total } = await api<Article[]>('/api/articles?limit=100');
    expect(total).toBeLessThanOrEqual(100);
    return rankSearchResults(body, { q, section: '', status: '', sort }).map(
      (hit) => hit.article.title,
    );
  }

  test('results are ranked by the shared scoring, highlighted, and rendered on the server', async () => {
    const html = await (await fetch(`${site.server.url}/search?q=portal`)).text();
    expect(html).toContain('<mark');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(`<link rel="canonical" href="${site.server.url}/search"/>`);

    const { page, errors, settled, close } = await openPage(
      '/search?q=portal%20rift&sort=relevance',
    );
    const expected = await rankedTitles('portal rift', 'relevance');
    expect(expected.length).toBeGreaterThan(3);
    const titles = await page.locator('main ol > li article h2').allTextContents();
    expect(titles).toEqual(expected);
    const marks = await page.locator('main mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(['portal', 'rift']).toContain(mark.toLowerCase());

    // The other sorts order the same matches.
    await page.getByRole('combobox', { name: 'Sort by', exact: true }).selectOption('title');
    await page.waitForURL('**/search?q=portal+rift&sort=title');
    await settled();
    await expectEventually(
      () => page.locator('main ol > li article h2').allTextContents(),
      await rankedTitles('portal rift', 'title'),
    );
    expect(errors()).toEqual([]);
    await close();
  });

  test('section and status filter independently; Clear Search resets everything', async () => {
    const { page, errors, settled, close } = await openPage('/search?q=rift');
    await page.getByRole('combobox', { name: 'Section', exact: true }).selectOption('cosmic-watch');
    await page.waitForURL('**/search?q=rift&section=cosmic-watch');
    await settled();
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('breaking');
    await page.waitForURL('**/search?q=rift&section=cosmic-watch&status=breaking');
    await settled();
    await page.getByRole('combobox', { name: 'Sort by', exact: true }).selectOption('relevance');
    await page.waitForURL('**/search?q=rift&section=cosmic-watch&status=breaking&sort=relevance');
    await settled();
    const { body } = await api<Article[]>('/api/articles?limit=100');
    const expected = rankSearchResults(body, {
      q: 'rift',
      section: 'cosmic-watch',
      status: 'breaking',
      sort: 'relevance',
    }).map((hit) => hit.article.title);
    expect(expected.length).toBeGreaterThan(0);
    await expectEventually(
      () => page.locator('main ol > li article h2').allTextContents(),
      expected,
    );

    await page.getByRole('link', { name: 'Clear Search' }).click();
    await page.waitForURL(`${site.server.url}/search`);
    await settled();
    await expectEventually(
      () =>
        Promise.all([
          page.getByRole('searchbox', { name: 'Search articles' }).inputValue(),
          page.getByRole('combobox', { name: 'Section', exact: true }).inputValue(),
          page.getByRole('combobox', { name: 'Status', exact: true }).inputValue(),
          page.getByRole('combobox', { name: 'Sort by', exact: true }).inputValue(),
        ]),
      ['', '', '', 'newest'],
    );
    expect(await page.locator('main ol > li').count()).toBe(0);
    expect(errors()).toEqual([]);
    await close();
  });

  test('recent searches are kept across a reload and can be searched again', async () => {
    const { page, errors, settled, close } = await openPage('/search');
    for (const query of ['multiverse', 'avengers', 'multiverse']) {
      await page.getByRole('searchbox', { name: 'Search articles' }).fill(query);
      await page.getByRole('searchbox', { name: 'Search articles' }).press('Enter');
      await page.waitForURL(`**/search?q=${query}`);
      await settled();
    }
    await reloadLive(page);
    const recent = page.getByRole('navigation', { name: 'Recent searches' });
    await expectEventually(
      () => recent.getByRole('link').allTextContents(),
      ['avengers', 'multiverse'],
    );
    expect(
      await page.evaluate(() =>
        JSON.parse(localStorage.getItem('gazette_recent_searches') ?? '[]'),
      ),
    ).toEqual(['avengers', 'multiverse']);
    await recent.getByRole('link', { name: 'avengers' }).click();
    await page.waitForURL('**/search?q=avengers');
    await settled();
    await expectEventually(
      () => page.getByRole('searchbox', { name: 'Search articles' }).inputValue(),
      'avengers',
    );
    expect(errors()).toEqual([]);
    await close();
  });

  test('no results offers the suggestions as searches', async () => {
    const { page, errors, settled, close } = await openPage('/search?q=zzyzx');
    await page.getByRole('heading', { name: 'No results found across any reality' }).waitFor();
    const suggestions = page.getByRole('navigation', { name: 'Suggestions' });
    expect(await suggestions.getByRole('link').allTextContents()).toEqual([
      'spider-man',
      'multiverse',
      'avengers',
      'cosmic',
    ]);
    await suggestions.getByRole('link', { name: 'cosmic' }).click();
    await page.waitForURL('**/search?q=cosmic');
    await settled();
    await expectEventually(
      () => page.locator('main ol > li article h2').allTextContents(),
      await rankedTitles('cosmic', 'newest'),
    );
    expect(errors()).toEqual([]);
    await close();
  });
});

describe('reporters', () => {
  test('the newsroom lists every reporter with totals and badges', async () => {
    const { body: authors } = await api<AuthorSummary[]>('/api/authors');
    const { page, errors, close } = await openPage('/authors');
    const total = authors.reduce((sum, author) => sum + author.articleCount, 0);
    const totals = page.locator('main dl');
    expect(await totals.locator('dd').allTextContents()).toEqual([
      String(authors.length),
      String(total),
      String(Math.round(total / authors.length)),
    ]);
    expect(authors.some((author) => author.articleCount >= 10)).toBe(true);
    expect(authors.some((author) => author.articleCount < 5)).toBe(true);
    for (const author of authors) {
      const card = page.locator('main li article').filter({
        has: page.getByRole('heading', { name: author.name, exact: true }),
      });
      await card.getByText(`${author.articleCount} article`).waitFor();
      expect(
        await card.getByRole('list', { name: 'Badges' }).getByRole('listitem').allTextContents(),
      ).toEqual(reporterBadges(author.articleCount));
    }
    expect(errors()).toEqual([]);
    await close();
  });

  test('the newsroom says when it failed to load and when it is empty', async () => {
    for (const [answer, message] of [
      [{ status: 500, body: 'Database unavailable' }, 'Failed to load authors'],
      [{ status: 200, contentType: 'application/json', body: '[]' }, 'No authors found'],
    ] as const) {
      const context = await site.browser.newContext();
      const page = await context.newPage();
      const errors = watchForErrors(page);
      await gotoLive(page, `${site.server.url}/sections`);
      // Only the browser's own fetch on client navigation meets the doctored answer.
      await page.route('**/api/authors', (route) => route.fulfill(answer));
      await page.getByRole('contentinfo').getByRole('link', { name: 'Our Reporters' }).click();
      await page.waitForURL('**/authors');
      await page.getByText(message, { exact: true }).waitFor();
      // The browser logs the 500 itself; nothing else may complain.
      const expected = answer.status === 500 ? [expect.stringContaining('500')] : [];
      expect(errors()).toEqual(expected);
      await context.close();
    }
  });

  test('an author page counts only verified, breaking and published work but lists all of it', async () => {
    const { page, errors, close } = await openPage(`/author/${encodeURIComponent(NEW_REPORTER)}`);
    expect(await page.locator('h1').textContent()).toBe(NEW_REPORTER);
    // No profile: the defaults.
    await page.getByText('Staff Reporter').waitFor();
    const stats = page.locator('main header dl dd');
    expect(await stats.allTextContents()).toEqual(['2', String(3 + 4)]);
    // Newest first; the developing story is listed though not counted.
    expect(await cardTitles(page)).toEqual([
      'Quinn is still chasing this one',
      'Quinn files a verified follow-up',
      'Quinn files a first dispatch',
    ]);
    expect(errors()).toEqual([]);
    await close();
  });

  test('a profiled author shows the profile, its links and the counted totals', async () => {
    const name = 'Priya Castellanos';
    const counted = await api<Article[]>(
      `/api/articles?author=${encodeURIComponent(name)}&status=verified,breaking,published&limit=100`,
    );
    const all = await api<Article[]>(`/api/articles?author=${encodeURIComponent(name)}&limit=100`);
    const { page, errors, settled, close } = await openPage(`/author/${encodeURIComponent(name)}`);
    const profile = (
      await api<{ title: string; socialTwitter: string; expertise: string[] }>(
        `/api/author-profiles/${encodeURIComponent(name)}`,
      )
    ).body;
    await page.getByText(profile.title).first().waitFor();
    for (const area of profile.expertise) await page.getByText(area, { exact: true }).waitFor();
    const twitter = page.getByRole('link', { name: 'Twitter' });
    expect(await twitter.getAttribute('rel')).toContain('noopener');
    expect(await twitter.getAttribute('target')).toBe('_blank');
    expect(await page.getByRole('link', { name: 'LinkedIn' }).getAttribute('rel')).toContain(
      'noopener',
    );
    const minutes = counted.body.reduce((sum, article) => sum + article.readTime, 0);
    expect(await page.locator('main header dl dd').allTextContents()).toEqual([
      String(counted.total),
      String(minutes),
    ]);
    // Every public article, 24 a page.
    expect(all.total).toBeGreaterThan(24);
    expect((await cardTitles(page)).length).toBe(24);
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Next' })
      .click();
    await page.waitForURL(`**/author/${encodeURIComponent(name)}?page=2`);
    await settled();
    await expectEventually(
      () => cardTitles(page),
      all.body.slice(24).map((article) => article.title),
    );
    expect(errors()).toEqual([]);
    await close();
  });

  test('an author with nothing public says so, as a 404', async () => {
    const { page, response, errors, close } = await openPage('/author/Nobody%20Here');
    expect(response?.status()).toBe(404);
    await page.getByText('No published articles yet').waitFor();
    expect(await page.locator('main header dl dd').allTextContents()).toEqual(['0', '0']);
    // The browser reports the document's own 404 status; nothing else may fail.
    expect(errors().filter((error) => !error.endsWith('/author/Nobody%20Here)'))).toEqual([]);
    await close();
  });
});

describe('without JavaScript', () => {
  test('search, the newsroom and an author page are complete from the server', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/search`);
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('portal');
    await page.getByRole('combobox', { name: 'Sort by', exact: true }).selectOption('relevance');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/search?q=portal&section=&status=&sort=relevance');
    expect(await page.locator('main ol > li article h2').allTextContents()).toEqual(
      await (async () => {
        const { body } = await api<Article[]>('/api/articles?limit=100');
        return rankSearchResults(body, {
          q: 'portal',
          section: '',
          status: '',
          sort: 'relevance',
        }).map((hit) => hit.article.title);
      })(),
    );
    expect(await page.locator('main mark').count()).toBeGreaterThan(0);

    await page.goto(`${site.server.url}/authors`);
    const { body: authors } = await api<AuthorSummary[]>('/api/authors');
    expect(await page.locator('main li article h2').allTextContents()).toEqual(
      authors.map((author) => author.name),
    );

    await page.goto(`${site.server.url}/author/${encodeURIComponent(NEW_REPORTER)}`);
    expect(await cardTitles(page)).toHaveLength(3);
    await context.close();
  });
});

describe('small screens and themes', () => {
  test('every reader page fits 390 px in both themes without errors', async () => {
    const { body } = await api<Article[]>('/api/articles?limit=1');
    const notFound = '/no-such-page-in-any-reality';
    const paths = [
      '/',
      '/sections',
      '/section/cosmic-watch',
      `/section/${LISTING_SECTION}?page=2`,
      '/section/obituaries-legacy',
      `/article/${body[0]!.slug}`,
      '/search?q=portal',
      '/search?q=zzzzqqq',
      '/authors',
      '/author/Priya%20Castellanos',
      '/about',
      '/editorial-standards',
      '/corrections',
      '/privacy-policy',
      '/terms-of-service',
      notFound,
    ];
    const failures: string[] = [];
    for (const theme of ['dark', 'light']) {
      const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const page = await context.newPage();
      const errors = watchForErrors(page);
      for (const path of paths) {
        const logged = errors().length;
        await gotoLive(page, `${site.server.url}${path}`);
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          theme === 'dark',
        );
        const { overflow, culprits } = await sidewaysOverflow(page);
        if (overflow > 0) {
          failures.push(`${path} (${theme}): ${overflow} px too wide; ${culprits.join(', ')}`);
        }
        // The not-found page's own document is a 404, which Chromium logs.
        const relevant = errors()
          .slice(logged)
          .filter((error) => !(path === notFound && error.includes('404 (Not Found)')));
        failures.push(...relevant.map((error) => `${path} (${theme}): ${error}`));
      }
      await context.close();
    }
    expect(failures).toEqual([]);
  });
});

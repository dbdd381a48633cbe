import { describe, expect, test } from 'bun:test';
import { gotoLive, watchForErrors } from '@tests/support/browser';
import { chunkOf } from '@tests/support/held-chunk';
import { siteAndBrowserForFile } from '@tests/support/site-and-browser';
import type { Page } from 'playwright-core';
import type { Article } from '~/shared/schemas/article';

const site = siteAndBrowserForFile();

async function cosmicArticle(): Promise<Article> {
  const response = await fetch(`${site.server.url}/api/articles?section=cosmic-watch&limit=1`);
  const [article] = (await response.json()) as Article[];
  return article!;
}

/** What the document's head says about the page, as the browser has it now. */
function headOf(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute(name));
    return {
      canonical: attr('link[rel="canonical"]', 'href'),
      feeds: attr('link[rel="alternate"]', 'href'),
      ogType: attr('meta[property="og:type"]', 'content'),
      tags: attr('meta[property="article:tag"]', 'content'),
      structured: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => {
          const data = JSON.parse(script.textContent ?? '') as { '@graph': { '@type': string }[] };
          return data['@graph'].map((node) => node['@type']);
        },
      ),
    };
  });
}

/** The head's title, meta and link tags and the page's structured data, as markup. */
function headTagsOf(page: Page) {
  return page.evaluate(() =>
    [
      ...document.head.querySelectorAll(
        'title, meta, link[rel="canonical"], link[rel="alternate"]',
      ),
      ...document.querySelectorAll('script[type="application/ld+json"]'),
    ].map((element) => element.outerHTML),
  );
}

/** The same, of the page as the server sends it. */
function servedHeadTagsOf(page: Page, url: string) {
  return page.evaluate(async (address) => {
    const html = await (await fetch(address)).text();
    const served = new DOMParser().parseFromString(html, 'text/html');
    return [
      ...served.head.querySelectorAll('title, meta, link[rel="canonical"], link[rel="alternate"]'),
      ...served.querySelectorAll('script[type="application/ld+json"]'),
    ].map((element) => element.outerHTML);
  }, url);
}

describe('discoverability in the browser', () => {
  test('a hydrated page keeps the head it was served with, without the code that draws it, and gets it back', async () => {
    const article = await cosmicArticle();
    const url = `${site.server.url}/article/${article.slug}`;
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const errors = watchForErrors(page);
    const tagsChunk = chunkOf('components/page-meta-tags');
    const tagsCodeLoaded = () =>
      page.evaluate(
        (chunk) =>
          performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(chunk)),
        tagsChunk,
      );
    await gotoLive(page, url);
    const served = await servedHeadTagsOf(page, url);
    expect(served.filter((tag) => tag.startsWith('<title>'))).toEqual([
      `<title>${Bun.escapeHTML(article.title)} - The Multiverse Gazette</title>`,
    ]);
    expect(await headTagsOf(page)).toEqual(served);
    expect(await tagsCodeLoaded()).toBe(false);

    await page.getByRole('link', { name: 'Cosmic Watch' }).first().click();
    await page.waitForURL('**/section/cosmic-watch');
    await page.locator('h1', { hasText: 'Cosmic Watch' }).waitFor();
    expect(await page.title()).toBe('Cosmic Watch - The Multiverse Gazette');
    expect(await tagsCodeLoaded()).toBe(true);
    // The article's own tags left with it: one title, one canonical link, one structured data.
    const sectionTags = await headTagsOf(page);
    expect(sectionTags.filter((tag) => /^<title>|rel="canonical"|ld\+json/.test(tag))).toEqual([
      '<title>Cosmic Watch - The Multiverse Gazette</title>',
      `<link rel="canonical" href="${site.server.url}/section/cosmic-watch">`,
      expect.stringContaining('"CollectionPage"'),
    ]);

    await page.goBack();
    await page.waitForURL(`**/article/${article.slug}`);
    await page.locator('h1', { hasText: article.title }).waitFor();
    expect((await headTagsOf(page)).toSorted()).toEqual(served.toSorted());
    expect(errors()).toEqual([]);
    await context.close();
  });

  test('client navigation swaps the canonical link, feeds, social tags and structured data', async () => {
    const article = await cosmicArticle();
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await gotoLive(page, `${site.server.url}/section/cosmic-watch?sort=oldest`);
    expect(await headOf(page)).toEqual({
      canonical: [`${site.server.url}/section/cosmic-watch`],
      feeds: [
        '/rss.xml',
        '/atom.xml',
        '/section/cosmic-watch/rss.xml',
        '/section/cosmic-watch/atom.xml',
      ],
      ogType: ['website'],
      tags: [],
      structured: [['CollectionPage', 'BreadcrumbList']],
    });

    await page.getByRole('link', { name: article.title }).first().click();
    await page.waitForURL(`**/article/${article.slug}`);
    await page.locator('h1', { hasText: article.title }).waitFor();
    expect(await headOf(page)).toEqual({
      canonical: [`${site.server.url}/article/${article.slug}`],
      feeds: ['/rss.xml', '/atom.xml'],
      ogType: ['article'],
      tags: article.tags,
      structured: [['NewsArticle', 'BreadcrumbList']],
    });
    expect(errors()).toEqual([]);
    await context.close();
  });

  test('a search result links the article’s slug URL, its canonical one', async () => {
    const article = await cosmicArticle();
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await gotoLive(page, `${site.server.url}/search?q=${encodeURIComponent(article.title)}`);
    // The query also shows as a recent search: the result is the link to the article.
    await page.locator(`main a[href="/article/${article.slug}"]`).click();
    await page.waitForURL(`**/article/${article.slug}`);
    await page.locator('h1', { hasText: article.title }).waitFor();
    expect((await headOf(page)).canonical).toEqual([`${site.server.url}/article/${article.slug}`]);
    expect(errors()).toEqual([]);
    await context.close();
  });

  test('without JavaScript, a search result opens the article with no redirect', async () => {
    const article = await cosmicArticle();
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/search?q=${encodeURIComponent(article.title)}`);
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (response.request().isNavigationRequest()) statuses.push(response.status());
    });
    await page.locator(`main a[href="/article/${article.slug}"]`).click();
    await page.waitForURL(`**/article/${article.slug}`);
    expect(await page.locator('h1').textContent()).toBe(article.title);
    expect(statuses).toEqual([200]);
    await context.close();
  });
});

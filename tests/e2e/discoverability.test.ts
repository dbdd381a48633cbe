import { describe, expect, test } from 'bun:test';
import { gotoLive, watchForErrors } from '@tests/support/browser';
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

describe('discoverability in the browser', () => {
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

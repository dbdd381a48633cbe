import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { type RunningServer, startServer } from '@tests/support/server-process';

/**
 * Crawls the demo site as a search engine would: every public page, every
 * address it links or loads (a, link, img, script), each fetched once without
 * following redirects. None may answer a redirect (a link should name the
 * canonical URL) or an error.
 */
const MAX_URLS = 1_500;
const PARALLEL = 4;

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

/** Every href and src in a page, resolved against it, with the fragment dropped. */
function addressesIn(html: string, pageUrl: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
    const value = match[1]!.replaceAll('&amp;', '&');
    try {
      const url = new URL(value, pageUrl);
      url.hash = '';
      found.push(url.href);
    } catch {
      found.push(value);
    }
  }
  return found;
}

/** Pages a crawler reads for more links: the reader site, not the back office or the API. */
function isReaderPage(url: URL): boolean {
  return !/^\/(admin|api)(\/|$)/.test(url.pathname);
}

async function sitemapUrls(origin: string): Promise<string[]> {
  const urls: string[] = [];
  const index = await (await fetch(`${origin}/sitemap.xml`)).text();
  for (const [, sitemap] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const set = await (await fetch(sitemap!.replaceAll('&amp;', '&'))).text();
    for (const [, loc] of set.matchAll(/<url><loc>([^<]+)<\/loc>/g)) {
      urls.push(loc!.replaceAll('&amp;', '&'));
    }
  }
  return urls;
}

describe('internal links', () => {
  test('no link on any public page answers a redirect or an error', async () => {
    const origin = server.url;
    const linkedFrom = new Map<string, string>();
    const queue: string[] = [];
    const enqueue = (url: string, from: string) => {
      if (linkedFrom.has(url) || linkedFrom.size >= MAX_URLS) return;
      linkedFrom.set(url, from);
      queue.push(url);
    };
    enqueue(`${origin}/`, 'the start');
    for (const url of await sitemapUrls(origin)) enqueue(url, 'the sitemap');

    const problems: string[] = [];
    let pages = 0;
    let links = 0;
    const visit = async (address: string) => {
      const response = await fetch(address, { redirect: 'manual' });
      if (response.status >= 300) {
        const where = response.headers.get('location');
        problems.push(
          `${address} answered ${response.status}${where ? ` (to ${where})` : ''}, linked from ${linkedFrom.get(address)}`,
        );
        await response.body?.cancel();
        return;
      }
      const url = new URL(address);
      if (!response.headers.get('content-type')?.startsWith('text/html') || !isReaderPage(url)) {
        await response.body?.cancel();
        return;
      }
      pages += 1;
      for (const found of addressesIn(await response.text(), address)) {
        if (!found.startsWith(`${origin}/`)) continue;
        links += 1;
        enqueue(found, address);
      }
    };
    const worker = async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) await visit(next);
    };
    // Workers drain the queue as pages add to it; they stop once it stays empty.
    while (queue.length > 0) await Promise.all(Array.from({ length: PARALLEL }, worker));

    console.log(
      `Crawled ${pages} pages: ${links} internal links and loads to ${linkedFrom.size} distinct addresses.`,
    );
    expect(problems).toEqual([]);
    expect(linkedFrom.size).toBeLessThan(MAX_URLS);
    // The demo newsroom: its articles, sections, reporters and the site's own pages at least.
    expect(pages).toBeGreaterThan(90);
  }, 300_000);
});

import { afterAll, beforeAll, describe, expect, spyOn, test } from 'bun:test';
import zlib from 'node:zlib';
import { adminRequest, createAdmin, signIn } from '@tests/support/admin-session';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';

let t: TestApp;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  const now = Date.now();
  const create = async (overrides: Parameters<typeof buildArticle>[0], hoursAgo: number) => {
    const dated = new Date(now - hoursAgo * HOUR);
    return await createArticle(
      t.services,
      buildArticle({ date: dated.toISOString(), ...overrides }),
      {
        now: dated,
      },
    );
  };
  await create(
    {
      slug: 'just-published',
      title: 'Rift </script> & "quotes" over Harbor',
      section: 'cosmic-watch',
      author: 'Helena Voss',
      tags: ['rift', 'harbor'],
      image: '/images/sections/cosmic-watch-1.svg',
      content:
        'A rift opened over the harbor this morning, officials said.\n\nWhat happens next\n\nCrews are on site ]]> now.',
    },
    1,
  );
  await create(
    {
      slug: 'two-days-old',
      title: 'Old news',
      section: 'cosmic-watch',
      author: 'Priya Castellanos',
    },
    50,
  );
  await create(
    { slug: 'hidden-draft', title: 'Secret draft', section: 'cosmic-watch', status: 'draft' },
    2,
  );
});

afterAll(() => t.close());

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });

async function xml(path: string) {
  const response = await t.request(path);
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(XMLValidator.validate(text)).toBe(true);
  return { response, text, doc: parser.parse(text) };
}

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

describe('RSS 2.0', () => {
  test('the site feed has the channel elements and full items, drafts absent', async () => {
    const { response, text, doc } = await xml('/rss.xml');
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const channel = doc.rss.channel;
    expect(doc.rss['@version']).toBe('2.0');
    expect(channel.title).toBe('The Multiverse Gazette');
    expect(channel.link).toBe(`${t.siteUrl}/`);
    expect(channel.description).toBeTruthy();
    expect(channel.lastBuildDate).toBeTruthy();
    const items = list(channel.item);
    expect(items.map((item: { guid: { '#text': string } }) => item.guid['#text'])).toEqual([
      `${t.siteUrl}/article/just-published`,
      `${t.siteUrl}/article/two-days-old`,
    ]);
    const first = items[0];
    expect(first.title).toBe('Rift </script> & "quotes" over Harbor');
    expect(first['dc:creator']).toBe('Helena Voss');
    expect(first.category).toEqual(['rift', 'harbor']);
    expect(first['content:encoded']).toContain('<h2>What happens next</h2>');
    expect(first['content:encoded']).toContain('<p>Crews are on site ]]&gt; now.</p>');
    expect(first['media:content']['@url']).toBe(`${t.siteUrl}/images/sections/cosmic-watch-1.svg`);
    expect(first.enclosure['@type']).toBe('image/svg+xml');
    expect(new Date(first.pubDate).getTime()).toBeGreaterThan(Date.now() - 2 * HOUR);
    expect(text).not.toContain('Secret draft');
  });

  test('section and author feeds hold only their articles', async () => {
    const section = await xml('/section/cosmic-watch/rss.xml');
    expect(list(section.doc.rss.channel.item)).toHaveLength(2);
    const author = await xml('/author/Helena%20Voss/rss.xml');
    expect(list(author.doc.rss.channel.item).map((item: { title: string }) => item.title)).toEqual([
      'Rift </script> & "quotes" over Harbor',
    ]);
    expect((await t.request('/section/multiverse-watch/rss.xml')).status).toBe(404);
  });

  test('a feed for a name no reporter writes under, or that does not decode, is a 404', async () => {
    for (const path of [
      '/author/Nobody%20Writes%20Here/rss.xml',
      '/author/Nobody%20Writes%20Here/atom.xml',
      '/author/%/rss.xml',
      '/author/%20/atom.xml',
      `/author/${'x'.repeat(101)}/rss.xml`,
    ]) {
      const response = await t.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toContain('application/json');
    }
  });
});

describe('Atom 1.0', () => {
  test('the feed has id, title, updated, self link and complete entries', async () => {
    const { response, doc } = await xml('/atom.xml');
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const feed = doc.feed;
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe(`${t.siteUrl}/atom.xml`);
    expect(feed.title).toBe('The Multiverse Gazette');
    expect(feed.updated).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const entries = list(feed.entry);
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry.id).toStartWith(`${t.siteUrl}/article/`);
      expect(entry.title).toBeTruthy();
      expect(entry.updated).toBeTruthy();
      expect(entry.author.name).toBeTruthy();
      expect(entry.content['@type']).toBe('html');
    }
    const section = await xml('/section/cosmic-watch/atom.xml');
    expect(list(section.doc.feed.entry)).toHaveLength(2);
  });
});

describe('sitemaps', () => {
  test('the index names every sitemap, the news sitemap included, with absolute URLs', async () => {
    const { doc } = await xml('/sitemap.xml');
    const locs = list(doc.sitemapindex.sitemap).map((entry: { loc: string }) => entry.loc);
    expect(locs).toEqual([
      `${t.siteUrl}/sitemap-articles.xml`,
      `${t.siteUrl}/sitemap-sections.xml`,
      `${t.siteUrl}/sitemap-authors.xml`,
      `${t.siteUrl}/sitemap-pages.xml`,
      `${t.siteUrl}/news-sitemap.xml`,
    ]);
  });

  test('articles carry lastmod and their hero image; drafts are absent', async () => {
    const { doc, text } = await xml('/sitemap-articles.xml');
    const urls = list(doc.urlset.url);
    expect(urls).toHaveLength(2);
    const first = urls.find((url: { loc: string }) => url.loc.endsWith('/just-published'));
    expect(first.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(first['image:image']['image:loc']).toBe(
      `${t.siteUrl}/images/sections/cosmic-watch-1.svg`,
    );
    expect(text).not.toContain('hidden-draft');
    expect((await t.request('/sitemap-articles.xml?page=2')).status).toBe(404);
  });

  test('sections, authors and pages', async () => {
    expect(list((await xml('/sitemap-sections.xml')).doc.urlset.url)).toHaveLength(10);
    const authors = list((await xml('/sitemap-authors.xml')).doc.urlset.url).map(
      (url: { loc: string }) => url.loc,
    );
    expect(authors.sort()).toEqual([
      `${t.siteUrl}/author/Helena%20Voss`,
      `${t.siteUrl}/author/Priya%20Castellanos`,
    ]);
    const pages = list((await xml('/sitemap-pages.xml')).doc.urlset.url).map(
      (url: { loc: string }) => url.loc,
    );
    expect(pages).toContain(`${t.siteUrl}/terms-of-service`);
  });

  test('the news sitemap lists only articles published in the last 48 hours', async () => {
    const { doc } = await xml('/news-sitemap.xml');
    expect(doc.urlset['@xmlns:news']).toBe('http://www.google.com/schemas/sitemap-news/0.9');
    const urls = list(doc.urlset.url);
    expect(urls.map((url: { loc: string }) => url.loc)).toEqual([
      `${t.siteUrl}/article/just-published`,
    ]);
    const news = urls[0]['news:news'];
    expect(news['news:publication']).toEqual({
      'news:name': 'The Multiverse Gazette',
      'news:language': 'en',
    });
    expect(news['news:publication_date']).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(news['news:title']).toBe('Rift </script> & "quotes" over Harbor');
  });
});

describe('robots.txt', () => {
  test('allows the reader site, keeps crawlers out of the admin and names both sitemaps', async () => {
    const response = await t.request('/robots.txt');
    expect(response.headers.get('content-type')).toStartWith('text/plain');
    expect(await response.text()).toBe(
      `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/admin\n\nSitemap: ${t.siteUrl}/sitemap.xml\nSitemap: ${t.siteUrl}/news-sitemap.xml\n`,
    );
  });
});

describe('conditional requests', () => {
  test.each([
    '/rss.xml',
    '/atom.xml',
    '/sitemap.xml',
    '/sitemap-articles.xml',
    '/news-sitemap.xml',
  ])('%s answers 304 to a matching ETag or Last-Modified', async (path) => {
    const first = await t.request(path);
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    expect(etag).toMatch(/^".+"$/);
    expect(lastModified).toMatch(/GMT$/);
    const byTag = await t.request(path, { headers: { 'If-None-Match': etag } });
    expect(byTag.status).toBe(304);
    expect(await byTag.text()).toBe('');
    const byDate = await t.request(path, { headers: { 'If-Modified-Since': lastModified } });
    expect(byDate.status).toBe(304);
    const stale = await t.request(path, { headers: { 'If-None-Match': '"stale"' } });
    expect(stale.status).toBe(200);
  });
});

describe('built once per change', () => {
  let editorCookie: string | null = null;
  /** An editor's save through the admin API, which clears what was built. */
  async function saveThroughTheSite(slug: string, title: string) {
    if (!editorCookie) {
      await createAdmin(t, 'discovery-editor');
      editorCookie = await signIn(t, 'discovery-editor');
    }
    const saved = await adminRequest(t, 'POST', '/api/admin/articles', {
      cookie: editorCookie,
      body: buildArticle({ slug, title }),
    });
    expect(saved.status).toBe(201);
  }

  test('a feed is kept until an editor saves something, then shows the change at once', async () => {
    const before = await (await t.request('/rss.xml')).text();
    // A write that bypasses the admin API does not clear the kept feed…
    await createArticle(t.services, buildArticle({ slug: 'quiet-insert', title: 'Quiet insert' }));
    expect(await (await t.request('/rss.xml')).text()).toBe(before);
    // …a save through the admin API does.
    await saveThroughTheSite('saved-by-editor', 'Saved by an editor');
    const after = await (await t.request('/rss.xml')).text();
    expect(after).toContain('Saved by an editor');
    expect(after).toContain('Quiet insert');
  });

  test('asked for with gzip, a document is compressed once per build, off the serving thread, and decodes to the document', async () => {
    const gzip = spyOn(zlib, 'gzip');
    const gzipHere = spyOn(Bun, 'gzipSync');
    try {
      const plainAnswer = await t.request('/sitemap-articles.xml');
      // The plain answer says it varies too, so a shared cache keeps the two apart.
      expect(plainAnswer.headers.get('vary')).toBe('Accept-Encoding');
      expect(plainAnswer.headers.get('content-encoding')).toBeNull();
      const plain = await plainAnswer.text();
      const answers = [];
      for (let i = 0; i < 3; i++) {
        const answer = await t.request('/sitemap-articles.xml', {
          headers: { 'Accept-Encoding': 'gzip, deflate, br' },
        });
        expect(answer.headers.get('content-encoding')).toBe('gzip');
        expect(answer.headers.get('vary')).toBe('Accept-Encoding');
        answers.push(new Uint8Array(await answer.arrayBuffer()));
      }
      expect(new TextDecoder().decode(Bun.gunzipSync(answers[0]!))).toBe(plain);
      expect(answers[1]).toEqual(answers[0]!);
      expect(answers[2]).toEqual(answers[0]!);
      expect(gzip).toHaveBeenCalledTimes(1);
      expect(gzipHere).not.toHaveBeenCalled();
    } finally {
      gzip.mockRestore();
      gzipHere.mockRestore();
    }
  });

  test('the time of the last change is read once for every sitemap built until the next save', async () => {
    const reads = spyOn(t.services.discovery, 'lastPublicChange');
    try {
      await saveThroughTheSite('lastmod-first', 'A first story');
      const documents = ['/sitemap.xml', '/sitemap-articles.xml', '/sitemap-sections.xml'];
      const first = await Promise.all(documents.map((path) => t.request(path)));
      expect(reads).toHaveBeenCalledTimes(1);
      const lastModified = first[0]!.headers.get('last-modified');
      for (const answer of first) expect(answer.headers.get('last-modified')).toBe(lastModified);
      await saveThroughTheSite('lastmod-second', 'A second story');
      for (const path of documents) expect((await t.request(path)).status).toBe(200);
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      reads.mockRestore();
    }
  });

  test('requests that come while a document is built share that build; a save starts a new one', async () => {
    const reads = spyOn(t.services.discovery, 'sitemapEntries');
    try {
      await saveThroughTheSite('new-in-the-sitemap', 'New in the sitemap');
      const answers = await Promise.all(
        Array.from({ length: 3 }, () => t.request('/sitemap-articles.xml')),
      );
      const bodies = await Promise.all(answers.map((answer) => answer.text()));
      expect(bodies[0]).toContain('/new-in-the-sitemap');
      expect(new Set(bodies).size).toBe(1);
      expect(reads).toHaveBeenCalledTimes(1);
      await t.request('/sitemap-articles.xml');
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  });
});

import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { eq } from 'drizzle-orm';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { buildAuthorProfile } from '~/server/db/seed/factories/author-profile';
import { seedDemoContent } from '~/server/db/seed/seed-demo';
import type { Article } from '~/shared/schemas/article';
import { articleCard, siteCard } from '~/shared/share-cards';

/**
 * What search engines, feed readers and social cards read from real pages of
 * the demo newsroom: structured data, social tags, feed links, canonical
 * URLs, status codes and robots directives.
 */
let t: TestApp;
let site: string;
let demo: Article;
let scriptTitled: Article;
let undated: Article;
let draft: Article;

type Node = Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  site = t.siteUrl;
  await seedDemoContent(t.services);
  demo = (await t.services.articles.listPublic({ section: 'cosmic-watch', limit: 1 })).articles[0]!;
  scriptTitled = await createArticle(
    t.services,
    buildArticle({
      slug: 'script-breakout',
      title: 'Rift </script><script>alert(1)</script> & "quotes" over the harbor',
      section: 'cosmic-watch',
      author: 'Helena Voss',
    }),
  );
  undated = await createArticle(
    t.services,
    buildArticle({ slug: 'undated-dispatch', date: 'The third moon of spring', tags: [] }),
  );
  // Imported articles may never have gone public through this server.
  const { articles } = t.store.tables;
  await t.store.transaction((tx) =>
    tx.update(articles).set({ publishedAt: null }).where(eq(articles.id, undated.id)),
  );
  draft = await createArticle(t.services, buildArticle({ slug: 'not-yet', status: 'draft' }));
  // Enough plain global-affairs articles for a second page of the section.
  for (let n = 0; n < 10; n += 1)
    await createArticle(
      t.services,
      buildArticle({ section: 'global-affairs', status: 'published' }),
    );
  await t.services.authors.createProfile(
    buildAuthorProfile({ name: 'Quiet Correspondent', title: 'Night Desk' }),
  );
});

afterAll(() => t.close());

/** Paths are written before the data exists: {demo} and {draft} stand for the articles of beforeAll. */
const DEMO_ARTICLE = '/article/{demo}';

async function page(path: string) {
  const response = await t.request(
    path.replace('{demo}', demo.slug).replace('{draft}', String(draft.id)),
  );
  return { response, html: await response.text() };
}

/** Every JSON-LD block of a page, parsed; each block's @graph flattened into nodes. */
function structuredData(html: string): { blocks: Node[]; nodes: Node[] } {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Node,
  );
  const nodes = blocks.flatMap((block) => (block['@graph'] as Node[] | undefined) ?? [block]);
  return { blocks, nodes };
}

function nodeOfType(html: string, type: string): Node {
  const node = structuredData(html).nodes.find((candidate) => candidate['@type'] === type);
  if (!node) throw new Error(`No ${type} in the page's structured data`);
  return node;
}

function decode(text: string): string {
  return text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function head(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

/** The content of every <meta> in the head with this property (og:, article:) or name (twitter:, robots). */
function metas(html: string, key: string): string[] {
  const attribute = key.includes(':') && !key.startsWith('twitter:') ? 'property' : 'name';
  const pattern = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`, 'g');
  return [...head(html).matchAll(pattern)].map((match) => decode(match[1]!));
}

function canonicals(html: string): string[] {
  return [...head(html).matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((match) =>
    decode(match[1]!),
  );
}

function alternates(html: string): Array<{ type: string; href: string }> {
  return [
    ...head(html).matchAll(/<link rel="alternate" type="([^"]*)" title="[^"]*" href="([^"]*)"/g),
  ].map((match) => ({ type: match[1]!, href: decode(match[2]!) }));
}

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

describe('structured data on every kind of page', () => {
  test('the home page is the website, with a search action on the search page', async () => {
    const { html } = await page('/');
    const website = nodeOfType(html, 'WebSite');
    expect(website).toMatchObject({ name: 'The Multiverse Gazette', url: `${site}/` });
    expect(website.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${site}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
  });

  test('an article is a complete NewsArticle with its breadcrumb trail', async () => {
    const { response, html } = await page(`/article/${demo.slug}`);
    expect(response.status).toBe(200);
    const news = nodeOfType(html, 'NewsArticle');
    expect(news.headline).toBe(demo.title);
    expect((news.headline as string).length).toBeLessThanOrEqual(110);
    expect(news.description).toBe(demo.summary);
    expect(news.image).toEqual([`${site}${demo.image}`]);
    expect(news.datePublished).toMatch(ISO_WITH_ZONE);
    expect(news.dateModified).toMatch(ISO_WITH_ZONE);
    expect(news.datePublished).toBe(new Date(demo.date).toISOString());
    expect(news.author).toEqual({
      '@type': 'Person',
      name: demo.author,
      url: `${site}/author/${encodeURIComponent(demo.author)}`,
    });
    expect(news.publisher).toMatchObject({
      '@type': 'Organization',
      name: 'The Multiverse Gazette',
      logo: { '@type': 'ImageObject', url: `${site}/images/logo.svg` },
    });
    expect(news.articleSection).toBe('Cosmic Watch');
    expect(demo.tags.length).toBeGreaterThan(0);
    expect(news.keywords).toBe(demo.tags.join(', '));
    expect(news.mainEntityOfPage).toEqual({
      '@type': 'WebPage',
      '@id': `${site}/article/${demo.slug}`,
    });

    const crumbs = nodeOfType(html, 'BreadcrumbList').itemListElement as Node[];
    expect(crumbs.map((crumb) => [crumb.position, crumb.name, crumb.item])).toEqual([
      [1, 'Home', `${site}/`],
      [2, 'Cosmic Watch', `${site}/section/cosmic-watch`],
      [3, demo.title, undefined],
    ]);
  });

  test('an article without a known publish date is described as the website', async () => {
    const { html } = await page('/article/undated-dispatch');
    const types = structuredData(html).nodes.map((node) => node['@type']);
    expect(types).toEqual(['WebSite', 'BreadcrumbList']);
    expect(metas(html, 'article:published_time')).toEqual([]);
  });

  test('a long title gives a headline of at most 110 characters', async () => {
    const title = `${'Incursion inquiry hears from every witness on every Earth '.repeat(3)}today`;
    const long = await createArticle(t.services, buildArticle({ title, slug: 'long-headline' }));
    const { html } = await page(`/article/${long.slug}`);
    const headline = nodeOfType(html, 'NewsArticle').headline as string;
    expect(title.length).toBeGreaterThan(110);
    expect(headline.length).toBeLessThanOrEqual(110);
    expect(headline).toEndWith('…');
    expect(title.startsWith(headline.slice(0, -1))).toBe(true);
  });

  test('a title containing </script> cannot close the JSON-LD element', async () => {
    const { html } = await page(`/article/${scriptTitled.slug}`);
    expect(html).not.toContain('<script>alert(1)</script>');
    const { blocks } = structuredData(html);
    expect(blocks).toHaveLength(1);
    expect(nodeOfType(html, 'NewsArticle').headline).toBe(scriptTitled.title);
  });

  test('a section is a CollectionPage of its articles with a breadcrumb trail', async () => {
    const { html } = await page('/section/cosmic-watch');
    const collection = nodeOfType(html, 'CollectionPage');
    expect(collection).toMatchObject({
      name: 'Cosmic Watch',
      url: `${site}/section/cosmic-watch`,
    });
    const items = (collection.mainEntity as Node).itemListElement as Node[];
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]).toMatchObject({
      position: 1,
      url: expect.stringMatching(/^http:\/\/gazette\.test\/article\/[a-z0-9-]+$/),
    });
    const crumbs = nodeOfType(html, 'BreadcrumbList').itemListElement as Node[];
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['Home', 'Sections', 'Cosmic Watch']);
  });

  test('an author page is a ProfilePage about a Person', async () => {
    const { html } = await page('/author/Priya%20Castellanos');
    const profile = nodeOfType(html, 'ProfilePage');
    expect(profile.url).toBe(`${site}/author/Priya%20Castellanos`);
    expect(profile.mainEntity).toMatchObject({
      '@type': 'Person',
      name: 'Priya Castellanos',
      url: `${site}/author/Priya%20Castellanos`,
      jobTitle: expect.any(String),
      image: `${site}/images/avatars/priya-castellanos.svg`,
    });
    expect(nodeOfType(html, 'BreadcrumbList')).toBeDefined();
  });

  test.each(['/', '/sections', '/authors', '/about', '/search', DEMO_ARTICLE])(
    '%s has exactly one JSON-LD block that parses',
    async (path) => {
      const { html } = await page(path);
      expect(structuredData(html).blocks).toHaveLength(1);
    },
  );
});

describe('social cards', () => {
  test('an article is og:type article with its times, section and one article:tag per tag', async () => {
    const { html } = await page(`/article/${demo.slug}`);
    expect(metas(html, 'og:type')).toEqual(['article']);
    const [published] = metas(html, 'article:published_time');
    const [modified] = metas(html, 'article:modified_time');
    expect(published).toMatch(ISO_WITH_ZONE);
    expect(modified).toMatch(ISO_WITH_ZONE);
    expect(published).toBe(nodeOfType(html, 'NewsArticle').datePublished as string);
    expect(metas(html, 'article:section')).toEqual(['Cosmic Watch']);
    expect(metas(html, 'article:tag')).toEqual(demo.tags);
    const card = `${site}${articleCard(demo).path}`;
    expect(metas(html, 'og:image')).toEqual([card]);
    expect(metas(html, 'og:image:type')).toEqual(['image/jpeg']);
    expect(metas(html, 'og:image:width')).toEqual(['1200']);
    expect(metas(html, 'og:image:height')).toEqual(['630']);
    expect(metas(html, 'og:image:alt')).toEqual([`${demo.title} - The Multiverse Gazette`]);
    expect(metas(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metas(html, 'twitter:image')).toEqual([card]);
    expect(metas(html, 'twitter:image:alt')).toEqual([`${demo.title} - The Multiverse Gazette`]);
    expect(metas(html, 'og:url')).toEqual([`${site}/article/${demo.slug}`]);
    expect(metas(html, 'og:title')).toEqual([`${demo.title} - The Multiverse Gazette`]);
  });

  test('an article without an image still has a card of its own, as an absolute URL', async () => {
    const { html } = await page(`/article/${scriptTitled.slug}`);
    expect(metas(html, 'og:image')).toEqual([`${site}${articleCard(scriptTitled).path}`]);
    expect(metas(html, 'twitter:card')).toEqual(['summary_large_image']);
  });

  test('a page without a picture of its own shares the site card, as a website', async () => {
    const { html } = await page('/sections');
    expect(metas(html, 'og:type')).toEqual(['website']);
    expect(metas(html, 'og:image')).toEqual([`${site}${siteCard().path}`]);
    expect(metas(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metas(html, 'article:published_time')).toEqual([]);
  });
});

describe('feed links', () => {
  const SITE_FEEDS = [
    { type: 'application/rss+xml', href: '/rss.xml' },
    { type: 'application/atom+xml', href: '/atom.xml' },
  ];

  test.each(['/', '/sections', DEMO_ARTICLE, '/about', '/nowhere'])(
    '%s links the site feeds',
    async (path) => {
      const { html } = await page(path);
      expect(alternates(html)).toEqual(SITE_FEEDS);
    },
  );

  test('a section links its own feeds too, and they answer', async () => {
    const { html } = await page('/section/cosmic-watch?status=verified');
    const links = alternates(html);
    expect(links).toEqual([
      ...SITE_FEEDS,
      { type: 'application/rss+xml', href: '/section/cosmic-watch/rss.xml' },
      { type: 'application/atom+xml', href: '/section/cosmic-watch/atom.xml' },
    ]);
    for (const link of links) {
      const feed = await t.request(link.href);
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toStartWith(link.type);
    }
  });

  test('an author page links the author feeds, and they carry the author’s stories', async () => {
    const { html } = await page('/author/Priya%20Castellanos');
    const links = alternates(html);
    expect(links.slice(2)).toEqual([
      { type: 'application/rss+xml', href: '/author/Priya%20Castellanos/rss.xml' },
      { type: 'application/atom+xml', href: '/author/Priya%20Castellanos/atom.xml' },
    ]);
    const rss = await (await t.request(links[2]!.href)).text();
    expect(rss).toContain('<dc:creator>Priya Castellanos</dc:creator>');
    expect(rss).not.toMatch(/<dc:creator>(?!Priya Castellanos<)/);
  });

  test('a name nobody writes under links no author feeds', async () => {
    const { html } = await page('/author/Nobody%20At%20All');
    expect(alternates(html)).toEqual(SITE_FEEDS);
  });
});

describe('one canonical URL per page', () => {
  test.each([
    ['/', '/'],
    ['/?page=2', '/?page=2'],
    ['/section/global-affairs', '/section/global-affairs'],
    ['/section/global-affairs?page=1', '/section/global-affairs'],
    ['/section/global-affairs?page=2', '/section/global-affairs?page=2'],
    ['/section/global-affairs?page=99', '/section/global-affairs'],
    ['/section/global-affairs?status=verified', '/section/global-affairs'],
    ['/section/global-affairs?sort=oldest&page=2', '/section/global-affairs'],
    ['/section/global-affairs?status=breaking&sort=title', '/section/global-affairs'],
    ['/section/global-affairs?status=nonsense&page=2', '/section/global-affairs?page=2'],
    ['/section/obituaries-legacy?status=verified', '/section/obituaries-legacy'],
    ['/author/Priya%20Castellanos?page=1', '/author/Priya%20Castellanos'],
    ['/search?q=portal&section=cosmic-watch', '/search'],
    ['/sections?utm_source=feed', '/sections'],
  ])('%s → %s', async (path, canonical) => {
    const { response, html } = await page(path);
    expect(response.status).toBe(200);
    expect(canonicals(html)).toEqual([`${site}${canonical}`]);
    expect(metas(html, 'og:url')).toEqual([`${site}${canonical}`]);
  });

  test('an article opened by id or with a query string names its slug URL', async () => {
    const { html } = await page(`/article/${demo.slug}?ref=home`);
    expect(canonicals(html)).toEqual([`${site}/article/${demo.slug}`]);
  });
});

describe('status codes', () => {
  test('an article id moves permanently to its slug, keeping the query string', async () => {
    const plain = await t.request(`/article/${demo.id}`);
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe(`/article/${demo.slug}`);
    const withQuery = await t.request(`/article/${demo.id}?utm_source=search&x=1`);
    expect(withQuery.status).toBe(301);
    expect(withQuery.headers.get('location')).toBe(`/article/${demo.slug}?utm_source=search&x=1`);
    const target = await t.request(plain.headers.get('location')!);
    expect(target.status).toBe(200);
  });

  test.each([
    ['an unknown path', '/no/such/page', 'Page Not Found'],
    ['an unknown section', '/section/multiverse-watch', 'Section Not Found'],
    ['an unknown article', '/article/no-such-story', 'Article Not Found'],
    ['a draft', '/article/not-yet', 'Article Not Found'],
    ['a draft by id', '/article/{draft}', 'Article Not Found'],
    [
      'an author with neither a profile nor public articles',
      '/author/Nobody%20At%20All',
      'No published articles yet',
    ],
  ])('%s is a 404 with its own page, never indexed', async (_, path, text) => {
    const { response, html } = await page(path);
    expect(response.status).toBe(404);
    expect(html).toContain(text);
    expect(metas(html, 'robots')).toEqual(['noindex']);
  });

  test('an author with a profile but no articles yet is a real page', async () => {
    const { response, html } = await page('/author/Quiet%20Correspondent');
    expect(response.status).toBe(200);
    expect(html).toContain('No published articles yet');
    expect(metas(html, 'robots')).toEqual([]);
  });

  test('an author with public articles but no profile is a real page', async () => {
    const { response, html } = await page('/author/Helena%20Voss');
    expect(response.status).toBe(200);
    expect(metas(html, 'robots')).toEqual([]);
    expect(html).toContain(scriptTitled.summary);
  });
});

describe('robots directives', () => {
  test('search results are not indexed; the empty search page is', async () => {
    expect(metas((await page('/search?q=portal')).html, 'robots')).toEqual(['noindex']);
    expect(metas((await page('/search')).html, 'robots')).toEqual([]);
  });

  test.each(['/', DEMO_ARTICLE, '/section/cosmic-watch', '/author/Priya%20Castellanos', '/about'])(
    '%s may be indexed',
    async (path) => {
      const { html } = await page(path);
      expect(metas(html, 'robots')).toEqual([]);
    },
  );

  test.each([
    '/admin',
    '/admin/login',
    '/admin/articles',
    '/admin/articles/new',
    '/admin/database',
  ])('%s is never indexed', async (path) => {
    const { html } = await page(path);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).not.toContain('<link rel="canonical"');
    expect(structuredData(html).blocks).toEqual([]);
  });
});

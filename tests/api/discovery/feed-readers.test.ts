import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import Parser from 'rss-parser';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { seedDemoContent } from '~/server/db/seed/seed-demo';
import type { Article } from '~/shared/schemas/article';

/**
 * The feeds as a feed reader meets them: well-formed XML that a real feed
 * parser reads, every address in them absolute, every entry with its own time.
 */
let t: TestApp;
let linked: Article;
const parser = new Parser();

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.services);
  linked = await createArticle(
    t.services,
    buildArticle({
      slug: 'links-inside',
      section: 'cosmic-watch',
      author: 'Helena Voss',
      content: [
        '<p>See <a href="/section/cosmic-watch">the desk</a>, <a href="#update">the update</a>,',
        ' <a href="sources.html">our sources</a> and <a href="mailto:tips@example.org">write in</a>.</p>',
        '<p><img src="/images/sections/cosmic-watch-2.svg" alt="The rift"></p>',
      ].join(''),
      additionalImages: ['/images/sections/cosmic-watch-3.svg'],
    }),
  );
});

afterAll(() => t.close());

async function feed(path: string) {
  const response = await t.request(path);
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(XMLValidator.validate(text)).toBe(true);
  return { text, parsed: await parser.parseString(text) };
}

/** Every href and src in a piece of HTML. */
function addresses(html: string): string[] {
  return [...html.matchAll(/\b(?:href|src)="([^"]*)"/g)].map((match) =>
    match[1]!.replaceAll('&amp;', '&'),
  );
}

function expectAbsolute(urls: string[]) {
  for (const url of urls) expect(url).toMatch(/^(https?:\/\/|mailto:)/);
}

const FEEDS = [
  '/rss.xml',
  '/atom.xml',
  '/section/cosmic-watch/rss.xml',
  '/section/cosmic-watch/atom.xml',
  '/author/Helena%20Voss/rss.xml',
  '/author/Helena%20Voss/atom.xml',
];

describe('every feed, read by a feed parser', () => {
  test.each(FEEDS)('%s parses, and every link and image in it is absolute', async (path) => {
    const { parsed } = await feed(path);
    expect(parsed.title).toBeTruthy();
    expect(parsed.items.length).toBeGreaterThan(0);
    for (const item of parsed.items) {
      expect(item.title).toBeTruthy();
      expect(item.link).toStartWith(`${t.siteUrl}/article/`);
      const body = (item['content:encoded'] as string | undefined) ?? item.content ?? '';
      expect(body.length).toBeGreaterThan(0);
      expectAbsolute(addresses(body));
    }
  });

  test.each(FEEDS)('%s has no relative address anywhere in its XML', async (path) => {
    const { text } = await feed(path);
    // Escaped HTML (Atom) and CDATA (RSS) alike: no src or href opens with a slash or a bare name.
    const unescaped = text
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>');
    expectAbsolute(addresses(unescaped));
  });
});

describe('bodies', () => {
  test('links resolve against the article page, as they would in a browser there', async () => {
    const { parsed } = await feed('/section/cosmic-watch/rss.xml');
    const item = parsed.items.find((entry) => entry.link?.endsWith('/links-inside'));
    const page = `${t.siteUrl}/article/${linked.slug}`;
    expect(addresses(item!['content:encoded'] as string).sort()).toEqual(
      [
        `${t.siteUrl}/section/cosmic-watch`,
        `${page}#update`,
        `${t.siteUrl}/article/sources.html`,
        'mailto:tips@example.org',
        `${t.siteUrl}/images/sections/cosmic-watch-2.svg`,
        `${t.siteUrl}/images/sections/cosmic-watch-3.svg`,
      ].sort(),
    );
  });
});

describe('Atom entries', () => {
  test('each entry’s updated is its own article’s last change, and no two are the same', async () => {
    const { text } = await feed('/atom.xml');
    const doc = new XMLParser({ ignoreAttributes: false }).parse(text);
    const entries = doc.feed.entry as Array<{ id: string; updated: string }>;
    expect(entries.length).toBe(50);
    const updated = entries.map((entry) => entry.updated);
    expect(new Set(updated).size).toBe(entries.length);
    for (const entry of entries) {
      const slug = entry.id.slice(`${t.siteUrl}/article/`.length);
      const article = (await t.services.articles.findPublic(slug))!;
      expect(entry.updated).toBe(new Date(article.updatedAt).toISOString());
    }
  });
});

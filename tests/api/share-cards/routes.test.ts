import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminRequest, createAdmin, signIn } from '@tests/support/admin-session';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { seedDemoContent } from '~/server/db/seed/seed-demo';
import type { Article } from '~/shared/schemas/article';
import type { SectionSlug } from '~/shared/sections';

/**
 * The picture every page names for a shared link: what X, Facebook, Slack and
 * iMessage fetch. Each card is read back and checked for its type and size.
 */
let t: TestApp;
let demo: Article;
let remoteImage: Article;
let draft: Article;
let cookie: string;

const SLOW = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.services);
  demo = (await t.services.articles.listPublic({ section: 'cosmic-watch', limit: 1 })).articles[0]!;
  remoteImage = await createArticle(
    t.services,
    buildArticle({
      slug: 'picture-elsewhere',
      section: 'street-beat',
      image: 'https://images.example.org/harbor.jpg',
    }),
  );
  draft = await createArticle(t.services, buildArticle({ slug: 'card-draft', status: 'draft' }));
  await createAdmin(t, 'editor');
  cookie = await signIn(t);
});

afterAll(() => t.close());

function decode(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
}

/** A head <meta>'s content by property (og:) or name (twitter:). */
function meta(html: string, key: string): string | undefined {
  const attribute = key.startsWith('twitter:') ? 'name' : 'property';
  const head = html.slice(0, html.indexOf('</head>'));
  const found = head.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`));
  return found ? decode(found[1]!) : undefined;
}

async function pageCard(path: string) {
  const response = await t.request(path);
  expect(response.status).toBe(200);
  const html = await response.text();
  const url = meta(html, 'og:image');
  expect(url).toStartWith(`${t.siteUrl}/cards/`);
  expect(meta(html, 'twitter:image')).toBe(url);
  expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  expect(meta(html, 'og:image:type')).toBe('image/jpeg');
  expect(meta(html, 'og:image:width')).toBe('1200');
  expect(meta(html, 'og:image:height')).toBe('630');
  expect(meta(html, 'og:image:alt')).toBeTruthy();
  return { url: url!, path: url!.slice(t.siteUrl.length), alt: meta(html, 'og:image:alt')! };
}

/** Fetches a card and checks it is what the tags promise: a 1200x630 JPEG. */
async function fetchCard(path: string) {
  const response = await t.request(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/jpeg');
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  const { width, height, format } = await new Bun.Image(bytes).metadata();
  expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
  return { response, bytes };
}

describe('every kind of page names a raster card of its own', () => {
  test(
    'articles, sections, authors and the site-wide pages',
    async () => {
      const pages = [
        `/article/${demo.slug}`,
        `/article/${remoteImage.slug}`,
        '/section/cosmic-watch',
        '/author/Helena%20Voss',
        '/',
        '/search',
        '/search?q=rift',
        '/sections',
        '/authors',
        '/about',
        '/editorial-standards',
        '/corrections',
        '/privacy-policy',
        '/terms-of-service',
      ];
      const cards = new Map<string, Uint8Array>();
      for (const path of pages) {
        const card = await pageCard(path);
        if (!cards.has(card.path)) cards.set(card.path, (await fetchCard(card.path)).bytes);
      }
      // Article, article, section, author, and one card for the site's own pages.
      expect(cards.size).toBe(5);
      const pictures = [...cards.values()].map((bytes) => Buffer.from(bytes).toString('base64'));
      expect(new Set(pictures).size).toBe(5);
    },
    SLOW,
  );

  test('the alt text names what the card shows', async () => {
    expect((await pageCard(`/article/${demo.slug}`)).alt).toBe(
      `${demo.title} - The Multiverse Gazette`,
    );
    expect((await pageCard('/section/cosmic-watch')).alt).toBe(
      'Cosmic Watch - The Multiverse Gazette',
    );
    expect((await pageCard('/author/Helena%20Voss')).alt).toBe(
      'Helena Voss - The Multiverse Gazette',
    );
    expect((await pageCard('/')).alt).toBe(
      'The Multiverse Gazette: News Without Borders, Across Every Reality',
    );
  });
});

describe('serving cards', () => {
  test(
    'a card is kept for good under its versioned URL, and revalidates by ETag',
    async () => {
      const { path } = await pageCard(`/article/${demo.slug}`);
      const { response } = await fetchCard(path);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const etag = response.headers.get('etag')!;
      const again = await t.request(path, { headers: { 'If-None-Match': etag } });
      expect(again.status).toBe(304);
      const head = await t.request(path, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-type')).toBe('image/jpeg');
      expect((await head.arrayBuffer()).byteLength).toBe(0);
    },
    SLOW,
  );

  test(
    'saving an article gives its card a new URL and a new picture',
    async () => {
      const before = await pageCard(`/article/${demo.slug}`);
      const oldBytes = (await fetchCard(before.path)).bytes;
      const saved = await adminRequest(t, 'PATCH', `/api/admin/articles/${demo.id}`, {
        cookie,
        body: buildArticle({
          slug: demo.slug,
          section: demo.section as SectionSlug,
          image: demo.image ?? undefined,
          author: demo.author,
          title: `${demo.title} (updated)`,
        }),
      });
      expect(saved.status).toBe(200);
      const after = await pageCard(`/article/${demo.slug}`);
      expect(after.path).not.toBe(before.path);
      const newBytes = (await fetchCard(after.path)).bytes;
      expect(Buffer.from(newBytes).equals(Buffer.from(oldBytes))).toBe(false);
      // A link shared before the change still shows a picture: the current one, for a while.
      const outdated = await fetchCard(before.path);
      expect(Buffer.from(outdated.bytes).equals(Buffer.from(newBytes))).toBe(true);
      expect(outdated.response.headers.get('cache-control')).toBe('public, max-age=3600');
    },
    SLOW,
  );

  test('drafts, unknown subjects and malformed names have no card', async () => {
    for (const path of [
      `/cards/article/${draft.id}/v1-0.jpg`,
      '/cards/article/999999/v1-0.jpg',
      '/cards/article/abc/v1-0.jpg',
      '/cards/section/nowhere/v1.jpg',
      '/cards/author/Nobody%20At%20All/v1-0.jpg',
      '/cards/author/%/v1-0.jpg',
      '/cards/site/v1.png',
      '/cards/site/..%2F..%2Fetc.jpg',
    ]) {
      expect({ path, status: (await t.request(path)).status }).toEqual({ path, status: 404 });
    }
  });
});

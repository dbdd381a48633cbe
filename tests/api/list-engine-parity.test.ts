import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { seedDemoContent } from '~/server/db/seed/seed-demo';
import type { Engine } from '~/server/db/store';
import type { ValidArticleInput } from '~/shared/schemas/article';
import { ARTICLE_SORTS } from '~/shared/schemas/article-query';
import { SECTION_SLUGS, type SectionSlug } from '~/shared/sections';

/**
 * One newsroom in both engines, and every public list read from each: the
 * JSON API, the feeds, the sitemaps and the reader pages must answer byte
 * for byte alike. Beside the demo content, stories made to trip an engine:
 * titles that sort differently by byte, by case or by accent, several
 * stories at the same minute, a scheduled one and drafts.
 */
const NOW = Date.UTC(2026, 10, 20, 12);
const HOUR = 3_600_000;

const awkward: Array<{ title: string; section: SectionSlug }> = [
  { title: 'apple growers cross the rift', section: 'cosmic-watch' },
  { title: 'Apple growers answer back', section: 'cosmic-watch' },
  { title: 'Éclair shortage in the Latin Quarter', section: 'arts-culture' },
  { title: 'eclair prices fall again', section: 'arts-culture' },
  { title: 'Zebra crossings for portals', section: 'science-tech' },
  { title: '100 days of the treaty', section: 'global-affairs' },
  { title: '#1 story: the harbour lights', section: 'global-affairs' },
  { title: '_Underscored headline', section: 'science-tech' },
  { title: 'Ångström-scale rifts measured', section: 'science-tech' },
  { title: 'Straße closed after incursion', section: 'cosmic-watch' },
];

const apps = new Map<Engine, TestApp>();
let publicSlugs: string[] = [];
let authors: string[] = [];

/** Built once, so both engines get the very same stories (the factory numbers each one it builds). */
function extraStories(): ValidArticleInput[] {
  const stories = awkward.map((fields, index) =>
    buildArticle({
      ...fields,
      slug: `awkward-${index}`,
      // Three stories share each minute: order between them is the tie-break's.
      date: new Date(NOW - 2 * HOUR - Math.floor(index / 3) * 60_000).toISOString(),
      status: 'published',
    }),
  );
  stories.push(buildArticle({ slug: 'still-a-draft', title: 'Apple draft', status: 'draft' }));
  stories.push(
    buildArticle({
      slug: 'scheduled-later',
      title: 'Scheduled for tomorrow',
      status: 'published',
      publishedAt: new Date(NOW + 24 * HOUR).toISOString(),
    }),
  );
  return stories;
}

beforeAll(async () => {
  const stories = extraStories();
  for (const engine of ['sqlite', 'postgres'] as const) {
    const t = await createTestApp({ engine, now: () => NOW, pageCacheBytes: 0 });
    await seedDemoContent(t.services, NOW);
    for (const story of stories) await createArticle(t.services, story);
    apps.set(engine, t);
  }
  const sqlite = apps.get('sqlite')!;
  const listed = (await (
    await sqlite.request('/api/articles?limit=100&omit=content')
  ).json()) as Array<{ slug: string; author: string }>;
  publicSlugs = listed.map((article) => article.slug);
  authors = [...new Set(listed.map((article) => article.author))];
}, 180_000);

afterAll(async () => {
  for (const t of apps.values()) await t.close();
});

interface Answer {
  status: number;
  total: string | null;
  type: string | null;
  body: string;
}

async function answer(t: TestApp, path: string): Promise<Answer> {
  const response = await t.request(path);
  const body = (await response.text())
    // Each answer has a fresh script nonce, and the page's query state the
    // time it was read; everything else must match.
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');
  return {
    status: response.status,
    total: response.headers.get('x-total-count'),
    type: response.headers.get('content-type'),
    body,
  };
}

/** Where two texts part: a window around the first character that differs. */
function whereTheyPart(a: string, b: string): { sqlite: string; postgres: string } {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  const from = Math.max(0, at - 150);
  return { sqlite: a.slice(from, at + 150), postgres: b.slice(from, at + 150) };
}

/** Asks both engines for every path; the first path that differs fails with where it differs. */
async function expectAlike(paths: string[]): Promise<void> {
  expect(paths.length).toBeGreaterThan(0);
  const differing: string[] = [];
  for (const path of paths) {
    const sqlite = await answer(apps.get('sqlite')!, path);
    const postgres = await answer(apps.get('postgres')!, path);
    if (JSON.stringify(sqlite) === JSON.stringify(postgres)) continue;
    if (differing.length === 0) {
      const { body: sqliteBody, ...sqliteHead } = sqlite;
      const { body: postgresBody, ...postgresHead } = postgres;
      expect({ path, ...postgresHead }).toEqual({ path, ...sqliteHead });
      const parted = whereTheyPart(sqliteBody, postgresBody);
      expect({ path, body: parted.postgres }).toEqual({ path, body: parted.sqlite });
    }
    differing.push(path);
  }
  expect(differing).toEqual([]);
}

const encoded = (name: string) => encodeURIComponent(name);

describe('every public list answers alike on SQLite and PostgreSQL', () => {
  test('the corpus has what the comparisons need', () => {
    expect(publicSlugs).toContain('awkward-0');
    expect(publicSlugs).not.toContain('still-a-draft');
    expect(publicSlugs).not.toContain('scheduled-later');
    expect(authors.length).toBeGreaterThan(2);
  });

  test('the article list API: every section, sort, status, filter and page', async () => {
    const paths = ['/api/articles', '/api/articles?omit=content'];
    for (const sort of ARTICLE_SORTS) {
      paths.push(`/api/articles?sort=${sort}&limit=100`);
      paths.push(`/api/articles?sort=${sort}&limit=7&offset=7&omit=content`);
      for (const section of SECTION_SLUGS) {
        paths.push(`/api/articles?section=${section}&sort=${sort}&limit=5`);
      }
    }
    for (const status of ['published', 'breaking', 'developing', 'verified', 'breaking,verified']) {
      paths.push(`/api/articles?status=${status}&limit=100`);
    }
    paths.push('/api/articles?featured=true', '/api/articles?featured=false&limit=50&offset=3');
    for (const author of authors) paths.push(`/api/articles?author=${encoded(author)}&limit=100`);
    for (const q of ['apple', 'eclair', 'rift', 'portal', 'nothing-here']) {
      paths.push(`/api/articles?q=${q}&limit=100`, `/api/articles?q=${q}&sort=title`);
    }
    paths.push('/api/articles?offset=1000');
    await expectAlike(paths);
  }, 120_000);

  test('each article, its related stories and its corrections', async () => {
    const paths = ['/api/corrections'];
    for (const slug of publicSlugs) {
      paths.push(
        `/api/articles/${slug}`,
        `/api/articles/${slug}/related`,
        `/api/articles/${slug}/corrections`,
      );
    }
    paths.push('/api/articles/still-a-draft', '/api/articles/scheduled-later');
    await expectAlike(paths);
  }, 120_000);

  test('authors, the ticker and the editorial team', async () => {
    const paths = ['/api/authors', '/api/breaking-news', '/api/editorial-team'];
    for (const author of authors) {
      paths.push(`/api/author-stats?author=${encoded(author)}`);
      paths.push(`/api/author-profiles/${encoded(author)}`);
    }
    await expectAlike(paths);
  }, 60_000);

  test('the feeds and the sitemaps', async () => {
    const paths = [
      '/rss.xml',
      '/atom.xml',
      '/sitemap.xml',
      '/sitemap-articles.xml',
      '/sitemap-sections.xml',
      '/sitemap-authors.xml',
      '/sitemap-pages.xml',
      '/news-sitemap.xml',
    ];
    for (const section of SECTION_SLUGS) {
      paths.push(`/section/${section}/rss.xml`, `/section/${section}/atom.xml`);
    }
    for (const author of authors) paths.push(`/author/${encoded(author)}/rss.xml`);
    await expectAlike(paths);
  }, 60_000);

  test('the reader pages', async () => {
    const paths = ['/', '/sections', '/authors', '/corrections', '/search?q=apple&sort=title'];
    for (const section of SECTION_SLUGS) paths.push(`/section/${section}`);
    for (const author of authors) paths.push(`/author/${encoded(author)}`);
    for (const slug of publicSlugs.slice(0, 12)) paths.push(`/article/${slug}`);
    await expectAlike(paths);
  }, 120_000);
});

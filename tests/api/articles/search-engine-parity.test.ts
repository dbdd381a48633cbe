import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { openTestStore, type TestStore } from '@tests/support/test-database';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { seedDemoContent } from '~/server/db/seed/seed-demo';
import type { Engine } from '~/server/db/store';
import { createServices, type Services } from '~/server/services';
import { ADMIN_ARTICLE_SORTS } from '~/shared/schemas/article-query';
import { rankSearchResults, SEARCH_SORTS, type SearchFilters } from '~/shared/search-scoring';

/**
 * One corpus in both engines: the reader's search and the back office's
 * list search must answer alike (SQLite: FTS5 candidates; PostgreSQL:
 * trigram-indexed expressions), and both as the shared ranking of every
 * public article.
 */
const NOW = Date.UTC(2026, 10, 20, 12);

/** Texts where candidate finding could go wrong: accents, case, punctuation, markup. */
const tricky = [
  { title: 'Éclair shortage hits the Latin Quarter', content: '<p>Bakers blame the rift.</p>' },
  { title: 'ÉCOLE reopens after portal storm', summary: 'Über-engineered shields held.' },
  { title: 'Straße closed; ΣΟΦΙΑ speaks', content: '<p>Η ΣΟΦΙΑ σοφίας, and the ΟΔΟΣ.</p>' },
  {
    title: 'Kelvin-scale cold snap',
    content: '<p>Readings near 4 \u212A, the İstanbul desk says.</p>',
  },
  {
    title: 'Markup split across words',
    content: '<p>harb<strong>or</strong> lights and <em>spider</em>-man sightings</p>',
  },
  { title: 'Quotes "inside" tags', tags: ['say "hello"', 'back\\slash', 'Mixed-Case Tag'] },
  { title: 'Percent % and under_score in 100% of cases', summary: 'A_b and 50%.' },
  { title: 'Inside-word fragments: unbelievably drifted', summary: 'Rifting and drifting.' },
  { title: 'Multi word phrase test', content: '<p>The geneva treaty was signed in Geneva.</p>' },
  {
    title: 'Draft about the éclair',
    status: 'draft' as const,
    content: '<p>Never public: éclair.</p>',
  },
];

const queries = [
  'éclair',
  'ÉCLAIR',
  'eclair',
  'école',
  'über',
  'straße',
  'σοφια',
  'σοφίας',
  'οδος',
  'k',
  'kelvin',
  'i̇stanbul',
  'istanbul',
  'harbor',
  'spider-man',
  'strong',
  '"hello"',
  'say "hello"',
  'back\\slash',
  'mixed-case',
  '%',
  '100%',
  'a_b',
  'under_score',
  'rift',
  'ift',
  'geneva treaty',
  'treaty geneva',
  'portal',
  'the',
  'e',
  'zzzz-nothing',
];

const stores = new Map<Engine, { opened: TestStore; services: Services }>();

beforeAll(async () => {
  for (const engine of ['sqlite', 'postgres'] as const) {
    const opened = await openTestStore(engine);
    const services = createServices(opened.store, { now: () => NOW });
    await seedDemoContent(services, NOW);
    for (const [index, fields] of tricky.entries()) {
      await createArticle(
        services,
        buildArticle({
          slug: `tricky-${index}`,
          date: new Date(NOW - (index + 1) * 3_600_000).toISOString(),
          ...fields,
        }),
      );
    }
    stores.set(engine, { opened, services });
  }
}, 120_000);

afterAll(async () => {
  for (const { opened } of stores.values()) await opened.dispose();
});

const on = (engine: Engine) => stores.get(engine)!.services;

describe('search answers alike on SQLite and PostgreSQL', () => {
  test('the reader search: every query, sort and filter', async () => {
    const failures: string[] = [];
    const everything = (await on('sqlite').articles.listPublic({})).articles;
    let found = 0;
    for (const q of queries) {
      for (const sort of SEARCH_SORTS) {
        for (const [section, status] of [
          [undefined, undefined],
          ['cosmic-watch', undefined],
          [undefined, 'breaking'],
        ] as const) {
          const query = { q, sort, section, status };
          const sqlite = await on('sqlite').articles.searchPublic(query);
          const postgres = await on('postgres').articles.searchPublic(query);
          const filters: SearchFilters = { q, sort, section: section ?? '', status: status ?? '' };
          const want = rankSearchResults(everything, filters).map(
            (hit) => `${hit.article.slug}:${hit.score}`,
          );
          const shown = (result: typeof sqlite) =>
            result.hits.map((hit) => `${hit.slug}:${hit.score}`);
          found += sqlite.hits.length;
          if (JSON.stringify(shown(sqlite)) !== JSON.stringify(shown(postgres)))
            failures.push(`${JSON.stringify(query)}: ${shown(sqlite)} vs ${shown(postgres)}`);
          if (sqlite.total !== postgres.total)
            failures.push(`${JSON.stringify(query)} total: ${sqlite.total} vs ${postgres.total}`);
          if (JSON.stringify(shown(postgres)) !== JSON.stringify(want.slice(0, 100)))
            failures.push(`${JSON.stringify(query)} vs the shared ranking`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The corpus does exercise the tricky texts.
    expect(found).toBeGreaterThan(100);
    const slugs = async (q: string) =>
      (await on('postgres').articles.searchPublic({ q })).hits.map((hit) => hit.slug);
    expect(await slugs('ÉCLAIR')).toContain('tricky-0');
    expect(await slugs('éclair')).not.toContain('tricky-9');
    expect(await slugs('σοφια')).toContain('tricky-2');
    expect(await slugs('k')).toContain('tricky-3');
    expect(await slugs('"hello"')).toContain('tricky-5');
  }, 120_000);

  test('the back office list: every query, sort and page, and the counts', async () => {
    const failures: string[] = [];
    for (const q of queries) {
      for (const sort of ADMIN_ARTICLE_SORTS) {
        for (const status of [undefined, 'draft', 'published'] as const) {
          const query = { q, sort, status, limit: 25, offset: 0 };
          const sqlite = await on('sqlite').adminArticles.listAdmin(query);
          const postgres = await on('postgres').adminArticles.listAdmin(query);
          const ids = (page: typeof sqlite) => page.articles.map((article) => article.slug);
          if (
            sqlite.total !== postgres.total ||
            JSON.stringify(ids(sqlite)) !== JSON.stringify(ids(postgres))
          )
            failures.push(`${JSON.stringify(query)}: ${ids(sqlite)} vs ${ids(postgres)}`);
        }
      }
      const counts = await Promise.all(
        (['sqlite', 'postgres'] as const).map((engine) =>
          on(engine).adminArticles.countsByStatus({ q }),
        ),
      );
      if (JSON.stringify(counts[0]) !== JSON.stringify(counts[1]))
        failures.push(`counts ${q}: ${JSON.stringify(counts)}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

import { Database } from 'bun:sqlite';
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { TEST_ENGINE } from '@tests/support/test-database';
import { drizzle } from 'drizzle-orm/bun-sqlite';
import { migrate } from 'drizzle-orm/bun-sqlite/migrator';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { seedDemoContent } from '~/server/db/seed/seed-demo';
import {
  createSearchIndex,
  MAX_WORDS_PER_TERM,
  SEARCH_INDEX_TOKENIZER,
} from '~/server/modules/articles/search-index';
import { resources } from '~/server/resources';
import type { Article } from '~/shared/schemas/article';
import {
  rankSearchResults,
  SEARCH_RESULT_LIMIT,
  SEARCH_SORTS,
  type SearchFilters,
} from '~/shared/search-scoring';

const NOW = Date.UTC(2026, 10, 20, 12);

/** Ids the index finds for an FTS5 query, drafts included. */
function indexIds(t: TestApp, match: string): number[] {
  return (
    t.db.$client
      .query('SELECT rowid AS id FROM articles_search WHERE articles_search MATCH ? ORDER BY rowid')
      .all(match) as { id: number }[]
  ).map((row) => row.id);
}

function integrityCheck(t: TestApp) {
  t.db.$client.run("INSERT INTO articles_search (articles_search) VALUES ('integrity-check')");
}

// FTS5's own index (its tokenizer, rows, integrity check): SQLite only.
describe.if(TEST_ENGINE === 'sqlite')(
  'the articles_search index (drizzle/0002_search_index.sql)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    test('uses the tokenizer queries are split with', () => {
      const { sql } = t.db.$client
        .query("SELECT sql FROM sqlite_master WHERE name = 'articles_search'")
        .get() as { sql: string };
      expect(sql).toContain(`tokenize='${SEARCH_INDEX_TOKENIZER}'`);
      expect(sql).toContain("prefix='2 3 4'");
    });

    test('follows every insert, edit and delete of an article', async () => {
      const created = await createArticle(
        t.services,
        buildArticle({ title: 'Quasar sighting over Lagos', tags: ['Astronomy'] }),
      );
      expect(indexIds(t, '"quasar"')).toEqual([created.id]);
      expect(indexIds(t, '"astro"*')).toEqual([created.id]);

      const result = await t.services.adminArticles.update(
        created.id,
        buildArticle({ title: 'Nebula sighting over Lagos', slug: created.slug }),
      );
      expect(result.ok).toBe(true);
      expect(indexIds(t, '"quasar"')).toEqual([]);
      expect(indexIds(t, '"nebula"')).toEqual([created.id]);
      integrityCheck(t);

      expect(await t.services.adminArticles.deleteById(created.id)).toBe(true);
      expect(indexIds(t, '"nebula"')).toEqual([]);
      integrityCheck(t);
    });

    test('a status change needs no reindex, and search never shows a draft', async () => {
      const article = await createArticle(
        t.services,
        buildArticle({ title: 'Zeppelin fleet grounded', status: 'draft' }),
      );
      expect(indexIds(t, '"zeppelin"')).toEqual([article.id]);
      expect((await t.services.articles.searchPublic({ q: 'zeppelin' })).hits).toEqual([]);
      expect((await t.services.articles.listPublic({ q: 'zeppelin' })).articles).toEqual([]);

      t.db.$client.run("UPDATE articles SET status = 'published' WHERE id = ?", [article.id]);
      integrityCheck(t);
      expect(
        (await t.services.articles.searchPublic({ q: 'zeppelin' })).hits.map((hit) => hit.id),
      ).toEqual([article.id]);
    });

    test('indexes the articles stored before it existed', () => {
      const dir = mkdtempSync(join(tmpdir(), 'gazette-search-migration-'));
      try {
        // The migrations as they were before this one.
        const before = join(dir, 'drizzle');
        cpSync(resources.migrationsDir, before, { recursive: true });
        const journalPath = join(before, 'meta', '_journal.json');
        const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
          entries: { tag: string }[];
        };
        const index = journal.entries.findIndex((entry) => entry.tag === '0002_search_index');
        expect(index).toBeGreaterThan(0);
        writeFileSync(
          journalPath,
          JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }),
        );

        const sqlite = new Database(join(dir, 'old.db'), { create: true, strict: true });
        const db = drizzle({ client: sqlite });
        migrate(db, { migrationsFolder: before });
        sqlite.run(`INSERT INTO articles (slug, title, section, summary, content, author, date,
        sort_time, status, read_time) VALUES ('old-story', 'Wormhole traffic report', 'cosmic-watch',
        'Delays at every gate.', '<p>Queues at the gates.</p>', 'Ines Moreau', '2026-01-01',
        1767225600000, 'published', 1)`);

        migrate(db, { migrationsFolder: resources.migrationsDir });
        const ids = sqlite
          .query(
            'SELECT rowid AS id FROM articles_search WHERE articles_search MATCH \'"wormhole"\'',
          )
          .all();
        expect(ids).toEqual([{ id: 1 }]);
        sqlite.run("INSERT INTO articles_search (articles_search) VALUES ('integrity-check')");
        sqlite.close();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  },
);

describe('the database export and import', () => {
  test('leave the derived index out, and an import fills it', async () => {
    const source = await createTestApp();
    const target = await createTestApp();
    try {
      await seedDemoContent(source.services, NOW);
      const file = JSON.parse(JSON.stringify(await source.services.database.exportDatabase()));
      expect(JSON.stringify(file)).not.toContain('articles_search');

      const result = await target.services.database.importDatabase(file);
      expect(result.imported.articles).toBe(file.data.articles.length);
      // The FTS5 index's own check; PostgreSQL has none to fill.
      if (target.engine === 'sqlite') integrityCheck(target);
      for (const q of ['portal', 'geneva treaty', 'earth-616']) {
        const imported = await target.services.articles.searchPublic({ q, sort: 'relevance' });
        const original = await source.services.articles.searchPublic({ q, sort: 'relevance' });
        expect(imported.total).toBeGreaterThan(0);
        expect(imported.hits.map((hit) => [hit.slug, hit.score])).toEqual(
          original.hits.map((hit) => [hit.slug, hit.score]),
        );
      }
    } finally {
      source.close();
      target.close();
    }
  });
});

// The FTS5 lookups (SQLite's candidates); PostgreSQL's are search-pattern.ts's.
describe.if(TEST_ENGINE === 'sqlite')('how a term is looked up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createArticle(
      t.services,
      buildArticle({ title: 'Debris drifted into the corridor', content: '<p>Mandated.</p>' }),
    );
  });
  afterAll(() => t.close());

  const index = () => createSearchIndex(t.db.$client);

  test.each<[string, string | null]>([
    ['portal', '("portal"*)'],
    ['Portal  TREATY', '("portal"*) OR ("treaty"*)'],
    // "drifted" holds "rift" further in: the index finds it by name.
    ['rift', '("rift"* OR "drifted")'],
    ['spider-man', '(("spider") AND "man"*)'],
    ['Café', '("cafe"*)'],
    ['"quoted"', '("quoted"*)'],
    ['portal portal', '("portal"*)'],
    ['- %', null],
    ['   ', null],
  ])('%p reads as %p', (q, expected) => {
    expect(index().matchQuery(q)).toBe(expected);
  });

  test('a term without a word, or inside too many words, is scanned for', async () => {
    expect(index().lookups('- rift')).toEqual([{ scan: '-' }, { match: '"rift"* OR "drifted"' }]);
    const words = Array.from({ length: MAX_WORDS_PER_TERM + 1 }, (_, n) => `qx${n}zz`).join(' ');
    await createArticle(
      t.services,
      buildArticle({ title: 'Many words', content: `<p>${words}</p>` }),
    );
    expect(index().lookups('zz')).toEqual([{ scan: 'zz' }]);
    expect(
      (await t.services.articles.listPublic({ q: 'zz' })).articles.map((a) => a.title),
    ).toEqual(['Many words']);
  });

  test('words written after the vocabulary was read are found inside too', async () => {
    expect((await t.services.articles.listPublic({ q: 'ylophon' })).articles).toEqual([]);
    await createArticle(t.services, buildArticle({ title: 'The xylophonist returns' }));
    expect(
      (await t.services.articles.listPublic({ q: 'ylophon' })).articles.map((a) => a.title),
    ).toEqual(['The xylophonist returns']);
  });

  test('odd input is never an FTS5 syntax error', async () => {
    for (const q of [
      '"',
      'AND OR NOT',
      '(portal',
      'col:portal',
      'a*b',
      'NEAR(x y)',
      '^x',
      '{title}',
      '%_\\',
    ]) {
      await t.services.articles.searchPublic({ q });
      await t.services.articles.listPublic({ q });
    }
  });
});

describe('searchPublic ranks the index candidates with the shared scoring', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoContent(t.services, NOW);
    await createArticle(
      t.services,
      buildArticle({ slug: 'spider-man-rooftops', title: 'Spider-Man seen on Queens rooftops' }),
    );
    // Both words, apart: a candidate for "spider-man" that the scoring drops.
    await createArticle(
      t.services,
      buildArticle({ slug: 'spider-apart', title: 'A man, a spider and a very long night' }),
    );
    // Markup only: the index reads the tag name, the scoring does not.
    await createArticle(
      t.services,
      buildArticle({
        slug: 'markup-only',
        title: 'Harbour lights restored',
        content: '<p><strong>Lights</strong> are back along the quay.</p>',
      }),
    );
  });
  afterAll(() => t.close());

  /** What the search page must show: the shared ranking of what the index found. */
  async function expected(filters: SearchFilters) {
    const candidates = (
      await t.services.articles.listPublic({
        q: filters.q,
        section: filters.section || undefined,
        status: filters.status ? [filters.status] : undefined,
      })
    ).articles;
    return rankSearchResults(candidates, filters);
  }

  const queries = [
    'portal',
    'Geneva treaty',
    'spider-man',
    'earth-616',
    'rift watch',
    'ea',
    'strong',
    'the',
  ];
  const cases = queries.flatMap((q) =>
    SEARCH_SORTS.flatMap((sort) => [
      { q, sort, section: '', status: '' } as SearchFilters,
      { q, sort, section: 'cosmic-watch', status: '' } as SearchFilters,
      { q, sort, section: '', status: 'breaking' } as SearchFilters,
    ]),
  );

  test.each(cases)('%o', async (filters) => {
    const result = await t.services.articles.searchPublic({
      q: filters.q,
      sort: filters.sort,
      section: filters.section || undefined,
      status: filters.status || undefined,
    });
    const ranked = await expected(filters);
    expect(result.hits.map((hit) => [hit.slug, hit.score])).toEqual(
      ranked.slice(0, SEARCH_RESULT_LIMIT).map((hit) => [hit.article.slug, hit.score]),
    );
    expect(result.total).toBe(ranked.length);
    expect(result.hits.every((hit) => hit.score > 0 && !('content' in hit))).toBe(true);
  });

  test('a word the index finds only in markup scores 0 and is dropped', async () => {
    const slugs = async (q: string) =>
      (await t.services.articles.searchPublic({ q })).hits.map((hit) => hit.slug);
    // SQLite: the FTS5 index does hold the tag name.
    if (t.engine === 'sqlite') expect(indexIds(t, '"strong"*').length).toBeGreaterThan(0);
    expect(await slugs('strong')).not.toContain('markup-only');
    expect(await slugs('harbour')).toContain('markup-only');
  });

  test('the same as scoring every public article, fragments inside words included', async () => {
    const everything = (await t.services.articles.listPublic({})).articles;
    const all = (q: string, sort: SearchFilters['sort']) =>
      rankSearchResults(everything, { q, section: '', status: '', sort }).map((hit) => [
        hit.article.slug,
        hit.score,
      ]);
    const search = async (q: string, sort: SearchFilters['sort']) => {
      const result = await t.services.articles.searchPublic({ q, sort });
      return { hits: result.hits.map((hit) => [hit.slug, hit.score]), total: result.total };
    };
    for (const q of [
      'portal',
      'geneva treaty',
      'spider-man',
      'earth-616',
      'avengers',
      // Inside words: "multiverse", "drifted", "history".
      'verse',
      'rift',
      'story',
      'ider-ma',
      // Punctuation and fragments common enough to be scanned for.
      '-',
      '—',
      'e',
      'th',
    ]) {
      for (const sort of SEARCH_SORTS) {
        const expected = all(q, sort);
        expect(expected.length).toBeGreaterThan(0);
        expect(await search(q, sort)).toEqual({
          hits: expected.slice(0, SEARCH_RESULT_LIMIT),
          total: expected.length,
        });
      }
    }
    expect((await search('spider-man', 'newest')).hits.map(([slug]) => slug)).toEqual([
      'spider-man-rooftops',
    ]);
  });
});

describe('searchPublic over many matches', () => {
  let t: TestApp;
  const COUNT = 320;
  beforeAll(async () => {
    t = await createTestApp();
    await t.store.transaction(async () => {
      for (let n = 0; n < COUNT; n += 1) {
        await createArticle(
          t.services,
          buildArticle({
            title: n % 3 === 0 ? `Comet ${n} passes` : `Observatory notes ${n}`,
            summary: n % 5 === 0 ? 'A comet, again.' : 'Skies were clear.',
            // Every body names the comet: every article is a candidate.
            content: `<p>The comet was seen on night ${n}.</p>`,
            date: new Date(Date.UTC(2026, 0, 1) + ((n * 7919) % COUNT) * 3_600_000).toISOString(),
          }),
        );
      }
    });
  });
  afterAll(() => t.close());

  const all = async (filters: SearchFilters) =>
    rankSearchResults((await t.services.articles.listPublic({})).articles as Article[], filters);

  test.each(SEARCH_SORTS)(
    'sorted by %s, the first 100 are those of the whole ranking',
    async (sort) => {
      const filters: SearchFilters = { q: 'comet', section: '', status: '', sort };
      const result = await t.services.articles.searchPublic({ q: 'comet', sort });
      expect(result.hits.map((hit) => [hit.id, hit.score])).toEqual(
        (await all(filters))
          .slice(0, SEARCH_RESULT_LIMIT)
          .map((hit) => [hit.article.id, hit.score]),
      );
      expect(result.total).toBe(COUNT);
    },
  );
});

describe('searchPublic when the newest candidates do not score', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.store.transaction(async () => {
      for (let n = 0; n < 380; n += 1) {
        await createArticle(
          t.services,
          buildArticle({
            title: `Night watch ${n}`,
            // The newest 260 hold the word only as markup: candidates that score 0.
            content:
              n >= 120
                ? '<p><strong>Quiet</strong> night on the quay.</p>'
                : '<p>A strong wind closed the quay.</p>',
            date: new Date(Date.UTC(2026, 0, 1) + n * 3_600_000).toISOString(),
          }),
        );
      }
    });
  });
  afterAll(() => t.close());

  test.each(SEARCH_SORTS)('sorted by %s, reading goes on until 100 score', async (sort) => {
    const result = await t.services.articles.searchPublic({ q: 'strong', sort });
    const expected = rankSearchResults((await t.services.articles.listPublic({})).articles, {
      q: 'strong',
      section: '',
      status: '',
      sort,
    });
    expect(expected).toHaveLength(120);
    expect(result.hits.map((hit) => [hit.id, hit.score])).toEqual(
      expected.slice(0, SEARCH_RESULT_LIMIT).map((hit) => [hit.article.id, hit.score]),
    );
    expect(result.total).toBe(120);
  });
});

describe('searchPublic by relevance when older articles score higher', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.store.transaction(async () => {
      for (let n = 0; n < 400; n += 1) {
        const newer = n >= 150;
        await createArticle(
          t.services,
          buildArticle({
            // Without their bodies the newer score higher (title 20 + whole query 15,
            // against byline 10 + tag 8 + 15); the older 150 name the comet in their
            // body too (+5), which puts them first.
            title: newer ? `Bright comet ${n}` : `Faint light ${n}`,
            author: newer ? 'Priya Castellanos' : 'Ada Comet',
            tags: newer ? [] : ['comet'],
            content: newer ? '<p>Skies were clear.</p>' : '<p>The comet returned.</p>',
            date: new Date(Date.UTC(2026, 0, 1) + n * 3_600_000).toISOString(),
          }),
        );
        // For "kite string": the older ones hold the whole query in their body only (+15).
        await createArticle(
          t.services,
          buildArticle({
            title: newer ? `Kite and its string ${n}` : `Windy day ${n}`,
            summary: newer ? 'A calm afternoon.' : 'A string, then a kite.',
            content: newer ? '<p>Skies were clear.</p>' : '<p>The kite string snapped.</p>',
            date: new Date(Date.UTC(2026, 0, 1) + n * 3_600_000).toISOString(),
          }),
        );
      }
    });
  });
  afterAll(() => t.close());

  test.each([
    ['comet', 'Faint'],
    ['kite string', 'Windy'],
  ])('%p: bodies are read until no candidate left could rank higher', async (q, first) => {
    const result = await t.services.articles.searchPublic({ q, sort: 'relevance' });
    const expected = rankSearchResults((await t.services.articles.listPublic({})).articles, {
      q,
      section: '',
      status: '',
      sort: 'relevance',
    });
    expect(result.hits.map((hit) => [hit.id, hit.score])).toEqual(
      expected.slice(0, SEARCH_RESULT_LIMIT).map((hit) => [hit.article.id, hit.score]),
    );
    expect(result.hits[0]!.title).toStartWith(first);
    expect(result.total).toBe(400);
  });
});

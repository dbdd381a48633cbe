import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { TEST_ENGINE } from '@tests/support/test-database';
import { eq } from 'drizzle-orm';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import {
  rankSearchResults,
  SEARCH_RESULT_LIMIT,
  SEARCH_SORTS,
  type SearchFilters,
} from '~/shared/search-scoring';

const NOW = Date.UTC(2026, 10, 20, 12);
const HOUR = 3_600_000;

/**
 * The search's catalogue (docs/decisions/017, 019) is loaded on a process's
 * first search and then kept current from the change log: every write
 * between two searches, however it reaches the database, must show in the
 * next one, on both engines.
 */
describe('the search catalogue follows every write between searches', () => {
  let t: TestApp;
  const ids: number[] = [];
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    await t.store.transaction(async () => {
      for (let n = 0; n < 150; n += 1) {
        const article = await createArticle(
          t.services,
          buildArticle({
            title: n % 3 === 0 ? `Comet over the harbour ${n}` : `Quiet night ${n}`,
            slug: `story-${n}`,
            summary: n % 5 === 0 ? 'A comet, they say.' : 'Skies were clear.',
            tags: n % 4 === 0 ? ['comet'] : [],
            content: `<p>${n % 2 === 0 ? 'The comet returned.' : 'Nothing to report.'}</p>`,
            date: new Date(NOW - n * HOUR).toISOString(),
          }),
        );
        ids.push(article.id);
      }
    });
  });
  afterAll(() => t.close());

  async function expectBruteForce(queries: string[]) {
    const everything = (await t.services.articles.listPublic({})).articles;
    for (const q of queries) {
      for (const sort of SEARCH_SORTS) {
        const filters: SearchFilters = { q, sort, section: '', status: '' };
        const expected = rankSearchResults(everything, filters);
        const result = await t.services.articles.searchPublic({ q, sort });
        expect({ q, sort, hits: result.hits.map((hit) => [hit.id, hit.score]) }).toEqual({
          q,
          sort,
          hits: expected.slice(0, SEARCH_RESULT_LIMIT).map((hit) => [hit.article.id, hit.score]),
        });
        expect(result.total).toBe(expected.length);
      }
    }
  }

  test('edits, unpublishing, deletes and new articles, written straight to the table', async () => {
    const queries = ['comet', 'harbour', 'nebula', 'comet nebula'];
    // The first search loads the catalogue.
    await expectBruteForce(queries);
    const { articles } = t.store.tables;
    await t.store.transaction(async (tx) => {
      // A quiet story now names the nebula in its title, another in its tags.
      await tx
        .update(articles)
        .set({ title: 'Nebula over the harbour' })
        .where(eq(articles.id, ids[1]!));
      await tx
        .update(articles)
        .set({ tags: ['nebula'] })
        .where(eq(articles.id, ids[7]!));
      // A comet story loses every mention of it.
      await tx
        .update(articles)
        .set({ title: 'Calm seas', summary: 'Calm.', tags: [], content: '<p>Calm.</p>' })
        .where(eq(articles.id, ids[0]!));
      // Back to draft: no longer public.
      await tx.update(articles).set({ status: 'draft' }).where(eq(articles.id, ids[3]!));
      await tx.delete(articles).where(eq(articles.id, ids[6]!));
    });
    await createArticle(
      t.services,
      buildArticle({
        title: 'A comet and a nebula',
        slug: 'late-story',
        content: '<p>The nebula glowed.</p>',
        date: new Date(NOW - 2 * HOUR - 1).toISOString(),
      }),
    );
    await expectBruteForce(queries);
    const nebula = await t.services.articles.searchPublic({ q: 'nebula', sort: 'relevance' });
    expect(nebula.hits.map((hit) => hit.slug).sort()).toEqual(
      ['late-story', 'story-1', 'story-7'].sort(),
    );
  }, 60_000);
});

/**
 * PostgreSQL hands out the log's numbers as transactions ask, not as they
 * commit: without drizzle-postgres/0006's lock, a process could read a later
 * change before an earlier one commits and never read the earlier one.
 */
describe.if(TEST_ENGINE === 'postgres')('the change log on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
  });
  afterAll(() => t.close());

  test('a second writer waits for the first to commit before its change is numbered', async () => {
    const first = await createArticle(t.services, buildArticle({ slug: 'first' }));
    const second = await createArticle(t.services, buildArticle({ slug: 'second' }));
    const { articles, searchChanges } = t.store.tables;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let changed: () => void = () => undefined;
    const firstChanged = new Promise<void>((resolve) => {
      changed = resolve;
    });
    const firstWriter = t.store.transaction(async (tx) => {
      await tx.update(articles).set({ title: 'First, edited' }).where(eq(articles.id, first.id));
      changed();
      await held;
    });
    await firstChanged;
    let secondDone = false;
    const secondWriter = (async () => {
      // Started outside the first one: a transaction (and connection) of its own.
      await t.store.transaction((tx) =>
        tx.update(articles).set({ title: 'Second, edited' }).where(eq(articles.id, second.id)),
      );
      secondDone = true;
    })();
    await Bun.sleep(300);
    expect(secondDone).toBe(false);
    release();
    await Promise.all([firstWriter, secondWriter]);
    const rows = await t.db.select().from(searchChanges).orderBy(searchChanges.seq);
    const lastOf = (id: number) => rows.filter((row) => row.articleId === id).at(-1)!.seq;
    expect(lastOf(first.id)).toBeLessThan(lastOf(second.id));
  }, 30_000);
});

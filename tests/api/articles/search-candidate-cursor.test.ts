import { describe, expect, test } from 'bun:test';
import { createTestApp } from '@tests/support/test-app';
import { TEST_ENGINE } from '@tests/support/test-database';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { read } from '~/server/modules/articles/search-steps';
import { runSearch } from '~/server/modules/articles/search-store';
import {
  rankSearchResults,
  SEARCH_COUNT_CAP,
  SEARCH_RESULT_LIMIT,
  SEARCH_SORTS,
} from '~/shared/search-scoring';

const NOW = Date.UTC(2026, 10, 20, 12);
const HOUR = 3_600_000;
const ARTICLES = SEARCH_COUNT_CAP + 350;
/** The newest articles lack the word; every older one holds it. */
const WITHOUT = 300;

describe('a sparse word past the cap, its newest holders stored last', () => {
  test('every sort finds the page the shared ranking finds', async () => {
    // PostgreSQL counts a word's candidates up to the cap from a cursor and,
    // once the walk finds the word sparse, reads the rest from the same
    // cursor (search-reads.ts). The rows come in storage order: here the
    // holders stored last are the newest and the last titles, so the date
    // page rests on candidates past the first 1,001 counted.
    const t = await createTestApp({ now: () => NOW });
    try {
      await t.store.transaction(async () => {
        for (let n = 0; n < ARTICLES; n += 1) {
          const holds = n < ARTICLES - WITHOUT;
          await createArticle(
            t.services,
            buildArticle({
              title: holds ? `Mandolin air ${n}` : `Aardvark ${n}`,
              summary: holds && n % 7 === 0 ? 'A mandolin duet.' : 'An evening of music.',
              content: holds
                ? `<p>${n % 4 === 0 ? 'The mandolins rang.' : 'A mandolin played.'}</p>`
                : '<p>Nothing to report.</p>',
              date: new Date(NOW - (ARTICLES - n) * HOUR).toISOString(),
            }),
          );
        }
      });
      const everything = (await t.services.articles.listPublic({})).articles;
      for (const sort of SEARCH_SORTS) {
        const expected = rankSearchResults(everything, {
          q: 'mandolin',
          sort,
          section: '',
          status: '',
        });
        expect(expected.length).toBe(ARTICLES - WITHOUT);
        const result = await t.services.articles.searchPublic({ q: 'mandolin', sort });
        expect(result.total).toBe(SEARCH_COUNT_CAP + 1);
        expect(result.hits.map((hit) => [hit.id, hit.score])).toEqual(
          expected.slice(0, SEARCH_RESULT_LIMIT).map((hit) => [hit.article.id, hit.score]),
        );
      }
      // The date page's first hits are the newest holders, stored after the
      // first 1,001 candidates.
      const newest = await t.services.articles.searchPublic({ q: 'mandolin', sort: 'newest' });
      expect(newest.hits[0]!.title).toBe(`Mandolin air ${ARTICLES - WITHOUT - 1}`);
    } finally {
      t.close();
    }
  }, 180_000);

  test('a word in fewer articles than the cap counts exactly, each sort', async () => {
    const t = await createTestApp({ now: () => NOW });
    try {
      await t.store.transaction(async () => {
        for (let n = 0; n < 240; n += 1) {
          await createArticle(
            t.services,
            buildArticle({
              title: `Song ${n}`,
              summary: 'An evening of music.',
              content: n % 3 === 0 ? '<p>A lute played.</p>' : '<p>Nothing to report.</p>',
              date: new Date(NOW - n * HOUR).toISOString(),
            }),
          );
        }
      });
      const everything = (await t.services.articles.listPublic({})).articles;
      for (const sort of SEARCH_SORTS) {
        const expected = rankSearchResults(everything, {
          q: 'lute',
          sort,
          section: '',
          status: '',
        });
        const result = await t.services.articles.searchPublic({ q: 'lute', sort });
        expect(result.total).toBe(expected.length);
        expect(result.hits.map((hit) => [hit.id, hit.score])).toEqual(
          expected.slice(0, SEARCH_RESULT_LIMIT).map((hit) => [hit.article.id, hit.score]),
        );
      }
    } finally {
      t.close();
    }
  }, 120_000);

  // Only PostgreSQL confirms candidates by count (SQLite's index lists them).
  test.if(TEST_ENGINE === 'postgres')('a second count in one search starts over', async () => {
    const t = await createTestApp({ now: () => NOW });
    try {
      await t.store.transaction(async () => {
        for (let n = 0; n < 12; n += 1) {
          await createArticle(
            t.services,
            buildArticle({
              title: `Song ${n}`,
              content: n % 2 === 0 ? '<p>A banjo played.</p>' : '<p>Quiet.</p>',
            }),
          );
        }
      });
      const counts = await runSearch(
        t.store,
        { filters: undefined, q: 'banjo' },
        function* ({ reads }) {
          const confirming = reads.confirming!;
          const first = yield* read(confirming.count(4));
          const second = yield* read(confirming.count(100));
          const ids = yield* read(reads.candidateIds('banjo'));
          return [first, second, ids?.length];
        },
      );
      expect(counts).toEqual([4, 6, 6]);
    } finally {
      t.close();
    }
  });
});

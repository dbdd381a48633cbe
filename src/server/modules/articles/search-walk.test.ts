import { describe, expect, test } from 'bun:test';
import {
  rankSearchResults,
  SEARCH_COUNT_CAP,
  SEARCH_RESULT_LIMIT,
  SEARCH_SORTS,
} from '~/shared/search-scoring';
import { searchTerms } from '~/shared/search-terms';
import { type CatalogueRow, createSearchCatalogue } from './search-catalogue';
import type { SearchReads } from './search-hits';
import { rankSearchCandidates } from './search-ranking';
import type { Reader } from './search-steps';
import { runNow } from './search-steps';

const HOUR = 3_600_000;
const START = Date.UTC(2026, 0, 1);
const WORDS = ['comet', 'portal', 'treaty', 'rift', 'signal', 'harbour'];

/** An archive past the walk's threshold (5,000 candidates), in memory: no database. */
const articles = Array.from({ length: 6_500 }, (_, n) => {
  const word = (k: number) => WORDS[(n * 7 + k * 3 + (n >> 3)) % WORDS.length]!;
  return {
    id: n + 1,
    title: `${word(0)} ${n % 11 === 0 ? 'comet' : word(1)} ${n % 97}`,
    summary: n % 5 === 0 ? `A ${word(2)} again.` : 'Skies were clear.',
    author: n % 3 === 0 ? 'Ada Comet' : 'Theo Rift',
    tags: n % 4 === 0 ? [word(3)] : [],
    content: `<p>The ${word(4)} and the ${n % 2 === 0 ? 'comet' : word(5)}.</p>`,
    section: 'cosmic-watch',
    status: 'published' as const,
    // Few distinct hours: ties go to the id.
    time: START + (n % 400) * HOUR,
  };
});
const byId = new Map(articles.map((article) => [article.id, article]));
const lower = (article: (typeof articles)[number]) =>
  [article.title, article.summary, article.author, article.tags.join(' '), article.content]
    .join(' ')
    .toLowerCase();

const rows: CatalogueRow[] = articles.map((article) => ({
  ...article,
  publishedAt: null,
  bodyStart: article.content[0]!,
}));

/** An engine's reads over the array: candidates are substring matches anywhere (a superset). */
function readsOf(confirming: boolean, q: string): SearchReads {
  const terms = searchTerms(q);
  const candidates = articles.filter((article) =>
    terms.some((term) => lower(article).includes(term)),
  );
  const isCandidate = new Set(candidates.map((article) => article.id));
  return {
    bodies: (ids) => new Map(ids.map((id) => [id, byId.get(id)!.content])),
    candidateIds: () => candidates.map((article) => article.id),
    scannedIds: () => candidates.map((article) => article.id),
    bodyIds: () =>
      terms.map((term) =>
        articles.filter((a) => a.content.toLowerCase().includes(term)).map((a) => a.id),
      ),
    phraseIds: (ids, phraseTerms) =>
      ids.filter((id) =>
        byId
          .get(id)!
          .content.replace(/<[^>]*>/g, ' ')
          .toLowerCase()
          .includes(phraseTerms.join(' ')),
      ),
    confirming: confirming
      ? {
          count: (limit) => Math.min(limit, candidates.length),
          among: (ids) =>
            new Map(
              ids.filter((id) => isCandidate.has(id)).map((id) => [id, byId.get(id)!.content]),
            ),
        }
      : undefined,
  };
}

describe('the shared ranking with an engine that confirms candidates (PostgreSQL)', () => {
  const catalogue = createSearchCatalogue({
    position: () => 0,
    changesAfter: (_reader, position) => ({ seq: position, ids: [] }),
    rows: () => rows,
  });
  runNow(catalogue.catchUp({} as Reader));
  const everything = articles.map((article) => ({
    ...article,
    date: new Date(article.time).toISOString(),
    createdAt: new Date(article.time).toISOString(),
  }));

  const cases = ['comet', 'comet portal', 'the', 'harbour'].flatMap((q) =>
    SEARCH_SORTS.map((sort) => ({ q, sort })),
  );
  test.each(cases)('%o: the same page as brute force, walking or listing', ({ q, sort }) => {
    const expected = rankSearchResults(everything, { q, sort, section: '', status: '' });
    expect(expected.length).toBeGreaterThan(SEARCH_COUNT_CAP);
    for (const confirming of [true, false]) {
      const result = runNow(
        rankSearchCandidates(
          { reads: readsOf(confirming, q), catalogue, keep: () => true },
          { q, sort, section: '', status: '' },
        ),
      );
      expect(result.shown).toEqual(
        expected
          .slice(0, SEARCH_RESULT_LIMIT)
          .map((hit) => ({ id: hit.article.id, score: hit.score })),
      );
      expect(result.total).toBe(SEARCH_COUNT_CAP + 1);
    }
  });
});

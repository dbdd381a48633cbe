import { describe, expect, test } from 'bun:test';
import { storeDrawnStories } from '@tests/support/drawn-stories';
import { createTestApp } from '@tests/support/test-app';
import fc from 'fast-check';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import {
  rankSearchResults,
  SEARCH_COUNT_CAP,
  SEARCH_RESULT_LIMIT,
  SEARCH_SORTS,
  SEARCH_STATUS_FILTERS,
  type SearchFilters,
} from '~/shared/search-scoring';

const NOW = Date.UTC(2026, 10, 20, 12);
const HOUR = 3_600_000;

/**
 * A small vocabulary, so that random articles share words, fragments and
 * whole titles (ties everywhere), and a query finds many of them.
 */
const WORDS = [
  'portal',
  'portals',
  'teleportal',
  'comet',
  'treaty',
  'rift',
  'drifted',
  'geneva',
  'signal',
];
const PEOPLE = ['Ada Comet', 'Priya Castellanos', 'Theo Rift', 'Ines Moreau'];
const STATUSES = ['published', 'breaking', 'developing', 'verified', 'draft'] as const;
const SECTIONS = ['global-affairs', 'cosmic-watch'] as const;

const phrase = (min: number, max: number) =>
  fc.array(fc.constantFrom(...WORDS, 'the', 'of', 'spider-man'), {
    minLength: min,
    maxLength: max,
  });

const articleArbitrary = fc.record({
  title: phrase(1, 4),
  // A title may open with punctuation: it then starts with no term.
  titleOpening: fc.constantFrom('', '', '"', '(', '¿', '- '),
  // A plain body's text starts at once: a query may run into it from the tags.
  plainBody: fc.boolean(),
  summary: phrase(0, 5),
  author: fc.constantFrom(...PEOPLE),
  tags: fc.array(fc.constantFrom(...WORDS, 'earth-616'), { maxLength: 3 }),
  body: phrase(1, 8),
  status: fc.constantFrom(...STATUSES),
  section: fc.constantFrom(...SECTIONS),
  // Few distinct hours: many articles share a date, so ties go to the id.
  hour: fc.integer({ min: 0, max: 12 }),
  scheduled: fc.boolean(),
});

/** Queries: words, fragments inside words, several words, a hyphenated word. */
const queryArbitrary = fc.oneof(
  fc.constantFrom(...WORDS),
  fc.constantFrom('ift', 'ort', 'omet', 'eneva', 'spider-man', 'earth-616', 'rift watch'),
  fc
    .tuple(fc.constantFrom(...WORDS), fc.constantFrom(...WORDS, 'ift', 'the'))
    .map(([a, b]) => `${a} ${b}`),
);

const filtersArbitrary = fc.record({
  q: queryArbitrary,
  sort: fc.constantFrom(...SEARCH_SORTS),
  // street-beat: a section no article of the corpus is in.
  section: fc.constantFrom('', ...SECTIONS, 'street-beat'),
  status: fc.constantFrom('', ...SEARCH_STATUS_FILTERS),
}) as fc.Arbitrary<SearchFilters>;

describe('search ranking: the same as ranking every public article by brute force', () => {
  test('on random corpora, queries, filters and sorts', async () => {
    await fc.assert(
      fc.asyncProperty(
        // Up to well past a page of 100, so the search stops reading early.
        fc.array(articleArbitrary, { minLength: 20, maxLength: 400, size: 'max' }),
        fc.array(filtersArbitrary, { minLength: 4, maxLength: 8 }),
        async (corpus, searches) => {
          const t = await createTestApp({ now: () => NOW });
          try {
            await storeDrawnStories(
              t,
              corpus.map((article) => ({
                ...article,
                title: `${article.titleOpening}${article.title.join(' ')}`,
                content: article.plainBody
                  ? article.body.join(' ')
                  : `<p>${article.body.join(' ')}</p>`,
              })),
              NOW,
            );
            const everything = (await t.services.articles.listPublic({})).articles;
            for (const filters of searches) {
              const expected = rankSearchResults(everything, filters);
              const result = await t.services.articles.searchPublic({
                q: filters.q,
                sort: filters.sort,
                section: filters.section || undefined,
                status: filters.status || undefined,
              });
              expect(result.hits.map((hit) => [hit.id, hit.score])).toEqual(
                expected.slice(0, SEARCH_RESULT_LIMIT).map((hit) => [hit.article.id, hit.score]),
              );
              expect(result.total).toBe(expected.length);
            }
          } finally {
            t.close();
          }
        },
      ),
      // Each run builds a database: a failure is reported as found, not shrunk.
      { numRuns: 12, endOnFailure: true },
    );
  }, 240_000);
});

describe('search totals past the cap', () => {
  test('say "more" (one past the cap) instead of counting every match, and stay exact below it', async () => {
    const t = await createTestApp({ now: () => NOW });
    try {
      await t.store.transaction(async () => {
        for (let n = 0; n < SEARCH_COUNT_CAP + 50; n += 1) {
          await createArticle(
            t.services,
            buildArticle({
              // Every title names the comet: more short-field hits than the cap.
              title: n % 2 === 0 ? `Comet ${n}` : `Quiet night, a comet ${n}`,
              summary: n % 7 === 0 ? 'The comet again.' : 'Skies were clear.',
              // The older half names it in the body too, which ranks them higher.
              content: `<p>${n % 100 === 0 ? 'A rare nebula.' : 'Nothing to report.'}${n > 600 ? ' The comet returned.' : ''}</p>`,
              date: new Date(NOW - n * HOUR).toISOString(),
            }),
          );
        }
      });
      const everything = (await t.services.articles.listPublic({})).articles;
      const ranked = (q: string, sort: SearchFilters['sort']) =>
        rankSearchResults(everything, { q, sort, section: '', status: '' });
      for (const sort of SEARCH_SORTS) {
        for (const q of ['report', 'comet', 'night comet', 'comet returned']) {
          const result = await t.services.articles.searchPublic({ q, sort });
          const expected = ranked(q, sort);
          expect(expected.length).toBeGreaterThan(SEARCH_COUNT_CAP);
          expect(result.total).toBe(SEARCH_COUNT_CAP + 1);
          expect(result.hits.map((hit) => [hit.id, hit.score])).toEqual(
            expected.slice(0, SEARCH_RESULT_LIMIT).map((hit) => [hit.article.id, hit.score]),
          );
        }
        const rare = await t.services.articles.searchPublic({ q: 'nebula', sort });
        expect(rare.total).toBe(ranked('nebula', sort).length);
        expect(rare.hits.map((hit) => hit.id)).toEqual(
          ranked('nebula', sort).map((hit) => hit.article.id),
        );
      }
    } finally {
      t.close();
    }
  }, 120_000);

  test('a word past the cap but in few articles: the walk that first meets none still finds the same page', async () => {
    // PostgreSQL lists a sparse word's candidates once its walk finds few of
    // them (search-reads.ts): the newest articles and the first titles here
    // never hold the word, the older 1,050 do.
    const t = await createTestApp({ now: () => NOW });
    try {
      await t.store.transaction(async () => {
        for (let n = 0; n < SEARCH_COUNT_CAP + 350; n += 1) {
          const holds = n >= 300;
          await createArticle(
            t.services,
            buildArticle({
              title: holds ? `Zither tune ${n}` : `Aardvark ${n}`,
              summary: holds && n % 9 === 0 ? 'A xylophone solo.' : 'An evening of music.',
              content: holds
                ? `<p>${n % 5 === 0 ? 'The xylophones rang.' : 'A xylophone played.'}</p>`
                : '<p>Nothing to report.</p>',
              date: new Date(NOW - n * HOUR).toISOString(),
            }),
          );
        }
      });
      const everything = (await t.services.articles.listPublic({})).articles;
      for (const sort of SEARCH_SORTS) {
        const expected = rankSearchResults(everything, {
          q: 'xylophone',
          sort,
          section: '',
          status: '',
        });
        expect(expected.length).toBeGreaterThan(SEARCH_COUNT_CAP);
        const result = await t.services.articles.searchPublic({ q: 'xylophone', sort });
        expect(result.total).toBe(SEARCH_COUNT_CAP + 1);
        expect(result.hits.map((hit) => [hit.id, hit.score])).toEqual(
          expected.slice(0, SEARCH_RESULT_LIMIT).map((hit) => [hit.article.id, hit.score]),
        );
      }
    } finally {
      t.close();
    }
  }, 120_000);

  test('relevance past the cap, on a random corpus: candidates below the best short-field scores are left out, the page is the same', async () => {
    // Every public article holds a term in a short field (more than the cap),
    // in fields of every weight, so the 100th best short-field score sits
    // among many candidates: those whose bound cannot reach it are never
    // bounded or read (search-relevance.ts).
    // The same corpus every run (a small linear congruential generator).
    let state = 2211;
    const random = () => {
      state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
      return state / 4_294_967_296;
    };
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const words = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
    const t = await createTestApp({ now: () => NOW });
    try {
      await t.store.transaction(async () => {
        for (let n = 0; n < SEARCH_COUNT_CAP + 300; n += 1) {
          await createArticle(
            t.services,
            buildArticle({
              title: words(1 + Math.floor(random() * 3)),
              slug: `story-${n}`,
              summary: random() < 0.7 ? words(1 + Math.floor(random() * 4)) : 'No summary.',
              author: pick(PEOPLE),
              tags: Array.from({ length: Math.floor(random() * 3) }, () => pick(WORDS)),
              content:
                random() < 0.5
                  ? `<p>${words(1 + Math.floor(random() * 6))}</p>`
                  : words(1 + Math.floor(random() * 6)),
              status: random() < 0.1 ? 'draft' : 'published',
              section: pick(SECTIONS),
              date: new Date(NOW - Math.floor(random() * 40) * HOUR).toISOString(),
            }),
          );
        }
      });
      const everything = (await t.services.articles.listPublic({})).articles;
      await fc.assert(
        fc.asyncProperty(
          // A fragment in nearly every title, summary or byline ("a", "e"),
          // so more than the cap hold a term in a short field, then words.
          fc.constantFrom('a', 'e', 'al', 'ri'),
          fc.array(fc.constantFrom(...WORDS, 'ort'), { minLength: 1, maxLength: 2 }),
          fc.boolean(),
          fc.constantFrom('', ...SECTIONS),
          async (common, terms, first, section) => {
            const filters: SearchFilters = {
              q: (first ? [common, ...terms] : [...terms, common]).join(' '),
              sort: 'relevance',
              section: section as SearchFilters['section'],
              status: '',
            };
            const expected = rankSearchResults(everything, filters);
            const result = await t.services.articles.searchPublic({
              q: filters.q,
              sort: 'relevance',
              section: filters.section || undefined,
            });
            expect(result.hits.map((hit) => [hit.id, hit.score])).toEqual(
              expected.slice(0, SEARCH_RESULT_LIMIT).map((hit) => [hit.article.id, hit.score]),
            );
            expect(result.total).toBe(Math.min(expected.length, SEARCH_COUNT_CAP + 1));
          },
        ),
        { numRuns: 60, endOnFailure: true },
      );
    } finally {
      t.close();
    }
  }, 240_000);
});

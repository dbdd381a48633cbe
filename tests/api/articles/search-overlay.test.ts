import { describe, expect, test } from 'bun:test';
import { storeDrawnStories } from '@tests/support/drawn-stories';
import { createTestApp } from '@tests/support/test-app';
import fc from 'fast-check';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { type OverlayHit, overlaySearch } from '~/shared/overlay-search';

const NOW = Date.UTC(2026, 10, 20, 12);
const HOUR = 3_600_000;

/**
 * A small vocabulary, section names among it ("cosmic", "watch", "global"),
 * so that random articles share words and tie on score, and a term may be in
 * a section's slug or name, in a body only, or only in a body's markup.
 */
const WORDS = ['portal', 'portals', 'comet', 'treaty', 'rift', 'cosmic', 'watch', 'geneva'];
const PEOPLE = ['Ada Comet', 'Priya Castellanos', 'Theo Rift', 'Ines Moreau'];
const STATUSES = ['published', 'breaking', 'developing', 'verified', 'draft'] as const;
const SECTIONS = ['global-affairs', 'cosmic-watch', 'street-beat'] as const;

const phrase = (min: number, max: number) =>
  fc.array(fc.constantFrom(...WORDS, 'the', 'of', 'spider-man'), {
    minLength: min,
    maxLength: max,
  });

const articleArbitrary = fc.record({
  title: phrase(1, 4),
  summary: phrase(0, 4),
  author: fc.constantFrom(...PEOPLE),
  tags: fc.array(fc.constantFrom(...WORDS, 'earth-616'), { maxLength: 3 }),
  body: phrase(0, 8),
  // A word inside a tag's attribute is markup, not text: "any field" must not count it.
  markup: fc.constantFrom('', 'geneva', 'treaty'),
  html: fc.boolean(),
  status: fc.constantFrom(...STATUSES),
  section: fc.constantFrom(...SECTIONS),
  hour: fc.integer({ min: 0, max: 6 }),
  scheduled: fc.boolean(),
});

/** Queries: words, fragments, section words, repeated and capitalised terms, several words. */
const queryArbitrary = fc.oneof(
  fc.constantFrom(...WORDS),
  fc.constantFrom('ort', 'omet', 'affairs', 'street', 'beat', 'global', 'the', 'earth-616'),
  fc.constantFrom('Portal portal', 'COSMIC watch', 'rift  rift treaty', 'spider-man geneva'),
  fc
    .tuple(fc.constantFrom(...WORDS), fc.constantFrom(...WORDS, 'ift', 'the', 'street'))
    .map(([a, b]) => `${a} ${b}`),
);

const rowsOf = (hits: OverlayHit[]) => hits.map((hit) => [hit.id, hit.score, hit.percent]);

describe('the search overlay on the server: the same as scoring every public article in the browser', () => {
  test('on random corpora and queries (scores, order, percent match, at most ten)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(articleArbitrary, { minLength: 15, maxLength: 250, size: 'max' }),
        fc.array(queryArbitrary, { minLength: 4, maxLength: 8 }),
        async (corpus, queries) => {
          const t = await createTestApp({ now: () => NOW });
          try {
            await storeDrawnStories(
              t,
              corpus.map((article) => {
                const text = article.body.join(' ');
                const attribute = article.markup ? ` class="${article.markup}"` : '';
                return {
                  ...article,
                  title: article.title.join(' '),
                  content: article.html ? `<p${attribute}>${text}</p>` : text || 'Nothing.',
                };
              }),
              NOW,
            );
            // What the overlay scored in the browser: every public article, newest first.
            const everything = (await t.services.articles.listPublic({})).articles;
            for (const q of queries) {
              const expected = overlaySearch(everything, q);
              const found = await t.services.articles.searchOverlay(q);
              expect({ q, found: rowsOf(found) }).toEqual({
                q,
                found: expected.map((r) => [r.article.id, r.score, r.percent]),
              });
            }
          } finally {
            t.close();
          }
        },
      ),
      { numRuns: 12, endOnFailure: true },
    );
  }, 240_000);

  test('a word in many bodies but few other fields: the ten are read newest first past the false ones', async () => {
    const t = await createTestApp({ now: () => NOW });
    try {
      await t.store.transaction(async () => {
        for (let n = 0; n < 400; n += 1) {
          // The newest 300 hold "zither" only in markup: the index names them, the text does not hold it.
          const inMarkup = n < 300;
          await createArticle(
            t.services,
            buildArticle({
              title: n === 350 ? 'Zither night' : `Evening ${n}`,
              slug: `story-${n}`,
              summary: 'Music.',
              content: inMarkup
                ? '<p class="zither">Strings.</p>'
                : `<p>${n % 3 === 0 ? 'A zither played.' : 'Quiet.'}</p>`,
              date: new Date(NOW - n * HOUR).toISOString(),
            }),
          );
        }
      });
      const everything = (await t.services.articles.listPublic({})).articles;
      for (const q of ['zither', 'zither evening', 'ZITHER strings']) {
        const expected = overlaySearch(everything, q);
        expect(expected.length).toBe(10);
        expect(rowsOf(await t.services.articles.searchOverlay(q))).toEqual(
          expected.map((r) => [r.article.id, r.score, r.percent]),
        );
      }
      // The title's holder leads; the rest hold the word in their text, newest first.
      expect((await t.services.articles.searchOverlay('zither'))[0]!.slug).toBe('story-350');
    } finally {
      t.close();
    }
  }, 120_000);
});

test('ten known in other fields for fewer points than a body can earn: the bodies still count', async () => {
  const t = await createTestApp({ now: () => NOW });
  try {
    for (let n = 0; n < 16; n += 1) {
      // 12 hold one term in a tag (5 + 3 points); 4 hold all three only in their body (3 × 3).
      const tagged = n < 12;
      await createArticle(
        t.services,
        buildArticle({
          title: `Evening ${n}`,
          slug: `story-${n}`,
          summary: 'Music.',
          tags: tagged ? ['zither'] : [],
          content: tagged ? '<p>Quiet.</p>' : '<p>A zither, a lute and a harp.</p>',
          date: new Date(NOW - n * HOUR).toISOString(),
        }),
      );
    }
    const everything = (await t.services.articles.listPublic({})).articles;
    const expected = overlaySearch(everything, 'zither lute harp');
    expect(expected.slice(0, 4).map((r) => r.score)).toEqual([9, 9, 9, 9]);
    expect(rowsOf(await t.services.articles.searchOverlay('zither lute harp'))).toEqual(
      expected.map((r) => [r.article.id, r.score, r.percent]),
    );
  } finally {
    t.close();
  }
});

describe('GET /api/search/overlay', () => {
  test('the overlay’s ten best, without bodies, with their percent match; blank finds nothing; long is a 400', async () => {
    const t = await createTestApp({ now: () => NOW });
    try {
      for (let n = 0; n < 14; n += 1) {
        await createArticle(
          t.services,
          buildArticle({
            title: n % 2 === 0 ? `Comet ${n}` : `A night of the comet ${n}`,
            slug: `comet-${n}`,
            section: n < 3 ? 'cosmic-watch' : 'street-beat',
            date: new Date(NOW - n * HOUR).toISOString(),
          }),
        );
      }
      await createArticle(
        t.services,
        buildArticle({ title: 'Comet draft', slug: 'comet-draft', status: 'draft' }),
      );
      const response = await t.request('/api/search/overlay?q=cosmic%20comet');
      expect(response.status).toBe(200);
      const body = (await response.json()) as OverlayHit[];
      const everything = (await t.services.articles.listPublic({})).articles;
      const expected = overlaySearch(everything, 'cosmic comet');
      expect(body.length).toBe(10);
      expect(rowsOf(body)).toEqual(expected.map((r) => [r.article.id, r.score, r.percent]));
      expect(body.map((hit) => hit.slug)).not.toContain('comet-draft');
      expect(body.some((hit) => 'content' in hit)).toBe(false);
      expect(body[0]!.section).toBe('cosmic-watch');

      for (const blank of ['', 'q=', 'q=%20%20']) {
        const empty = await t.request(`/api/search/overlay?${blank}`);
        expect(empty.status).toBe(200);
        expect(await empty.json()).toEqual([]);
      }
      const long = await t.request(`/api/search/overlay?q=${'a'.repeat(201)}`);
      expect(long.status).toBe(400);
      expect(((await long.json()) as { message: string }).message).toStartWith('q:');
    } finally {
      t.close();
    }
  });
});

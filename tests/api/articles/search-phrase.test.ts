import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { rankSearchResults, SEARCH_RESULT_LIMIT } from '~/shared/search-scoring';

/**
 * The whole-query bonus of a body holding every term is decided in the
 * database (search-phrase.ts) before the body is read. More than a page of
 * newer articles hold every term apart, so an older article holding the
 * phrase reaches the page only if the check finds it: through markup, in
 * capitals, through the Kelvin sign or the dotted capital I, and with a
 * letter outside ASCII (which SQLite leaves to the reading of the body).
 */
const NOW = Date.UTC(2026, 10, 20, 12);
const HOUR = 3_600_000;

/**
 * Every term of every query below, none of them as a phrase; with the
 * summary's "nebula", more than the join's article would score without the
 * whole-query bonus.
 */
const APART =
  '<p>The treaty of the portal: a dark night, a signal so high, at the café, a nebula, a drift.</p>';
const APART_SUMMARY = 'Quiet nebula day.';
const NEWER = 120;

const holding = [
  { q: 'portal treaty', content: '<p>Portal treaty talks resume.</p>' },
  { q: 'portal treaty', content: '<p>The PORTAL<em>Treaty</em> is signed.</p>' },
  { q: 'portal treaty', content: '<p>A portal<strong class="x">treaty</strong>, at last.</p>' },
  { q: 'dark signal', content: '<p>A DAR\u212A signal, the Kelvin way.</p>' },
  { q: 'signal hi', content: '<p>Last SIGNAL H\u0130, then silence.</p>' },
  { q: 'café treaty', content: '<p>The CAFÉ treaty holds.</p>' },
  { q: 'portal of treaty', content: '<p>portal<b>of</b>treaty</p>' },
  // Across the join: the last tag ends with "nebula", the body's text starts with "drift".
  { q: 'nebula drift', content: 'Drift charts were redrawn overnight.', tags: ['Dark Nebula'] },
];
/** Older still: every term, but a paragraph's end is two spaces in the text, not one. */
const notHolding = [
  { q: 'portal treaty', content: '<p>Through the portal</p><p>treaty papers.</p>' },
  { q: 'portal treaty', content: '<p>portal  treaty, two spaces.</p>' },
];
const QUERIES = [...new Set(holding.map(({ q }) => q))];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const stories: { content: string; tags?: string[]; summary?: string }[] = [
    ...Array.from({ length: NEWER }, () => ({ content: APART, summary: APART_SUMMARY })),
    ...holding,
    ...notHolding,
  ];
  await t.store.transaction(async () => {
    for (const [n, { content, tags = [], summary = 'Quiet day.' }] of stories.entries()) {
      await createArticle(
        t.services,
        buildArticle({
          title: `Bulletin number ${n}`,
          slug: `bulletin-${n}`,
          summary,
          tags,
          author: 'Ada Lovelace',
          content,
          date: new Date(NOW - (n + 1) * HOUR).toISOString(),
          publishedAt: new Date(NOW - (n + 1) * HOUR).toISOString(),
        }),
      );
    }
  });
}, 120_000);

afterAll(() => t?.close());

describe('the whole query inside a body, checked in the database', () => {
  test.each(QUERIES)('"%s" by relevance: the brute-force page, phrases found', async (q) => {
    const everything = (await t.services.articles.listPublic({})).articles;
    const expected = rankSearchResults(everything, {
      q,
      sort: 'relevance',
      section: '',
      status: '',
    });
    const result = await t.services.articles.searchPublic({ q, sort: 'relevance' });
    expect(result.hits.map((hit) => [hit.id, hit.score])).toEqual(
      expected.slice(0, SEARCH_RESULT_LIMIT).map((hit) => [hit.article.id, hit.score]),
    );
    expect(result.total).toBe(expected.length);

    // The test means something: more than a page holds every term, and
    // each older article holding the phrase outranks them all.
    const phrases = holding.filter((story) => story.q === q).length;
    expect(expected.length).toBeGreaterThan(SEARCH_RESULT_LIMIT + phrases);
    const top = result.hits.slice(0, phrases);
    expect(top.every((hit) => hit.score > result.hits[phrases]!.score)).toBe(true);
    const titles = holding.flatMap((story, n) =>
      story.q === q ? [`Bulletin number ${NEWER + n}`] : [],
    );
    const byId = new Map(everything.map((article) => [article.id, article.title]));
    expect(top.map((hit) => byId.get(hit.id)).sort()).toEqual(titles.sort());
  });
});

import { describe, expect, test } from 'bun:test';
import { bestSearchScore, OVERLAY_RESULT_LIMIT, overlayResults } from './overlay-search';
import { type SearchHit, searchScore } from './search-scoring';

function hit(id: number, score: number): SearchHit {
  return { id, score } as SearchHit;
}

describe('bestSearchScore: what a perfect match scores on the search page', () => {
  test.each([
    ['blank', '   ', 0],
    ['one term: 20 + 10 + 15 + 10 + 8 + 5, and 15 for the whole query', 'portal', 83],
    ['two terms', 'cosmic portal', 68 * 2 + 15],
  ])('%s', (_, query, best) => {
    expect(bestSearchScore(query)).toBe(best);
  });

  test('an article matching everywhere reaches it', () => {
    const everywhere = {
      title: 'Portal opens',
      summary: 'A portal',
      author: 'Portal Desk',
      tags: ['portal'],
      content: '<p>portal</p>',
    };
    expect(searchScore(everywhere, 'portal')).toBe(bestSearchScore('portal'));
  });
});

describe('overlayResults', () => {
  test('a blank query has none', () => {
    expect(overlayResults([hit(1, 20)], ' ')).toEqual([]);
  });

  test("the server's first ten, in its order, each as a percent of the best score", () => {
    const hits = Array.from({ length: 14 }, (_, n) => hit(n + 1, 83 - n * 5));
    const results = overlayResults(hits, 'portal');
    expect(results).toHaveLength(OVERLAY_RESULT_LIMIT);
    expect(results.map((result) => result.article.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(results[0]!.percent).toBe(100);
    expect(results[1]!.percent).toBe(Math.round((78 / 83) * 100));
  });

  test('percent stays within 1-100', () => {
    expect(overlayResults([hit(1, 1)], 'a b c d e f g h')[0]!.percent).toBe(1);
  });
});

import { describe, expect, test } from 'bun:test';
import {
  OVERLAY_MAX_TERM_SCORE,
  OVERLAY_RESULT_LIMIT,
  type OverlaySearchable,
  overlayScore,
  overlaySearch,
} from './overlay-search';

const blank: OverlaySearchable = {
  title: 'Untitled',
  summary: 'Nothing here',
  author: 'Nobody',
  section: 'street-beat',
  tags: [],
  content: '',
};

function article(fields: Partial<OverlaySearchable>): OverlaySearchable {
  return { ...blank, ...fields };
}

describe('overlayScore: points per term, by field', () => {
  test.each([
    ['title contains: 20, plus any field 3', { title: 'The open portal' }, 'portal', 23],
    ['title starts with: 20 + 10 + 3', { title: 'Portal opens' }, 'portal', 33],
    ['summary: 15 + 3', { summary: 'A portal opened' }, 'portal', 18],
    ['author: 10 + 3', { author: 'Priya Castellanos' }, 'priya', 13],
    ['section slug: 8 + 3', { section: 'cosmic-watch' }, 'cosmic', 11],
    ['section name: 8 + 3', { section: 'science-tech' }, 'science', 11],
    ['tag: 5 + 3', { tags: ['rifts', 'portals'] }, 'portal', 8],
    ['content only: any field 3', { content: '<p>A portal in the body</p>' }, 'portal', 3],
    ['markup is not text', { content: '<div class="x">Body</div>' }, 'div', 0],
    ['no match: 0', {}, 'portal', 0],
    [
      'every field: 20 + 10 + 15 + 10 + 8 + 5 + 3',
      {
        title: 'Cosmic rift',
        summary: 'cosmic',
        author: 'Cosmic Carl',
        section: 'cosmic-watch',
        tags: ['cosmic'],
      },
      'cosmic',
      71,
    ],
  ] as const)('%s', (_name, fields, term, score) => {
    expect(overlayScore(article(fields), [term])).toBe(score);
  });

  test('terms add up', () => {
    const subject = article({ title: 'Portal opens over harbor', summary: 'Harbor closed' });
    // portal: title start 30 + any 3; harbor: title 20 + summary 15 + any 3.
    expect(overlayScore(subject, ['portal', 'harbor'])).toBe(33 + 38);
  });

  test('the maximum per term is the sum of every rule', () => {
    expect(OVERLAY_MAX_TERM_SCORE).toBe(71);
  });
});

describe('overlaySearch', () => {
  test('a blank query has no results', () => {
    expect(overlaySearch([article({ title: 'Portal' })], '   ')).toEqual([]);
  });

  test('case-insensitive, only scores above 0, best first, percent of the best possible', () => {
    const weak = article({ title: 'Weak', summary: 'mentions a portal' });
    const strong = article({ title: 'Portal storm' });
    const none = article({ title: 'Unrelated' });
    const results = overlaySearch([weak, none, strong], 'PORTAL');
    expect(results.map((result) => result.article)).toEqual([strong, weak]);
    expect(results.map((result) => result.score)).toEqual([33, 18]);
    expect(results.map((result) => result.percent)).toEqual([
      Math.round((33 / 71) * 100),
      Math.round((18 / 71) * 100),
    ]);
  });

  test('percent is shared across the terms of the query', () => {
    const [result] = overlaySearch([article({ title: 'Portal' })], 'portal harbor');
    expect(result?.score).toBe(33);
    expect(result?.percent).toBe(Math.round((33 / 142) * 100));
  });

  test('a repeated term counts once', () => {
    const [result] = overlaySearch([article({ title: 'Portal' })], 'portal portal');
    expect(result?.score).toBe(33);
  });

  test('ties keep the given order, and at most ten are returned', () => {
    const many = Array.from({ length: 15 }, (_, i) => article({ title: `Rift report ${i}` }));
    const results = overlaySearch(many, 'rift');
    expect(results).toHaveLength(OVERLAY_RESULT_LIMIT);
    expect(results.map((result) => result.article)).toEqual(many.slice(0, 10));
  });
});

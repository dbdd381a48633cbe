import { describe, expect, test } from 'bun:test';
import {
  addCount,
  addSearch,
  periodBounceRate,
  ranked,
  rankedSearches,
  type SearchTally,
} from './summary-lists';

describe('ranked', () => {
  test('most first, ties by key, cut to length', () => {
    const counts = new Map([
      ['b', 2],
      ['a', 2],
      ['c', 5],
      ['d', 1],
    ]);
    expect(ranked(counts, 3)).toEqual([
      ['c', 5],
      ['a', 2],
      ['b', 2],
    ]);
  });

  test('numeric keys tie in numeric order', () => {
    expect(
      ranked(
        new Map([
          [10, 1],
          [9, 1],
        ]),
        5,
      ),
    ).toEqual([
      [9, 1],
      [10, 1],
    ]);
  });

  test('addCount adds up', () => {
    const counts = new Map<string, number>();
    addCount(counts, 'x', 2);
    addCount(counts, 'x', 3);
    expect(counts.get('x')).toBe(5);
  });
});

describe('searches', () => {
  test('counts add up and the latest run gives the results', () => {
    const searches = new Map<string, SearchTally>();
    addSearch(searches, 'portal', { count: 2, results: 4, lastSeen: 20 });
    addSearch(searches, 'portal', { count: 1, results: 0, lastSeen: 10 });
    addSearch(searches, 'rift', { count: 3, results: 0, lastSeen: 5 });
    expect(rankedSearches(searches, 10)).toEqual([
      { query: 'portal', count: 3, results: 4 },
      { query: 'rift', count: 3, results: 0 },
    ]);
    addSearch(searches, 'portal', { count: 1, results: 7, lastSeen: 30 });
    expect(rankedSearches(searches, 1)).toEqual([{ query: 'portal', count: 4, results: 7 }]);
  });

  test('runs of the same moment give the most found, in whichever order they come', () => {
    const runs = [
      { count: 1, results: 2, lastSeen: 40 },
      { count: 2, results: 5, lastSeen: 40 },
      { count: 1, results: 0, lastSeen: 40 },
    ];
    for (const order of [runs, [...runs].reverse()]) {
      const searches = new Map<string, SearchTally>();
      for (const run of order) addSearch(searches, 'portal', run);
      expect(rankedSearches(searches, 1)).toEqual([{ query: 'portal', count: 4, results: 5 }]);
    }
  });
});

describe('periodBounceRate', () => {
  test('days weigh by their visitors', () => {
    expect(
      periodBounceRate([
        { visitors: 3, bounceRate: 1 / 3 },
        { visitors: 1, bounceRate: 1 },
        { visitors: 0, bounceRate: 0 },
      ]),
    ).toBe(0.5);
  });

  test('no visitors, no bounces', () => {
    expect(periodBounceRate([])).toBe(0);
  });

  test('a rate stored as a fraction gives back its whole count', () => {
    const visitors = 997;
    expect(periodBounceRate([{ visitors, bounceRate: 331 / visitors }])).toBe(331 / visitors);
  });
});

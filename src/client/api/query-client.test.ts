import { describe, expect, test } from 'bun:test';
import { queryKeyUrl } from './query-client';

describe('queryKeyUrl: segments joined with "/", an object as the query string', () => {
  test.each([
    [['/api/breaking-news'], '/api/breaking-news'],
    [['/api/author-profiles', 'Priya%20Castellanos'], '/api/author-profiles/Priya%20Castellanos'],
    [
      ['/api/articles', { section: 'cosmic-watch', status: '', limit: 9, q: undefined }, 'page'],
      '/api/articles?section=cosmic-watch&limit=9',
    ],
    [['/api/articles', {}], '/api/articles'],
  ])('%j → %s', (key, url) => {
    expect(queryKeyUrl(key)).toBe(url);
  });
});

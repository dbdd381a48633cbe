import { describe, expect, test } from 'bun:test';
import {
  DEFAULT_LIST_STATE,
  listHref,
  listSearch,
  listStateFromSearch,
} from './article-list-state';

describe('the article list state in its address', () => {
  test.each([
    ['', DEFAULT_LIST_STATE],
    ['?page=1', DEFAULT_LIST_STATE],
    [
      '?q=rift+storm&status=draft&section=cosmic-watch&sort=title&page=3',
      { q: 'rift storm', status: 'draft', section: 'cosmic-watch', sort: 'title', page: 3 },
    ],
    // Unknown values, and pages that are not whole numbers above 1, read as the default.
    ['?status=all&section=multiverse-watch&sort=oldest&page=0', DEFAULT_LIST_STATE],
    ['?page=2.5', DEFAULT_LIST_STATE],
    ['?page=-4', DEFAULT_LIST_STATE],
    ['?page=abc', DEFAULT_LIST_STATE],
  ] as const)('%s', (search, state) => {
    expect(listStateFromSearch(search)).toEqual(state);
  });

  test('names only what differs from the default, and reads back the same', () => {
    expect(listSearch(DEFAULT_LIST_STATE)).toBe('');
    expect(listHref(DEFAULT_LIST_STATE)).toBe('/admin/articles');
    const state = { ...DEFAULT_LIST_STATE, q: ' rift ', sort: 'published', page: 2 } as const;
    expect(listSearch(state)).toBe('?q=rift&sort=published&page=2');
    expect(listStateFromSearch(listSearch(state))).toEqual({ ...state, q: 'rift' });
  });
});

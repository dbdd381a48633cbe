import { expect, test } from 'bun:test';
import { adminArticleParams, adminArticlesQuery } from './admin-articles';
import { queryKeyUrl } from './query-client';

test('sends only the filters that narrow the list', () => {
  expect(adminArticleParams({ q: '  ', status: 'all', section: 'all' })).toEqual({});
  expect(adminArticleParams({ q: ' portal ', status: 'draft', section: 'cosmic-watch' })).toEqual({
    q: 'portal',
    status: 'draft',
    section: 'cosmic-watch',
  });
  const { queryKey } = adminArticlesQuery({ q: '', status: 'breaking', section: 'all' });
  expect(queryKeyUrl(queryKey)).toBe('/api/admin/articles?status=breaking');
  expect(queryKeyUrl(adminArticlesQuery({ q: '', status: 'all', section: 'all' }).queryKey)).toBe(
    '/api/admin/articles',
  );
});

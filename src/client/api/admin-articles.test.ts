import { expect, test } from 'bun:test';
import {
  type AdminArticleListRequest,
  adminArticleCountsQuery,
  adminArticleParams,
  adminArticlesQuery,
} from './admin-articles';
import { queryKeyUrl } from './query-client';

const FIRST_PAGE: AdminArticleListRequest = {
  q: '',
  status: 'all',
  section: 'all',
  sort: 'updated',
  page: 1,
};

test('sends only the filters that narrow the list', () => {
  expect(adminArticleParams({ q: '  ', status: 'all', section: 'all' })).toEqual({});
  expect(adminArticleParams({ q: ' portal ', status: 'draft', section: 'cosmic-watch' })).toEqual({
    q: 'portal',
    status: 'draft',
    section: 'cosmic-watch',
  });
  const { queryKey } = adminArticlesQuery({ ...FIRST_PAGE, status: 'breaking' });
  expect(queryKeyUrl(queryKey)).toBe('/api/admin/articles?status=breaking');
  expect(queryKeyUrl(adminArticlesQuery(FIRST_PAGE).queryKey)).toBe('/api/admin/articles');
});

test('asks for another order and a later page only when chosen', () => {
  const url = (request: Partial<AdminArticleListRequest>) =>
    queryKeyUrl(adminArticlesQuery({ ...FIRST_PAGE, ...request }).queryKey);
  expect(url({ sort: 'title' })).toBe('/api/admin/articles?sort=title');
  expect(url({ sort: 'title', page: 3 })).toBe('/api/admin/articles?sort=title&offset=120');
});

test('counts per status follow the search and section, never the status', () => {
  expect(queryKeyUrl(adminArticleCountsQuery({ q: ' rift ', section: 'all' }).queryKey)).toBe(
    '/api/admin/article-counts?q=rift',
  );
  expect(queryKeyUrl(adminArticleCountsQuery({ q: '', section: 'cosmic-watch' }).queryKey)).toBe(
    '/api/admin/article-counts?section=cosmic-watch',
  );
});

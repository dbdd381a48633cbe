import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { BreakingNewsItem, ValidBreakingNewsInput } from '~/shared/schemas/breaking-news';
import { breakingNewsQuery } from './breaking-news';
import { apiRequest } from './transport';

export const ADMIN_BREAKING_NEWS_KEY = '/api/admin/breaking-news';

/** Every item, inactive ones included, highest priority and then newest first. */
export const adminBreakingNewsQuery = queryOptions<BreakingNewsItem[]>({
  queryKey: [ADMIN_BREAKING_NEWS_KEY],
});

export async function createBreakingNews(input: ValidBreakingNewsInput): Promise<BreakingNewsItem> {
  const response = await apiRequest('POST', ADMIN_BREAKING_NEWS_KEY, input);
  return (await response.json()) as BreakingNewsItem;
}

export async function updateBreakingNews(
  id: number,
  input: ValidBreakingNewsInput,
): Promise<BreakingNewsItem> {
  const response = await apiRequest('PATCH', `${ADMIN_BREAKING_NEWS_KEY}/${id}`, input);
  return (await response.json()) as BreakingNewsItem;
}

export async function deleteBreakingNews(id: number): Promise<void> {
  await apiRequest('DELETE', `${ADMIN_BREAKING_NEWS_KEY}/${id}`);
}

/** After a change: the admin list and the public ticker. */
export function invalidateBreakingNews(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminBreakingNewsQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: breakingNewsQuery.queryKey }),
  ]).then(() => undefined);
}

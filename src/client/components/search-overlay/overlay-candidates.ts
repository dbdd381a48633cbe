import { queryOptions } from '@tanstack/react-query';
import type { Article } from '~/shared/schemas/article';
import { queryKeyUrl } from '../../api/query-client';
import { apiRequest } from '../../api/transport';

/** The API's largest page (MAX_PAGE_SIZE of the query schema, which reader code must not import). */
const API_PAGE_SIZE = 100;

/**
 * The overlay scores in the browser, so it needs the public
 * articles themselves; the newest MAX_CANDIDATE_PAGES pages bound what one
 * overlay may download.
 */
export const MAX_CANDIDATE_PAGES = 5;

async function fetchPage(index: number): Promise<{ articles: Article[]; total: number }> {
  const url = queryKeyUrl([
    '/api/articles',
    { limit: API_PAGE_SIZE, offset: index * API_PAGE_SIZE },
  ]);
  const response = await apiRequest('GET', url);
  const articles = (await response.json()) as Article[];
  return { articles, total: Number(response.headers.get('x-total-count') ?? articles.length) };
}

export const overlayCandidatesQuery = queryOptions({
  queryKey: ['/api/articles', 'search-overlay-candidates'] as const,
  queryFn: async (): Promise<Article[]> => {
    const first = await fetchPage(0);
    const pages = Math.min(MAX_CANDIDATE_PAGES, Math.ceil(first.total / API_PAGE_SIZE));
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, pages - 1) }, (_, i) => fetchPage(i + 1)),
    );
    return [first, ...rest].flatMap((page) => page.articles);
  },
});

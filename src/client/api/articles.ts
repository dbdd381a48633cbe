import { queryOptions } from '@tanstack/react-query';
import type { ArticleTeaser, PublicArticle } from '~/shared/schemas/article';
import type { PublicArticleQueryInput } from '~/shared/schemas/article-query';
import type { SearchFilters, SearchHit } from '~/shared/search-scoring';
import { getQueryFn, queryKeyUrl } from './query-client';
import { apiRequest } from './transport';

export interface ArticleListPage {
  articles: ArticleTeaser[];
  total: number;
}

type ListParams = {
  [K in Exclude<keyof PublicArticleQueryInput, 'omit'>]?: string | number | boolean;
};

/**
 * A page of public article teasers with the total from X-Total-Count. Pages
 * list them as cards, which never show the body, so it is not sent: the page's
 * boot data stays small.
 */
export function articlePageQuery(params: ListParams) {
  return queryOptions({
    queryKey: ['/api/articles', { ...params, omit: 'content' }, 'page'] as const,
    queryFn: async ({ queryKey }): Promise<ArticleListPage> => {
      const response = await apiRequest('GET', queryKeyUrl(queryKey));
      const articles = (await response.json()) as ArticleTeaser[];
      const total = Number(response.headers.get('x-total-count') ?? articles.length);
      return { articles, total };
    },
  });
}

/** One public article by slug or id; null when there is none. */
export function articleQuery(reference: string) {
  return queryOptions({
    queryKey: ['/api/articles', reference] as const,
    queryFn: getQueryFn<PublicArticle>({ on404: 'returnNull' }),
  });
}

/** Up to 3 related public articles of one article, as teasers; [] when it has none. */
export function relatedArticlesQuery(reference: string) {
  return queryOptions({
    queryKey: ['/api/articles', reference, 'related'] as const,
    queryFn: async ({ queryKey }): Promise<ArticleTeaser[]> => {
      const response = await apiRequest('GET', queryKeyUrl(queryKey));
      return (await response.json()) as ArticleTeaser[];
    },
  });
}

export interface SearchResultsPage {
  hits: SearchHit[];
  /** How many articles matched in all; at most 100 are returned. */
  total: number;
}

/** The search page's ranked results for its four filters. */
export function searchResultsQuery(filters: SearchFilters) {
  const params = {
    q: filters.q,
    section: filters.section,
    status: filters.status,
    sort: filters.sort,
  };
  return queryOptions({
    queryKey: ['/api/search', params, 'results'] as const,
    queryFn: async ({ queryKey }): Promise<SearchResultsPage> => {
      const response = await apiRequest('GET', queryKeyUrl(queryKey));
      const hits = (await response.json()) as SearchHit[];
      const total = Number(response.headers.get('x-total-count') ?? hits.length);
      return { hits, total };
    },
  });
}

import { queryOptions } from '@tanstack/react-query';
import type { Article } from '~/shared/schemas/article';
import type { PublicArticleQueryInput } from '~/shared/schemas/article-query';
import { getQueryFn, queryKeyUrl } from './query-client';
import { apiRequest } from './transport';

export interface ArticleListPage {
  articles: Article[];
  total: number;
}

type ListParams = { [K in keyof PublicArticleQueryInput]?: string | number | boolean };

/** A page of public articles with the total from X-Total-Count. */
export function articlePageQuery(params: ListParams) {
  return queryOptions({
    queryKey: ['/api/articles', params, 'page'] as const,
    queryFn: async ({ queryKey }): Promise<ArticleListPage> => {
      const response = await apiRequest('GET', queryKeyUrl(queryKey));
      const articles = (await response.json()) as Article[];
      const total = Number(response.headers.get('x-total-count') ?? articles.length);
      return { articles, total };
    },
  });
}

/** One public article by slug or id; null when there is none. */
export function articleQuery(reference: string) {
  return queryOptions({
    queryKey: ['/api/articles', reference] as const,
    queryFn: getQueryFn<Article>({ on404: 'returnNull' }),
  });
}

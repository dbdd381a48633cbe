import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { ArticleStatus } from '~/shared/article-constants';
import type { AdminArticle, ValidArticleInput } from '~/shared/schemas/article';
import type { SectionSlug } from '~/shared/sections';
import { getQueryFn, queryKeyUrl } from './query-client';
import { apiRequest } from './transport';

export const ADMIN_ARTICLES_KEY = '/api/admin/articles';

/** The filters as the list screen holds them; 'all' means no filter. */
export interface AdminArticleFilters {
  q: string;
  status: ArticleStatus | 'all';
  section: SectionSlug | 'all';
}

export interface AdminArticleParams {
  q?: string;
  status?: ArticleStatus;
  section?: SectionSlug;
}

/** Only the filters that narrow the list are sent. */
export function adminArticleParams({
  q,
  status,
  section,
}: AdminArticleFilters): AdminArticleParams {
  const params: AdminArticleParams = {};
  const query = q.trim();
  if (query) params.q = query;
  if (status !== 'all') params.status = status;
  if (section !== 'all') params.section = section;
  return params;
}

/** Every article, drafts included, most recently edited first. */
export function adminArticlesQuery(filters: AdminArticleFilters) {
  return queryOptions({
    queryKey: [ADMIN_ARTICLES_KEY, adminArticleParams(filters)] as const,
    queryFn: async ({ queryKey }): Promise<AdminArticle[]> => {
      const response = await apiRequest('GET', queryKeyUrl(queryKey));
      return (await response.json()) as AdminArticle[];
    },
  });
}

/** One article for the form, drafts included; null when it does not exist. */
export function adminArticleQuery(id: number) {
  return queryOptions({
    queryKey: [ADMIN_ARTICLES_KEY, String(id)] as const,
    queryFn: getQueryFn<AdminArticle>({ on404: 'returnNull' }),
  });
}

export async function createAdminArticle(input: ValidArticleInput): Promise<AdminArticle> {
  const response = await apiRequest('POST', ADMIN_ARTICLES_KEY, input);
  return (await response.json()) as AdminArticle;
}

export async function updateAdminArticle(
  id: number,
  input: ValidArticleInput,
): Promise<AdminArticle> {
  const response = await apiRequest('PATCH', `${ADMIN_ARTICLES_KEY}/${id}`, input);
  return (await response.json()) as AdminArticle;
}

export async function deleteAdminArticle(id: number): Promise<void> {
  await apiRequest('DELETE', `${ADMIN_ARTICLES_KEY}/${id}`);
}

/** After a change: the admin list and every public article view. */
export function invalidateArticles(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [ADMIN_ARTICLES_KEY] }),
    queryClient.invalidateQueries({ queryKey: ['/api/articles'] }),
  ]).then(() => undefined);
}

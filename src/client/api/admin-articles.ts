import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { ArticleStatus } from '~/shared/article-constants';
import type { AdminArticle, AdminArticleTeaser, ValidArticleInput } from '~/shared/schemas/article';
import { ADMIN_PAGE_SIZE, type AdminArticleSort } from '~/shared/schemas/article-query';
import type { SectionSlug } from '~/shared/sections';
import { getQueryFn, queryKeyUrl } from './query-client';
import { apiRequest } from './transport';

export const ADMIN_ARTICLES_KEY = '/api/admin/articles';
export const ADMIN_ARTICLE_COUNTS_KEY = '/api/admin/article-counts';

/** The filters as the list screen holds them; 'all' means no filter. */
export interface AdminArticleFilters {
  q: string;
  status: ArticleStatus | 'all';
  section: SectionSlug | 'all';
}

/** The filters, order and page of the list screen; page 1 is the first. */
export interface AdminArticleListRequest extends AdminArticleFilters {
  sort: AdminArticleSort;
  page: number;
}

export interface AdminArticleParams {
  q?: string;
  status?: ArticleStatus;
  section?: SectionSlug;
  sort?: AdminArticleSort;
  offset?: number;
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

/** The filters, then the order and the start only when they are not the first page newest-edited first. */
function listParams(request: AdminArticleListRequest): AdminArticleParams {
  const params = adminArticleParams(request);
  if (request.sort !== 'updated') params.sort = request.sort;
  if (request.page > 1) params.offset = (request.page - 1) * ADMIN_PAGE_SIZE;
  return params;
}

/** A page of the list: teasers, and how many articles match in all. */
export interface AdminArticlePage {
  articles: AdminArticleTeaser[];
  total: number;
}

/** One page of the articles, drafts included (the server's page size). */
export function adminArticlesQuery(request: AdminArticleListRequest) {
  return queryOptions({
    queryKey: [ADMIN_ARTICLES_KEY, listParams(request)] as const,
    queryFn: async ({ queryKey }): Promise<AdminArticlePage> => {
      const response = await apiRequest('GET', queryKeyUrl(queryKey));
      return {
        articles: (await response.json()) as AdminArticleTeaser[],
        total: Number(response.headers.get('x-total-count') ?? 0),
      };
    },
  });
}

export type StatusCounts = Record<ArticleStatus, number>;

/** How many articles of each status the search and section filter match. */
export function adminArticleCountsQuery({ q, section }: Omit<AdminArticleFilters, 'status'>) {
  const { q: query, section: slug } = adminArticleParams({ q, section, status: 'all' });
  return queryOptions({
    queryKey: [ADMIN_ARTICLE_COUNTS_KEY, { q: query, section: slug }] as const,
    queryFn: async ({ queryKey }): Promise<StatusCounts> => {
      const response = await apiRequest('GET', queryKeyUrl(queryKey));
      return (await response.json()) as StatusCounts;
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

/** After a change: the admin list, its counts and every public article view. */
export function invalidateArticles(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [ADMIN_ARTICLES_KEY] }),
    queryClient.invalidateQueries({ queryKey: [ADMIN_ARTICLE_COUNTS_KEY] }),
    queryClient.invalidateQueries({ queryKey: ['/api/articles'] }),
  ]).then(() => undefined);
}

import { queryOptions } from '@tanstack/react-query';
import type { AdminArticle } from '~/shared/schemas/article';
import type {
  ArticleRevision,
  ArticleRevisionSummary,
  RevisionRestoreInput,
} from '~/shared/schemas/article-revision';
import { ADMIN_ARTICLES_KEY } from './admin-articles';
import { queryKeyUrl } from './query-client';
import { apiRequest } from './transport';

/** An article's versions, newest first. */
export function articleRevisionsQuery(articleId: number) {
  return queryOptions({
    queryKey: [ADMIN_ARTICLES_KEY, String(articleId), 'revisions'] as const,
    queryFn: async ({ queryKey }): Promise<ArticleRevisionSummary[]> => {
      const response = await apiRequest('GET', queryKeyUrl(queryKey));
      return (await response.json()) as ArticleRevisionSummary[];
    },
  });
}

/** One version in full; versions never change, so it is kept as long as the page lives. */
export function articleRevisionQuery(articleId: number, version: number) {
  return queryOptions({
    queryKey: [ADMIN_ARTICLES_KEY, String(articleId), 'revisions', String(version)] as const,
    queryFn: async ({ queryKey }): Promise<ArticleRevision> => {
      const response = await apiRequest('GET', queryKeyUrl(queryKey));
      return (await response.json()) as ArticleRevision;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export async function restoreRevision(
  articleId: number,
  version: number,
  input: RevisionRestoreInput,
): Promise<AdminArticle> {
  const response = await apiRequest(
    'POST',
    `${ADMIN_ARTICLES_KEY}/${articleId}/revisions/${version}/restore`,
    input,
  );
  return (await response.json()) as AdminArticle;
}

/**
 * The article as it stands on the server, read past the cache: what a
 * refused save compares with, without replacing the form's own copy.
 */
export async function fetchCurrentArticle(articleId: number): Promise<AdminArticle> {
  const response = await apiRequest('GET', `${ADMIN_ARTICLES_KEY}/${articleId}`);
  return (await response.json()) as AdminArticle;
}

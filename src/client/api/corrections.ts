import { queryOptions } from '@tanstack/react-query';
import type { ArticleCorrection, RecentCorrection } from '~/shared/corrections';
import { queryKeyUrl } from './query-client';
import { apiRequest } from './transport';

/** The corrections and updates under one public article, oldest first. */
export function articleCorrectionsQuery(reference: string) {
  return queryOptions({
    queryKey: ['/api/articles', reference, 'corrections'] as const,
    queryFn: async ({ queryKey }): Promise<ArticleCorrection[]> => {
      const response = await apiRequest('GET', queryKeyUrl(queryKey));
      return (await response.json()) as ArticleCorrection[];
    },
  });
}

/** Every correction and update of the last 30 days, newest first (the /corrections page). */
export const recentCorrectionsQuery = queryOptions({
  queryKey: ['/api/corrections'] as const,
  queryFn: async ({ queryKey }): Promise<RecentCorrection[]> => {
    const response = await apiRequest('GET', queryKeyUrl(queryKey));
    return (await response.json()) as RecentCorrection[];
  },
});

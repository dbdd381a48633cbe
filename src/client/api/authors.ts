import { queryOptions } from '@tanstack/react-query';
import type { AuthorProfile, AuthorSummary } from '~/shared/schemas/author-profile';
import { getQueryFn, queryKeyUrl } from './query-client';
import { apiRequest } from './transport';

/** The newsroom list; any failure is reported in the product's wording. */
export const authorsQuery = queryOptions({
  queryKey: ['/api/authors'] as const,
  queryFn: async ({ queryKey }): Promise<AuthorSummary[]> => {
    try {
      const response = await apiRequest('GET', queryKeyUrl(queryKey));
      return (await response.json()) as AuthorSummary[];
    } catch (error) {
      throw new Error('Failed to fetch authors', { cause: error });
    }
  },
});

/** A profile by author name; a failed or non-OK request yields no profile. */
export function authorProfileQuery(name: string) {
  return queryOptions({
    queryKey: ['/api/author-profiles', encodeURIComponent(name)] as const,
    queryFn: async (context): Promise<AuthorProfile | null> => {
      try {
        return await getQueryFn<AuthorProfile>({ on404: 'returnNull' })(context);
      } catch {
        return null;
      }
    },
  });
}

export interface AuthorStats {
  /** Verified, breaking and published articles only. */
  articleCount: number;
  totalReadTime: number;
}

export function authorStatsQuery(name: string) {
  return queryOptions<AuthorStats>({ queryKey: ['/api/author-stats', { author: name }] });
}

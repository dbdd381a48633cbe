import { queryOptions } from '@tanstack/react-query';
import type { AuthorProfile, AuthorSummary } from '~/shared/schemas/author-profile';
import { getQueryFn } from './query-client';

export const authorsQuery = queryOptions<AuthorSummary[]>({ queryKey: ['/api/authors'] });

/** A profile by author name; a failed or non-OK request yields no profile (Part C §7). */
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

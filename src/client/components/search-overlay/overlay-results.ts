import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OverlayHit } from '~/shared/overlay-search';
import { queryKeyUrl } from '../../api/query-client';
import { apiRequest } from '../../api/transport';

/**
 * The overlay's top ten for a query, ranked by the server over every public
 * article with the overlay's own scoring. While the next query's results
 * load, the last ones stay on screen, as they did while the typing settled.
 */
export function overlayResultsQuery(q: string) {
  return queryOptions({
    queryKey: ['/api/search/overlay', { q }] as const,
    queryFn: async ({ queryKey }): Promise<OverlayHit[]> => {
      const response = await apiRequest('GET', queryKeyUrl(queryKey));
      return (await response.json()) as OverlayHit[];
    },
    placeholderData: keepPreviousData,
  });
}

import { QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { ApiError, apiRequest } from './transport';

type QueryParams = Record<string, string | number | boolean | undefined | null>;

/**
 * The URL of a query key: the segments before the first object
 * joined with "/"; that object becomes the query string, leaving out empty
 * values. Anything after it only tells cache entries apart.
 */
export function queryKeyUrl(queryKey: QueryKey): string {
  const paramsAt = queryKey.findIndex((part) => typeof part === 'object' && part !== null);
  const segments = paramsAt === -1 ? queryKey : queryKey.slice(0, paramsAt);
  const params = paramsAt === -1 ? undefined : (queryKey[paramsAt] as QueryParams);
  const path = segments.map(String).join('/');
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

type MissingBehavior = 'throw' | 'returnNull';

/** The default read: GET the key's URL and parse JSON; 401 (or 404) may yield null instead. */
export function getQueryFn<T>(
  options: { on401?: MissingBehavior; on404?: MissingBehavior } = {},
): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    try {
      const response = await apiRequest('GET', queryKeyUrl(queryKey));
      return (await response.json()) as T;
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.status === 401 && options.on401 === 'returnNull') return null;
        if (error.status === 404 && options.on404 === 'returnNull') return null;
      }
      throw error;
    }
  };
}

/**
 * Fresh for 30 s, no retries, no refetch on focus or interval. Requests go out
 * even when the browser says it is offline (networkMode 'always'): a failed
 * load shows its "Try again" at once instead of waiting, paused, with no word
 * to the reader, and a saved copy may still answer. Pages that failed load
 * again by themselves when the connection comes back (refetchOnReconnect).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: 30_000,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        refetchOnReconnect: true,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

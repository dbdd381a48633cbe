import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '~/client/api/transport';
import { DATABASE_BUSY_RETRY_AFTER } from '../http/database-busy';
import { logClientError, logServerError, quoted } from '../http/server-log';

/** How a page whose data did not all load is answered. */
export interface FailedPageData {
  /** The data API's own 4xx when the URL asked for something it refuses; 503 when the database was busy or unreachable; else 500. */
  status: number;
  headers: Record<string, string>;
}

/**
 * Whether every query the page prefetched loaded. A page missing some of its
 * data is incomplete: it is answered with an honest status and no-store, so
 * neither the page cache nor a CDN keeps it, and the next request renders it
 * again. A refusal (4xx, the URL's own mistake) is logged in one line; a
 * failure on our side with its error. Null when all loaded.
 */
export function failedPageData(queryClient: QueryClient, pathname: string): FailedPageData | null {
  let clientStatus: number | null = null;
  const serverStatuses: number[] = [];
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.status !== 'error') continue;
    const { error } = query.state;
    const key = JSON.stringify(query.queryKey);
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      clientStatus ??= error.status;
      logClientError(
        'page data refused',
        `${error.status} for the data of ${quoted(pathname)}: ${quoted(key)} was refused (${quoted(error.serverMessage ?? '')})`,
      );
    } else if (error instanceof ApiError && error.status === 503) {
      // The database cannot answer now: the API's answer has said so in the log.
      serverStatuses.push(503);
    } else {
      serverStatuses.push(error instanceof ApiError ? error.status : 500);
      logServerError('page data failed', `Loading ${key} for ${pathname} failed:`, error);
    }
  }
  if (serverStatuses.length > 0) {
    // Busy is worth a retry in a moment; anything else is our failure.
    const busy = serverStatuses.every((status) => status === 503);
    return busy
      ? {
          status: 503,
          headers: {
            'Cache-Control': 'no-store',
            'Retry-After': String(DATABASE_BUSY_RETRY_AFTER),
          },
        }
      : { status: 500, headers: { 'Cache-Control': 'no-store' } };
  }
  if (clientStatus !== null)
    return { status: clientStatus, headers: { 'Cache-Control': 'no-store' } };
  return null;
}

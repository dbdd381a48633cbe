/**
 * What a reader's browser sends to count a page view or a search: the
 * collector's address and the events' shapes. Kept free of imports so the
 * beacon's own chunk stays a few hundred bytes.
 */
export const ANALYTICS_COLLECT_PATH = '/api/analytics';

/** A page was shown: its path (no query string), and where the reader came from on arrival. */
export interface PageViewBeacon {
  type: 'pageview';
  path: string;
  referrer?: string;
}

/** A search on the search page, and how many results it found. */
export interface SearchBeacon {
  type: 'search';
  query: string;
  results: number;
}

export type AnalyticsBeacon = PageViewBeacon | SearchBeacon;

/**
 * The `Server-Timing` entry on a page the server counted at its own request
 * (a browser's navigation): the page reads it from its navigation timing and
 * sends no page view of its own for that first page.
 */
export const PAGE_VIEW_COUNTED_TIMING = 'pageview';

/**
 * The Cache-Control of a page counted at its own request. Private: a shared
 * cache (a CDN) must not keep it, or it would answer later readers with a
 * page saying "counted" that the site never saw; the shared caches keep the
 * uncounted answers (crawlers, curl, prefetches), whose pages count
 * themselves with their beacon. A reader's own browser treats it as it
 * treats every page (revalidated, stale while revalidating).
 */
export const COUNTED_PAGE_CACHE_CONTROL = 'private, max-age=0, stale-while-revalidate=300';

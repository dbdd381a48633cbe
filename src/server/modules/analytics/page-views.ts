import { COUNTED_PAGE_CACHE_CONTROL, PAGE_VIEW_COUNTED_TIMING } from '~/shared/analytics-beacon';
import { clientAddressAsSent, type PeerLookup } from '../../http/client-address';
import type { Services } from '../../services';
import { readSessionToken, SESSION_COOKIE } from '../auth/session-token';
import type { AnalyticsCollector } from './collector';
import type { Reader } from './reader-table';
import { declinesTracking } from './uncounted-readers';

/**
 * Whether a request is a browser opening a page: a top-level navigation
 * (Fetch Metadata), not a prefetch. Bots, link previews, curl and load
 * tools send no such headers, as they run no beacon either.
 */
export function isBrowserNavigation(headers: Headers): boolean {
  if (headers.get('sec-fetch-mode') !== 'navigate') return false;
  if (headers.get('sec-fetch-dest') !== 'document') return false;
  const purpose = headers.get('sec-purpose') ?? headers.get('purpose');
  return purpose === null || !purpose.includes('prefetch');
}

/** A page's path as the beacon names it: no host, no query string. */
function pagePath(url: string): string {
  const pathStart = url.indexOf('/', url.indexOf('//') + 2);
  if (pathStart === -1) return '/';
  const queryStart = url.indexOf('?', pathStart);
  return queryStart === -1 ? url.slice(pathStart) : url.slice(pathStart, queryStart);
}

const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/** What a counted answer carries in place of the page's own: the mark, and no shared caching. */
export const COUNTED_PAGE_HEADERS: [string, string][] = [
  // Counted for this reader only: a shared cache must not replay the mark.
  ['Cache-Control', COUNTED_PAGE_CACHE_CONTROL],
  ['Server-Timing', PAGE_VIEW_COUNTED_TIMING],
];

/**
 * Page views counted at the page's own request, a cache hit, a 304 or a
 * render alike, so that a page costs one request with analytics on as off.
 * The request reads headers and hands the view to the collector, which adds
 * it to its reader's event of the minute (a lookup once the day's hash is in
 * memory); the write waits for the minute's end. A
 * counted answer carries `Server-Timing: pageview` (its page then sends no
 * beacon for itself) and is private (COUNTED_PAGE_HEADERS).
 */
export function createPageViewCounter(
  services: Services,
  collector: AnalyticsCollector,
  { trustProxy }: { trustProxy: boolean },
) {
  // Built once: not an object per page view.
  const addressOptions = { trustProxy };
  // The page view the last request read (viewOf), until record() counts it:
  // both run in one synchronous step, so no object is made per view.
  let path = '';
  let referrer: string | null = null;
  let userAgent = '';
  let address = '';
  let reader: Reader | null = null;

  /** Whether a request is a page view to count; its fields are then the ones above. */
  function viewOf(request: Request, server: PeerLookup | undefined): boolean {
    if (!collector.enabled || request.method !== 'GET') return false;
    const headers = request.headers;
    if (!isBrowserNavigation(headers) || declinesTracking(headers)) return false;
    path = pagePath(request.url);
    if (isAdminPath(path)) return false;
    userAgent = headers.get('user-agent') ?? '';
    address = clientAddressAsSent(request, server, addressOptions);
    // One lookup of the sender: their bot check, and later their visitor hash and events.
    reader = collector.readerOf(address, userAgent);
    if (reader.bot) return false;
    referrer = headers.get('referer');
    return true;
  }

  /** Counts the view viewOf read from `request`, unless a signed-in editor sent it. */
  function record(request: Request): void {
    const cookie = request.headers.get('cookie');
    if (cookie?.includes(SESSION_COOKIE)) {
      // A signed-in editor is not counted; the session check reads the
      // database, so it runs beside the answer rather than before it.
      collector.countPageViewUnless(
        services.auth.isSignedIn(readSessionToken(cookie)),
        path,
        referrer,
        address,
        userAgent,
      );
    } else {
      collector.countPageView(path, referrer, address, userAgent, reader ?? undefined);
    }
  }

  return {
    /**
     * The page cache's answer to `request`, counted and marked when it is a
     * page view (the marked headers built with the page), or null on a miss.
     */
    cached(
      request: Request,
      server: PeerLookup | undefined,
      answer: (marked: boolean) => Response | null,
    ): Response | null {
      const counted = viewOf(request, server);
      const response = answer(counted);
      // A hit is a page, 200 or 304.
      if (response && counted) record(request);
      return response;
    },

    /** `response`, the answer to `request`, marked when its page view was counted. */
    count(request: Request, server: PeerLookup | undefined, response: Response): Response {
      if (response.status !== 200 && response.status !== 304) return response;
      if (!viewOf(request, server)) return response;
      record(request);
      for (const [name, value] of COUNTED_PAGE_HEADERS) response.headers.set(name, value);
      return response;
    },
  };
}

export type PageViewCounter = ReturnType<typeof createPageViewCounter>;

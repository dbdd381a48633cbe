import { PAGE_VIEW_COUNTED_TIMING } from '~/shared/analytics-beacon';
import { type PeerLookup, resolveClientAddress } from '../../http/client-address';
import type { Services } from '../../services';
import { readSessionToken, SESSION_COOKIE } from '../auth/session-token';
import type { AnalyticsCollector } from './collector';
import { declinesTracking, isBotUserAgent } from './uncounted-readers';

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

/**
 * Page views counted at the page's own request, a cache hit, a 304 or a
 * render alike, so that a page costs one request with analytics on as off.
 * The request only reads headers and pushes onto the collector's batch; the
 * hash, the article and the write wait for the batch, as a beacon's do. A
 * counted answer carries `Server-Timing: pageview`, and its page sends no
 * beacon for itself.
 */
export function createPageViewCounter(
  services: Services,
  collector: AnalyticsCollector,
  { trustProxy }: { trustProxy: boolean },
) {
  return {
    /** `response`, the answer to `request`, marked when its page view was counted. */
    count(request: Request, server: PeerLookup | undefined, response: Response): Response {
      if (!collector.enabled || request.method !== 'GET') return response;
      if (response.status !== 200 && response.status !== 304) return response;
      const headers = request.headers;
      if (!isBrowserNavigation(headers) || declinesTracking(headers)) return response;
      const userAgent = headers.get('user-agent') ?? '';
      if (isBotUserAgent(userAgent)) return response;
      const path = pagePath(request.url);
      if (isAdminPath(path)) return response;
      const referrer = headers.get('referer');
      const view = referrer
        ? { type: 'pageview' as const, path, referrer }
        : { type: 'pageview' as const, path };
      const sender = { address: resolveClientAddress(request, server, { trustProxy }), userAgent };
      const cookie = headers.get('cookie');
      if (cookie?.includes(SESSION_COOKIE)) {
        // A signed-in editor is not counted; the session check reads the
        // database, so it runs beside the answer rather than before it.
        void services.auth
          .isSignedIn(readSessionToken(cookie))
          .then((signedIn) => signedIn || collector.collect(view, sender))
          .catch(() => undefined);
      } else {
        collector.collect(view, sender);
      }
      response.headers.set('Server-Timing', PAGE_VIEW_COUNTED_TIMING);
      return response;
    },
  };
}

export type PageViewCounter = ReturnType<typeof createPageViewCounter>;

import {
  ANALYTICS_COLLECT_PATH,
  type AnalyticsBeacon,
  PAGE_VIEW_COUNTED_TIMING,
} from '~/shared/analytics-beacon';

/**
 * Readership counting in the browser, loaded on its own once the page is
 * idle: a page view for each page shown that the server did not count at
 * its own request (the first with the site the reader came from) and each
 * search made. No cookie and no stored id: the server counts a visitor from
 * the request itself, for one day. A reader who asks sites not to track them
 * (Do Not Track, Global Privacy Control) sends nothing; the server checks the
 * same headers again.
 */

function declined(): boolean {
  const privacy = navigator as Navigator & { globalPrivacyControl?: boolean };
  return privacy.doNotTrack === '1' || privacy.globalPrivacyControl === true;
}

function send(beacon: AnalyticsBeacon): void {
  if (declined() || !navigator.sendBeacon) return;
  // Sent as text: a same-origin POST without a preflight, and it outlives the page.
  navigator.sendBeacon(ANALYTICS_COLLECT_PATH, JSON.stringify(beacon));
}

let countedPath: string | null = null;

function countPage(): void {
  const path = location.pathname;
  if (path === countedPath) return;
  const referrer = countedPath === null ? document.referrer : '';
  countedPath = path;
  // The back office is not readership.
  if (path === '/admin' || path.startsWith('/admin/')) return;
  send(referrer ? { type: 'pageview', path, referrer } : { type: 'pageview', path });
}

/**
 * Whether the server counted this document at its request: it says so in
 * the answer's Server-Timing. Not when an older browser sent no navigation
 * headers, or a cache answered without asking the server.
 */
function countedByServer(): boolean {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  const timings = (navigation as PerformanceNavigationTiming | undefined)?.serverTiming;
  return timings?.some((timing) => timing.name === PAGE_VIEW_COUNTED_TIMING) ?? false;
}

/**
 * Counts the page shown unless the server already did, then each page the
 * reader moves to (the router's history events, which the server never sees
 * as pages) and each return to a page the browser kept (back/forward cache).
 */
export function countPageViews(): void {
  if (countedPath !== null) return;
  if (countedByServer()) countedPath = location.pathname;
  else countPage();
  for (const event of ['pushState', 'replaceState', 'popstate']) {
    addEventListener(event, countPage);
  }
  addEventListener('pageshow', (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    countedPath = '';
    countPage();
  });
}

/** A search made on the search page, and how many results it found. */
export function countSearch(query: string, results: number): void {
  send({ type: 'search', query, results });
}

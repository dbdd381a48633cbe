import type { AnalyticsBeacon } from '~/shared/analytics-beacon';
import { ANALYTICS_COLLECT_PATH } from '~/shared/analytics-beacon';
import { peerAt } from './admin-session';
import type { TestApp } from './test-app';

/** Test support: beacons as a reader's browser sends them (navigator.sendBeacon). */

export const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
export const FIREFOX_UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:142.0) Gecko/20100101 Firefox/142.0';

export interface Reader {
  address: string;
  userAgent: string;
  /** Extra request headers: DNT, Sec-GPC, a session cookie. */
  headers?: Record<string, string>;
}

/**
 * Sends one beacon from `reader`, same-origin and as text, with its length
 * declared as a browser declares it, and returns the answer.
 */
export function sendBeacon(
  t: TestApp,
  reader: Reader,
  beacon: AnalyticsBeacon | string,
  { path = ANALYTICS_COLLECT_PATH, declareLength = true } = {},
) {
  const body = typeof beacon === 'string' ? beacon : JSON.stringify(beacon);
  const request = new Request(`${t.siteUrl}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'text/plain;charset=UTF-8',
      Origin: t.siteUrl,
      'Sec-Fetch-Site': 'same-origin',
      'User-Agent': reader.userAgent,
      ...(declareLength ? { 'Content-Length': String(Buffer.byteLength(body)) } : {}),
      ...reader.headers,
    },
    body,
  });
  return t.fetch(request, peerAt(reader.address));
}

/** A page view of `path`, with the referrer the reader arrived from. */
export function viewPage(t: TestApp, reader: Reader, path: string, referrer?: string) {
  return sendBeacon(t, reader, { type: 'pageview', path, ...(referrer ? { referrer } : {}) });
}

export function searchFor(t: TestApp, reader: Reader, query: string, results: number) {
  return sendBeacon(t, reader, { type: 'search', query, results });
}

/** The headers of a browser opening a page (Fetch Metadata of a top-level navigation). */
export const NAVIGATION_HEADERS = {
  Accept: 'text/html,application/xhtml+xml',
  'Sec-Fetch-Dest': 'document',
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Site': 'none',
  'Sec-Fetch-User': '?1',
};

/**
 * `reader` opens `path` in the browser (a navigation, counted at the
 * request), arriving from `referrer` when given; `headers` change or add to
 * the navigation's.
 */
export function openPage(
  t: TestApp,
  reader: Reader,
  path: string,
  {
    referrer,
    headers = {},
    method = 'GET',
  }: { referrer?: string; headers?: Record<string, string>; method?: string } = {},
) {
  const request = new Request(`${t.siteUrl}${path}`, {
    method,
    headers: {
      ...NAVIGATION_HEADERS,
      'User-Agent': reader.userAgent,
      ...(referrer ? { Referer: referrer } : {}),
      ...reader.headers,
      ...headers,
    },
  });
  return t.fetch(request, peerAt(reader.address));
}

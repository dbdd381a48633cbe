/**
 * Which requests the service worker may keep, as pure rules the worker and
 * its tests share. The back office, its API and anything else behind a
 * sign-in are never kept; neither is a response that says it must not be
 * stored or is private to one reader.
 */
import { COUNTED_PAGE_CACHE_CONTROL } from '~/shared/analytics-beacon';

/** The sections' first pages and the home page: kept even before they are read. */
export function listPages(sectionSlugs: readonly string[]): string[] {
  return ['/', ...sectionSlugs.map((slug) => `/section/${slug}`)];
}

/** How many article pages are kept: the last ones read. */
export const SAVED_ARTICLES = 20;
/** The pictures of the kept pages, in bytes; the oldest go first past it. */
export const SAVED_IMAGE_BYTES = 20 * 1024 * 1024;
/** API answers behind the kept pages, for client-side navigation offline. */
export const SAVED_API_ANSWERS = 120;

export function isBackOffice(pathname: string): boolean {
  return (
    pathname === '/admin' ||
    pathname.startsWith('/admin/') ||
    pathname === '/api/admin' ||
    pathname.startsWith('/api/admin/')
  );
}

export type SavedKind = 'list' | 'article' | null;

/** Whether a page is one the service worker keeps, and in which store. */
export function savedPageKind(url: URL): SavedKind {
  if (isBackOffice(url.pathname)) return null;
  if (url.search !== '') return null;
  if (url.pathname === '/' || /^\/section\/[^/]+$/.test(url.pathname)) return 'list';
  if (/^\/article\/[^/]+$/.test(url.pathname)) return 'article';
  return null;
}

/** The public API answers a kept page's client-side navigation reads. */
export function isSavedApi(url: URL): boolean {
  return url.pathname.startsWith('/api/') && !isBackOffice(url.pathname);
}

/**
 * A response that may be stored for every reader: a 200 neither private nor
 * no-store. A page private only because the site counted its view at the
 * request (COUNTED_PAGE_CACHE_CONTROL, kept from shared caches) is the same
 * page for everyone, and this browser's own store may keep it.
 */
export function isStorable(response: Response): boolean {
  if (response.status !== 200 || response.type === 'opaque') return false;
  if (response.headers.has('set-cookie')) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  if (/\bno-store\b/i.test(cacheControl)) return false;
  return !/\bprivate\b/i.test(cacheControl) || cacheControl === COUNTED_PAGE_CACHE_CONTROL;
}

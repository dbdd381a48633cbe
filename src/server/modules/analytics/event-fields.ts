import { MAX_SEARCH_QUERY_LENGTH } from '~/shared/schemas/analytics';
import { SECTION_SLUGS, type SectionSlug } from '~/shared/sections';

/**
 * What a page view or a search keeps of what the browser sent: never more
 * than the site needs to count it.
 */

const SECTIONS: ReadonlySet<string> = new Set(SECTION_SLUGS);

/** The part of a host name that names the site: "www." is the same site. */
function siteName(hostname: string): string {
  return hostname.toLowerCase().replace(/^www\./, '');
}

/**
 * The referring site's host name alone (the rest of its address may name
 * the reader: a profile, a search, a mail link), or null when the reader
 * came from this site itself or from nowhere a link can be shown for.
 */
export function referrerHost(referrer: string | undefined, siteHost: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = siteName(url.hostname);
  if (!host || host === siteName(siteHost)) return null;
  return host;
}

/**
 * One spelling per search: spaces collapsed, lower case, at most the
 * longest query the search takes. Null for a blank query, which is not a
 * search.
 */
export function searchQueryText(query: string): string | null {
  const text = query.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, MAX_SEARCH_QUERY_LENGTH);
  return text || null;
}

/** What a viewed page is about: an article (by slug or id, as its URL names it) or a section. */
export interface PageTarget {
  articleReference?: string;
  section?: SectionSlug;
}

function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Reads a reader page's path. Back-office pages are not readership: null
 * for them, and the view is not counted.
 */
export function pageTarget(path: string): PageTarget | null {
  const pathname = path.split(/[?#]/, 1)[0]!;
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return null;
  const [, first, second, ...rest] = pathname.split('/');
  if (second === undefined || rest.length > 0 || second === '') return {};
  const segment = decodedSegment(second);
  if (segment === null) return {};
  if (first === 'article') return { articleReference: segment };
  if (first === 'section' && SECTIONS.has(segment)) return { section: segment as SectionSlug };
  return {};
}

/** Paths whose page is remembered; past this the memory starts again. */
const KNOWN_PATHS = 5_000;

/** A page's path as first seen, and what it is about. */
export interface KnownPath {
  path: string;
  target: PageTarget;
}

/**
 * What each page's path is about (public paths, not readers), read once:
 * the path is kept as first seen, so later lookups compare a string already
 * hashed. Null for a path that is not counted.
 */
export function createPathMemory(): (path: string) => KnownPath | null {
  const targets = new Map<string, KnownPath | null>();
  return (path) => {
    let known = targets.get(path);
    if (known === undefined) {
      const target = pageTarget(path);
      known = target === null ? null : { path, target };
      if (targets.size >= KNOWN_PATHS) targets.clear();
      targets.set(path, known);
    }
    return known;
  };
}

/**
 * One canonical URL per page. A query string that only filters or sorts what
 * a listing shows points to the unfiltered listing; the page number defines
 * the page, so it stays, unless it lies past the last page.
 */
import type { SectionListing } from './section-listing';

/** /article/{reference}: the page of the article with that slug, or that id. */
export function articleReferencePath(reference: string | number): string {
  return `/article/${reference}`;
}

/**
 * An article's canonical page: its slug, or its id when it has none. Every
 * link on the site uses it; /article/{id} still answers, moving to the slug.
 */
export function articlePath(article: { id: number; slug?: string | null }): string {
  return articleReferencePath(article.slug || article.id);
}

/** A reporter's page: /author/{name}, the name percent-encoded. */
export function authorPath(name: string): string {
  return `/author/${encodeURIComponent(name)}`;
}

/** `path`, or `path?page=N` from page 2 on. */
export function pagedPath(path: string, page: number, totalPages?: number): string {
  const inRange = totalPages === undefined || page <= totalPages;
  return page > 1 && inRange ? `${path}?page=${page}` : path;
}

/**
 * The canonical URL of a section listing: filtered or re-sorted listings
 * canonicalise to the section itself (their page N is another list), the
 * plain listing keeps its page.
 */
export function sectionCanonicalPath(
  slug: string,
  listing: SectionListing,
  totalPages?: number,
): string {
  const path = `/section/${slug}`;
  const filtered = listing.status !== 'all' || listing.sort !== 'newest';
  return filtered ? path : pagedPath(path, listing.page, totalPages);
}

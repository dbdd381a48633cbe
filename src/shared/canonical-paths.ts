/**
 * One canonical URL per page. A query string that only filters or sorts what
 * a listing shows points to the unfiltered listing; the page number defines
 * the page, so it stays, unless it lies past the last page.
 */
import type { SectionListing } from './section-listing';

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

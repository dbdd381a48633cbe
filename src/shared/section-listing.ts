/**
 * The section page's listing: a status filter, a sort and
 * 9 articles a page, all kept in the URL (?status=&sort=&page=) so a listing
 * can be shared and is rendered on the server. No zod: reader pages use this.
 */
import { parsePage } from './pagination';

export const SECTION_PAGE_SIZE = 9;

export const SECTION_STATUS_FILTERS = ['all', 'verified', 'developing', 'breaking'] as const;
export type SectionStatusFilter = (typeof SECTION_STATUS_FILTERS)[number];

export const SECTION_SORTS = ['newest', 'oldest', 'title', 'readTime'] as const;
export type SectionSort = (typeof SECTION_SORTS)[number];

export const SECTION_STATUS_LABELS: Record<SectionStatusFilter, string> = {
  all: 'All',
  verified: 'Verified',
  developing: 'Developing',
  breaking: 'Breaking',
};

export const SECTION_SORT_LABELS: Record<SectionSort, string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  title: 'Title A-Z',
  readTime: 'Read Time',
};

export interface SectionListing {
  status: SectionStatusFilter;
  sort: SectionSort;
  page: number;
}

const DEFAULT_LISTING: SectionListing = { status: 'all', sort: 'newest', page: 1 };

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/**
 * The listing a URL asks for. Unknown values fall back to the defaults; the
 * memorial section ignores the filter and the sort (newest first) but pages.
 */
export function parseSectionListing(search: URLSearchParams, memorial = false): SectionListing {
  const page = parsePage(search.get('page'));
  if (memorial) return { ...DEFAULT_LISTING, page };
  return {
    status: oneOf(SECTION_STATUS_FILTERS, search.get('status')) ?? DEFAULT_LISTING.status,
    sort: oneOf(SECTION_SORTS, search.get('sort')) ?? DEFAULT_LISTING.sort,
    page,
  };
}

/** The URL of a listing; defaults are left out, so page 1 of "all, newest" is the bare path. */
export function sectionListingHref(slug: string, listing: Partial<SectionListing>): string {
  const search = new URLSearchParams();
  if (listing.status && listing.status !== DEFAULT_LISTING.status)
    search.set('status', listing.status);
  if (listing.sort && listing.sort !== DEFAULT_LISTING.sort) search.set('sort', listing.sort);
  if (listing.page && listing.page > 1) search.set('page', String(listing.page));
  const query = search.toString();
  return `/section/${slug}${query ? `?${query}` : ''}`;
}

/** The public articles API parameters for one page of a listing. */
export function sectionApiParams(slug: string, listing: SectionListing) {
  return {
    section: slug,
    ...(listing.status === 'all' ? {} : { status: listing.status }),
    ...(listing.sort === 'newest' ? {} : { sort: listing.sort }),
    limit: SECTION_PAGE_SIZE,
    offset: (listing.page - 1) * SECTION_PAGE_SIZE,
  };
}

/** How many pages a listing of `total` articles has; at least one. */
export function sectionPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / SECTION_PAGE_SIZE));
}

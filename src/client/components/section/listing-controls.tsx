import { useLocation } from 'wouter';
import {
  SECTION_SORT_LABELS,
  SECTION_SORTS,
  SECTION_STATUS_FILTERS,
  SECTION_STATUS_LABELS,
  type SectionListing,
  sectionListingHref,
} from '~/shared/section-listing';

/**
 * The section's status filter and sort. A plain GET form underneath, so a
 * reader without JavaScript applies them with the button; with JavaScript a
 * change applies at once. Either way the listing returns to page 1 (Part C §4).
 */
export function ListingControls({ slug, listing }: { slug: string; listing: SectionListing }) {
  const [, navigate] = useLocation();
  const apply = (change: Partial<SectionListing>) =>
    navigate(sectionListingHref(slug, { ...listing, ...change, page: 1 }));
  return (
    <form
      action={`/section/${slug}`}
      method="get"
      className="flex flex-wrap items-end gap-3"
      aria-label="Filter and sort articles"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor="section-status" className="text-xs font-semibold uppercase text-muted">
          Status
        </label>
        <select
          id="section-status"
          name="status"
          className="input min-w-36"
          value={listing.status}
          onChange={(event) =>
            apply({ status: event.currentTarget.value as SectionListing['status'] })
          }
        >
          {SECTION_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {SECTION_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="section-sort" className="text-xs font-semibold uppercase text-muted">
          Sort by
        </label>
        <select
          id="section-sort"
          name="sort"
          className="input min-w-36"
          value={listing.sort}
          onChange={(event) => apply({ sort: event.currentTarget.value as SectionListing['sort'] })}
        >
          {SECTION_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SECTION_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <button type="submit" className="button-primary">
          Apply
        </button>
      </noscript>
    </form>
  );
}

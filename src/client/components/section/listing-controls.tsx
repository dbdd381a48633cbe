import { useLocation } from 'wouter';
import {
  SECTION_SORT_LABELS,
  SECTION_SORTS,
  SECTION_STATUS_FILTERS,
  SECTION_STATUS_LABELS,
  type SectionListing,
  sectionListingHref,
} from '~/shared/section-listing';
import { SelectField } from '../ui/select-field';

/**
 * The section's status filter and sort. A plain GET form underneath, so a
 * reader without JavaScript applies them with the button; with JavaScript a
 * change applies at once. Either way the listing returns to page 1.
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
      <SelectField
        id="section-status"
        name="status"
        label="Status"
        look="filter"
        selectClassName="min-w-36"
        value={listing.status}
        options={SECTION_STATUS_FILTERS.map((status) => ({
          value: status,
          label: SECTION_STATUS_LABELS[status],
        }))}
        onChange={(status) => apply({ status })}
      />
      <SelectField
        id="section-sort"
        name="sort"
        label="Sort by"
        look="filter"
        selectClassName="min-w-36"
        value={listing.sort}
        options={SECTION_SORTS.map((sort) => ({ value: sort, label: SECTION_SORT_LABELS[sort] }))}
        onChange={(sort) => apply({ sort })}
      />
      <noscript>
        <button type="submit" className="button-primary">
          Apply
        </button>
      </noscript>
    </form>
  );
}

import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { capitalize } from '~/shared/capitalize';
import { DEFAULT_SEARCH_FILTERS, searchHref } from '~/shared/search-href';
import {
  SEARCH_SORT_LABELS,
  SEARCH_SORTS,
  SEARCH_STATUS_FILTERS,
  type SearchFilters,
} from '~/shared/search-scoring';
import { sections } from '~/shared/sections';
import { SelectField, type SelectOption } from '../ui/select-field';

const SECTION_OPTIONS: SelectOption<SearchFilters['section']>[] = [
  { value: '', label: 'All sections' },
  ...sections.map((section) => ({ value: section.slug, label: section.name })),
];
const STATUS_OPTIONS: SelectOption<SearchFilters['status']>[] = [
  { value: '', label: 'Any status' },
  ...SEARCH_STATUS_FILTERS.map((status) => ({ value: status, label: capitalize(status) })),
];
const SORT_OPTIONS: SelectOption<SearchFilters['sort']>[] = SEARCH_SORTS.map((sort) => ({
  value: sort,
  label: SEARCH_SORT_LABELS[sort],
}));

/**
 * The query and the three independent filters. A GET form, so it
 * works without JavaScript; with it, a filter change applies at once and a
 * search updates the URL without reloading.
 */
export function SearchForm({ filters }: { filters: SearchFilters }) {
  const [, navigate] = useLocation();
  const [text, setText] = useState(filters.q);
  // A suggestion, a recent search or Clear Search changes the URL: follow it.
  useEffect(() => setText(filters.q), [filters.q]);

  const go = (change: Partial<SearchFilters>) =>
    navigate(searchHref({ ...filters, q: text, ...change }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({});
  };
  const filtered =
    filters.q !== '' ||
    filters.section !== '' ||
    filters.status !== '' ||
    filters.sort !== DEFAULT_SEARCH_FILTERS.sort;

  return (
    <search>
      <form action="/search" method="get" onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex gap-2">
          <label htmlFor="search-q" className="sr-only">
            Search articles
          </label>
          <div className="relative flex-1">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
            />
            <input
              id="search-q"
              name="q"
              type="search"
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              className="input w-full pl-9"
              placeholder="Search articles, reporters, tags..."
              maxLength={200}
              autoComplete="off"
            />
          </div>
          <button type="submit" className="button-primary">
            Search
          </button>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:flex lg:flex-wrap lg:items-end">
          <SelectField
            id="search-section"
            name="section"
            label="Section"
            look="filter"
            className="col-span-2 sm:col-span-1"
            selectClassName="lg:min-w-52"
            value={filters.section}
            options={SECTION_OPTIONS}
            onChange={(section) => go({ section })}
          />
          <SelectField
            id="search-status"
            name="status"
            label="Status"
            look="filter"
            selectClassName="lg:min-w-40"
            value={filters.status}
            options={STATUS_OPTIONS}
            onChange={(status) => go({ status })}
          />
          <SelectField
            id="search-sort"
            name="sort"
            label="Sort by"
            look="filter"
            selectClassName="lg:min-w-40"
            value={filters.sort}
            options={SORT_OPTIONS}
            onChange={(sort) => go({ sort })}
          />
          {filtered ? (
            <Link
              href="/search"
              onClick={() => setText('')}
              className="button-secondary col-span-2 text-center sm:col-span-3 lg:ml-auto"
            >
              Clear Search
            </Link>
          ) : null}
        </div>
      </form>
    </search>
  );
}

import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { capitalize } from '~/shared/capitalize';
import {
  DEFAULT_SEARCH_FILTERS,
  SEARCH_SORT_LABELS,
  SEARCH_SORTS,
  SEARCH_STATUS_FILTERS,
  type SearchFilters,
  searchHref,
} from '~/shared/search-scoring';
import { sections } from '~/shared/sections';

const LABEL = 'text-xs font-semibold uppercase text-muted';

/**
 * The query and the three independent filters (Part C §2). A GET form, so it
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
          <div className="col-span-2 flex flex-col gap-1 sm:col-span-1">
            <label htmlFor="search-section" className={LABEL}>
              Section
            </label>
            <select
              id="search-section"
              name="section"
              className="input lg:min-w-52"
              value={filters.section}
              onChange={(event) =>
                go({ section: event.currentTarget.value as SearchFilters['section'] })
              }
            >
              <option value="">All sections</option>
              {sections.map((section) => (
                <option key={section.slug} value={section.slug}>
                  {section.name}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="search-status" className={LABEL}>
              Status
            </label>
            <select
              id="search-status"
              name="status"
              className="input lg:min-w-40"
              value={filters.status}
              onChange={(event) =>
                go({ status: event.currentTarget.value as SearchFilters['status'] })
              }
            >
              <option value="">Any status</option>
              {SEARCH_STATUS_FILTERS.map((status) => (
                <option key={status} value={status}>
                  {capitalize(status)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="search-sort" className={LABEL}>
              Sort by
            </label>
            <select
              id="search-sort"
              name="sort"
              className="input lg:min-w-40"
              value={filters.sort}
              onChange={(event) => go({ sort: event.currentTarget.value as SearchFilters['sort'] })}
            >
              {SEARCH_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SEARCH_SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
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

import type { SearchFilters } from './search-scoring';

export const DEFAULT_SEARCH_FILTERS: SearchFilters = {
  q: '',
  section: '',
  status: '',
  sort: 'newest',
};

/** The /search URL for some filters; empty filters and the default sort are left out. */
export function searchHref(filters: Partial<SearchFilters>): string {
  const search = new URLSearchParams();
  const q = filters.q?.trim();
  if (q) search.set('q', q);
  if (filters.section) search.set('section', filters.section);
  if (filters.status) search.set('status', filters.status);
  if (filters.sort && filters.sort !== DEFAULT_SEARCH_FILTERS.sort)
    search.set('sort', filters.sort);
  const query = search.toString();
  return query ? `/search?${query}` : '/search';
}

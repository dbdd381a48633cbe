export const MAX_RECENT_SEARCHES = 5;

/** Terms of a query: split on spaces; a blank query has none. */
export function searchTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * The recent-search list after a search: stored only when non-empty and not
 * already listed, newest first, at most five kept.
 */
export function addRecentSearch(recent: readonly string[], query: string): string[] {
  const trimmed = query.trim();
  if (!trimmed || recent.includes(trimmed)) return [...recent];
  return [trimmed, ...recent].slice(0, MAX_RECENT_SEARCHES);
}

import { useCallback, useEffect, useState } from 'react';
import { addRecentSearch, MAX_RECENT_SEARCHES } from '~/shared/search-terms';

/** Where the browser keeps the reader's recent searches, in local storage. */
export const RECENT_SEARCHES_KEY = 'gazette_recent_searches';

/** The stored list; storage that cannot be read, or holds something else, gives none. */
export function readRecentSearches(): string[] {
  try {
    const raw = localStorage.getItem(RECENT_SEARCHES_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
      .slice(0, MAX_RECENT_SEARCHES);
  } catch (error) {
    // Storage failures are only logged.
    console.error('Could not read recent searches', error);
    return [];
  }
}

/** Adds a search to the stored list (see addRecentSearch) and returns the new list. */
export function saveRecentSearch(query: string): string[] {
  const current = readRecentSearches();
  const next = addRecentSearch(current, query);
  if (next.length === current.length && next.every((item, index) => item === current[index]))
    return current;
  try {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch (error) {
    console.error('Could not save recent searches', error);
  }
  return next;
}

/**
 * The recent searches, read after hydration (the server cannot see them), with
 * the current query recorded whenever it changes. Until then the current query
 * is the list: it will head the stored one, and the server can render it, so
 * the row is there from the first paint rather than pushing the results down.
 */
export function useRecentSearches(currentQuery: string): string[] {
  const [recent, setRecent] = useState<string[]>(() => (currentQuery ? [currentQuery] : []));
  const record = useCallback((query: string) => {
    setRecent(query ? saveRecentSearch(query) : readRecentSearches());
  }, []);
  useEffect(() => record(currentQuery), [currentQuery, record]);
  return recent;
}

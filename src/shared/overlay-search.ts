import { SEARCH_WEIGHTS, type SearchHit } from './search-scoring';
import { searchTerms } from './search-terms';

export const OVERLAY_RESULT_LIMIT = 10;
export const OVERLAY_DEBOUNCE_MS = 300;

export interface OverlayResult {
  article: SearchHit;
  /** The score as a share of the best score the query could reach, 1-100. */
  percent: number;
}

/** The most one term can earn on the search page: every per-term rule at once. */
const BEST_PER_TERM =
  SEARCH_WEIGHTS.title +
  SEARCH_WEIGHTS.titleStartsWith +
  SEARCH_WEIGHTS.summary +
  SEARCH_WEIGHTS.author +
  SEARCH_WEIGHTS.tag +
  SEARCH_WEIGHTS.content;

/** The best score `query` could reach, as the search page scores it; 0 for a blank query. */
export function bestSearchScore(query: string): number {
  const terms = searchTerms(query);
  return terms.length === 0 ? 0 : terms.length * BEST_PER_TERM + SEARCH_WEIGHTS.wholeQuery;
}

/**
 * The overlay's results: the search page's first ten by relevance (the
 * server ranks them, behind the same gate), each with its percent match.
 */
export function overlayResults(hits: readonly SearchHit[], query: string): OverlayResult[] {
  const best = bestSearchScore(query);
  if (best === 0) return [];
  return hits.slice(0, OVERLAY_RESULT_LIMIT).map((article) => ({
    article,
    percent: Math.max(1, Math.min(100, Math.round((article.score / best) * 100))),
  }));
}

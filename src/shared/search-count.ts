import { formatCount } from './count-text';
import { SEARCH_COUNT_CAP, SEARCH_RESULT_LIMIT } from './search-scoring';

/**
 * A search's number of results as a reader reads it: exact up to the cap,
 * "more than 1,000" past it (the server then reports one more than the cap).
 */
export function resultCountText(total: number): string {
  return total > SEARCH_COUNT_CAP ? `more than ${formatCount(SEARCH_COUNT_CAP)}` : String(total);
}

/** The heading over a search's results: how many, and how many of them are shown. */
export function searchResultsHeading(total: number, q: string): string {
  if (total > SEARCH_RESULT_LIMIT) {
    return `The top ${SEARCH_RESULT_LIMIT} of ${resultCountText(total)} results for “${q}”`;
  }
  return `${total} ${total === 1 ? 'result' : 'results'} for “${q}”`;
}

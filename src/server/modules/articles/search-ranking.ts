import { SEARCH_COUNT_CAP, SEARCH_RESULT_LIMIT, type SearchFilters } from '~/shared/search-scoring';
import { searchTerms } from '~/shared/search-terms';
import {
  markCandidates,
  type RankedSearch,
  type SearchScope,
  scoreInOrder,
  totalOf,
  walkConfirming,
} from './search-hits';
import { rankByRelevance } from './search-relevance';
import { read, type Steps } from './search-steps';

/**
 * The search page's ranking: the first 100 hits under the shared scoring
 * and order (src/shared/search-scoring.ts), exactly, and how many matched,
 * exact up to SEARCH_COUNT_CAP (docs/decisions/017-search-at-archive-size.md).
 */
export function* rankSearchCandidates(
  scope: SearchScope,
  filters: SearchFilters,
): Steps<RankedSearch> {
  if (filters.sort === 'relevance') return yield* rankByRelevance(scope, filters.q);
  return yield* rankInOrder(scope, filters.q, filters.sort);
}

/**
 * Candidates past which an engine that confirms them (`reads.confirming`)
 * walks the order instead of listing them. Measured at 100,000 articles
 * (decision 019): counting up to 5,001 before walking made common words
 * slower than a rare word gained; the cap it is.
 */
const WALK_FROM = SEARCH_COUNT_CAP;

/**
 * Newest first, or title A-Z: the catalogue keeps every article in both
 * orders, so the candidates are walked in order, their bodies read a batch
 * at a time, until 100 have scored: nothing later in the order can come
 * before them. Title A-Z scores them all when they are few enough to count
 * exactly, as the other orders' totals are on a small archive.
 */
function* rankInOrder(
  scope: SearchScope,
  q: string,
  sort: 'newest' | 'title',
): Steps<RankedSearch> {
  const { catalogue } = scope;
  const order = sort === 'newest' ? catalogue.timeOrder() : catalogue.titleOrder();
  const { confirming } = scope.reads;
  if (confirming) {
    // Past the cap the total is "more than 1,000" whatever scores: only the
    // first page is needed. Up to WALK_FROM candidates, reading their ids
    // (each confirmed in the database) costs less than walking to 100 hits.
    // Every article holding a term in a short field is a candidate: when the
    // catalogue knows more than WALK_FROM, the database need not count them
    // (1,001 rows, each body checked, for a common word).
    const inShortFields = catalogue.shortScores(searchTerms(q), scope.keep).slots.length;
    const counted =
      inShortFields > WALK_FROM ? inShortFields : yield* read(confirming.count(WALK_FROM + 1));
    if (counted > WALK_FROM) {
      const { hits } = yield* walkConfirming(scope, q, order, confirming, SEARCH_RESULT_LIMIT);
      return {
        shown: hits.slice(0, SEARCH_RESULT_LIMIT).map(({ id, score }) => ({ id, score })),
        total: totalOf(counted, hits.length, 0),
      };
    }
  }
  const candidates = yield* markCandidates(scope, q);
  const scoreAll = sort === 'title' && candidates.count <= SEARCH_RESULT_LIMIT * 10;
  const { hits, zero } = yield* scoreInOrder(
    scope,
    q,
    order,
    candidates,
    (_next, hits) => scoreAll || hits.length < SEARCH_RESULT_LIMIT,
  );
  return {
    shown: hits.slice(0, SEARCH_RESULT_LIMIT).map(({ id, score }) => ({ id, score })),
    total: totalOf(candidates.count, hits.length, zero),
  };
}

import { desc, inArray, type SQL } from 'drizzle-orm';
import {
  articleTime,
  rankSearchResults,
  SEARCH_RESULT_LIMIT,
  type SearchFilters,
  searchScore,
} from '~/shared/search-scoring';
import { searchTerms } from '~/shared/search-terms';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema';

type Reader = Pick<Db, 'select'>;

/** Articles scored at a time: enough for 100 hits in one go, most often. */
const SCORING_BATCH = 250;
/** Bodies read at a time when every candidate is scored (well under SQLite's bound-value limit). */
const READ_BATCH = 1000;

/** What the shared scoring and ordering read of an article. */
const scoringColumns = {
  id: articles.id,
  title: articles.title,
  summary: articles.summary,
  author: articles.author,
  tags: articles.tags,
  section: articles.section,
  status: articles.status,
  date: articles.date,
  createdAt: articles.createdAt,
};

type Candidate = Parameters<typeof rankSearchResults>[0][number] & { id: number };

function inBatches<T, R>(items: readonly T[], size: number, read: (batch: T[]) => R[]): R[] {
  const rows: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    rows.push(...read(items.slice(start, start + size)));
  }
  return rows;
}

/** What a strategy leaves to rank: at least the first 100, and how many of those it scored matched. */
interface Scoring {
  kept: Candidate[];
  /** Candidates scored (whole) so far, and how many of them scored above 0. */
  scored: number;
  matched: number;
}

/**
 * The search page's ranking over the candidates `where` selects (the
 * full-text index's matches within the filters): the ids and scores of the
 * first 100 hits under the shared scoring and order
 * (src/shared/search-scoring.ts), and how many matched.
 *
 * Every hit shown is scored and placed exactly as the shared rules place it
 * among all candidates, but not every candidate's body is read
 * (docs/decisions/008):
 * - newest first: candidates are scored newest first, and scoring stops once
 *   100 have scored, since no older one can come before them;
 * - relevance: the shared score of a candidate whose body held every term
 *   and the whole query bounds its real score, so bodies are read best bound
 *   first, until no bound left can beat (or tie and be newer than) the 100th;
 * - title A-Z: every candidate is scored.
 * Candidates left unscored are counted as matches in the total.
 */
export function rankSearchCandidates(
  reader: Reader,
  where: SQL | undefined,
  filters: SearchFilters,
): { shown: { id: number; score: number }[]; total: number } {
  const readLight = (condition: SQL | undefined): Candidate[] =>
    reader
      .select(scoringColumns)
      .from(articles)
      .where(condition)
      .all()
      .map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), content: '' }));
  const withBodies = (batch: Candidate[]): Candidate[] => {
    const bodies = new Map(
      reader
        .select({ id: articles.id, content: articles.content })
        .from(articles)
        .where(
          inArray(
            articles.id,
            batch.map((candidate) => candidate.id),
          ),
        )
        .all()
        .map((row) => [row.id, row.content]),
    );
    return batch.map((candidate) => ({ ...candidate, content: bodies.get(candidate.id) ?? '' }));
  };

  let candidates: number;
  let scoring: Scoring;
  if (filters.sort === 'newest') {
    // Newest first, through the (status, sort_time) index: no article row is read yet.
    const ids = reader
      .select({ id: articles.id })
      .from(articles)
      .where(where)
      .orderBy(desc(articles.sortTime), desc(articles.id))
      .all()
      .map((row) => row.id);
    candidates = ids.length;
    scoring = { kept: [], scored: 0, matched: 0 };
    while (scoring.scored < ids.length && scoring.matched < SEARCH_RESULT_LIMIT) {
      const batch = withBodies(
        readLight(inArray(articles.id, ids.slice(scoring.scored, scoring.scored + SCORING_BATCH))),
      );
      scoring.kept.push(...batch);
      scoring.scored += batch.length;
      scoring.matched += rankSearchResults(batch, filters).length;
    }
  } else {
    // Every candidate without its body: a few hundred bytes each.
    const light = readLight(where);
    candidates = light.length;
    if (filters.sort === 'relevance') {
      scoring = scoreBestBoundsFirst(light, filters, withBodies);
    } else {
      const kept = inBatches(light, READ_BATCH, withBodies);
      scoring = { kept, scored: kept.length, matched: rankSearchResults(kept, filters).length };
    }
  }

  return {
    shown: rankSearchResults(scoring.kept, filters)
      .slice(0, SEARCH_RESULT_LIMIT)
      .map(({ article, score }) => ({ id: article.id, score })),
    total: scoring.matched + (candidates - scoring.scored),
  };
}

/**
 * Relevance without reading every body. A body adds at most content points
 * for every term and the whole-query bonus: the shared score of the
 * candidate with the query itself as its body is that bound, exactly.
 */
function scoreBestBoundsFirst(
  light: Candidate[],
  filters: SearchFilters,
  withBodies: (batch: Candidate[]) => Candidate[],
): Scoring {
  const wholeQuery = searchTerms(filters.q).join(' ');
  const bounded = light
    .map((candidate) => ({
      candidate,
      bound: searchScore({ ...candidate, content: wholeQuery }, filters.q),
      time: articleTime(candidate),
    }))
    // Best bound first; among equal bounds, in the order the shared rules break ties.
    .sort((a, b) => b.bound - a.bound || b.time - a.time || b.candidate.id - a.candidate.id);
  const scoring: Scoring = { kept: [], scored: 0, matched: 0 };
  for (let start = 0; start < bounded.length; start += SCORING_BATCH) {
    const hundredth = scoring.kept[SEARCH_RESULT_LIMIT - 1];
    const next = bounded[start]!;
    if (hundredth) {
      const score = searchScore(hundredth, filters.q);
      const time = articleTime(hundredth);
      // What follows is bounded no higher, and on an equal bound no newer, than `next`.
      const couldOvertake =
        next.bound > score ||
        (next.bound === score &&
          (next.time > time || (next.time === time && next.candidate.id > hundredth.id)));
      if (!couldOvertake) break;
    }
    const batch = withBodies(bounded.slice(start, start + SCORING_BATCH).map((e) => e.candidate));
    const ranked = rankSearchResults([...scoring.kept, ...batch], filters);
    scoring.matched += rankSearchResults(batch, filters).length;
    scoring.scored += batch.length;
    // Only the best 100 can be shown: the rest need not be kept.
    scoring.kept = ranked.slice(0, SEARCH_RESULT_LIMIT).map((hit) => hit.article);
  }
  return scoring;
}

import { and, type Column, count, desc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import {
  rankSearchResults,
  SEARCH_COUNT_CAP,
  SEARCH_RESULT_LIMIT,
  type SearchFilters,
  type SearchHit,
} from '~/shared/search-scoring';
import { searchTerms } from '~/shared/search-terms';
import type { Store } from '../../db/store';
import { type ArticlesTable, teaserColumnsOf, toTeaser } from './article-rows';
import { termPattern } from './search-pattern';

/**
 * PostgreSQL's candidates for a reader's query (docs/decisions/019): the
 * articles in which some term's expression (search-pattern.ts) matches the
 * title, summary, author, tags (their jsonb text) or body, each column
 * served by its trigram index (drizzle-postgres/0003). Every article the
 * shared scoring gives points is among them: a term holds no space, so it
 * never runs across markup the scoring replaces by one.
 */
export function postgresSearchCondition(q: string, articles: ArticlesTable): SQL {
  const columns: (SQL | Column)[] = [
    articles.title,
    articles.summary,
    articles.author,
    sql`(${articles.tags}::text)`,
    articles.content,
  ];
  const patterns = [...new Set(searchTerms(q))].map(termPattern);
  return (
    or(...patterns.flatMap((pattern) => columns.map((column) => sql`${column} ~ ${pattern}`))) ??
    sql`false`
  );
}

/** Candidates read at a time when walking the date order. */
const WALK_BATCH = 250;

type Ranked = ReturnType<typeof rankSearchResults<RankedRow>>;
type RankedRow = ReturnType<typeof toTeaser> & { content: string };

const hitsOf = (ranked: Ranked): SearchHit[] =>
  ranked
    .slice(0, SEARCH_RESULT_LIMIT)
    .map(({ article: { content: _content, ...teaser }, score }) => ({ ...teaser, score }));

/** The candidates within `where`, counted by the database alone, `limit` at most. */
async function countCandidates(store: Store, where: SQL | undefined, limit: number) {
  const { articles } = store.tables;
  const candidates = store.db
    .select({ id: articles.id })
    .from(articles)
    .where(where)
    .limit(limit)
    .as('candidates');
  const [row] = await store.db.select({ n: count() }).from(candidates);
  return row?.n ?? 0;
}

/**
 * The search page's ranking on PostgreSQL: the candidates within the
 * filters (`where`, the public conditions with the condition above) ranked
 * by the shared rules, exactly as `rankSearchResults` ranks every public
 * article; the total is exact up to SEARCH_COUNT_CAP and one past it beyond.
 * Up to the cap every candidate is read and scored. Past it, newest first
 * walks the date order (sort_time, then id, as the shared order breaks
 * ties) a batch at a time until a page of results has scored, so a common
 * word reads a few hundred bodies rather than every one; a candidate not
 * scored counts as a result, as on SQLite (decision 017).
 */
export async function rankPostgresSearch(
  store: Store,
  where: SQL | undefined,
  filters: SearchFilters,
): Promise<{ hits: SearchHit[]; total: number }> {
  if (filters.sort === 'newest') {
    const candidates = await countCandidates(store, where, SEARCH_COUNT_CAP + 1);
    if (candidates > SEARCH_COUNT_CAP) {
      const walked = await walkNewest(store, where, filters);
      if (walked) return walked;
    }
  }
  const { articles } = store.tables;
  const rows = await store.db
    .select({ ...teaserColumnsOf(articles), content: articles.content })
    .from(articles)
    .where(where);
  const ranked = rankSearchResults(
    rows.map(({ content, ...teaser }) => ({ ...toTeaser(teaser), content })),
    filters,
  );
  return { hits: hitsOf(ranked), total: Math.min(ranked.length, SEARCH_COUNT_CAP + 1) };
}

/**
 * Newest first past the cap: batches in the shared order until a page has
 * scored. Null when the candidates that scored 0 leave the cap in doubt
 * (then every candidate is scored).
 */
async function walkNewest(
  store: Store,
  where: SQL | undefined,
  filters: SearchFilters,
): Promise<{ hits: SearchHit[]; total: number } | null> {
  const { articles } = store.tables;
  const ranked: Ranked = [];
  let unscored = 0;
  let after: { sortTime: number; id: number } | null = null;
  while (ranked.length < SEARCH_RESULT_LIMIT) {
    const rows = await store.db
      .select({
        ...teaserColumnsOf(articles),
        content: articles.content,
        sortTime: articles.sortTime,
      })
      .from(articles)
      .where(
        and(
          where,
          after
            ? or(
                lt(articles.sortTime, after.sortTime),
                and(eq(articles.sortTime, after.sortTime), lt(articles.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(articles.sortTime), desc(articles.id))
      .limit(WALK_BATCH);
    // One batch is in the shared order already; each follows the one before.
    const batch = rankSearchResults(
      rows.map(({ content, sortTime: _time, ...teaser }) => ({ ...toTeaser(teaser), content })),
      filters,
    );
    ranked.push(...batch);
    unscored += rows.length - batch.length;
    const last = rows.at(-1);
    if (!last || rows.length < WALK_BATCH) break;
    after = { sortTime: last.sortTime, id: last.id };
  }
  // Candidates that scored 0 are no results: still past the cap without them?
  if (unscored > 0) {
    const candidates = await countCandidates(store, where, SEARCH_COUNT_CAP + 1 + unscored);
    if (candidates - unscored <= SEARCH_COUNT_CAP) return null;
  }
  return { hits: hitsOf(ranked), total: SEARCH_COUNT_CAP + 1 };
}

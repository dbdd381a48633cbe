import { type Column, or, type SQL, sql } from 'drizzle-orm';
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

/**
 * The search page's ranking on PostgreSQL: the candidates within the
 * filters (`where`, the public conditions with the condition above) read in
 * one query and ranked by the shared rules, exactly as `rankSearchResults`
 * ranks every public article; the total is exact up to SEARCH_COUNT_CAP and
 * one past it beyond.
 */
export async function rankPostgresSearch(
  store: Store,
  where: SQL | undefined,
  filters: SearchFilters,
): Promise<{ hits: SearchHit[]; total: number }> {
  const { articles } = store.tables;
  const rows = await store.db
    .select({ ...teaserColumnsOf(articles), content: articles.content })
    .from(articles)
    .where(where);
  const ranked = rankSearchResults(
    rows.map(({ content, ...teaser }) => ({ ...toTeaser(teaser), content })),
    filters,
  );
  return {
    hits: ranked
      .slice(0, SEARCH_RESULT_LIMIT)
      .map(({ article: { content: _content, ...teaser }, score }) => ({ ...teaser, score })),
    total: Math.min(ranked.length, SEARCH_COUNT_CAP + 1),
  };
}

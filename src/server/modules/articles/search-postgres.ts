import { type Column, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import { searchTerms } from '~/shared/search-terms';
import type { Store } from '../../db/store';
import type { ArticlesTable } from './article-rows';
import type { CatalogueSource } from './search-catalogue';
import { changesOf, changesSince } from './search-change-log';
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
 * The catalogue's source on PostgreSQL: the same change log as SQLite's
 * (`search_changes`, filled by drizzle-postgres/0003's triggers, written in
 * commit order by 0006's lock) and the same columns, read through drizzle.
 */
export function postgresCatalogueSource(tables: Store['tables']): CatalogueSource {
  const { articles, searchChanges } = tables;
  return {
    async position(reader) {
      const [row] = await reader
        .select({ seq: sql<number | null>`max(${searchChanges.seq})` })
        .from(searchChanges);
      return Number(row?.seq ?? 0);
    },
    async changesAfter(reader, position) {
      const [row] = await reader
        .select({
          newest: sql<number | null>`max(${searchChanges.seq})`,
          first: sql<number | null>`min(${searchChanges.seq})`,
        })
        .from(searchChanges);
      const settled = changesSince(position, Number(row?.newest ?? 0), Number(row?.first ?? 0));
      if (settled) return settled;
      const rows = await reader
        .select({ seq: searchChanges.seq, id: searchChanges.articleId })
        .from(searchChanges)
        .where(gt(searchChanges.seq, position))
        .orderBy(searchChanges.seq);
      return changesOf(position, rows);
    },
    rows: async (reader, ids) =>
      (
        await reader
          .select({
            id: articles.id,
            time: articles.sortTime,
            status: articles.status,
            section: articles.section,
            publishedAt: articles.publishedAt,
            title: articles.title,
            summary: articles.summary,
            author: articles.author,
            tags: articles.tags,
            bodyStart: sql<string>`substr(${articles.content}, 1, 1)`,
          })
          .from(articles)
          .where(ids === null ? undefined : inArray(articles.id, ids))
      ).map((row) => ({ ...row, publishedAt: row.publishedAt?.getTime() ?? null })),
  };
}

import {
  and,
  asc,
  desc,
  getTableColumns,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type ArticleStatus, PUBLIC_ARTICLE_STATUSES } from '~/shared/article-constants';
import type { Article, ArticleTeaser } from '~/shared/schemas/article';
import type { ArticleSort } from '~/shared/schemas/article-query';
import type { articles as schemaArticles } from '../../db/schema';
import { type SqlFragments, sqliteFragments } from '../../db/sql-fragments';

/** The articles table, as a store hands it in (`store.tables.articles`). */
export type ArticlesTable = typeof schemaArticles;
export type ArticleRow = ArticlesTable['$inferSelect'];

type Timestamps = Pick<ArticleRow, 'createdAt' | 'updatedAt' | 'publishedAt'>;

/** The API's dates are ISO strings. */
function withIsoDates<T extends Timestamps>(row: T) {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
  };
}

/**
 * Columns readers never see: the sort key, and the newsroom's own record of
 * who created and last saved the article and why (the back office adds them).
 */
type InternalColumn = 'sortTime' | 'createdBy' | 'savedBy' | 'changeNote';

/** Rows as the API serves them: ISO dates, the internal columns left out. */
export function toArticle(row: ArticleRow): Article {
  const {
    sortTime: _sortTime,
    createdBy: _createdBy,
    savedBy: _savedBy,
    changeNote: _changeNote,
    ...rest
  } = row;
  return withIsoDates(rest);
}

/**
 * The columns a card needs: all but the body and the internal columns, so a
 * list of teasers never reads the bodies from the database.
 */
export function teaserColumnsOf(articles: ArticlesTable) {
  const {
    content: _content,
    sortTime: _sortTime,
    createdBy: _createdBy,
    savedBy: _savedBy,
    changeNote: _changeNote,
    ...cardColumns
  } = getTableColumns(articles);
  return cardColumns;
}

export function toTeaser(row: Omit<ArticleRow, 'content' | InternalColumn>): ArticleTeaser {
  return withIsoDates(row);
}

/**
 * Published by `at` (epoch ms): no publish time, or one that has come. An
 * article with a later publishedAt is scheduled and public nowhere until
 * then; the free-text date never hides one. `articles` is the store's
 * table; left out, the schema's (for callers not yet handed a store's tables).
 */
export function isPublishedBy(at: number, articles: ArticlesTable): SQL {
  return or(isNull(articles.publishedAt), lte(articles.publishedAt, new Date(at))) as SQL;
}

/**
 * The article's status is one of `statuses`. Several statuses keep most of
 * the archive, so the condition then uses no status index (`unindexed`):
 * SQLite's planner, which has no statistics, would read every public
 * article through one and sort them (a quarter of a second at 100,000),
 * where walking the index of the order asked for, or of another condition,
 * stops after a page. With `seek`, an equality in front of the status in an
 * index (an author, featured) reads it status by status instead.
 */
export function statusIn(
  statuses: readonly ArticleStatus[],
  articles: ArticlesTable,
  fragments: SqlFragments,
  { seek = false } = {},
): SQL {
  if (statuses.length === 0) return sql`false`;
  return statuses.length > 1 && !seek
    ? inArray(fragments.unindexed(articles.status), [...statuses])
    : inArray(articles.status, [...statuses]);
}

/**
 * Readers see these statuses only, once published; drafts never leave the
 * back office. `seek`: through a status index (statusIn), for a read of
 * every public article at once.
 */
export function isPublicArticle(
  at: number,
  articles: ArticlesTable,
  fragments: SqlFragments,
  { seek = false } = {},
): SQL {
  return and(
    statusIn(PUBLIC_ARTICLE_STATUSES, articles, fragments, { seek }),
    isPublishedBy(at, articles),
  ) as SQL;
}

/** Text a LIKE pattern matches literally: its wildcards and the escape itself escaped by a backslash. */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Escapes LIKE wildcards so a reader's "%" or "_" matches itself. */
export function likePattern(term: string): string {
  return `%${likeLiteral(term)}%`;
}

/** The public orders of articles, over the table the store hands in. */
export function articleOrder(
  articles: ArticlesTable,
  fragments: SqlFragments = sqliteFragments,
): Record<ArticleSort, SQL[]> {
  return {
    newest: [desc(articles.sortTime), desc(articles.id)],
    oldest: [asc(articles.sortTime), asc(articles.id)],
    title: [fragments.titleOrder(articles.title), asc(articles.id)],
    readTime: [asc(articles.readTime), desc(articles.sortTime), desc(articles.id)],
  };
}

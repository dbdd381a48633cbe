import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { ARTICLE_STATUSES, type ArticleStatus } from '~/shared/article-constants';
import type { ArticleTeaser } from '~/shared/schemas/article';
import {
  ADMIN_PAGE_SIZE,
  type AdminArticleQuery,
  type AdminArticleSort,
} from '~/shared/schemas/article-query';
import type { SectionSlug } from '~/shared/sections';
import { createCountMemo } from '../../db/count-memo';
import { type SqlFragments, sqliteFragments } from '../../db/sql-fragments';
import type { Store } from '../../db/store';
import {
  type ArticlesTable,
  articleOrder,
  likePattern,
  teaserColumnsOf,
  toTeaser,
} from './article-rows';
import { searchStoreFor } from './search-store';

/** How many articles of each status match, drafts included. */
export type StatusCounts = Record<ArticleStatus, number>;

export interface AdminArticlePage {
  articles: ArticleTeaser[];
  total: number;
}

/**
 * The admin list's orders. The default is the spec's, most recently edited
 * first: its fallbacks (created, then dated) are for a missing edit time,
 * which a stored article never has, so ties go to the newer article. Every
 * order ends on the id, so each is one index read in order, without a sort.
 */
export function adminOrder(
  articles: ArticlesTable,
  fragments: SqlFragments = sqliteFragments,
): Record<AdminArticleSort, SQL[]> {
  const order = articleOrder(articles, fragments);
  return {
    updated: [desc(articles.updatedAt), desc(articles.id)],
    published: order.newest,
    title: order.title,
  };
}

/**
 * A search reads the list in order, checking each row, while that means
 * reading at most this many rows for the page asked for; past it (few
 * matches), it starts from the full-text index's candidates instead.
 */
const ORDERED_READ_BUDGET = 2000;

/** The terms of an editor's search, as typed: LIKE folds the case of ASCII letters itself. */
const editorTerms = (q: string | undefined) => (q ?? '').split(/\s+/).filter(Boolean);

/**
 * The back office's article list at any size: pages read in order from an
 * index (drizzle/0004_admin_list_indexes.sql), and the matches per status
 * counted once with one GROUP BY and remembered until the data changes.
 *
 * A search keeps its rule: every term must appear, as a substring, in the
 * title, summary, author or tags. The full-text index only narrows the rows
 * that rule is checked on, when matches are too rare to find by reading in
 * order.
 */
export function createAdminArticleList(store: Store) {
  const { db } = store;
  const { articles } = store.tables;
  const teaserColumns = teaserColumnsOf(articles);
  const ADMIN_ORDER_BY = adminOrder(articles, store.fragments);
  /** The search columns an editor's term is looked for in. */
  const SEARCHED_COLUMNS = [
    articles.title,
    articles.summary,
    articles.author,
    store.fragments.jsonListText(articles.tags),
  ];
  // SQLite: the full-text index (FTS5, a scratch table in temp), built on
  // the first search. PostgreSQL: no narrowing index (LIKE finds the rows).
  const searchIndex = () => searchStoreFor(db.$client).index;
  const rememberedCounts = createCountMemo<StatusCounts>(store.changes);

  /** Each term of the search, as a substring of one of the searched columns. */
  function substringConditions(q: string | undefined): SQL[] {
    return editorTerms(q).map((term) => {
      const pattern = likePattern(term);
      return or(
        ...SEARCHED_COLUMNS.map((column) => store.fragments.likeFoldingAscii(column, pattern)),
      ) as SQL;
    });
  }

  /**
   * Each term's candidates in the full-text index: a superset of the rows
   * holding it (the index also holds the body), so adding these conditions
   * to the substring ones changes which rows are read, never the answer.
   * Terms the index cannot narrow add nothing.
   */
  function indexedConditions(q: string | undefined): SQL[] {
    // PostgreSQL: LIKE finds the rows itself (no narrowing needed at its sizes).
    if (store.engine !== 'sqlite') return [];
    if (editorTerms(q).length === 0) return [];
    // The lookup splits terms with a scratch table: no change of the data.
    return rememberedCounts
      .scratchRead(() => searchIndex().lookups(q ?? ''))
      .flatMap((lookup) =>
        'match' in lookup
          ? [
              sql`${articles.id} IN (SELECT rowid FROM articles_search WHERE articles_search MATCH ${lookup.match})`,
            ]
          : [],
      );
  }

  /** How many articles of each status the search and section filter leave; remembered. */
  async function countsByStatus(filters: {
    q?: string;
    section?: SectionSlug;
  }): Promise<StatusCounts> {
    const conditions = [
      filters.section ? eq(articles.section, filters.section) : undefined,
      ...substringConditions(filters.q),
    ];
    const key = db
      .select({ status: articles.status })
      .from(articles)
      .where(and(...conditions))
      .toSQL();
    return rememberedCounts(JSON.stringify([key.sql, key.params]), async () => {
      const counts = Object.fromEntries(
        ARTICLE_STATUSES.map((status) => [status, 0]),
      ) as StatusCounts;
      const rows = await db
        .select({ status: articles.status, total: count() })
        .from(articles)
        .where(and(...conditions, ...indexedConditions(filters.q)))
        .groupBy(articles.status);
      for (const row of rows) counts[row.status] = row.total;
      return counts;
    });
  }

  const matching = (counts: StatusCounts, status: ArticleStatus | undefined) =>
    status ? counts[status] : Object.values(counts).reduce((sum, value) => sum + value, 0);

  return {
    countsByStatus,

    /** One page of the list, without bodies, and how many articles match in all. */
    async page(query: AdminArticleQuery): Promise<AdminArticlePage> {
      const limit = query.limit ?? ADMIN_PAGE_SIZE;
      const offset = query.offset ?? 0;
      const total = matching(await countsByStatus(query), query.status);
      if (offset >= total) return { articles: [], total };

      const conditions = [
        query.status ? eq(articles.status, query.status) : undefined,
        query.section ? eq(articles.section, query.section) : undefined,
        ...substringConditions(query.q),
      ];
      if (editorTerms(query.q).length > 0) {
        // Reading in order finds a match about every (in scope / matches) rows.
        const inScope = matching(await countsByStatus({ section: query.section }), query.status);
        if (((offset + limit) * inScope) / total > ORDERED_READ_BUDGET) {
          conditions.push(...indexedConditions(query.q));
        }
      }
      const rows = await db
        .select(teaserColumns)
        .from(articles)
        .where(and(...conditions))
        .orderBy(...ADMIN_ORDER_BY[query.sort ?? 'updated'])
        .limit(limit)
        .offset(offset);
      return { articles: rows.map(toTeaser), total };
    },
  };
}

export type AdminArticleList = ReturnType<typeof createAdminArticleList>;

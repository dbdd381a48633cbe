import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type ArticleStatus, PUBLIC_ARTICLE_STATUSES } from '~/shared/article-constants';
import { parseArticleDate } from '~/shared/dates';
import type { Article, ValidArticleInput } from '~/shared/schemas/article';
import type { ArticleSort, PublicArticleQuery } from '~/shared/schemas/article-query';
import type { SectionSlug } from '~/shared/sections';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema';
import { sanitizeArticleHtml } from './sanitize';

type ArticleRow = typeof articles.$inferSelect;

/** Rows as the API serves them: ISO dates, the internal sort key left out. */
export function toArticle(row: ArticleRow): Article {
  const { sortTime: _sortTime, ...rest } = row;
  return {
    ...rest,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
  };
}

/** Escapes LIKE wildcards so a reader's "%" or "_" matches itself. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const ORDER_BY: Record<ArticleSort, SQL[]> = {
  newest: [desc(articles.sortTime), desc(articles.id)],
  oldest: [asc(articles.sortTime), asc(articles.id)],
  title: [sql`${articles.title} COLLATE NOCASE`, asc(articles.id)],
  readTime: [asc(articles.readTime), desc(articles.sortTime)],
};

export interface ArticlePage {
  articles: Article[];
  total: number;
}

export function createArticleService(db: Db) {
  function publicConditions(query: PublicArticleQuery): SQL | undefined {
    const statuses = query.status ?? PUBLIC_ARTICLE_STATUSES;
    // Drafts are never public, whatever the filter asks for (Part B).
    const visible = statuses.filter((status): status is (typeof PUBLIC_ARTICLE_STATUSES)[number] =>
      (PUBLIC_ARTICLE_STATUSES as readonly string[]).includes(status),
    );
    const conditions: (SQL | undefined)[] = [
      visible.length > 0 ? inArray(articles.status, visible) : sql`0`,
      query.section ? eq(articles.section, query.section) : undefined,
      query.author ? eq(articles.author, query.author) : undefined,
      query.featured === undefined ? undefined : eq(articles.featured, query.featured),
    ];
    for (const term of (query.q ?? '').split(/\s+/).filter(Boolean)) {
      const pattern = likePattern(term);
      conditions.push(
        or(
          sql`${articles.title} LIKE ${pattern} ESCAPE '\\'`,
          sql`${articles.summary} LIKE ${pattern} ESCAPE '\\'`,
          sql`${articles.author} LIKE ${pattern} ESCAPE '\\'`,
          sql`${articles.tags} LIKE ${pattern} ESCAPE '\\'`,
        ),
      );
    }
    return and(...conditions);
  }

  return {
    /** Public articles matching the query, newest first unless sorted otherwise. */
    listPublic(query: PublicArticleQuery): ArticlePage {
      const where = publicConditions(query);
      const rows = db
        .select()
        .from(articles)
        .where(where)
        .orderBy(...ORDER_BY[query.sort ?? 'newest'])
        .limit(query.limit ?? -1)
        .offset(query.offset ?? 0)
        .all();
      const total =
        query.limit === undefined && !query.offset
          ? rows.length
          : (db.select({ total: count() }).from(articles).where(where).get()?.total ?? 0);
      return { articles: rows.map(toArticle), total };
    },

    /** A public article by slug, or by id when the reference is numeric and no slug matches. */
    findPublic(reference: string): Article | null {
      const visible = inArray(articles.status, [...PUBLIC_ARTICLE_STATUSES]);
      const bySlug = db
        .select()
        .from(articles)
        .where(and(eq(articles.slug, reference), visible))
        .get();
      if (bySlug) return toArticle(bySlug);
      if (!/^\d+$/.test(reference)) return null;
      const byId = db
        .select()
        .from(articles)
        .where(and(eq(articles.id, Number(reference)), visible))
        .get();
      return byId ? toArticle(byId) : null;
    },

    /** Creates an article; version, timestamps and the ordering key are server-managed. */
    create(
      input: ValidArticleInput,
      options: { authorId?: number | null; now?: Date } = {},
    ): Article {
      const now = options.now ?? new Date();
      const row = db
        .insert(articles)
        .values({
          ...input,
          content: sanitizeArticleHtml(input.content),
          image: input.image || null,
          sortTime: parseArticleDate(input.date) ?? now.getTime(),
          createdAt: now,
          updatedAt: now,
          publishedAt: input.status === 'draft' ? null : now,
          authorId: options.authorId ?? null,
        })
        .returning()
        .get();
      return toArticle(row);
    },

    count(): number {
      return db.select({ total: count() }).from(articles).get()?.total ?? 0;
    },

    /**
     * Every article the filters match, drafts included, for the back office:
     * the most recently edited first (Part C §2, article list).
     */
    listAdmin(filters: AdminArticleFilters): Article[] {
      const conditions: (SQL | undefined)[] = [
        filters.status ? eq(articles.status, filters.status) : undefined,
        filters.section ? eq(articles.section, filters.section) : undefined,
        ...searchTermConditions(filters.q),
      ];
      return db
        .select()
        .from(articles)
        .where(and(...conditions))
        .orderBy(
          desc(articles.updatedAt),
          desc(articles.createdAt),
          desc(articles.sortTime),
          desc(articles.id),
        )
        .all()
        .map(toArticle);
    },

    /** Any article by id, whatever its status; null when there is none. */
    findById(id: number): Article | null {
      const row = db.select().from(articles).where(eq(articles.id, id)).get();
      return row ? toArticle(row) : null;
    },

    /** Deletes an article (its revisions go with it); false when there was none. */
    deleteById(id: number): boolean {
      return (
        db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id }).get() !==
        undefined
      );
    },
  };
}

/** The admin list's filters; each one optional. */
export interface AdminArticleFilters {
  q?: string;
  status?: ArticleStatus;
  section?: SectionSlug;
}

/** One condition per search term: each must appear in the title, summary, author or tags. */
function searchTermConditions(q: string | undefined): SQL[] {
  return (q ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((term) => {
      const pattern = likePattern(term);
      return or(
        sql`${articles.title} LIKE ${pattern} ESCAPE '\\'`,
        sql`${articles.summary} LIKE ${pattern} ESCAPE '\\'`,
        sql`${articles.author} LIKE ${pattern} ESCAPE '\\'`,
        sql`${articles.tags} LIKE ${pattern} ESCAPE '\\'`,
      ) as SQL;
    });
}

export type ArticleService = ReturnType<typeof createArticleService>;

import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import {
  type ArticleStatus,
  COUNTED_ARTICLE_STATUSES,
  PUBLIC_ARTICLE_STATUSES,
} from '~/shared/article-constants';
import { parseArticleDate } from '~/shared/dates';
import { RELATED_ARTICLE_LIMIT, selectRelatedArticles } from '~/shared/related-articles';
import type { Article, ArticleTeaser, ValidArticleInput } from '~/shared/schemas/article';
import type { PublicArticleQuery } from '~/shared/schemas/article-query';
import type { SearchQuery } from '~/shared/schemas/search-query';
import type { SearchHit } from '~/shared/search-scoring';
import { searchTerms } from '~/shared/search-terms';
import type { SectionSlug } from '~/shared/sections';
import type { Db } from '../../db/client';
import { createCountMemo } from '../../db/count-memo';
import { articleRevisions, articles, authorProfiles } from '../../db/schema';
import {
  isPublicArticle,
  likePattern,
  ORDER_BY,
  teaserColumns,
  toArticle,
  toTeaser,
} from './article-rows';
import { sanitizeArticleHtml } from './sanitize';
import { createSearchIndex } from './search-index';
import { rankSearchCandidates } from './search-ranking';

/** The part of a drizzle select over `articles` a page of public articles uses. */
interface PublicSelect<Row> {
  where(where: SQL | undefined): {
    orderBy(...order: SQL[]): {
      limit(limit: number): { offset(offset: number): { all(): Row[] } };
    };
  };
}

export interface ArticlePage<T extends ArticleTeaser = Article> {
  articles: T[];
  total: number;
}

export function createArticleService(db: Db) {
  const searchIndex = createSearchIndex(db.$client);
  const rememberedCount = createCountMemo(db.$client);

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
    // A reader's search finds, through the full-text index, every article
    // any term appears in, body included (docs/decisions/008); the shared
    // scoring (search-scoring.ts) then ranks them.
    if (searchTerms(query.q ?? '').length > 0) conditions.push(searchIndex.matches(query.q ?? ''));
    return and(...conditions);
  }

  /** One page of the query's public articles from `select`, and how many match in all. */
  function publicPage<Row>(
    query: PublicArticleQuery,
    select: PublicSelect<Row>,
  ): { rows: Row[]; total: number } {
    const where = publicConditions(query);
    const rows = select
      .where(where)
      .orderBy(...ORDER_BY[query.sort ?? 'newest'])
      // No limit, written as a number: drizzle leaves out a negative one,
      // and an OFFSET without a LIMIT is a syntax error in SQLite.
      .limit(query.limit ?? Number.MAX_SAFE_INTEGER)
      .offset(query.offset ?? 0)
      .all();
    if (query.limit === undefined && !query.offset) return { rows, total: rows.length };
    const counting = db.select({ total: count() }).from(articles).where(where);
    const { sql: text, params } = counting.toSQL();
    const total = rememberedCount(JSON.stringify([text, params]), () => counting.get()?.total ?? 0);
    return { rows, total };
  }

  return {
    /** Public articles matching the query, newest first unless sorted otherwise. */
    listPublic(query: PublicArticleQuery): ArticlePage {
      const { rows, total } = publicPage(query, db.select().from(articles));
      return { articles: rows.map(toArticle), total };
    },

    /** The same page as listPublic, without the bodies: what a list of cards needs. */
    listPublicTeasers(query: PublicArticleQuery): ArticlePage<ArticleTeaser> {
      const { rows, total } = publicPage(query, db.select(teaserColumns).from(articles));
      return { articles: rows.map(toTeaser), total };
    },

    /** A public article by slug, or by id when the reference is numeric and no slug matches. */
    findPublic(reference: string): Article | null {
      const visible = isPublicArticle();
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

    /**
     * The search page's results (Part C §9): public articles within the
     * section and status filters that any term appears in, found through the
     * full-text index, scored and ordered by the shared rules; the first 100
     * without their bodies, and how many matched in all (docs/decisions/008).
     * A blank query finds nothing (Part C §5).
     */
    searchPublic(query: SearchQuery): { hits: SearchHit[]; total: number } {
      if (searchTerms(query.q).length === 0) return { hits: [], total: 0 };
      // One read snapshot: the candidates counted, scored and shown agree.
      return db.transaction((tx) => {
        const { shown, total } = rankSearchCandidates(
          tx,
          publicConditions({
            q: query.q,
            section: query.section,
            status: query.status ? [query.status] : undefined,
          }),
          {
            q: query.q,
            section: query.section ?? '',
            status: query.status ?? '',
            sort: query.sort ?? 'newest',
          },
        );
        const rows = new Map(
          (shown.length > 0
            ? tx
                .select(teaserColumns)
                .from(articles)
                .where(
                  inArray(
                    articles.id,
                    shown.map((hit) => hit.id),
                  ),
                )
                .all()
            : []
          ).map((row) => [row.id, row]),
        );
        const hits = shown.map(
          ({ id, score }): SearchHit => ({ ...toTeaser(rows.get(id)!), score }),
        );
        return { hits, total };
      });
    },

    /**
     * Related articles (Part C §9): the newest 3 of the same section, topped
     * up by public articles from other sections sharing the most tags. Both
     * queries return at most 3 rows; the shared rule makes the final pick.
     * They are shown as cards, so their bodies are not read.
     */
    relatedPublic(article: Pick<Article, 'id' | 'section' | 'tags'>): ArticleTeaser[] {
      const visible = isPublicArticle();
      const sameSection = db
        .select(teaserColumns)
        .from(articles)
        .where(
          and(eq(articles.section, article.section), visible, sql`${articles.id} <> ${article.id}`),
        )
        .orderBy(...ORDER_BY.newest)
        .limit(RELATED_ARTICLE_LIMIT)
        .all()
        .map(toTeaser);
      const tags = [...new Set(article.tags.map((tag) => tag.toLowerCase()))];
      if (sameSection.length >= RELATED_ARTICLE_LIMIT || tags.length === 0) return sameSection;
      const ranked = db.all<{ id: number }>(sql`
        SELECT ${articles.id} AS id FROM ${articles}, json_each(${articles.tags}) AS tag
        WHERE ${visible} AND ${articles.section} <> ${article.section}
          AND lower(tag.value) IN (${sql.join(
            tags.map((tag) => sql`${tag}`),
            sql`, `,
          )})
        GROUP BY ${articles.id}
        ORDER BY count(DISTINCT lower(tag.value)) DESC, ${articles.sortTime} DESC, ${articles.id} DESC
        LIMIT ${RELATED_ARTICLE_LIMIT}`);
      const ids = ranked.map((row) => row.id);
      const byId = new Map(
        (ids.length > 0
          ? db.select(teaserColumns).from(articles).where(inArray(articles.id, ids)).all()
          : []
        ).map((row) => [row.id, toTeaser(row)]),
      );
      const tagged = ids.flatMap((id) => byId.get(id) ?? []);
      return selectRelatedArticles(article, sameSection, tagged);
    },

    /** An author's counted (verified, breaking, published) articles and their summed read time. */
    authorStats(author: string): { articleCount: number; totalReadTime: number } {
      const row = db
        .select({
          articleCount: count(),
          totalReadTime: sql<number>`coalesce(sum(${articles.readTime}), 0)`.mapWith(Number),
        })
        .from(articles)
        .where(
          and(eq(articles.author, author), inArray(articles.status, [...COUNTED_ARTICLE_STATUSES])),
        )
        .get();
      return { articleCount: row?.articleCount ?? 0, totalReadTime: row?.totalReadTime ?? 0 };
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

    /**
     * An editor's new article. The byline's author profile, if any, becomes
     * authorId; a slug already in use is refused rather than overwritten.
     */
    createFromAdmin(input: ValidArticleInput, options: { now?: Date } = {}): ArticleWriteResult {
      const now = options.now ?? new Date();
      const content = sanitizeArticleHtml(input.content);
      if (!content.trim()) return CONTENT_EMPTY;
      return refuseDuplicateSlug(() =>
        db.transaction(
          (tx): ArticleWriteResult => {
            if (slugOwner(tx, input.slug) !== null) return SLUG_TAKEN;
            const row = tx
              .insert(articles)
              .values({
                ...input,
                content,
                image: input.image || null,
                sortTime: parseArticleDate(input.date) ?? now.getTime(),
                createdAt: now,
                updatedAt: now,
                publishedAt: input.status === 'draft' ? null : now,
                authorId: authorIdFor(tx, input.author),
              })
              .returning()
              .get();
            return { ok: true, article: toArticle(row) };
          },
          { behavior: 'immediate' },
        ),
      );
    },

    /**
     * Replaces an article with the editor's full payload, keeping what it said
     * before as a revision. One synchronous transaction: bun:sqlite commits an
     * async callback at its first await, which would split the two writes.
     */
    update(id: number, input: ValidArticleInput, options: { now?: Date } = {}): ArticleWriteResult {
      const now = options.now ?? new Date();
      const content = sanitizeArticleHtml(input.content);
      return refuseDuplicateSlug(() =>
        db.transaction(
          (tx): ArticleWriteResult => {
            const previous = tx.select().from(articles).where(eq(articles.id, id)).get();
            if (!previous) return NOT_FOUND;
            if (!content.trim()) return CONTENT_EMPTY;
            const owner = slugOwner(tx, input.slug);
            if (owner !== null && owner !== id) return SLUG_TAKEN;
            tx.insert(articleRevisions)
              .values({
                articleId: id,
                version: previous.version,
                title: previous.title,
                content: previous.content,
                summary: previous.summary,
                authorId: previous.authorId,
                createdAt: now,
              })
              .run();
            const row = tx
              .update(articles)
              .set({
                ...input,
                content,
                image: input.image || null,
                // Free-text dates fall back to the creation time, as on create.
                sortTime: parseArticleDate(input.date) ?? previous.createdAt.getTime(),
                updatedAt: now,
                // The first time it leaves draft; a later return to draft keeps the record.
                publishedAt: previous.publishedAt ?? (input.status === 'draft' ? null : now),
                version: previous.version + 1,
                authorId: authorIdFor(tx, input.author),
              })
              .where(eq(articles.id, id))
              .returning()
              .get();
            return { ok: true, article: toArticle(row) };
          },
          // Takes the write lock before reading, so the version read is the one replaced.
          { behavior: 'immediate' },
        ),
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

/** What an admin write did: the saved article, or why nothing was written. */
export type ArticleWriteResult =
  | { ok: true; article: Article }
  | { ok: false; reason: 'slug-taken' | 'not-found' | 'content-empty' };

const SLUG_TAKEN = { ok: false, reason: 'slug-taken' } as const;
const NOT_FOUND = { ok: false, reason: 'not-found' } as const;
const CONTENT_EMPTY = { ok: false, reason: 'content-empty' } as const;

type Reader = Pick<Db, 'select'>;

/** The id of the article using this slug, or null. */
function slugOwner(reader: Reader, slug: string): number | null {
  return (
    reader.select({ id: articles.id }).from(articles).where(eq(articles.slug, slug)).get()?.id ??
    null
  );
}

/** The author profile whose name is the byline, or null when there is none. */
function authorIdFor(reader: Reader, author: string): number | null {
  return (
    reader
      .select({ id: authorProfiles.id })
      .from(authorProfiles)
      .where(eq(authorProfiles.name, author))
      .get()?.id ?? null
  );
}

/** The unique index has the last word on slugs, should a writer outside this process race us. */
function refuseDuplicateSlug(write: () => ArticleWriteResult): ArticleWriteResult {
  try {
    return write();
  } catch (error) {
    for (let current = error; current instanceof Error; current = current.cause) {
      if (/UNIQUE constraint failed: articles\.slug/.test(current.message)) return SLUG_TAKEN;
    }
    throw error;
  }
}

export type ArticleService = ReturnType<typeof createArticleService>;

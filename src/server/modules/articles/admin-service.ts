import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { ArticleStatus } from '~/shared/article-constants';
import type { AdminArticle, Article, ValidArticleInput } from '~/shared/schemas/article';
import type { SectionSlug } from '~/shared/sections';
import type { Db } from '../../db/client';
import { articleRevisions, articles, authorProfiles, users } from '../../db/schema';
import { savedColumns } from './article-columns';
import { likePattern, toArticle } from './article-rows';
import { sanitizeArticleHtml } from './sanitize';

/** The admin list's filters; each one optional. */
export interface AdminArticleFilters {
  q?: string;
  status?: ArticleStatus;
  section?: SectionSlug;
}

/** What an admin write did: the saved article, or why nothing was written. */
export type ArticleWriteResult =
  | { ok: true; article: Article }
  | { ok: false; reason: 'slug-taken' | 'not-found' | 'content-empty' };

const SLUG_TAKEN = { ok: false, reason: 'slug-taken' } as const;
const NOT_FOUND = { ok: false, reason: 'not-found' } as const;
const CONTENT_EMPTY = { ok: false, reason: 'content-empty' } as const;

/** The back office's articles: every status, drafts included, and the only way articles are written. */
export function createAdminArticleService(db: Db) {
  return {
    /** How many articles there are, drafts included. */
    count(): number {
      return db.select({ total: count() }).from(articles).get()?.total ?? 0;
    },

    /**
     * Every article the filters match, drafts included, for the back office:
     * the most recently edited first.
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

    /** The articles with the username of the account that created each (one query for all). */
    withCreators(list: Article[]): AdminArticle[] {
      const ids = list.map((article) => article.id);
      const creators = new Map(
        (ids.length > 0
          ? db
              .select({ id: articles.id, username: users.username })
              .from(articles)
              .innerJoin(users, eq(users.id, articles.createdBy))
              .where(inArray(articles.id, ids))
              .all()
          : []
        ).map((row) => [row.id, row.username]),
      );
      return list.map((article) => ({ ...article, createdBy: creators.get(article.id) ?? null }));
    },

    /**
     * Who created an article: a user id, null when no account did (the demo
     * content, an import), undefined when there is no such article.
     */
    ownerOf(id: number): string | null | undefined {
      const row = db
        .select({ createdBy: articles.createdBy })
        .from(articles)
        .where(eq(articles.id, id))
        .get();
      return row ? row.createdBy : undefined;
    },

    /** Deletes an article (its revisions go with it); false when there was none. */
    deleteById(id: number): boolean {
      return (
        db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id }).get() !==
        undefined
      );
    },

    /**
     * A new article, from the editor or the demo seed. The byline's author
     * profile, if any, becomes authorId; a slug already in use is refused
     * rather than overwritten.
     */
    create(
      input: ValidArticleInput,
      options: { now?: Date; createdBy?: string | null } = {},
    ): ArticleWriteResult {
      const now = options.now ?? new Date();
      const content = sanitizeArticleHtml(input.content);
      if (!content.trim()) return CONTENT_EMPTY;
      return refuseDuplicateSlug(() =>
        db.transaction(
          (tx): ArticleWriteResult => {
            if (slugOwner(tx, input.slug) !== null) return SLUG_TAKEN;
            const authorId = authorIdFor(tx, input.author);
            const row = tx
              .insert(articles)
              .values({
                ...savedColumns(input, { content, authorId, now, stored: null }),
                createdBy: options.createdBy ?? null,
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
            const authorId = authorIdFor(tx, input.author);
            const row = tx
              .update(articles)
              .set(savedColumns(input, { content, authorId, now, stored: previous }))
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

export type AdminArticleService = ReturnType<typeof createAdminArticleService>;

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

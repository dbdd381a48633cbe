import { count, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { AdminArticle, Article, ValidArticleInput } from '~/shared/schemas/article';
import type { Db } from '../../db/client';
import type { Store } from '../../db/store';
import { createAdminArticleList } from './admin-list';
import { revisionOf, savedColumns } from './article-columns';
import { type ArticleRow, toArticle } from './article-rows';
import { sanitizeArticleHtml } from './sanitize';

/** Who saved an article's current version, and when: what a stale save is told. */
export interface CurrentVersion {
  version: number;
  savedBy: string | null;
  savedAt: Date;
}

/** What an admin write did: the saved article, or why nothing was written. */
export type ArticleWriteResult =
  /** `previous`: the article as the save found it (an edit only). */
  | { ok: true; article: Article; previous?: Article }
  | { ok: false; reason: 'slug-taken' | 'not-found' | 'content-empty' }
  /** Someone saved the article since the editor loaded the version they sent. */
  | { ok: false; reason: 'stale'; current: CurrentVersion }
  /** The saver's role may not make this change to the article as it stands. */
  | { ok: false; reason: 'forbidden'; message: string };

/** An article as a save finds it, with the account that created it. */
export type StoredArticle = Article & { createdBy: string | null };

/** Who saves: the account (null for the demo seed and fixtures), and when. */
export interface SaveOptions {
  now?: Date;
  savedBy?: string | null;
  /**
   * Why the saver may not replace the article as it stands, or null when
   * they may. Asked inside the save's transaction, with the row it replaces,
   * so no other write can change the answer before this one lands.
   */
  refusal?: (stored: StoredArticle) => string | null;
}

const SLUG_TAKEN = { ok: false, reason: 'slug-taken' } as const;
const NOT_FOUND = { ok: false, reason: 'not-found' } as const;
const CONTENT_EMPTY = { ok: false, reason: 'content-empty' } as const;

/** The back office's articles: every status, drafts included, and the only way articles are written. */
export function createAdminArticleService(store: Store, clock: () => number = Date.now) {
  const { db, tables } = store;
  const { articles, users } = tables;
  const list = createAdminArticleList(store);
  return {
    /** How many articles there are, drafts included. */
    async count(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(articles);
      return row?.total ?? 0;
    },

    /**
     * A page of the articles the filters match, drafts included, without
     * their bodies, in the order asked for (by default the most recently
     * edited first), and how many match in all.
     */
    listAdmin: list.page,

    /** How many articles of each status the search and section filter match. */
    countsByStatus: list.countsByStatus,

    /** Any article by id, whatever its status; null when there is none. */
    async findById(id: number): Promise<Article | null> {
      const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
      return row ? toArticle(row) : null;
    },

    /**
     * The articles as the back office shows them: with who created each, who
     * saved its current version and the note they left (one query for all).
     */
    async withNewsroomRecord<Listed extends Pick<Article, 'id'>>(
      list: Listed[],
    ): Promise<(Listed & Pick<AdminArticle, 'createdBy' | 'savedBy' | 'changeNote'>)[]> {
      const ids = list.map((article) => article.id);
      if (ids.length === 0) return [];
      const creator = alias(users, 'creator');
      const saver = alias(users, 'saver');
      const records = new Map(
        (
          await db
            .select({
              id: articles.id,
              createdBy: creator.username,
              savedBy: saver.username,
              changeNote: articles.changeNote,
            })
            .from(articles)
            .leftJoin(creator, eq(creator.id, articles.createdBy))
            .leftJoin(saver, eq(saver.id, articles.savedBy))
            .where(inArray(articles.id, ids))
        ).map(({ id, ...record }) => [id, record]),
      );
      return list.map((article) => ({
        ...article,
        createdBy: records.get(article.id)?.createdBy ?? null,
        savedBy: records.get(article.id)?.savedBy ?? null,
        changeNote: records.get(article.id)?.changeNote ?? null,
      }));
    },

    /**
     * Who created an article: a user id, null when no account did (the demo
     * content, an import), undefined when there is no such article.
     */
    async ownerOf(id: number): Promise<string | null | undefined> {
      const [row] = await db
        .select({ createdBy: articles.createdBy })
        .from(articles)
        .where(eq(articles.id, id))
        .limit(1);
      return row ? row.createdBy : undefined;
    },

    /** Deletes an article (its revisions go with it); false when there was none. */
    async deleteById(id: number): Promise<boolean> {
      const deleted = await store.transaction((tx) =>
        tx.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id }),
      );
      return deleted.length > 0;
    },

    /**
     * A new article, from the editor or the demo seed, and its first
     * revision. The byline's author profile, if any, becomes authorId; a
     * slug already in use is refused rather than overwritten.
     */
    async create(input: ValidArticleInput, options: SaveOptions = {}): Promise<ArticleWriteResult> {
      const now = options.now ?? new Date(clock());
      const content = sanitizeArticleHtml(input.content);
      if (!content.trim()) return CONTENT_EMPTY;
      return refuseDuplicateSlug(() =>
        store.transaction(async (tx): Promise<ArticleWriteResult> => {
          if ((await slugOwner(tx, tables, input.slug)) !== null) return SLUG_TAKEN;
          const authorId = await authorIdFor(tx, tables, input.author);
          const [row] = await tx
            .insert(articles)
            .values({
              ...savedColumns(input, { content, authorId, now, stored: null }),
              createdBy: options.savedBy ?? null,
              savedBy: options.savedBy ?? null,
            })
            .returning();
          await writeCurrentRevision(tx, tables, row!);
          return { ok: true, article: toArticle(row!) };
        }),
      );
    },

    /**
     * Replaces an article with the editor's full payload as its next version,
     * and writes that version's revision (text, who saved it, when and why):
     * history is only ever added to. A payload naming the version the editor
     * loaded is refused when another save came since, so no edit is silently
     * lost. One transaction: the checks and every write land together.
     */
    async update(
      id: number,
      input: ValidArticleInput,
      options: SaveOptions = {},
    ): Promise<ArticleWriteResult> {
      const now = options.now ?? new Date(clock());
      const content = sanitizeArticleHtml(input.content);
      // A save is milliseconds of work on the serving thread: readers are
      // answered before its transaction and between its steps.
      await store.breathe();
      return refuseDuplicateSlug(() =>
        // The transaction holds the write lock from its start, so the version
        // read is the one replaced.
        store.transaction(async (tx): Promise<ArticleWriteResult> => {
          const [previous] = await tx.select().from(articles).where(eq(articles.id, id)).limit(1);
          if (!previous) return NOT_FOUND;
          const refusal = options.refusal?.({
            ...toArticle(previous),
            createdBy: previous.createdBy,
          });
          if (refusal) return { ok: false, reason: 'forbidden', message: refusal };
          if (input.version !== undefined && input.version !== previous.version) {
            return {
              ok: false,
              reason: 'stale',
              current: {
                version: previous.version,
                savedBy: await usernameOf(tx, tables, previous.savedBy),
                savedAt: previous.updatedAt,
              },
            };
          }
          if (!content.trim()) return CONTENT_EMPTY;
          const owner = await slugOwner(tx, tables, input.slug);
          if (owner !== null && owner !== id) return SLUG_TAKEN;
          await store.breathe();
          // Every save writes its version's row, but a row written some
          // other way (by hand, by an older release) may lack it: the
          // version replaced is kept, and one already on file stays as it is.
          await tx
            .insert(tables.articleRevisions)
            .values(revisionOf(previous))
            .onConflictDoNothing();
          const authorId = await authorIdFor(tx, tables, input.author);
          const [row] = await tx
            .update(articles)
            .set({
              ...savedColumns(input, { content, authorId, now, stored: previous }),
              savedBy: options.savedBy ?? null,
            })
            .where(eq(articles.id, id))
            .returning();
          await store.breathe();
          await writeCurrentRevision(tx, tables, row!);
          return { ok: true, article: toArticle(row!), previous: toArticle(previous) };
        }),
      );
    },
  };
}

export type AdminArticleService = ReturnType<typeof createAdminArticleService>;

type Reader = Pick<Db, 'select'>;
type Tables = Store['tables'];

/**
 * Writes the revision of the version a save produced. A row for that
 * number can only be left over from a file that listed versions the article
 * never reached: the version as saved replaces it.
 */
async function writeCurrentRevision(
  writer: Pick<Db, 'insert'>,
  { articleRevisions }: Tables,
  row: ArticleRow,
): Promise<void> {
  const { articleId: _articleId, version: _version, ...fields } = revisionOf(row);
  await writer
    .insert(articleRevisions)
    .values(revisionOf(row))
    .onConflictDoUpdate({
      target: [articleRevisions.articleId, articleRevisions.version],
      set: fields,
    });
}

/** The id of the article using this slug, or null. */
async function slugOwner(
  reader: Reader,
  { articles }: Tables,
  slug: string,
): Promise<number | null> {
  const [row] = await reader
    .select({ id: articles.id })
    .from(articles)
    .where(eq(articles.slug, slug))
    .limit(1);
  return row?.id ?? null;
}

/** The author profile whose name is the byline, or null when there is none. */
async function authorIdFor(
  reader: Reader,
  { authorProfiles }: Tables,
  author: string,
): Promise<number | null> {
  const [row] = await reader
    .select({ id: authorProfiles.id })
    .from(authorProfiles)
    .where(eq(authorProfiles.name, author))
    .limit(1);
  return row?.id ?? null;
}

/** The username of an account, or null (no account, or one since removed). */
async function usernameOf(
  reader: Reader,
  { users }: Tables,
  userId: string | null,
): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await reader
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.username ?? null;
}

/** The unique index has the last word on slugs, should a writer outside this process race us. */
async function refuseDuplicateSlug(
  write: () => Promise<ArticleWriteResult>,
): Promise<ArticleWriteResult> {
  try {
    return await write();
  } catch (error) {
    for (let current = error; current instanceof Error; current = current.cause) {
      if (/UNIQUE constraint failed: articles\.slug/.test(current.message)) return SLUG_TAKEN;
    }
    throw error;
  }
}

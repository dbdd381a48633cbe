import { and, desc, eq, lte } from 'drizzle-orm';
import { articleInputOf } from '~/shared/article-input';
import type { ArticleRevision, ArticleRevisionSummary } from '~/shared/schemas/article-revision';
import type { Store } from '../../db/store';
import type { AdminArticleService, ArticleWriteResult, SaveOptions } from './admin-service';

/**
 * An article's history: one `article_revisions` row per version, the
 * current one included, each written by the save that produced it. A
 * restore saves an old text as a new version: history is never rewritten.
 */
export function createRevisionService(store: Store, adminArticles: AdminArticleService) {
  const { db } = store;
  const { articleRevisions, articles, users } = store.tables;
  /**
   * The current version as the article row holds it: what the history shows
   * should the row of that version be missing (an article written outside
   * the service, by hand or by an older release, and not saved since).
   */
  async function currentFromArticle(articleId: number): Promise<ArticleRevision | null> {
    const [row] = await db
      .select({
        version: articles.version,
        title: articles.title,
        summary: articles.summary,
        content: articles.content,
        authorId: articles.authorId,
        createdAt: articles.updatedAt,
        changeNote: articles.changeNote,
        savedBy: users.username,
      })
      .from(articles)
      .leftJoin(users, eq(users.id, articles.savedBy))
      .where(eq(articles.id, articleId))
      .limit(1);
    return row ? { ...row, createdAt: row.createdAt.toISOString(), current: true } : null;
  }

  async function currentVersionOf(articleId: number): Promise<number | null> {
    const [row] = await db
      .select({ version: articles.version })
      .from(articles)
      .where(eq(articles.id, articleId))
      .limit(1);
    return row?.version ?? null;
  }

  const summaryColumns = {
    version: articleRevisions.version,
    title: articleRevisions.title,
    summary: articleRevisions.summary,
    authorId: articleRevisions.authorId,
    createdAt: articleRevisions.createdAt,
    changeNote: articleRevisions.changeNote,
    savedBy: users.username,
  };

  return {
    /** Every version, newest first; null when there is no such article. */
    async list(articleId: number): Promise<ArticleRevisionSummary[] | null> {
      const current = await currentVersionOf(articleId);
      if (current === null) return null;
      const rows = (
        await db
          .select(summaryColumns)
          .from(articleRevisions)
          .leftJoin(users, eq(users.id, articleRevisions.savedBy))
          .where(
            and(eq(articleRevisions.articleId, articleId), lte(articleRevisions.version, current)),
          )
          .orderBy(desc(articleRevisions.version))
      ).map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        current: row.version === current,
      }));
      if (rows[0]?.current) return rows;
      const { content: _content, ...fromArticle } = (await currentFromArticle(articleId))!;
      return [fromArticle, ...rows];
    },

    /** One version in full; null when the article or that version does not exist. */
    async find(articleId: number, version: number): Promise<ArticleRevision | null> {
      const current = await currentVersionOf(articleId);
      if (current === null || version > current) return null;
      const [row] = await db
        .select({ ...summaryColumns, content: articleRevisions.content })
        .from(articleRevisions)
        .leftJoin(users, eq(users.id, articleRevisions.savedBy))
        .where(
          and(eq(articleRevisions.articleId, articleId), eq(articleRevisions.version, version)),
        )
        .limit(1);
      if (row) {
        return { ...row, createdAt: row.createdAt.toISOString(), current: version === current };
      }
      return version === current ? currentFromArticle(articleId) : null;
    },

    /**
     * Saves version `version`'s title, summary and body as a new version of
     * the article; everything else stays as it is. `loadedVersion` guards it
     * like any save: someone else's save since refuses it (stale). Null
     * when the article has no such version.
     */
    async restore(
      articleId: number,
      version: number,
      options: {
        savedBy: string | null;
        changeNote?: string | null;
        loadedVersion?: number;
        now?: Date;
        refusal?: SaveOptions['refusal'];
      },
    ): Promise<ArticleWriteResult | null> {
      const article = await adminArticles.findById(articleId);
      if (!article) return { ok: false, reason: 'not-found' };
      const revision = await this.find(articleId, version);
      if (!revision) return null;
      return adminArticles.update(
        articleId,
        {
          ...articleInputOf(article),
          title: revision.title,
          summary: revision.summary,
          content: revision.content,
          changeNote: options.changeNote || `Restored version ${version}`,
          version: options.loadedVersion ?? article.version,
        },
        { savedBy: options.savedBy, now: options.now, refusal: options.refusal },
      );
    },
  };
}

export type RevisionService = ReturnType<typeof createRevisionService>;

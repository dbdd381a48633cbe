import { and, desc, eq, gte, lt, max, min } from 'drizzle-orm';
import type {
  ArticleCorrection,
  CorrectionKind,
  RecentCorrection,
} from '~/shared/schemas/correction';
import type { Store } from '../../db/store';
import { isPublicArticle } from '../articles/article-rows';
import type { PublicationClock } from '../articles/publication-clock';

export type CorrectionResult =
  | { ok: true; correction: ArticleCorrection }
  | { ok: false; reason: 'not-found' | 'not-public' };

function toCorrection(row: {
  id: number;
  kind: CorrectionKind;
  text: string;
  createdAt: Date;
}): ArticleCorrection {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * Corrections and updates appended to published articles. Adding one moves
 * the article's updatedAt (readers and search engines see a changed story)
 * but not its version: the text itself is unchanged.
 */
export function createCorrectionService(store: Store, clock: PublicationClock) {
  const { db } = store;
  const { articleCorrections, articles } = store.tables;
  const correctionColumns = {
    id: articleCorrections.id,
    kind: articleCorrections.kind,
    text: articleCorrections.text,
    createdAt: articleCorrections.createdAt,
  };
  return {
    /** Appends a note to a public article; refused for a draft or a story still scheduled. */
    add(
      articleId: number,
      input: { kind: CorrectionKind; text: string },
      by: string | null,
    ): Promise<CorrectionResult> {
      const now = new Date(clock.now());
      return store.transaction(async (tx): Promise<CorrectionResult> => {
        const [article] = await tx
          .select({ id: articles.id })
          .from(articles)
          .where(eq(articles.id, articleId))
          .limit(1);
        if (!article) return { ok: false, reason: 'not-found' };
        const [visible] = await tx
          .select({ id: articles.id })
          .from(articles)
          .where(
            and(
              eq(articles.id, articleId),
              isPublicArticle(now.getTime(), articles, store.fragments),
            ),
          )
          .limit(1);
        if (!visible) return { ok: false, reason: 'not-public' };
        const [row] = await tx
          .insert(articleCorrections)
          .values({
            articleId,
            kind: input.kind,
            text: input.text,
            createdAt: now,
            createdBy: by,
          })
          .returning(correctionColumns);
        await tx.update(articles).set({ updatedAt: now }).where(eq(articles.id, articleId));
        return { ok: true, correction: toCorrection(row!) };
      });
    },

    /** An article's notes, oldest first, as they read under its body. */
    async forArticle(articleId: number): Promise<ArticleCorrection[]> {
      const rows = await db
        .select(correctionColumns)
        .from(articleCorrections)
        .where(eq(articleCorrections.articleId, articleId))
        .orderBy(articleCorrections.createdAt, articleCorrections.id);
      return rows.map(toCorrection);
    },

    /**
     * When the oldest note still within the last `days` days leaves them
     * (epoch ms, the first moment it is out), or null.
     */
    async nextExpiry(days: number): Promise<number | null> {
      const windowMs = days * 86_400_000;
      const [row] = await db
        .select({ oldest: min(articleCorrections.createdAt) })
        .from(articleCorrections)
        .where(gte(articleCorrections.createdAt, new Date(clock.now() - windowMs)));
      return row?.oldest ? row.oldest.getTime() + windowMs + 1 : null;
    },

    /** The newest note that has left the last `days` days (epoch ms; 0 for none): it moves as they leave. */
    async lastExpired(days: number): Promise<number> {
      const [row] = await db
        .select({ newest: max(articleCorrections.createdAt) })
        .from(articleCorrections)
        .where(lt(articleCorrections.createdAt, new Date(clock.now() - days * 86_400_000)));
      return row?.newest?.getTime() ?? 0;
    },

    /** Notes added in the last `days` days to articles readers can see, newest first. */
    async recent(days: number): Promise<RecentCorrection[]> {
      const now = clock.now();
      const rows = await db
        .select({
          ...correctionColumns,
          articleId: articles.id,
          slug: articles.slug,
          title: articles.title,
        })
        .from(articleCorrections)
        .innerJoin(articles, eq(articles.id, articleCorrections.articleId))
        .where(
          and(
            gte(articleCorrections.createdAt, new Date(now - days * 86_400_000)),
            isPublicArticle(now, articles, store.fragments),
          ),
        )
        .orderBy(desc(articleCorrections.createdAt), desc(articleCorrections.id));
      return rows.map(({ articleId, slug, title, ...row }) => ({
        ...toCorrection(row),
        article: { id: articleId, slug, title },
      }));
    },
  };
}

export type CorrectionService = ReturnType<typeof createCorrectionService>;

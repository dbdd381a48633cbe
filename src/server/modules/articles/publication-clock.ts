import { and, gt, lte, max, min } from 'drizzle-orm';
import { PUBLIC_ARTICLE_STATUSES } from '~/shared/article-constants';
import type { Store } from '../../db/store';
import { statusIn } from './article-rows';

/** What decides which lists an article that came out joins. */
export interface PublishedFacets {
  id: number;
  section: string;
  author: string;
  tags: string[];
}

/**
 * When articles become public. Reads ask it what "now" is for visibility;
 * the publish scheduler asks it when the next scheduled article is due.
 */
export function createPublicationClock(store: Store, now: () => number) {
  const { db } = store;
  const { articles } = store.tables;
  // Both reads below walk the publish-time index from `now` (statusIn).
  const isPublicStatus = statusIn(PUBLIC_ARTICLE_STATUSES, articles, store.fragments);
  return {
    now,

    /**
     * The latest publish time that has come, as the cutoff a public query
     * compares publishedAt with. "publishedAt <= cutoff" selects exactly
     * what "publishedAt <= now" does, yet the cutoff only moves when an
     * article's time comes, so a query written with it stays the same query
     * between publications (and its remembered count stays good). An index
     * lookup (articles_published_idx). 0 when no publish time has come.
     */
    async cutoff(): Promise<number> {
      const [row] = await db
        .select({ latest: max(articles.publishedAt) })
        .from(articles)
        .where(lte(articles.publishedAt, new Date(now())));
      return row?.latest?.getTime() ?? 0;
    },

    /**
     * The public articles whose publish time came after one cutoff and by
     * another: what readers gained when the cutoff moved between them.
     */
    async cameOut(after: number, by: number): Promise<PublishedFacets[]> {
      return db
        .select({
          id: articles.id,
          section: articles.section,
          author: articles.author,
          tags: articles.tags,
        })
        .from(articles)
        .where(
          and(
            gt(articles.publishedAt, new Date(after)),
            lte(articles.publishedAt, new Date(by)),
            isPublicStatus,
          ),
        );
    },

    /** When the next scheduled article becomes public (epoch ms), or null when none is. */
    async nextPublication(): Promise<number | null> {
      const [row] = await db
        .select({ next: min(articles.publishedAt) })
        .from(articles)
        .where(and(gt(articles.publishedAt, new Date(now())), isPublicStatus));
      return row?.next?.getTime() ?? null;
    },
  };
}

export type PublicationClock = ReturnType<typeof createPublicationClock>;

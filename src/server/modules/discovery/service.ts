import { and, asc, count, desc, gte, max } from 'drizzle-orm';
import type { Store } from '../../db/store';
import { isPublicArticle } from '../articles/article-rows';
import type { PublicationClock } from '../articles/publication-clock';

/**
 * What sitemaps and Last-Modified headers read of the public articles: only
 * the columns they print, so even the largest archive is listed without its
 * bodies.
 */
export function createDiscoveryService(store: Store, clock: PublicationClock) {
  const { db } = store;
  const { articles } = store.tables;
  const isPublic = () => isPublicArticle(clock.now(), articles, store.fragments);
  /**
   * Public, for reads of every public article at once (how many, when the
   * last changed): status by status through the index that holds all they
   * read, never the rows themselves.
   */
  const everyPublic = () => isPublicArticle(clock.now(), articles, store.fragments, { seek: true });
  return {
    /** A page of public articles for the sitemap, in id order, with only what an entry needs. */
    async listSitemapEntries(limit: number, offset: number) {
      return db
        .select({
          id: articles.id,
          slug: articles.slug,
          updatedAt: articles.updatedAt,
          image: articles.image,
        })
        .from(articles)
        .where(isPublic())
        .orderBy(asc(articles.id))
        .limit(limit)
        .offset(offset);
    },

    async countPublic(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(articles).where(everyPublic());
      return row?.total ?? 0;
    },

    /** Public articles first published at or after `since`, newest first (the news sitemap). */
    async listPublishedSince(since: Date, limit: number) {
      return db
        .select({
          id: articles.id,
          slug: articles.slug,
          title: articles.title,
          publishedAt: articles.publishedAt,
          tags: articles.tags,
        })
        .from(articles)
        .where(and(isPublic(), gte(articles.publishedAt, since)))
        .orderBy(desc(articles.publishedAt))
        .limit(limit);
    },

    /**
     * When public content last changed, for Last-Modified; null when there is
     * none. A scheduled article's coming out is a change too, though its row
     * was written earlier.
     */
    async lastPublicChange(): Promise<Date | null> {
      const [row] = await db
        .select({ updated: max(articles.updatedAt), published: max(articles.publishedAt) })
        .from(articles)
        .where(everyPublic());
      const times = [row?.updated, row?.published].filter((time): time is Date => !!time);
      if (times.length === 0) return null;
      return new Date(Math.max(...times.map((time) => time.getTime())));
    },
  };
}

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;

import { and, asc, count, desc, gte, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema';
import { isPublicArticle } from '../articles/article-rows';

/**
 * What sitemaps and Last-Modified headers read of the public articles: only
 * the columns they print, so even the largest archive is listed without its
 * bodies.
 */
export function createDiscoveryService(db: Db) {
  return {
    /** A page of public articles for the sitemap, in id order, with only what an entry needs. */
    listSitemapEntries(limit: number, offset: number) {
      return db
        .select({
          id: articles.id,
          slug: articles.slug,
          updatedAt: articles.updatedAt,
          image: articles.image,
        })
        .from(articles)
        .where(isPublicArticle())
        .orderBy(asc(articles.id))
        .limit(limit)
        .offset(offset)
        .all();
    },

    countPublic(): number {
      return (
        db.select({ total: count() }).from(articles).where(isPublicArticle()).get()?.total ?? 0
      );
    },

    /** Public articles first published at or after `since`, newest first (the news sitemap). */
    listPublishedSince(since: Date, limit: number) {
      return db
        .select({
          id: articles.id,
          slug: articles.slug,
          title: articles.title,
          publishedAt: articles.publishedAt,
          tags: articles.tags,
        })
        .from(articles)
        .where(and(isPublicArticle(), gte(articles.publishedAt, since)))
        .orderBy(desc(articles.publishedAt))
        .limit(limit)
        .all();
    },

    /** When public content last changed, for Last-Modified; null when there is none. */
    lastPublicChange(): Date | null {
      const row = db
        .select({ latest: max(articles.updatedAt) })
        .from(articles)
        .where(isPublicArticle())
        .get();
      return row?.latest ?? null;
    },
  };
}

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;

import { and, asc, count, desc, gt, gte, max } from 'drizzle-orm';
import type { Store } from '../../db/store';
import { isPublicArticle } from '../articles/article-rows';
import type { PublicationClock } from '../articles/publication-clock';

/** Rows one query of a sitemap page reads: readers are answered between two. */
const SITEMAP_SLICE_ROWS = 2_000;
/** Ids one query reads while it passes over the pages before the one asked for. */
const SITEMAP_SKIP_ROWS = 10_000;

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
    /**
     * One sitemap page: `limit` public articles from the `offset`th, in id
     * order, with only what an entry needs. A page is up to 50,000 rows, too
     * long a stretch to hold the serving thread, so it comes a slice at a
     * time, with a turn for readers between slices (store.breathe). Each
     * query goes on after the last id read, so no row is read twice and no
     * query walks back over the ones before it.
     */
    async *sitemapEntries(offset: number, limit: number, sliceRows = SITEMAP_SLICE_ROWS) {
      // One cutoff for the whole page: an article coming out meanwhile is in the next build.
      const isPublicNow = isPublic();
      let afterId = 0;
      for (let passed = 0; passed < offset; ) {
        const ids = await db
          .select({ id: articles.id })
          .from(articles)
          .where(and(isPublicNow, gt(articles.id, afterId)))
          .orderBy(asc(articles.id))
          .limit(Math.min(SITEMAP_SKIP_ROWS, offset - passed));
        if (ids.length === 0) return;
        passed += ids.length;
        afterId = ids.at(-1)!.id;
        await store.breathe();
      }
      for (let listed = 0; listed < limit; ) {
        const slice = await db
          .select({
            id: articles.id,
            slug: articles.slug,
            updatedAt: articles.updatedAt,
            image: articles.image,
          })
          .from(articles)
          .where(and(isPublicNow, gt(articles.id, afterId)))
          .orderBy(asc(articles.id))
          .limit(Math.min(sliceRows, limit - listed));
        if (slice.length === 0) return;
        yield slice;
        listed += slice.length;
        afterId = slice.at(-1)!.id;
        await store.breathe();
      }
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

import { LATEST_PAGE_SIZE } from '~/shared/home-feed';
import { articlePageQuery } from '../../api/articles';

/** Published featured stories; the grid shows them all, the first one large. */
export const FEATURED_LIMIT = 12;

export const featuredQuery = articlePageQuery({
  status: 'published',
  featured: 'true',
  limit: FEATURED_LIMIT,
});

/** One page of the latest feed: published, not featured, newest first. */
export function latestQuery(page: number) {
  return articlePageQuery({
    status: 'published',
    featured: 'false',
    limit: LATEST_PAGE_SIZE,
    offset: (page - 1) * LATEST_PAGE_SIZE,
  });
}

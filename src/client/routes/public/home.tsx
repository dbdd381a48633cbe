import type { QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useSearch } from 'wouter';
import {
  clampPage,
  LATEST_PAGE_SIZE,
  pageCount,
  requestedPage,
  topBreakingItem,
} from '~/shared/home-feed';
import { siteConfig } from '~/shared/site-config';
import { breakingNewsQuery } from '../../api/breaking-news';
import { usePageQuery } from '../../api/use-page-query';
import { BreakingBanner } from '../../components/home/breaking-banner';
import { FeaturedStories } from '../../components/home/featured-stories';
import { featuredQuery, latestQuery } from '../../components/home/home-queries';
import { LatestNews, latestHref } from '../../components/home/latest-news';
import { statusSidebar } from '../../components/home/served-status-sidebar';
import { KeptPart } from '../../components/kept-part';
import { PageMeta } from '../../components/page-meta';

// The route table awaits the served panels' code with this module's (route-table.tsx).
export { statusSidebar };

/**
 * The server fetches what the page will show: the requested latest page and,
 * when it lies past the end, the last page it is clamped to.
 */
export async function prefetchHome(queryClient: QueryClient, search: URLSearchParams) {
  const requested = requestedPage(search.get('page'));
  await Promise.all([
    queryClient.prefetchQuery(breakingNewsQuery),
    queryClient.prefetchQuery(featuredQuery),
    queryClient.prefetchQuery(latestQuery(requested)).then(async () => {
      const first = queryClient.getQueryData(latestQuery(requested).queryKey);
      if (!first) return;
      const page = clampPage(requested, pageCount(first.total, LATEST_PAGE_SIZE));
      if (page !== requested) await queryClient.prefetchQuery(latestQuery(page));
    }),
  ]);
}

/** The latest page to show: the requested one, clamped once its total is known. */
function useLatestPage(requested: number) {
  const first = usePageQuery(latestQuery(requested));
  // While another page loads, keep showing the last known total rather than guessing.
  const knownTotal = useRef<number | null>(null);
  if (first.data) knownTotal.current = pageCount(first.data.total, LATEST_PAGE_SIZE);
  const totalPages = first.data ? knownTotal.current : null;
  const page = totalPages === null ? requested : clampPage(requested, totalPages);
  const clamped = usePageQuery({ ...latestQuery(page), enabled: page !== requested });
  const shown = page === requested ? first : clamped;
  return {
    page,
    totalPages: Math.max(page, knownTotal.current ?? page),
    articles: shown.data?.articles,
    failure: shown.isError ? { error: shown.error, retry: () => void shown.refetch() } : undefined,
  };
}

export function HomePage() {
  const requested = requestedPage(new URLSearchParams(useSearch()).get('page'));
  const breaking = usePageQuery(breakingNewsQuery);
  const featured = usePageQuery(featuredQuery);
  const latest = useLatestPage(requested);

  return (
    <>
      <PageMeta
        title={siteConfig.name}
        description={siteConfig.description}
        path={latest.page > 1 ? latestHref(latest.page) : '/'}
      />
      <BreakingBanner item={topBreakingItem(breaking.data)} />
      <KeptPart
        name="home"
        by={[
          featured.data ?? null,
          latest.articles ?? null,
          latest.page,
          latest.totalPages,
          latest.failure ? String(latest.failure.error) : null,
        ]}
      >
        <div className="mx-auto max-w-7xl px-4 py-8">
          <h1 className="sr-only">{siteConfig.name}</h1>
          <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem] xl:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="min-w-0">
              <FeaturedStories articles={featured.data?.articles} />
              <LatestNews
                key={latest.page}
                page={latest.page}
                totalPages={latest.totalPages}
                articles={latest.articles}
                failure={latest.failure}
              />
            </div>
            <statusSidebar.Slot />
          </div>
        </div>
      </KeptPart>
    </>
  );
}

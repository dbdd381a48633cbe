import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { LATEST_SKELETONS } from '~/shared/home-feed';
import type { ArticleTeaser } from '~/shared/schemas/article';
import { useHydrated } from '../../lib/use-hydrated';
import { ArticleCard, ArticleCardSkeleton } from '../articles/article-card';
import { LoadFailure } from '../feedback/load-failure';
import type { LatestMorePagesProps } from './latest-more-pages';

const loadMorePages = () => import('./latest-more-pages');
const LatestMorePages = lazy<ComponentType<LatestMorePagesProps>>(() =>
  loadMorePages().then(
    (module) => ({ default: module.LatestMorePages }),
    () => ({ default: OpenNextPage }),
  ),
);

/** Without the appending code (it failed to load), the press does what the link does. */
function OpenNextPage({ from }: { from: number }) {
  useEffect(() => window.location.assign(latestHref(from)), [from]);
  return null;
}

/** A first sign of intent: the chunk is usually in before the press. */
function prefetchMorePages() {
  loadMorePages().catch(() => undefined);
}

export function latestHref(page: number): string {
  return page <= 1 ? '/' : `/?page=${page}`;
}

/** Brings the feed's heading into view when the reader turns a page at the bottom of it. */
function scrollToFeed() {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  document
    .getElementById('latest-heading')
    ?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}

const pagerButton = 'button-secondary inline-flex items-center gap-1';

function PagerLink({
  page,
  enabled,
  direction,
}: {
  page: number;
  enabled: boolean;
  direction: 'previous' | 'next';
}) {
  const label = direction === 'previous' ? 'Previous' : 'Next';
  const icon =
    direction === 'previous' ? (
      <ChevronLeft aria-hidden className="size-4" />
    ) : (
      <ChevronRight aria-hidden className="size-4" />
    );
  const content =
    direction === 'previous' ? (
      <>
        {icon}
        {label}
      </>
    ) : (
      <>
        {label}
        {icon}
      </>
    );
  if (!enabled) {
    return (
      <button type="button" disabled className={`${pagerButton} cursor-not-allowed opacity-50`}>
        {content}
      </button>
    );
  }
  return (
    <Link
      href={latestHref(page)}
      rel={direction === 'previous' ? 'prev' : 'next'}
      onClick={scrollToFeed}
      className={`${pagerButton} hover:bg-accent-soft`}
    >
      {content}
    </Link>
  );
}

/**
 * "Load More Articles". Without JavaScript (and in the server's HTML) it is a
 * link that opens the next page. Once the page is live it appends the next
 * page in place and never navigates, so it is a button, and assistive
 * technology announces it as one.
 */
function LoadMoreButton({
  nextPage,
  loading,
  onLoadMore,
}: {
  nextPage: number;
  loading: boolean;
  onLoadMore: () => void;
}) {
  const hydrated = useHydrated();
  const className = 'button-primary w-full text-center';
  if (!hydrated) {
    return (
      <a href={latestHref(nextPage)} className={className}>
        Load More Articles
      </a>
    );
  }
  return (
    <button
      type="button"
      // aria-disabled rather than disabled: focus stays on the button while the page loads.
      aria-disabled={loading || undefined}
      onPointerEnter={prefetchMorePages}
      onFocus={prefetchMorePages}
      onTouchStart={prefetchMorePages}
      onClick={() => {
        if (!loading) onLoadMore();
      }}
      className={className}
    >
      {loading ? 'Loading…' : 'Load More Articles'}
    </button>
  );
}

export interface LatestNewsProps {
  page: number;
  totalPages: number;
  /** Undefined while the page loads: skeletons stand in. */
  articles: ArticleTeaser[] | undefined;
  /** Set when the page failed to load: a message and "Try again" stand in. */
  failure?: { error: unknown; retry: () => void };
}

/**
 * The latest feed: previous/next with "Page x of y" on wider screens; on
 * small ones "Load More Articles", which appends the following pages.
 * The component is keyed by page, so the appended pages reset on a page change.
 */
export function LatestNews({ page, totalPages, articles, failure }: LatestNewsProps) {
  const [extraPages, setExtraPages] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const lastLoaded = Math.min(page + extraPages, totalPages);
  const shown = new Set(articles?.map((article) => article.id));

  return (
    <section aria-labelledby="latest-heading" className="render-when-near mt-12">
      <h2 id="latest-heading" className="section-heading scroll-mt-4">
        Latest News
      </h2>
      {failure && !articles ? (
        <LoadFailure what="The latest news" error={failure.error} onRetry={failure.retry} />
      ) : articles && articles.length === 0 ? (
        <p className="text-muted">No published articles yet.</p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2" aria-busy={!articles || loadingMore}>
          {articles
            ? articles.map((article) => <ArticleCard key={article.id} article={article} />)
            : null}
          {articles && extraPages > 0 ? (
            <Suspense fallback={null}>
              <LatestMorePages
                from={page + 1}
                to={lastLoaded}
                shown={shown}
                onLoadingChange={setLoadingMore}
              />
            </Suspense>
          ) : null}
          {!articles || loadingMore
            ? Array.from({ length: LATEST_SKELETONS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <ArticleCardSkeleton key={index} />
              ))
            : null}
        </div>
      )}
      <nav
        aria-label="Latest news pages"
        className="mt-8 hidden items-center justify-between gap-4 md:flex"
      >
        <PagerLink direction="previous" page={page - 1} enabled={page > 1} />
        <p className="text-sm font-medium text-muted" aria-live="polite">
          {`Page ${page} of ${totalPages}`}
        </p>
        <PagerLink direction="next" page={page + 1} enabled={page < totalPages} />
      </nav>
      {lastLoaded < totalPages ? (
        <div className="mt-8 flex justify-center md:hidden">
          <LoadMoreButton
            nextPage={lastLoaded + 1}
            loading={loadingMore}
            onLoadMore={() => {
              // Loading until the appended pages say otherwise (their code may still be on its way).
              setLoadingMore(true);
              setExtraPages((count) => count + 1);
            }}
          />
        </div>
      ) : null}
    </section>
  );
}

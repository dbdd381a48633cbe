import { useQueries } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import type { ArticleTeaser } from '~/shared/schemas/article';
import { ArticleCard } from '../articles/article-card';
import { latestQuery } from './home-queries';

export interface LatestMorePagesProps {
  /** The first and last page appended after the page on screen. */
  from: number;
  to: number;
  /** Ids already on screen: a story that moved between pages is shown once. */
  shown: ReadonlySet<ArticleTeaser['id']>;
  onLoadingChange: (loading: boolean) => void;
}

/**
 * The pages "Load More Articles" appends. Its own chunk (with TanStack's
 * useQueries), fetched when the reader first points at or presses the button:
 * a page load never needs it.
 */
export function LatestMorePages({ from, to, shown, onLoadingChange }: LatestMorePagesProps) {
  const more = useQueries({
    queries: Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => latestQuery(from + i)),
  });
  const loading = more.some((query) => query.isPending);
  // Before paint, so the button and the skeletons never show a stale state.
  useLayoutEffect(() => onLoadingChange(loading), [loading, onLoadingChange]);
  const seen = new Set(shown);
  return more
    .flatMap((query) => query.data?.articles ?? [])
    .filter((article) => !seen.has(article.id) && seen.add(article.id))
    .map((article) => <ArticleCard key={article.id} article={article} />);
}

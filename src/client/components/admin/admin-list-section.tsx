import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';

const SKELETON_KEYS = ['skeleton-0', 'skeleton-1', 'skeleton-2'];

export interface AdminListSectionProps<T> {
  heading: string;
  query: UseQueryResult<T[]>;
  /** The loaded items in the order shown (defaults to the query's order). */
  items?: readonly T[];
  /** Beside the heading once loaded, e.g. "3 profiles". */
  summary: (items: readonly T[]) => string;
  /** Read out while loading; the skeleton rows are hidden from assistive technology. */
  loadingLabel: string;
  /** One skeleton row's content, and the row's layout classes. */
  skeleton: ReactNode;
  skeletonClassName: string;
  errorText: string;
  emptyText: string;
  /** One row: an <li> with its own key. */
  renderItem: (item: T) => ReactNode;
}

/**
 * A back-office list beside its form (authors, breaking news): a heading with
 * a count, then skeleton rows while loading, the error, the empty state or the
 * rows. Each page keeps its own words (Part C's literal strings).
 */
export function AdminListSection<T>({
  heading,
  query,
  items = query.data ?? [],
  summary,
  loadingLabel,
  skeleton,
  skeletonClassName,
  errorText,
  emptyText,
  renderItem,
}: AdminListSectionProps<T>) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={`${id}-heading`} className="text-xl font-semibold">
          {heading}
        </h2>
        {query.data ? <p className="text-sm text-muted">{summary(items)}</p> : null}
      </div>
      {query.isPending ? (
        <div>
          <p role="status" className="sr-only">
            {loadingLabel}
          </p>
          <ul aria-hidden className="flex flex-col gap-3">
            {SKELETON_KEYS.map((key) => (
              <li
                key={key}
                className={cn(
                  'animate-pulse rounded-lg border border-border bg-surface p-4',
                  skeletonClassName,
                )}
              >
                {skeleton}
              </li>
            ))}
          </ul>
        </div>
      ) : query.isError ? (
        <p role="alert" className="py-12 text-center text-red-700 dark:text-red-400">
          {errorText}
        </p>
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border py-16 text-center text-lg font-semibold">
          {emptyText}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">{items.map(renderItem)}</ul>
      )}
    </section>
  );
}

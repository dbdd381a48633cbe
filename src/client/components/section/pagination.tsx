import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { paginationWindow } from '~/shared/pagination';
import { cn } from '../../lib/cn';

function scrollToTop() {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

const PAGE_CLASS =
  'inline-flex min-w-9 items-center justify-center rounded-md border px-1.5 py-2 text-sm font-semibold sm:min-w-10 sm:px-3';

/**
 * Numbered pages with previous and next: every page up to 7,
 * otherwise the first, the last and the current page's neighbours with
 * ellipses. Plain links, so paging works without JavaScript too.
 */
export function Pagination({
  page,
  totalPages,
  hrefFor,
  label = 'Pagination',
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  if (totalPages <= 1) return null;
  const edge = (target: number, enabled: boolean, text: string, icon: 'prev' | 'next') => {
    const content = (
      <>
        {icon === 'prev' ? <ChevronLeft aria-hidden className="size-4" /> : null}
        <span className="sr-only sm:not-sr-only">{text}</span>
        {icon === 'next' ? <ChevronRight aria-hidden className="size-4" /> : null}
      </>
    );
    return enabled ? (
      <Link
        href={hrefFor(target)}
        onClick={scrollToTop}
        className={cn(PAGE_CLASS, 'gap-1 border-border bg-surface hover:bg-accent-soft')}
      >
        {content}
      </Link>
    ) : (
      <span aria-disabled="true" className={cn(PAGE_CLASS, 'gap-1 border-border opacity-50')}>
        {content}
      </span>
    );
  };
  return (
    <nav
      aria-label={label}
      className="mt-10 flex flex-wrap items-center justify-center gap-1 sm:gap-2"
    >
      {edge(page - 1, page > 1, 'Previous', 'prev')}
      <ol className="flex flex-wrap items-center gap-1">
        {paginationWindow(page, totalPages).map((slot, index) =>
          slot === 'ellipsis' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two ellipses, fixed by position
            <li key={`ellipsis-${index}`} aria-hidden className="px-1 text-muted sm:px-2">
              …
            </li>
          ) : (
            <li key={slot}>
              {slot === page ? (
                <span
                  aria-current="page"
                  className={cn(PAGE_CLASS, 'border-accent bg-accent text-accent-contrast')}
                >
                  <span className="sr-only">Page </span>
                  {slot}
                </span>
              ) : (
                <Link
                  href={hrefFor(slot)}
                  onClick={scrollToTop}
                  className={cn(PAGE_CLASS, 'border-border bg-surface hover:bg-accent-soft')}
                >
                  <span className="sr-only">Page </span>
                  {slot}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {edge(page + 1, page < totalPages, 'Next', 'next')}
    </nav>
  );
}

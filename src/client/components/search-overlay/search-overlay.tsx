import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Search, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ReactNode, type RefObject, useId, useState } from 'react';
import { Link } from 'wouter';
import { articlePath } from '~/shared/canonical-paths';
import { OVERLAY_DEBOUNCE_MS } from '~/shared/overlay-search';
import { findSection } from '~/shared/sections';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { overlayResultsQuery } from './overlay-results';

export interface SearchOverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Gets the focus back on close. The dialog has no Radix trigger (the header
   * button lives outside this lazy chunk), so Radix would leave it on the body.
   */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** Quick search over the public articles, ranked by the server with the overlay's own scoring. */
export default function SearchOverlay({ open, onOpenChange, returnFocusRef }: SearchOverlayProps) {
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query, OVERLAY_DEBOUNCE_MS);
  const searching = settled.trim() !== '';
  const found = useQuery({ ...overlayResultsQuery(settled.trim()), enabled: open && searching });
  const results = searching ? (found.data ?? []) : [];
  const statusId = useId();
  const close = () => onOpenChange(false);

  let status: ReactNode = null;
  if (!searching) {
    status = 'Type to search titles, summaries, authors, sections and tags.';
  } else if (found.isPending) {
    status = 'Searching…';
  } else if (found.isError) {
    status = 'Articles could not be loaded. Close the search and try again.';
  } else if (results.length === 0) {
    status = 'No results found for the query';
  } else {
    status = <span className="sr-only">{`${results.length} results`}</span>;
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          aria-describedby={statusId}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
          className="overlay-content fixed inset-x-0 top-0 z-50 mx-auto flex max-h-[90dvh] w-full max-w-2xl flex-col overflow-hidden border border-border bg-surface shadow-2xl sm:top-[8vh] sm:w-[calc(100%-2rem)] sm:rounded-lg"
        >
          <Dialog.Title className="sr-only">Search articles</Dialog.Title>
          <search className="flex items-center gap-2 border-b border-border px-4 py-3">
            <Search aria-hidden className="size-5 shrink-0 text-muted" />
            <input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              aria-label="Search articles"
              placeholder="Search across every reality…"
              autoComplete="off"
              className="min-w-0 flex-1 bg-transparent rounded-sm py-1 text-lg placeholder:text-muted [&::-webkit-search-cancel-button]:appearance-none"
            />
            <Dialog.Close asChild>
              <button type="button" aria-label="Close search" className="icon-button shrink-0">
                <X aria-hidden className="size-5" />
              </button>
            </Dialog.Close>
          </search>
          <div className="overflow-y-auto">
            <p
              id={statusId}
              role="status"
              className={
                status && typeof status === 'string' ? 'px-4 py-6 text-center text-muted' : ''
              }
            >
              {status}
            </p>
            {searching && results.length > 0 ? (
              <ul aria-label="Search results" className="divide-y divide-border">
                {results.map((article) => (
                  <li key={article.id}>
                    <Link
                      href={articlePath(article)}
                      onClick={close}
                      className="flex items-start gap-3 px-4 py-3 hover:bg-accent-soft focus-visible:bg-accent-soft"
                    >
                      <span className="min-w-0 flex-1">
                        <span className="line-clamp-2 font-serif font-bold">{article.title}</span>
                        <span className="mt-0.5 block text-xs text-muted">
                          {findSection(article.section)?.name ?? article.section} · {article.author}
                        </span>
                      </span>
                      <span className="shrink-0 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold">
                        {article.percent}% match
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          {searching ? (
            <div className="border-t border-border px-4 py-3 text-sm">
              <Link
                href={`/search?q=${encodeURIComponent(settled.trim())}`}
                onClick={close}
                className="link inline-flex items-center gap-1 font-medium"
              >
                See all results on the search page
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

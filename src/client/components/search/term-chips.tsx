import { Link } from 'wouter';
import { cn } from '../../lib/cn';

/**
 * Searches offered as chips: recent searches, or suggestions when nothing was
 * found. `oneLine` keeps them on one row that scrolls sideways, so chips
 * arriving after the first paint never change the page's height.
 */
export function TermChips({
  label,
  terms,
  hrefFor,
  oneLine = false,
}: {
  label: string;
  terms: readonly string[];
  hrefFor: (term: string) => string;
  oneLine?: boolean;
}) {
  if (terms.length === 0) return null;
  return (
    <nav
      aria-label={label}
      className={cn(
        'flex items-center gap-2',
        oneLine ? 'overflow-x-auto whitespace-nowrap' : 'flex-wrap',
      )}
    >
      <span className="shrink-0 text-sm font-semibold text-muted">{label}:</span>
      <ul className={cn('flex gap-2', !oneLine && 'flex-wrap')}>
        {terms.map((term) => (
          <li key={term}>
            <Link
              href={hrefFor(term)}
              className="inline-block rounded-full border border-border bg-surface px-3 py-1 text-sm hover:bg-accent-soft"
            >
              {term}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

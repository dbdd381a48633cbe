import { Link } from 'wouter';

/** Searches offered as chips: recent searches, or suggestions when nothing was found. */
export function TermChips({
  label,
  terms,
  hrefFor,
}: {
  label: string;
  terms: readonly string[];
  hrefFor: (term: string) => string;
}) {
  if (terms.length === 0) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold text-muted">{label}:</span>
      <ul className="flex flex-wrap gap-2">
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

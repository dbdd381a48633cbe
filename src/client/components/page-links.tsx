import { Link } from 'wouter';

/** Previous / next links with "page of total"; each is disabled at its end. */
export function PageLinks({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-6 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} className="button-secondary">
          Previous
        </Link>
      ) : (
        <span aria-disabled="true" className="button-secondary opacity-50">
          Previous
        </span>
      )}
      <span className="text-sm text-muted">
        Page {page} of {totalPages}
      </span>
      {page < totalPages ? (
        <Link href={hrefFor(page + 1)} className="button-secondary">
          Next
        </Link>
      ) : (
        <span aria-disabled="true" className="button-secondary opacity-50">
          Next
        </span>
      )}
    </nav>
  );
}

/** A 1-based page number from the query string, clamped to at least 1. */
export function pageFromSearch(search: URLSearchParams): number {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

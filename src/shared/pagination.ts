/** One slot of a pagination bar: a page number, or an ellipsis standing for skipped pages. */
export type PageSlot = number | 'ellipsis';

/** Up to this many pages every page is listed. */
export const FULL_PAGINATION_MAX = 7;

/**
 * The pages a pagination bar lists: every page when there are 7 or
 * fewer; otherwise the first, the last, the current page and its neighbours,
 * with an ellipsis wherever pages are skipped. The current page is clamped to
 * the range first, so a stale link still gets a sensible bar.
 */
export function paginationWindow(current: number, totalPages: number): PageSlot[] {
  const total = Math.max(1, Math.floor(totalPages));
  if (total <= FULL_PAGINATION_MAX) return Array.from({ length: total }, (_, index) => index + 1);
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  const shown = [...new Set([1, page - 1, page, page + 1, total])]
    .filter((n) => n >= 1 && n <= total)
    .sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  for (const n of shown) {
    const previous = slots.at(-1);
    if (typeof previous === 'number' && n - previous > 1) slots.push('ellipsis');
    slots.push(n);
  }
  return slots;
}

/** A 1-based page number from the query string: anything else is page 1. */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

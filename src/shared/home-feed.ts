/** Rules of the home page's latest feed and breaking banner. */
export const LATEST_PAGE_SIZE = 6;
export const FEATURED_SKELETONS = 3;
export const LATEST_SKELETONS = 6;

/** How many pages a list of `total` items fills; an empty list still has page 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page a `?page=` value asks for: a whole number from 1, anything else is page 1. */
export function requestedPage(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

/** The page clamped to the range 1..pages. */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(1, page), Math.max(1, pages));
}

/** The banner's item: the highest-priority active one (the first listed on a tie), or null. */
export function topBreakingItem<T extends { active: boolean; priority: number }>(
  items: readonly T[] | undefined,
): T | null {
  let top: T | null = null;
  for (const item of items ?? []) {
    if (item.active && (top === null || item.priority > top.priority)) top = item;
  }
  return top;
}

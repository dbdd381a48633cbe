import type {
  SummaryReferrer,
  SummarySearch,
  SummarySection,
  SummaryUnansweredSearch,
} from '../../db/schema';

/**
 * The ranked lists a day keeps and a period adds up: pure functions over
 * counts, so a day rolled up and a day still running read alike.
 */

/**
 * How many of its most read articles a day's summary names (with their
 * titles); every article's count is kept in analytics_article_views. The
 * other lists of a summary keep every entry.
 */
export const SUMMARY_ARTICLES_LENGTH = 50;
/** How many entries of each list the dashboard shows. */
export const REPORT_LIST_LENGTH = 10;

/** Most first; equal counts in the order of their keys, so a list never depends on row order. */
export function ranked<K extends string | number>(
  counts: ReadonlyMap<K, number>,
  length: number,
): Array<[K, number]> {
  return [...counts]
    .sort(([keyA, a], [keyB, b]) => b - a || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0))
    .slice(0, length);
}

/** Adds `amount` to `key`'s count. */
export function addCount<K>(counts: Map<K, number>, key: K, amount: number): void {
  counts.set(key, (counts.get(key) ?? 0) + amount);
}

/** A search as counted over a day or a period: what it found the last time it ran. */
export interface SearchTally {
  count: number;
  results: number;
  /** When it last ran (a time, or a day for a summary): the later tally's results win. */
  lastSeen: number;
}

export function addSearch(
  searches: Map<string, SearchTally>,
  query: string,
  tally: SearchTally,
): void {
  const known = searches.get(query);
  if (!known) {
    searches.set(query, { ...tally });
    return;
  }
  known.count += tally.count;
  // Runs in the same millisecond with different results: the most found, so
  // the answer does not depend on the order an engine returns its groups in.
  if (
    tally.lastSeen > known.lastSeen ||
    (tally.lastSeen === known.lastSeen && tally.results > known.results)
  ) {
    known.results = tally.results;
    known.lastSeen = tally.lastSeen;
  }
}

export function rankedSearches(
  searches: ReadonlyMap<string, SearchTally>,
  length: number,
): SummarySearch[] {
  const counts = new Map([...searches].map(([query, tally]) => [query, tally.count]));
  return ranked(counts, length).map(([query, count]) => ({
    query,
    count,
    results: searches.get(query)!.results,
  }));
}

export const unansweredList = (
  counts: ReadonlyMap<string, number>,
  length: number,
): SummaryUnansweredSearch[] => ranked(counts, length).map(([query, count]) => ({ query, count }));

export const referrerList = (
  counts: ReadonlyMap<string, number>,
  length: number,
): SummaryReferrer[] => ranked(counts, length).map(([referrer, views]) => ({ referrer, views }));

export const sectionList = (
  counts: ReadonlyMap<string, number>,
  length: number,
): SummarySection[] => ranked(counts, length).map(([section, views]) => ({ section, views }));

/**
 * The share of visitors who viewed one page only, over days each given as
 * visitors and their bounce rate: the days weigh by their visitors. A rate
 * stored as bounced/visitors gives its whole count back when rounded.
 */
export function periodBounceRate(days: ReadonlyArray<{ visitors: number; bounceRate: number }>) {
  let visitors = 0;
  let bounced = 0;
  for (const day of days) {
    visitors += day.visitors;
    bounced += Math.round(day.bounceRate * day.visitors);
  }
  return visitors === 0 ? 0 : bounced / visitors;
}

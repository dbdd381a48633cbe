/**
 * Which pages a write affects (docs/decisions/024-stale-while-revalidate.md).
 *
 * A page depends on the topics its render read, recorded as it reads them
 * (page-data-reader.ts); a write changes topics; a cached page is affected
 * when the two meet. The rule, in words:
 *
 * - An article (created, saved, published, scheduled, deleted, restored, or
 *   given a correction) affects its own page (under its old and new
 *   address), every list of its old and new section and of its old and new
 *   author (section pages, author pages, their statistics), every unfiltered
 *   list (home, search, the authors page's counts), every article page whose
 *   related list could hold it (same section, or a tag shared with its old
 *   or new tags), the recent corrections page, and feeds and sitemaps.
 * - Breaking news affects every page that shows the ticker (the home page
 *   today: whichever page reads it is tagged so, wherever it moves).
 * - An author profile affects the author pages and the authors page.
 * - Anything else that pages show (media, an import, a scheduled
 *   publication, another process's write that did not say what it changed)
 *   affects every page.
 *
 * A render that read through the API instead of the services (a read the
 * page-data reader does not know) depends on everything.
 */

/** What a write changed: a set of topics, or everything. */
export type PageChange = ReadonlySet<string> | typeof EVERYTHING;
export const EVERYTHING = 'everything';

/** What a page's render read: a set of topics, or null for "anything may change it". */
export type PageTopics = ReadonlySet<string> | null;

export const topic = {
  /** One article's own page (and its corrections). */
  article: (id: number) => `article:${id}`,
  /** Lists filtered by section, and related lists of articles in it. */
  section: (slug: string) => `section:${slug}`,
  author: (name: string) => `author:${name.trim().toLowerCase()}`,
  tag: (tag: string) => `tag:${tag.trim().toLowerCase()}`,
  /** Every unfiltered article list: home, search, the authors page. */
  articles: 'articles',
  corrections: 'corrections',
  /** The breaking news ticker, on whichever page reads it. */
  ticker: 'ticker',
  authorProfiles: 'author-profiles',
  team: 'team',
} as const;

/** An article as a write saw it: before or after. */
export interface ArticleFacets {
  id: number;
  section: string;
  author: string;
  tags: readonly string[];
}

/** Every topic an article's write changes, from what it was and what it is. */
export function articleChange(states: ReadonlyArray<ArticleFacets | null>): Set<string> {
  const topics = new Set<string>([topic.articles, topic.corrections]);
  for (const state of states) {
    if (!state) continue;
    topics.add(topic.article(state.id));
    topics.add(topic.section(state.section));
    topics.add(topic.author(state.author));
    for (const tag of state.tags) topics.add(topic.tag(tag));
  }
  return topics;
}

/** Whether a change reaches a page that read `topics`. */
export function affects(change: PageChange, topics: PageTopics): boolean {
  if (change === EVERYTHING || topics === null) return true;
  for (const changed of change) if (topics.has(changed)) return true;
  return false;
}

/** Feeds and sitemaps list articles only. */
export function affectsDiscovery(change: PageChange): boolean {
  return change === EVERYTHING || change.has(topic.articles);
}

/**
 * A change as one line (for another process's notification): topics are
 * joined by spaces, which no topic holds once encoded.
 */
export function encodeChange(change: PageChange): string {
  if (change === EVERYTHING) return EVERYTHING;
  return [...change].map((each) => encodeURIComponent(each)).join(' ');
}

export function decodeChange(line: string | undefined): PageChange {
  if (line === undefined || line === '' || line === EVERYTHING) return EVERYTHING;
  try {
    return new Set(line.split(' ').map((each) => decodeURIComponent(each)));
  } catch {
    return EVERYTHING;
  }
}

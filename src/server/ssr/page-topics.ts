/**
 * Which pages a write affects (docs/decisions/024-stale-while-revalidate.md).
 *
 * A page depends on the topics its render read, recorded as it reads them
 * (page-data-reader.ts); a write changes topics; a cached page is affected
 * when the two meet. The rule, in words:
 *
 * - An article save that changed only what the article shows (its words,
 *   address, pictures) affects its own page, every page that shows it (a
 *   list, a search, a related list that returned it), every list ordered or
 *   matched by words (a search, a sort by title or length), the recent
 *   corrections page, and feeds and sitemaps.
 * - Any other article write (created, deleted, published, scheduled, moved
 *   to another section, author or tags, a correction, a restore) affects
 *   its own page (under its old and new address), every list of its old and
 *   new section and of its old and new author (section pages, author pages,
 *   their statistics), every unfiltered list (home, search, the authors
 *   page), every article page whose related list could hold it (same
 *   section, or a tag shared with its old or new tags), the recent
 *   corrections page, and feeds and sitemaps.
 * - Breaking news affects every page that shows the ticker (the home page
 *   today: whichever page reads it is tagged so, wherever it moves).
 * - An author profile affects the author pages and the authors page.
 * - A scheduled article coming out affects what creating it would; a
 *   correction leaving the last 30 days affects the corrections page
 *   (http/timed-change.ts).
 * - Anything else that pages show (media, an import, another process's
 *   write that did not say what it changed) affects every page.
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
  /** A list, search or related list that shows the article. */
  shows: (id: number) => `shows:${id}`,
  /** Lists whose order or matches follow the articles' words (a query, a sort by title or length). */
  text: 'text',
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

/**
 * What an article shows on the pages that show it, which no list filters
 * or orders by but its words (`text`): changing only these leaves every
 * list's members and order as they were.
 */
const SHOWN_FIELDS = new Set([
  'title',
  'summary',
  'content',
  'slug',
  'image',
  'imagePosition',
  'additionalImages',
  'dateDisplay',
  'readTime',
  // Bookkeeping of every save.
  'updatedAt',
  'version',
]);

/** Whether a save changed only what the article shows, not which lists hold it or where. */
function changedShownOnly(before: object, after: object): boolean {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    if (SHOWN_FIELDS.has(key)) continue;
    const was = (before as Record<string, unknown>)[key];
    const is = (after as Record<string, unknown>)[key];
    if (JSON.stringify(was) !== JSON.stringify(is)) return false;
  }
  return true;
}

/**
 * Every topic an article's write changes, from what it was and what it is
 * (null: it did not exist, or no longer does). A save that changed only what
 * the article shows affects its own page and the pages that show it; any
 * other changes every list it was or is a member of.
 */
export function articleChange(states: ReadonlyArray<(ArticleFacets & object) | null>): Set<string> {
  const [before, after] = states;
  const id = (before ?? after)?.id;
  if (before && after && states.length === 2 && changedShownOnly(before, after) && id) {
    return new Set([topic.article(id), topic.shows(id), topic.text, topic.corrections]);
  }
  const topics = new Set<string>([topic.articles, topic.text, topic.corrections]);
  for (const state of states) {
    if (!state) continue;
    topics.add(topic.article(state.id));
    topics.add(topic.shows(state.id));
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

/** Feeds and sitemaps list articles only (their titles and words included). */
export function affectsDiscovery(change: PageChange): boolean {
  return change === EVERYTHING || change.has(topic.articles) || change.has(topic.text);
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

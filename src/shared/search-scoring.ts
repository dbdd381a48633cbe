/**
 * The search page's rules: independent filters
 * (query, section, status, sort), a relevance score per article, and at most
 * 100 results. The server ranks with these functions and the page reads its
 * filters with them, so both agree. No zod: reader pages use this.
 */
import { parseArticleDate } from './dates';
import type { Article, ArticleTeaser } from './schemas/article';
import { DEFAULT_SEARCH_FILTERS } from './search-href';
import { searchTerms } from './search-terms';
import { isSectionSlug, type SectionSlug } from './sections';

export const SEARCH_STATUS_FILTERS = ['breaking', 'developing', 'analysis', 'confirmed'] as const;
export type SearchStatusFilter = (typeof SEARCH_STATUS_FILTERS)[number];

export const SEARCH_SORTS = ['newest', 'relevance', 'title'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  newest: 'Date (Newest)',
  relevance: 'Relevance',
  title: 'Title A-Z',
};

export const SEARCH_RESULT_LIMIT = 100;
/**
 * Totals are counted exactly up to this many; past it the search says
 * "more than" it, so a common word costs no more to count than a rare one.
 */
export const SEARCH_COUNT_CAP = 1000;
/** The API refuses longer queries; the page cuts a longer one from the URL to this. */
export const SEARCH_QUERY_MAX_LENGTH = 200;

/** Offered when a search finds nothing. */
export const SEARCH_SUGGESTIONS = ['spider-man', 'multiverse', 'avengers', 'cosmic'] as const;

/** Points per term found in each field, and for the whole query anywhere. */
export const SEARCH_WEIGHTS = {
  title: 20,
  titleStartsWith: 10,
  summary: 15,
  author: 10,
  tag: 8,
  content: 5,
  wholeQuery: 15,
} as const;

export type SearchableArticle = Pick<Article, 'title' | 'summary' | 'author' | 'tags' | 'content'>;

/** A search result as the API serves it: the article without its body, and its score. */
export type SearchHit = ArticleTeaser & { score: number };

// Apart so that a page linking to a search (an article's tags) loads only them.
export { DEFAULT_SEARCH_FILTERS, searchHref } from './search-href';

export interface SearchFilters {
  q: string;
  /** A section slug, or '' for every section. */
  section: SectionSlug | '';
  /** One of the search page's status labels, or '' for any status. */
  status: SearchStatusFilter | '';
  sort: SearchSort;
}

/** Bodies are HTML: markup is not text a reader searched for. */
function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}

/**
 * An article's relevance to a query: per term, title 20 (+10 when the title
 * starts with it), summary 15, author 10, any tag 8, body 5; plus 15 when the
 * whole query appears in the combined text. Case-insensitive; 0 for a blank query.
 */
export function searchScore(article: SearchableArticle, query: string): number {
  const terms = searchTerms(query);
  if (terms.length === 0) return 0;
  const title = article.title.toLowerCase();
  const summary = article.summary.toLowerCase();
  const author = article.author.toLowerCase();
  const tags = article.tags.map((tag) => tag.toLowerCase());
  const content = plainText(article.content).toLowerCase();
  let score = 0;
  for (const term of terms) {
    if (title.includes(term)) {
      score += SEARCH_WEIGHTS.title;
      if (title.startsWith(term)) score += SEARCH_WEIGHTS.titleStartsWith;
    }
    if (summary.includes(term)) score += SEARCH_WEIGHTS.summary;
    if (author.includes(term)) score += SEARCH_WEIGHTS.author;
    if (tags.some((tag) => tag.includes(term))) score += SEARCH_WEIGHTS.tag;
    if (content.includes(term)) score += SEARCH_WEIGHTS.content;
  }
  const combined = [title, summary, author, tags.join(' '), content].join(' ');
  if (combined.includes(terms.join(' '))) score += SEARCH_WEIGHTS.wholeQuery;
  return score;
}

type RankableArticle = SearchableArticle &
  Pick<Article, 'id' | 'section' | 'status' | 'date' | 'createdAt'>;

/** The order "newest" uses: the article's date, or its creation when the date is free text. */
export function articleTime(article: Pick<Article, 'date' | 'createdAt'>): number {
  return parseArticleDate(article.date) ?? Date.parse(article.createdAt);
}

let titleCollator: Intl.Collator | undefined;

/**
 * The order of "title A-Z"; the server keeps its catalogue in it. The collator
 * is made on the first comparison, not when a page's code loads: the first
 * `Intl` object a browser tab makes loads its locale data, tens of
 * milliseconds of main-thread work that the article and search pages, which
 * import this module for other reasons, would pay on every load.
 */
export function compareTitles(a: string, b: string): number {
  titleCollator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return titleCollator.compare(a, b);
}

/**
 * Scores, filters and orders articles for the search page: those scoring 0 or
 * failing the section or status filter are dropped; "newest" orders by date,
 * "relevance" by score then date, "title" A-Z. Ties go to the newer article,
 * then the higher id, so the order is the same on every run.
 */
export function rankSearchResults<T extends RankableArticle>(
  articles: readonly T[],
  filters: Pick<SearchFilters, 'q' | 'section' | 'status' | 'sort'>,
): Array<{ article: T; score: number }> {
  const status = filters.status.toLowerCase();
  const scored = articles
    .filter((article) => !filters.section || article.section === filters.section)
    .filter((article) => !status || article.status.toLowerCase() === status)
    .map((article) => ({
      article,
      score: searchScore(article, filters.q),
      time: articleTime(article),
    }))
    .filter((hit) => hit.score > 0);
  const newest = (a: (typeof scored)[number], b: (typeof scored)[number]) =>
    b.time - a.time || b.article.id - a.article.id;
  const compare: Record<
    SearchSort,
    (a: (typeof scored)[number], b: (typeof scored)[number]) => number
  > = {
    newest,
    relevance: (a, b) => b.score - a.score || newest(a, b),
    title: (a, b) => compareTitles(a.article.title, b.article.title) || newest(a, b),
  };
  return scored.sort(compare[filters.sort]).map(({ article, score }) => ({ article, score }));
}

/** The filters a /search URL asks for; values the page does not offer fall back to the defaults. */
export function parseSearchFilters(search: URLSearchParams): SearchFilters {
  const q = (search.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
  const section = search.get('section') ?? '';
  const status = search.get('status') ?? '';
  const sort = search.get('sort') ?? '';
  return {
    q,
    section: isSectionSlug(section) ? section : '',
    status: SEARCH_STATUS_FILTERS.find((value) => value === status) ?? '',
    sort: SEARCH_SORTS.find((value) => value === sort) ?? DEFAULT_SEARCH_FILTERS.sort,
  };
}

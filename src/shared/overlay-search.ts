import type { ArticleTeaser } from './schemas/article';
import { searchTerms } from './search-terms';
import { findSection } from './sections';

/** Points per query term in the search overlay. */
export const OVERLAY_SCORES = {
  title: 20,
  titleStart: 10,
  summary: 15,
  author: 10,
  section: 8,
  tag: 5,
  anyField: 3,
} as const;

/** The most one term can earn: every rule above at once. */
export const OVERLAY_MAX_TERM_SCORE = Object.values(OVERLAY_SCORES).reduce((sum, n) => sum + n, 0);

export const OVERLAY_RESULT_LIMIT = 10;
export const OVERLAY_DEBOUNCE_MS = 300;

export interface OverlaySearchable {
  title: string;
  summary: string;
  author: string;
  section: string;
  tags: readonly string[];
  /** HTML or plain text; counts only towards "any field". */
  content?: string;
}

/** The share of the best score a query of `termCount` distinct terms could reach, 1-100. */
export function overlayPercent(score: number, termCount: number): number {
  const best = termCount * OVERLAY_MAX_TERM_SCORE;
  return Math.max(1, Math.min(100, Math.round((score / best) * 100)));
}

/** The query's distinct terms, as the overlay scores them. */
export const overlayTerms = (query: string): string[] => [...new Set(searchTerms(query))];

/** What the server's overlay search returns per result: the article without its body, scored. */
export type OverlayHit = ArticleTeaser & { score: number; percent: number };

/** The section's slug and name in lowercase: what a term is looked for in. */
export function sectionText(slug: string): string {
  const name = findSection(slug)?.name ?? '';
  return `${slug} ${name}`.toLowerCase();
}

export interface OverlayResult<T> {
  article: T;
  score: number;
  /** The score as a share of the best score the query could reach, 1-100. */
  percent: number;
}

/** Body text without markup, so a term like "div" does not match a tag. */
function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}

/** The overlay's relevance of one article to the query's terms (lowercase). */
export function overlayScore(article: OverlaySearchable, terms: readonly string[]): number {
  const title = article.title.toLowerCase();
  const summary = article.summary.toLowerCase();
  const author = article.author.toLowerCase();
  const section = sectionText(article.section);
  const tags = article.tags.map((tag) => tag.toLowerCase());
  const everything = [
    title,
    summary,
    author,
    section,
    tags.join(' '),
    plainText(article.content ?? '').toLowerCase(),
  ].join('\n');

  let score = 0;
  for (const term of terms) {
    if (title.includes(term)) {
      score += OVERLAY_SCORES.title;
      if (title.startsWith(term)) score += OVERLAY_SCORES.titleStart;
    }
    if (summary.includes(term)) score += OVERLAY_SCORES.summary;
    if (author.includes(term)) score += OVERLAY_SCORES.author;
    if (section.includes(term)) score += OVERLAY_SCORES.section;
    if (tags.some((tag) => tag.includes(term))) score += OVERLAY_SCORES.tag;
    if (everything.includes(term)) score += OVERLAY_SCORES.anyField;
  }
  return score;
}

/**
 * The overlay's results: articles scoring above 0, best first (ties keep the
 * given order, newest first from the API), at most ten. A blank query has none.
 */
export function overlaySearch<T extends OverlaySearchable>(
  articles: readonly T[],
  query: string,
): OverlayResult<T>[] {
  const terms = overlayTerms(query);
  if (terms.length === 0) return [];
  return articles
    .map((article) => ({ article, score: overlayScore(article, terms) }))
    .filter((result) => result.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, OVERLAY_RESULT_LIMIT)
    .map((result) => ({
      ...result,
      percent: overlayPercent(result.score, terms.length),
    }));
}

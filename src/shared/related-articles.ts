/** How many related articles an article page shows. */
export const RELATED_ARTICLE_LIMIT = 3;

type Relatable = { id: number; section: string; tags: readonly string[] };

/** How many of `tags` the candidate also carries, case-insensitively. */
export function sharedTagCount(tags: readonly string[], candidate: Relatable): number {
  const wanted = new Set(tags.map((tag) => tag.toLowerCase()));
  return new Set(candidate.tags.map((tag) => tag.toLowerCase()).filter((tag) => wanted.has(tag)))
    .size;
}

/**
 * Related articles: up to 3 from the same section, in the order
 * given (newest first), topped up by articles from other sections that share
 * tags, the most shared tags first (ties keep the order given). The article
 * itself and duplicates never appear.
 */
export function selectRelatedArticles<T extends Relatable>(
  article: Relatable,
  sameSection: readonly T[],
  tagCandidates: readonly T[],
  limit = RELATED_ARTICLE_LIMIT,
): T[] {
  const chosen: T[] = [];
  const seen = new Set([article.id]);
  const take = (candidate: T) => {
    if (chosen.length >= limit || seen.has(candidate.id)) return;
    seen.add(candidate.id);
    chosen.push(candidate);
  };
  for (const candidate of sameSection) {
    if (candidate.section === article.section) take(candidate);
  }
  const byTags = tagCandidates
    .map((candidate, order) => ({
      candidate,
      order,
      shared: sharedTagCount(article.tags, candidate),
    }))
    .filter((entry) => entry.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.order - b.order);
  for (const entry of byTags) take(entry.candidate);
  return chosen;
}

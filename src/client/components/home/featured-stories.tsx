import { FEATURED_SKELETONS } from '~/shared/home-feed';
import type { ArticleTeaser } from '~/shared/schemas/article';
import { ArticleCard, ArticleCardSkeleton } from '../articles/article-card';

/** Below the lead, two a row: an odd one out at the end gets the full width too. */
function fillsLastRow(index: number, count: number): boolean {
  return index === count - 1 && (count - 1) % 2 === 1;
}

/**
 * Published featured stories, the first one large across the full width.
 * Until they arrive (or if they fail to) three skeletons stand in.
 */
export function FeaturedStories({ articles }: { articles: ArticleTeaser[] | undefined }) {
  return (
    <section aria-labelledby="featured-heading">
      <h2 id="featured-heading" className="section-heading">
        Featured Stories
      </h2>
      {articles && articles.length === 0 ? (
        <p className="text-muted">No featured stories right now.</p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2" aria-busy={!articles}>
          {articles
            ? articles.map((article, index) => (
                <ArticleCard
                  key={article.id}
                  article={article}
                  large={index === 0 || fillsLastRow(index, articles.length)}
                  eager={index === 0}
                />
              ))
            : Array.from({ length: FEATURED_SKELETONS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <ArticleCardSkeleton key={index} large={index === 0} />
              ))}
        </div>
      )}
    </section>
  );
}

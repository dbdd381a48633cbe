import type { ArticleTeaser } from '~/shared/schemas/article';
import { ArticleCard } from './article-card';
import { relatedArticlesProps } from './served-related-articles';

/** Up to three related stories under the article; nothing when there are none. */
export function RelatedArticles({ articles }: { articles: readonly ArticleTeaser[] | undefined }) {
  if (!articles || articles.length === 0) return null;
  return (
    <section {...relatedArticlesProps}>
      <h2 id="related-heading" className="font-serif text-2xl font-bold">
        Related Articles
      </h2>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </div>
    </section>
  );
}

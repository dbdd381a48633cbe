import { servedPart } from '../served-part';

/** The related stories' own attributes (related-articles.tsx draws the rest). */
export const relatedArticlesProps = {
  'aria-labelledby': 'related-heading',
  className: 'mt-16 border-t border-border pt-10',
  'data-served': 'related-articles',
};

/**
 * The related stories under an article are links and pictures that nothing
 * on the page changes: the browser keeps the article's served markup
 * (served-part.tsx), so the cards' code comes only with a client navigation
 * to another article.
 */
export const relatedArticles = servedPart(
  'section',
  relatedArticlesProps,
  () => import('./related-articles').then((module) => module.RelatedArticles),
  { perPage: true },
);

import { servedPart } from '../served-part';

/** The author box's own attributes (author-box.tsx draws the rest). */
export const authorBoxProps = {
  'aria-labelledby': 'author-box-name',
  className: 'mt-12 flex flex-col gap-4 rounded-lg border border-border bg-surface p-6 sm:flex-row',
  'data-served': 'author-box',
};

/**
 * The reporter's box under an article is a link and a profile that nothing
 * on the page changes: the browser keeps the article's served markup
 * (served-part.tsx), so its code comes only with a client navigation to
 * another article.
 */
export const authorBox = servedPart(
  'aside',
  authorBoxProps,
  () => import('./author-box').then((module) => module.AuthorBox),
  { perPage: true },
);

import { useSyncExternalStore } from 'react';
import { ARTICLE_LIST_PATH } from './article-list-state';

/**
 * The page of the article list the editor last looked at (its filters,
 * order and page), so saving or leaving an article returns there. Kept for
 * the browser tab (a reload of the form still returns there), never shared.
 */
const STORAGE_KEY = 'gazette_admin_article_list';

/** Remembers the list's address (its path and query). */
export function rememberArticleList(href: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, href);
  } catch (error) {
    console.warn('Could not remember the article list page', error);
  }
}

/** The address to return to: the remembered page of the list, else its first page. */
export function articleListHref(): string {
  try {
    const href = sessionStorage.getItem(STORAGE_KEY);
    // Only ever a page of the list itself.
    if (href && (href === ARTICLE_LIST_PATH || href.startsWith(`${ARTICLE_LIST_PATH}?`))) {
      return href;
    }
  } catch (error) {
    console.warn('Could not read the remembered article list page', error);
  }
  return ARTICLE_LIST_PATH;
}

const noSubscription = () => () => {};

/** articleListHref() for links; the first page on the server and while hydrating. */
export function useArticleListHref(): string {
  return useSyncExternalStore(noSubscription, articleListHref, () => ARTICLE_LIST_PATH);
}

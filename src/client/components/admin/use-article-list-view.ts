import { useCallback, useSyncExternalStore } from 'react';

/** The article list as cards (the spec's, with images) or as a dense table. */
export type ArticleListView = 'cards' | 'table';

const STORAGE_KEY = 'gazette_admin_article_view';
const listeners = new Set<() => void>();
/** The choice made in this page, for when storage is unavailable. */
let chosen: ArticleListView = 'cards';

function storedView(): ArticleListView {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored === 'table' || stored === 'cards') return stored;
  } catch {
    // Storage unavailable (blocked, private mode): the choice made in this page stands.
  }
  return chosen;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice applies here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The editor's view of the list, remembered in this browser; cards until hydrated. */
export function useArticleListView(): [ArticleListView, (view: ArticleListView) => void] {
  const view = useSyncExternalStore(subscribe, storedView, () => 'cards' as const);
  const choose = useCallback((next: ArticleListView) => {
    chosen = next;
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch (error) {
      console.warn('Could not remember the article list view', error);
    }
    for (const listener of listeners) listener();
  }, []);
  return [view, choose];
}

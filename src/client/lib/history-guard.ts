/**
 * The browser's Back and Forward buttons move between the app's pages
 * without a page load, so the browser never asks before leaving one (no
 * beforeunload). A page with something to lose holds them with a guard:
 * when a history move would leave it, the guard is asked, and if the answer
 * is to stay the move is undone before the router sees it (the page's own
 * entry is put back on top).
 *
 * Browsers disagree on whether a capture listener on the window runs before
 * bubble listeners added to it earlier, and the router re-renders between
 * listeners: the entry installs this one before the router starts
 * listening, so it runs first either way.
 */
interface HeldEntry {
  href: string;
  state: unknown;
  mayLeave: () => boolean;
}

let held: HeldEntry | null = null;

export function installHistoryGuard(): void {
  window.addEventListener(
    'popstate',
    (event) => {
      const entry = held;
      if (!entry || window.location.href === entry.href || entry.mayLeave()) return;
      event.stopImmediatePropagation();
      window.history.pushState(entry.state, '', entry.href);
    },
    true,
  );
}

/**
 * Holds the current page against Back and Forward until the returned
 * function is called; `mayLeave` answers whether to let a move go.
 */
export function holdHistory(mayLeave: () => boolean): () => void {
  const entry: HeldEntry = {
    href: window.location.href,
    state: window.history.state,
    mayLeave,
  };
  held = entry;
  return () => {
    if (held === entry) held = null;
  };
}

import { useEffect } from 'react';
import { holdHistory } from './history-guard';

export const LEAVE_WITH_UNSAVED_CHANGES =
  'You have unsaved changes. Leave this page without saving them?';

/**
 * While `dirty`, leaving asks first: closing or reloading the tab gets the
 * browser's own prompt; following a link on the page, and the browser's Back
 * and Forward buttons, a confirm (the app's links and history entries change
 * pages without a page load, so the browser would not ask).
 */
export function useUnsavedChangesWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when this is set.
      event.returnValue = '';
    };
    // Capture phase on the document: runs before the app's own link handlers.
    const click = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || link.getAttribute('target') === '_blank') return;
      if (!window.confirm(LEAVE_WITH_UNSAVED_CHANGES)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    const release = holdHistory(() => window.confirm(LEAVE_WITH_UNSAVED_CHANGES));
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
      release();
    };
  }, [dirty]);
}

import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigationPending } from '../../navigation';

/** Quicker navigations show nothing: a bar that flashes by is noise. */
export const PROGRESS_DELAY_MS = 150;

/**
 * A thin bar along the top of the window while a client navigation that takes
 * longer than PROGRESS_DELAY_MS is under way: its page's code loading, or
 * content the page has nothing of yet (skeletons on screen). A refresh of
 * data already shown does not count. It slides while it waits, and stands
 * still for readers who ask for reduced motion (app.css).
 */
export function NavigationProgress() {
  const loadingCode = useNavigationPending();
  const loadingContent =
    useIsFetching({ predicate: (query) => query.state.data === undefined }) > 0;
  const pending = loadingCode || loadingContent;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!pending) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  if (!shown) return null;
  return (
    <div role="progressbar" aria-label="Loading page" className="navigation-progress">
      <div className="navigation-progress-bar" />
    </div>
  );
}

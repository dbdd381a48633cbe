import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true once the page is live: a
 * control whose handler only exists in the browser (a form submitted by
 * fetch, a button that appends) can render its no-JavaScript fallback until
 * then, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

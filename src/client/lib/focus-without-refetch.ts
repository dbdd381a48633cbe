/**
 * Stands in, in the browser build, for TanStack Query's focus manager. The
 * real one listens to the tab's visibility while the query client is mounted
 * and tells the client, which refetches queries that ask to be refetched on
 * focus and resumes paused mutations. The site has neither: no query refetches
 * on focus (refetchOnWindowFocus is off in api/query-client.ts) and nothing
 * pauses (networkMode 'always', no retries). What is left is the question
 * "is the tab visible?", answered here as the real manager answers it. The
 * client build fails if a module of the site imports the focus manager
 * (scripts/build-client.ts).
 */
export const focusManager = {
  subscribe(_listener: (focused: boolean) => void): () => void {
    return () => undefined;
  },
  isFocused(): boolean {
    return globalThis.document?.visibilityState !== 'hidden';
  },
};

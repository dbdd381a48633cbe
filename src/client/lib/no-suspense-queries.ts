/**
 * Stands in, in the browser build, for TanStack Query's suspense and
 * error-boundary helpers (suspense.js, errorBoundaryUtils.js and
 * QueryErrorResetBoundary.js) where `useQuery` and `useQueries` import them.
 * The site's queries never suspend and never throw to an error boundary: each
 * page shows its own failure with a "Try again". For such a query the real
 * helpers do nothing, and these do the same in fewer bytes. The client build
 * fails if a suspense hook or the reset boundary is bundled
 * (scripts/build-client.ts), and a query that asks for either stops here
 * rather than rendering as if it had not.
 */
interface QueryOptions {
  suspense?: boolean;
  throwOnError?: unknown;
}

function unsupported(): never {
  throw new Error('Suspense queries and error boundaries are not part of the browser build');
}

export function ensureSuspenseTimers(options: QueryOptions) {
  if (options.suspense) unsupported();
}

export function ensurePreventErrorBoundaryRetry(options: QueryOptions) {
  if (options.throwOnError) unsupported();
}

export function shouldSuspend() {
  return false;
}

export const fetchOptimistic = unsupported;

export function getHasError() {
  return false;
}

/** Nothing resets this boundary, so it never needs clearing. */
export function useClearResetErrorBoundary() {}

const resetBoundary = { clearReset() {}, reset: unsupported, isReset: () => false };

export function useQueryErrorResetBoundary() {
  return resetBoundary;
}

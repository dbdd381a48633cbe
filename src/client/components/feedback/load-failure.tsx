import { cn } from '../../lib/cn';

/** A read that timed out (the transport's AbortSignal.timeout) rather than failed. */
function timedOut(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}

/**
 * What a page shows in place of content that could not be loaded: what went
 * wrong, and "Try again". Header and footer stay as they are around it, and
 * the page also loads again by itself when the browser comes back online
 * (the query client's refetchOnReconnect).
 */
export function LoadFailure({
  what,
  error,
  onRetry,
  className,
}: {
  /** What could not be loaded, as the reader names it: "The articles", "This article". */
  what: string;
  error: unknown;
  onRetry: () => void;
  className?: string;
}) {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <div role="alert" className={cn('py-16 text-center', className)}>
      <p className="font-semibold">
        {timedOut(error) ? `${what} took too long to load.` : `${what} could not be loaded.`}
      </p>
      <p className="mt-2 text-sm text-muted">
        {offline
          ? 'You seem to be offline. This page will load again when the connection is back.'
          : 'Check your connection and try again.'}
      </p>
      <button type="button" className="button-secondary mt-4" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client';
import { App } from './app';
import { BOOT_GLOBAL, type BootData } from './boot-data';
import { Document } from './document';
import { installHistoryGuard } from './lib/history-guard';
import { watchForTakeover } from './navigation';
import { routeForPath } from './route-table';

const boot = (window as unknown as Record<string, BootData>)[BOOT_GLOBAL]!;

function hydratePage() {
  // Before the router starts listening to history moves (./lib/history-guard).
  installHistoryGuard();
  watchForTakeover();
  const queryClient = createQueryClient();
  hydrate(queryClient, boot.queryState);

  // As a transition, hydration yields to the browser every few milliseconds
  // instead of holding the main thread in one long task.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document assets={boot.assets}>
          <App queryClient={queryClient} runtime={boot.runtime} />
        </Document>
      </StrictMode>,
      {
        onRecoverableError(error) {
          console.error('Hydration error', error);
        },
      },
    );
  });
  if (boot.runtime.analytics) whenIdle(countPageViewsLater);
  // Link prefetch and the service worker: their own chunk, once the page is idle.
  whenIdle(() => {
    import('./link-prefetch').then(
      (extras) => extras.startWhenIdle(queryClient),
      () => undefined,
    );
  });
}

/** After the page is interactive, when the browser has nothing better to do. */
function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 1000);
}

/** The beacon is its own chunk of a few hundred bytes, fetched once the page is idle. */
function countPageViewsLater() {
  import('./analytics/beacon').then(
    (beacon) => beacon.countPageViews(),
    // Counting is never worth an error a reader would see.
    () => undefined,
  );
}

/**
 * Resolves once the browser has painted the server's HTML (the task after the
 * next frame): the reader sees the page before hydration takes the main
 * thread. A hidden tab paints no frames; the timer lets it go ahead anyway.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 1000);
  });
}

// The page's chunk (preloaded by the server's modulepreload link) must be in
// before hydration, or the page would suspend and not match the server's HTML.
// Without it the server's HTML stays as it is: readable, with working links.
const route = routeForPath(window.location.pathname);
Promise.all([route.load?.(), afterFirstPaint()]).then(hydratePage, (error: unknown) => {
  console.error('The page could not load its code', error);
});

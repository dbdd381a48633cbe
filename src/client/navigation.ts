import { useSyncExternalStore } from 'react';

/** How many navigations are getting their page ready: the progress bar shows while any is. */
let pending = 0;
const listeners = new Set<() => void>();

function setPending(next: number) {
  pending = next;
  for (const listener of listeners) listener();
}

/** Runs `work` as a navigation in progress. */
export async function trackNavigation<T>(work: Promise<T>): Promise<T> {
  setPending(pending + 1);
  try {
    return await work;
  } finally {
    setPending(pending - 1);
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a navigation is getting its page ready. */
export function useNavigationPending(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
}

/** The page's service worker registration, where a new build waits for the next navigation. */
let updates: ServiceWorkerRegistration | null = null;
/**
 * Whether a new build's worker took the page over without this page asking:
 * another tab moved into the update, or the browser activated it. The page
 * still runs the old build's files, which the new worker no longer keeps.
 */
let takenOver = false;

/**
 * Watches for a takeover from the page's first moment, before the worker is
 * registered (once the page is idle): another tab can move into a new build
 * before then.
 */
export function watchForTakeover(): void {
  let container: ServiceWorkerContainer | undefined;
  try {
    container = navigator.serviceWorker;
  } catch {
    // An opaque origin (a sandboxed frame) throws where others answer undefined.
  }
  if (!container) return;
  // A page that loaded under no worker runs its own build when the first one claims it.
  let controlled = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    if (controlled) takenOver = true;
    controlled = true;
  });
}

export function watchForUpdates(registration: ServiceWorkerRegistration): void {
  updates = registration;
}

/**
 * When a new build is waiting, or has already taken the page over: loads `to`
 * in full from it, so the page never runs two builds' files. Returns whether
 * it did.
 */
export function navigateIntoUpdate(to: string, replace = false): boolean {
  const go = () => (replace ? window.location.replace(to) : window.location.assign(to));
  if (takenOver) {
    go();
    return true;
  }
  // Read at the moment of the navigation: a worker that installed at any
  // time before it, whatever order the browser told it in. Only an update
  // waits for its turn (a first worker just starts and controls nothing yet).
  const worker = navigator.serviceWorker?.controller ? updates?.waiting : null;
  if (!worker) return false;
  updates = null;
  navigator.serviceWorker.addEventListener('controllerchange', go, { once: true });
  worker.postMessage('take-over');
  // A worker that is gone (replaced by a newer one) never changes the controller.
  setTimeout(go, 3000);
  return true;
}

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

/** A new build's service worker, installed and waiting for the next navigation. */
let waitingUpdate: ServiceWorker | null = null;

export function setWaitingUpdate(worker: ServiceWorker): void {
  waitingUpdate = worker;
}

/**
 * When a new build is waiting: lets it take over and loads `to` in full from
 * it, so the page never runs two builds' files. Returns whether it did.
 */
export function navigateIntoUpdate(to: string, replace = false): boolean {
  const worker = waitingUpdate;
  if (!worker) return false;
  waitingUpdate = null;
  const go = () => (replace ? window.location.replace(to) : window.location.assign(to));
  navigator.serviceWorker.addEventListener('controllerchange', go, { once: true });
  worker.postMessage('take-over');
  // A worker that is gone (replaced by a newer one) never changes the controller.
  setTimeout(go, 3000);
  return true;
}
